import { describe, expect, it } from 'vitest';
import { restoredMessage, savedMessage, saveLabel } from './save-wording';

const LATER = '2099-01-10T07:00:00.000Z';

describe('saveLabel', () => {
  it('calls a save of an entry that stays on the site a change, not a publication', () => {
    expect(saveLabel('published', 'now')).toBe('Save changes');
    expect(saveLabel('scheduled', 'schedule')).toBe('Save changes');
  });

  it('names the step a save takes: publishing a new entry or a draft, or taking one off the site', () => {
    expect(saveLabel(undefined, 'now')).toBe('Publish');
    expect(saveLabel('draft', 'now')).toBe('Publish');
    expect(saveLabel('scheduled', 'now')).toBe('Publish now');
    expect(saveLabel(undefined, 'draft')).toBe('Save draft');
    expect(saveLabel('draft', 'draft')).toBe('Save draft');
    expect(saveLabel('published', 'draft')).toBe('Unpublish and save');
    expect(saveLabel('scheduled', 'draft')).toBe('Save as draft');
    expect(saveLabel(undefined, 'schedule')).toBe('Schedule');
    expect(saveLabel('published', 'schedule')).toBe('Schedule');
  });
});

const text = (announcement: { text: string }) => announcement.text;

describe('savedMessage', () => {
  const draft = { status: 'draft', publishAt: null } as const;
  const now = { status: 'published', publishAt: null } as const;
  const scheduled = { status: 'published', publishAt: LATER } as const;

  it('says the changes to a published entry are on the site, in the success tone', () => {
    expect(savedMessage('published', now)).toEqual({
      text: 'Changes saved: they are on the site now',
      tone: 'success',
    });
    expect(savedMessage(undefined, now)).toEqual({
      text: 'Published: it is on the site now',
      tone: 'success',
    });
    expect(text(savedMessage('scheduled', now))).toBe('Published: it is on the site now');
  });

  it('says a save that leaves the entry off the site is not on it, until when, as a notice', () => {
    const cases = [
      [
        savedMessage('published', draft),
        'Unpublished, not on the site: only editors see it until you publish it again',
      ],
      [
        savedMessage('published', scheduled),
        'Scheduled, off the site until 10 January 2099, 09:00 (Lusaka time)',
      ],
      [
        savedMessage('scheduled', draft),
        'Saved as a draft, not on the site: no longer scheduled; only editors see it until you publish it',
      ],
      [
        savedMessage('scheduled', scheduled),
        'Changes saved, not on the site yet: public from 10 January 2099, 09:00 (Lusaka time)',
      ],
      [
        savedMessage(undefined, draft),
        'Draft saved, not on the site: only editors see it until you publish it',
      ],
      [
        savedMessage('draft', draft),
        'Draft saved, not on the site: only editors see it until you publish it',
      ],
      [
        savedMessage('draft', scheduled),
        'Scheduled, not on the site yet: public from 10 January 2099, 09:00 (Lusaka time)',
      ],
    ] as const;
    for (const [announcement, words] of cases) {
      expect(announcement).toEqual({ text: words, tone: 'info' });
    }
  });
});

describe('savedMessage for a published entry the site does not show', () => {
  const why = 'its closing date has passed, so the careers page does not list it';
  const reason = { shownElsewhere: false, why };

  it('says why it is not on the site instead of saying it is, as a warning', () => {
    for (const before of [undefined, 'draft', 'published'] as const) {
      expect(savedMessage(before, { status: 'published', publishAt: null }, reason)).toEqual({
        text: `Saved, but not shown on the site: ${why}`,
        tone: 'warning',
      });
    }
  });

  // "Saved, but not shown on the site: it has ended, so the news page lists it under Past
  // events" said it was not shown, then where it was.
  it('says an entry shown elsewhere is on the site, not that it is not shown', () => {
    const elsewhere = {
      shownElsewhere: true,
      why: 'it has ended, so the news page lists it under Past events',
    };
    expect(savedMessage(undefined, { status: 'published', publishAt: null }, elsewhere)).toEqual({
      text: `Saved, on the site but not where you may expect: ${elsewhere.why}`,
      tone: 'warning',
    });
    expect(
      text(savedMessage(undefined, { status: 'published', publishAt: LATER }, elsewhere)),
    ).toBe(`Scheduled, but not where you may expect once it is on the site: ${elsewhere.why}`);
    expect(text(restoredMessage(2, { status: 'published', publishAt: null }, elsewhere))).toBe(
      `Version 2 restored, on the site but not where you may expect: ${elsewhere.why}`,
    );
  });

  it('says nothing of it for a draft, which the site does not show anyway', () => {
    expect(text(savedMessage(undefined, { status: 'draft', publishAt: null }, reason))).toBe(
      'Draft saved, not on the site: only editors see it until you publish it',
    );
  });
});

describe('restoredMessage', () => {
  it('says where the entry stands after a restore, which keeps its publication as it was', () => {
    expect(restoredMessage(2, { status: 'published', publishAt: null })).toEqual({
      text: 'Version 2 restored, still on the site: its words are shown there now',
      tone: 'success',
    });
    expect(restoredMessage(2, { status: 'draft', publishAt: null })).toEqual({
      text: 'Version 2 restored, still a draft, not on the site: only editors see it until you publish it',
      tone: 'info',
    });
    expect(restoredMessage(2, { status: 'published', publishAt: LATER })).toEqual({
      text: 'Version 2 restored, still scheduled, not on the site yet: public from 10 January 2099, 09:00 (Lusaka time)',
      tone: 'info',
    });
    expect(
      restoredMessage(
        2,
        { status: 'published', publishAt: null },
        { shownElsewhere: false, why: 'its closing date has passed' },
      ),
    ).toEqual({
      text: 'Version 2 restored, but not shown on the site: its closing date has passed',
      tone: 'warning',
    });
  });
});
