import { ApiError, type EntryState } from '@coaz/api-client';
import { serverNow } from '../api/server-clock';
import type { CollectionSpec } from './collections';
import { type StudioAnnouncement, savedMessage } from './save-wording';
import type { CollectionName } from './studio-api';

/** Whether a schedule's moment has come, on the server's clock. */
const isDue = (publishAt: string | null) =>
  publishAt !== null && Date.parse(publishAt) <= serverNow().getTime();

/**
 * Whether a put-back was refused because the entry is in use: another editor put it back first.
 * What the editor wanted is done, so it is said as done, not as "was not put back".
 */
export const isPutBackAlready = (error: unknown) =>
  error instanceof ApiError && error.code === 'not_deleted';

/**
 * What a studio section announces once an entry is put back, by Undo or from the list of deleted
 * entries: `“Kabwe AGM” is back. Published: it is on the site now`, or as a draft, scheduled, or
 * off the site and why. A schedule that came due while it was away is simply published, so it is
 * said as published, not as "scheduled" for a time gone by.
 */
export function putBackAnnouncement<K extends CollectionName>(
  spec: CollectionSpec<K>,
  title: string,
  restored: EntryState,
): StudioAnnouncement {
  const standing = savedMessage(
    undefined,
    isDue(restored.publishAt) ? { ...restored, publishAt: null } : restored,
    spec.notWhereExpected?.(restored as never),
  );
  return { ...standing, text: `“${title}” is back. ${standing.text}` };
}

/** What is announced when another editor put the entry back first. */
export const backAlreadyAnnouncement = (title: string): StudioAnnouncement => ({
  text: `“${title}” is back already: another editor put it back.`,
  tone: 'info',
});
