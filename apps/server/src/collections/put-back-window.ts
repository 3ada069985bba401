import { and, type Column, eq, gt, isNotNull, type SQL } from 'drizzle-orm';

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

/**
 * When an entry deleted at `deletedAt` can no longer be put back: {@link PUT_BACK_DAYS} days
 * later, when the hourly purge (`deleted-entry-purge.ts`) takes it, within the hour, for good.
 * @example putBackEnds(new Date('2026-12-01T10:00:00Z')) // 2026-12-31T10:00:00.000Z
 */
export function putBackEnds(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + PUT_BACK_DAYS * DAY_MS);
}

/** The columns a put-back reads, which the collections' tables and the notices' share. */
export interface PutBackColumns {
  id: Column;
  version: Column;
  deletedAt: Column;
}

/**
 * The row a put-back may clear: this id, deleted at `version`, less than {@link PUT_BACK_DAYS}
 * days before `cutoff`'s moment (`putBackCutoff`). One condition for the collections' entries and
 * the notices, so the window is one rule.
 */
export function puttableBack(
  columns: PutBackColumns,
  id: number,
  version: number,
  cutoff: Date,
): SQL | undefined {
  return and(
    eq(columns.id, id),
    eq(columns.version, version),
    isNotNull(columns.deletedAt),
    gt(columns.deletedAt, cutoff),
  );
}

/**
 * Why a put-back matched nothing, from the row as it stands now (`undefined`: no row has the id):
 * `gone` (no such id, or deleted {@link PUT_BACK_DAYS} days or more ago, purged or due to be: 404
 * as for an id never used), `in_use` (not deleted: put back already, or never deleted) or
 * `other_version` (deleted at another version).
 */
export function putBackRefusal(
  found: { version: number; deletedAt: Date | null } | undefined,
  cutoff: Date,
): 'gone' | 'in_use' | 'other_version' {
  if (!found || (found.deletedAt !== null && found.deletedAt <= cutoff)) return 'gone';
  return found.deletedAt === null ? 'in_use' : 'other_version';
}
