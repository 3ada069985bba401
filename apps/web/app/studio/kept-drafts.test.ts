import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetKeptDraft,
  keepUnsavedDrafts,
  keptDraftOf,
  keptDraftPath,
  readKeptDrafts,
  watchUnsavedDraft,
} from './kept-drafts';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  sessionStorage.clear();
});

const EVENT = {
  section: 'events',
  singular: 'event',
  entry: { id: 12, version: 3 },
  titleField: 'title',
  choice: { mode: 'draft', date: '', time: '' },
  username: 'demo.editor',
} as const;

describe('kept drafts', () => {
  it('keeps every open form with unsaved text, by section and entry, and reads them back', () => {
    const photo = new File(['x'], 'agm.png', { type: 'image/png' });
    stops.push(
      watchUnsavedDraft(() =>
        keptDraftOf(
          {
            ...EVENT,
            values: {
              title: ' Kabwe conference ',
              picture: {
                url: '/api/uploads/old.webp',
                file: photo,
                alt: 'Hall',
                focusX: 40,
                focusY: 50,
              },
            },
          },
          new Date('2026-11-27T19:00:00Z'),
        ),
      ),
      // A form nobody changed keeps nothing.
      watchUnsavedDraft(() => undefined),
    );
    const kept = keepUnsavedDrafts();
    expect(kept).toHaveLength(1);
    expect(JSON.parse(sessionStorage.getItem('coaz.studio.unsaved.events.12') ?? '')).toMatchObject(
      {
        section: 'events',
        entryId: 12,
        title: 'Kabwe conference',
        username: 'demo.editor',
        base: { id: 12, version: 3 },
        values: {
          title: ' Kabwe conference ',
          // The file cannot be stored: the saved picture stays, with the alt text and focus typed.
          picture: { url: '/api/uploads/old.webp', file: null, alt: 'Hall', focusX: 40 },
        },
        droppedFiles: ['agm.png'],
      },
    );
    expect(readKeptDrafts()).toEqual(kept);
    expect(keptDraftPath(kept[0] as never)).toBe('/dashboard?mode=edit&section=events');

    forgetKeptDraft('events', 12);
    expect(readKeptDrafts()).toEqual([]);
  });

  it('reads the newest first, passes over what it cannot read, and keeps nothing where storage fails', () => {
    const older = keptDraftOf(
      { ...EVENT, entry: undefined, values: { title: 'Older' } },
      new Date('2026-11-01T00:00:00Z'),
    );
    const newer = keptDraftOf(
      { ...EVENT, section: 'news', entry: undefined, values: { title: 'Newer' } },
      new Date('2026-11-02T00:00:00Z'),
    );
    sessionStorage.setItem('coaz.studio.unsaved.events.new', JSON.stringify(older));
    sessionStorage.setItem('coaz.studio.unsaved.news.new', JSON.stringify(newer));
    sessionStorage.setItem('coaz.studio.unsaved.people.new', '{broken');
    expect(readKeptDrafts().map((draft) => draft.title)).toEqual(['Newer', 'Older']);

    stops.push(watchUnsavedDraft(() => older));
    const full = {
      setItem() {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(keepUnsavedDrafts(full)).toEqual([]);
  });
});
