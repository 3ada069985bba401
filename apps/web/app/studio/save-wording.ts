import type { EntryState } from '@coaz/api-client';
import { formatMoment } from '../dates/format-date';
import { entryState, type PublicationChoice, type PublicationState } from './publication';

/**
 * What the save button says, from where the entry stands before the save (`before`; none for a
 * new entry, or one another editor deleted) and the publication chosen. It names what the press
 * does: an entry already on the site that stays there gets "Save changes", since "Publish" made
 * the secretariat think a typo fix sent the news out again; one that leaves the site says so.
 */
export function saveLabel(
  before: PublicationState | undefined,
  mode: PublicationChoice['mode'],
): string {
  if (mode === 'draft') {
    if (before === 'published') return 'Unpublish and save';
    return before === 'scheduled' ? 'Save as draft' : 'Save draft';
  }
  if (mode === 'now') {
    if (before === 'published') return 'Save changes';
    return before === 'scheduled' ? 'Publish now' : 'Publish';
  }
  return before === 'scheduled' ? 'Save changes' : 'Schedule';
}

/**
 * What a studio section announces after a save or a restore: the words, and whether the entry is
 * on the site (`success`) or not: a draft or a schedule the editor chose (`info`), or a published
 * entry the site leaves out, a vacancy past its closing day (`warning`). Only the first is green,
 * so "saved" is never read as "the public sees it".
 */
/**
 * The words for an entry, or a notice, that is on the site once saved: one phrasing across the
 * studio, so the secretariat reads the same thing whichever section they work in.
 */
export const PUBLISHED_NOW = 'Published: it is on the site now';
export const CHANGES_ON_SITE = 'Changes saved: they are on the site now';

/**
 * What a save that changed nothing says: the server wrote nothing (the same version, no history
 * line), so "Changes saved" would promise a change the site never got.
 */
export const NOTHING_CHANGED: StudioAnnouncement = {
  text: 'Nothing to save: no field was changed, so it stays as it was',
  tone: 'info',
};

/**
 * Why a published entry is not where an editor may expect it on the site, from its collection
 * (`CollectionSpec.notWhereExpected`). Two cases, worded apart: a closed vacancy is on no page
 * at all, while an ended event still is, under the news page's Past events; "not shown on the
 * site" said of the event contradicted the reason that followed it.
 */
export interface NotWhereExpected {
  /**
   * `true` when the public still sees it, somewhere other than where an entry of its kind goes
   * (an ended event: under Past events, not the upcoming ones); `false` when no page shows it.
   */
  shownElsewhere: boolean;
  /** Why, and what would change it: "it has ended, so the news page lists it under Past events…" */
  why: string;
}

/** The lead of a save's line for an entry {@link NotWhereExpected}, by whether it is public yet. */
function notWhereExpectedLead(
  reason: NotWhereExpected,
  saved: Pick<EntryState, 'status' | 'publishAt'>,
): string {
  if (!reason.shownElsewhere) return 'Saved, but not shown on the site';
  return entryState(saved) === 'scheduled'
    ? 'Scheduled, but not where you may expect once it is on the site'
    : 'Saved, on the site but not where you may expect';
}

export interface StudioAnnouncement {
  text: string;
  tone: 'success' | 'info' | 'warning';
}

/**
 * The line announced after the save, in the button's terms: what happened to the entry and, when
 * the site does not show it, why and until when. `notWhereExpected` is why a published entry is
 * nonetheless not on the site (a vacancy past its closing date), or not where the editor may
 * expect it (an ended event, under Past events), and what would change it.
 */
export function savedMessage(
  before: PublicationState | undefined,
  saved: Pick<EntryState, 'status' | 'publishAt'>,
  notWhereExpected?: NotWhereExpected,
): StudioAnnouncement {
  const info = (text: string): StudioAnnouncement => ({ text, tone: 'info' });
  if (saved.status === 'draft') {
    if (before === 'published')
      return info('Unpublished, not on the site: only editors see it until you publish it again');
    return before === 'scheduled'
      ? info(
          'Saved as a draft, not on the site: no longer scheduled; only editors see it until you publish it',
        )
      : info('Draft saved, not on the site: only editors see it until you publish it');
  }
  if (notWhereExpected) {
    return {
      text: `${notWhereExpectedLead(notWhereExpected, saved)}: ${notWhereExpected.why}`,
      tone: 'warning',
    };
  }
  if (saved.publishAt) {
    const when = formatMoment(saved.publishAt);
    if (before === 'published') return info(`Scheduled, off the site until ${when} (Lusaka time)`);
    return before === 'scheduled'
      ? info(`Changes saved, not on the site yet: public from ${when} (Lusaka time)`)
      : info(`Scheduled, not on the site yet: public from ${when} (Lusaka time)`);
  }
  return {
    text: before === 'published' ? CHANGES_ON_SITE : PUBLISHED_NOW,
    tone: 'success',
  };
}

/**
 * The line announced after a restore. The server restores a version's content and keeps the
 * entry's publication as it is now (a draft stays a draft, though the version was published), so
 * the line says where the entry stands, from the restored entry (and `notWhereExpected`, as for a
 * save, when the restored dates keep a published entry off the site).
 */
export function restoredMessage(
  version: number,
  restored: Pick<EntryState, 'status' | 'publishAt'>,
  notWhereExpected?: NotWhereExpected,
): StudioAnnouncement {
  const state = entryState(restored);
  if (state === 'draft') {
    return {
      text: `Version ${version} restored, still a draft, not on the site: only editors see it until you publish it`,
      tone: 'info',
    };
  }
  if (state === 'scheduled' && restored.publishAt) {
    return {
      text: `Version ${version} restored, still scheduled, not on the site yet: public from ${formatMoment(restored.publishAt)} (Lusaka time)`,
      tone: 'info',
    };
  }
  // A scheduled entry was said above: what is left is on the site now, or would be but for this.
  if (notWhereExpected) {
    const lead = notWhereExpected.shownElsewhere
      ? 'on the site but not where you may expect'
      : 'but not shown on the site';
    return {
      text: `Version ${version} restored, ${lead}: ${notWhereExpected.why}`,
      tone: 'warning',
    };
  }
  return {
    text: `Version ${version} restored, still on the site: its words are shown there now`,
    tone: 'success',
  };
}
