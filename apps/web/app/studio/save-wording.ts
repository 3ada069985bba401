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
 * The line announced after the save, in the button's terms: what happened to the entry.
 * `notShownBecause` is why a published entry is nonetheless not on the site (a vacancy past its
 * closing date), which the line then says in place of "it is on the site now".
 */
export function savedMessage(
  before: PublicationState | undefined,
  saved: Pick<EntryState, 'status' | 'publishAt'>,
  notShownBecause?: string,
): string {
  if (saved.status === 'draft') {
    if (before === 'published')
      return 'Unpublished: it is off the site; only editors see the draft';
    return before === 'scheduled'
      ? 'Saved as a draft: no longer scheduled, only editors see it'
      : 'Draft saved: only editors see it';
  }
  if (notShownBecause) return `Saved, but not shown on the site: ${notShownBecause}`;
  if (saved.publishAt) {
    const when = formatMoment(saved.publishAt);
    if (before === 'published') return `Scheduled: off the site until ${when}`;
    return before === 'scheduled'
      ? `Changes saved: public from ${when}`
      : `Scheduled: public from ${when}`;
  }
  return before === 'published'
    ? 'Changes saved: they are on the site now'
    : 'Published: it is on the site now';
}

/**
 * The line announced after a restore. The server restores a version's content and keeps the
 * entry's publication as it is now (a draft stays a draft, though the version was published), so
 * the line says where the entry stands, from the restored entry.
 */
export function restoredMessage(
  version: number,
  restored: Pick<EntryState, 'status' | 'publishAt'>,
): string {
  const state = entryState(restored);
  if (state === 'draft') return `Version ${version} restored, still a draft: only editors see it`;
  if (state === 'scheduled' && restored.publishAt) {
    return `Version ${version} restored, still scheduled: public from ${formatMoment(restored.publishAt)}`;
  }
  return `Version ${version} restored: it is on the site now`;
}
