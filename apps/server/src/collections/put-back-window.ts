/**
 * Days a deleted entry or notice can be put back. Past them it is purged for good, with its
 * revisions (`deleted-entry-purge.ts`): a deleted person's name, position, e-mail and photo must
 * not stay in the database for ever, so the association can honour a request to be removed (Data
 * Protection Act, 2021). Thirty days covers an Undo, and a mistake noticed weeks later.
 */
export const PUT_BACK_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The moment a deletion must be later than for its entry to be put back at `now`: one deleted at
 * or before it is past {@link PUT_BACK_DAYS} days, so a put-back answers 404, as for an id never
 * used, whether or not the purge has run yet.
 * @example putBackCutoff(new Date('2026-12-31T10:00:00Z')) // 2026-12-01T10:00:00.000Z
 */
export function putBackCutoff(now: Date): Date {
  return new Date(now.getTime() - PUT_BACK_DAYS * DAY_MS);
}
