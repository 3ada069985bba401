import { eq, isNull, type SQL } from 'drizzle-orm';
import { lusakaDate } from '../clock/lusaka-date';
import {
  PUT_BACK_DAYS,
  putBackCutoff,
  putBackRefusal,
  puttableBack,
} from '../collections/put-back-window';
import type { AppDatabase } from '../db/database';
import { contents } from '../db/schema';
import { ApiError } from '../http/api-error';
import { readableDate } from '../membership/lusaka-date';

type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];
type NoticeRow = typeof contents.$inferSelect;

/**
 * The notices in use: not deleted. A deleted notice's row stays until purged (migrations/0020), so every read
 * of the notices, the public's and an editor's (list, read, edit, restore, history, delete),
 * carries this condition, as the collections' reads carry `inUseCondition`.
 *
 * Decided, as for the collections' entries: a delete marks the notice and keeps it, its version
 * and its revisions, for {@link PUT_BACK_DAYS} days, so Undo, or `POST
 * /api/contents/{id}/put-back` within them, brings back the same notice, under its id: the home
 * page's link and a shared `/news#notice-N` work again. After them the purge
 * (`collections/deleted-entry-purge.ts`) removes it and its revisions for good. While deleted its
 * history shows nowhere (the revisions route answers 404) until it is put back; editors find
 * it, to put back, in `GET /api/contents/deleted` (`collections/deleted-entries.ts`), the one
 * read that shows a deleted notice.
 */
export function noticeInUse(): SQL {
  return isNull(contents.deletedAt);
}

/** The 409 of a save, restore or put-back of a version that is not the notice's. */
export function noticeVersionConflict(current: number): ApiError {
  return new ApiError(
    409,
    'version_conflict',
    `This entry was changed by someone else (now version ${current}); reload it and apply your changes again`,
  );
}

/** Where a notice stands once put back: on the site again, or off it past its last day. */
function shownAgain(row: NoticeRow, now: Date): string {
  if (row.showUntil !== null && row.showUntil < lusakaDate(now)) {
    return `its last day, ${readableDate(row.showUntil)}, has passed, so it is off the site`;
  }
  return 'it is on the site again';
}

/**
 * Clears a deleted notice's mark, in `tx`: the same notice comes back as it was deleted, its id,
 * version (nothing in it changed, so an editor who had it open before the delete can still save),
 * words, picture, "show until" day and revisions. One conditional update, so of two editors
 * pressing Undo at once one puts it back and the other is told it is back already. Answers the row
 * and the audit line's summary, `Put back after deletion: notice “…”, as version 3; it is on the
 * site again`, as a collection entry's put-back reads. A notice deleted {@link PUT_BACK_DAYS}
 * days or more before `now` is not put back, purged yet or not.
 *
 * @throws ApiError 404 when no notice ever had that id, or it was deleted {@link PUT_BACK_DAYS}
 * days ago or more (purged, or due to be), 409 `not_deleted` when it is in use (put back already,
 * or never deleted), 409 `version_conflict` when it was deleted at another version.
 */
export async function putBackNotice(
  tx: Transaction,
  id: number,
  version: number,
  now: Date,
): Promise<{ row: NoticeRow; summary: string }> {
  const cutoff = putBackCutoff(now);
  const [row] = await tx
    .update(contents)
    .set({ deletedAt: null })
    .where(puttableBack(contents, id, version, cutoff))
    .returning();
  if (!row) {
    const [found] = await tx
      .select({ version: contents.version, deletedAt: contents.deletedAt })
      .from(contents)
      .where(eq(contents.id, id));
    const refusal = putBackRefusal(found, cutoff);
    if (refusal === 'gone') throw new ApiError(404, 'not_found', 'No content entry has that id');
    if (refusal === 'in_use') {
      throw new ApiError(
        409,
        'not_deleted',
        'This notice is not deleted: it is on the list already (put back, or never deleted)',
      );
    }
    throw noticeVersionConflict(found?.version ?? version);
  }
  return {
    row,
    summary: `Put back after deletion: notice “${row.title}”, as version ${row.version}; ${shownAgain(row, now)}`,
  };
}
