import type { Revision } from '@coaz/api-client';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from './collections';
import { entryChanges, revisionSummary } from './revision-history';
import { newsItem } from './studio-test-support';

const saved = (
  version: number,
  changes: Parameters<typeof newsItem>[0] = {},
): Revision<unknown> => ({
  revision: 40 + version,
  version,
  savedAt: '2026-12-05T08:00:00Z',
  savedBy: 'demo.editor',
  entry: newsItem({ version, ...changes }),
});

describe('entryChanges', () => {
  // Newest first, as the API lists them.
  const revisions = [
    saved(4, { body: 'Members meet on Saturday.', tag: null }),
    saved(3, { body: 'Members meet on Saturdya.', tag: null }),
    saved(2, { body: 'Members meet on Saturdya.', tag: null, status: 'draft' }),
    saved(1, { body: 'Members meet on Saturdya.', status: 'draft' }),
  ];

  it('names the fields each version changed by their labels, so the versions can be told apart', () => {
    const news = COLLECTIONS.news;
    expect(entryChanges(news, revisions, 0)).toBe('; changed “Text”');
    expect(entryChanges(news, revisions, 1)).toBe('; changed “Publication”');
    expect(entryChanges(news, revisions, 2)).toBe('; changed “Tag”');
    expect(entryChanges(news, revisions, 3)).toBe('; added');
  });

  it('says a version no editor saved is the entry as the site was set up, not added by someone', () => {
    const seeded = { ...saved(1, { body: 'Members meet on Saturday.' }), savedBy: null };
    expect(entryChanges(COLLECTIONS.news, [revisions[0] as Revision<unknown>, seeded], 1)).toBe(
      '; as the site was set up',
    );
  });

  it('says nothing of the oldest version listed when the one before it is not', () => {
    expect(entryChanges(COLLECTIONS.news, revisions.slice(0, 2), 1)).toBe('');
    expect(entryChanges(COLLECTIONS.news, [revisions[0] as Revision<unknown>], 0)).toBe('');
  });

  it('names the publication once when both its status and its time changed', () => {
    const scheduled = saved(5, {
      body: 'Members meet on Saturday.',
      tag: null,
      publishAt: '2099-01-10T07:00:00.000Z',
      status: 'published',
    });
    const drafted = saved(4, { body: 'Members meet on Saturday.', tag: null, status: 'draft' });
    expect(entryChanges(COLLECTIONS.news, [scheduled, drafted], 0)).toBe('; changed “Publication”');
  });
});

describe('revisionSummary', () => {
  it('writes the month of a scheduled version with its capital', () => {
    const scheduled = saved(2, { publishAt: '2099-01-10T07:00:00.000Z' });
    expect(revisionSummary(COLLECTIONS.news, [scheduled, saved(1)], 0)).toBe(
      '“Annual general meeting in Kabwe”, scheduled for 10 January 2099, 09:00; changed “Publication”',
    );
    expect(revisionSummary(COLLECTIONS.news, [saved(1, { status: 'draft' })], 0)).toBe(
      '“Annual general meeting in Kabwe”, draft; added',
    );
  });
});
