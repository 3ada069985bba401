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

describe('savedMessage', () => {
  const draft = { status: 'draft', publishAt: null } as const;
  const now = { status: 'published', publishAt: null } as const;
  const scheduled = { status: 'published', publishAt: LATER } as const;

  it('says the changes to a published entry are on the site, not that it was published', () => {
    expect(savedMessage('published', now)).toBe('Changes saved: they are on the site now');
  });

  it('says what happened to an entry that left the site or its schedule', () => {
    expect(savedMessage('published', draft)).toBe(
      'Unpublished: it is off the site; only editors see the draft',
    );
    expect(savedMessage('published', scheduled)).toBe(
      'Scheduled: off the site until 10 January 2099, 09:00',
    );
    expect(savedMessage('scheduled', draft)).toBe(
      'Saved as a draft: no longer scheduled, only editors see it',
    );
    expect(savedMessage('scheduled', scheduled)).toBe(
      'Changes saved: public from 10 January 2099, 09:00',
    );
  });

  it('says what a new entry or a draft became', () => {
    expect(savedMessage(undefined, draft)).toBe('Draft saved: only editors see it');
    expect(savedMessage('draft', draft)).toBe('Draft saved: only editors see it');
    expect(savedMessage(undefined, now)).toBe('Published: it is on the site now');
    expect(savedMessage('scheduled', now)).toBe('Published: it is on the site now');
    expect(savedMessage('draft', scheduled)).toBe('Scheduled: public from 10 January 2099, 09:00');
  });
});

describe('savedMessage for a published entry the site does not show', () => {
  const reason = 'its closing date has passed, so the careers page does not list it';

  it('says why it is not on the site instead of saying it is', () => {
    for (const before of [undefined, 'draft', 'published'] as const) {
      expect(savedMessage(before, { status: 'published', publishAt: null }, reason)).toBe(
        `Saved, but not shown on the site: ${reason}`,
      );
    }
  });

  it('says nothing of it for a draft, which the site does not show anyway', () => {
    expect(savedMessage(undefined, { status: 'draft', publishAt: null }, reason)).toBe(
      'Draft saved: only editors see it',
    );
  });
});

describe('restoredMessage', () => {
  it('says where the entry stands after a restore, which keeps its publication as it was', () => {
    expect(restoredMessage(2, { status: 'published', publishAt: null })).toBe(
      'Version 2 restored: it is on the site now',
    );
    expect(restoredMessage(2, { status: 'draft', publishAt: null })).toBe(
      'Version 2 restored, still a draft: only editors see it',
    );
    expect(restoredMessage(2, { status: 'published', publishAt: LATER })).toBe(
      'Version 2 restored, still scheduled: public from 10 January 2099, 09:00',
    );
  });
});
