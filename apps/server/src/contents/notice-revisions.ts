import { and, desc, eq } from 'drizzle-orm';
import { revisionSummaries } from '../collections/revision-summary';
import type { AppDatabase } from '../db/database';
import { contents, entryRevisions } from '../db/schema';
import { ApiError } from '../http/api-error';
import { noticeInUse } from './notice-put-back';

type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];
type NoticeRow = typeof contents.$inferSelect;

/**
 * The `collection` under which notices keep their versions in `entry_revisions`, the table the
 * news, events and the rest keep theirs in, and the audit log's name for notices too: one history
 * mechanism, read by the studio's one history panel.
 */
export const NOTICES_COLLECTION = 'notices';

/** A notice as its revision keeps it: what the API shows of it. */
export function noticeView(row: NoticeRow) {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt,
    showUntil: row.showUntil,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** Records a notice as just saved (created, edited or restored), by `actor`. */
export async function recordNoticeRevision(
  tx: Transaction,
  row: NoticeRow,
  actor: string | null,
): Promise<void> {
  await tx.insert(entryRevisions).values({
    collection: NOTICES_COLLECTION,
    entryId: row.id,
    version: row.version,
    savedBy: actor,
    entry: noticeView(row),
  });
}

/**
 * Records the notice as it stands before a change when no revision holds that version: every
 * notice published before notices kept versions, and the seeded ones. Saved by no one, at the time
 * it was last written, as the collections keep an entry the site was set up with; without it the
 * first edit's words could not be taken back.
 */
export async function keepUnrecordedNoticeVersion(tx: Transaction, before: NoticeRow) {
  const [recorded] = await tx
    .select({ id: entryRevisions.id })
    .from(entryRevisions)
    .where(
      and(
        eq(entryRevisions.collection, NOTICES_COLLECTION),
        eq(entryRevisions.entryId, before.id),
        eq(entryRevisions.version, before.version),
      ),
    )
    .limit(1);
  if (recorded) return;
  await tx.insert(entryRevisions).values({
    collection: NOTICES_COLLECTION,
    entryId: before.id,
    version: before.version,
    savedBy: null,
    savedAt: before.updatedAt,
    entry: noticeView(before),
  });
}

/**
 * A notice's revisions, newest first, the 200 latest (404 when there is no such notice, or it is
 * deleted: its history shows nowhere until it is put back).
 */
export async function noticeRevisions(db: AppDatabase, id: number) {
  const [notice] = await db
    .select({ id: contents.id })
    .from(contents)
    .where(and(eq(contents.id, id), noticeInUse()));
  if (!notice) throw new ApiError(404, 'not_found', 'No content entry has that id');
  const rows = await db
    .select()
    .from(entryRevisions)
    .where(and(eq(entryRevisions.collection, NOTICES_COLLECTION), eq(entryRevisions.entryId, id)))
    .orderBy(desc(entryRevisions.id))
    .limit(200);
  return revisionSummaries(db, rows);
}

/**
 * What a restore brings back of a notice's revision: its words and picture. Its "show until" day
 * stays as it is now, as a collection entry's publication does: a restore must not take a notice
 * off the site, or put an ended one back, by surprise.
 */
export async function restoredNoticeFields(tx: Transaction, id: number, revision: number) {
  const [row] = await tx
    .select()
    .from(entryRevisions)
    .where(
      and(
        eq(entryRevisions.collection, NOTICES_COLLECTION),
        eq(entryRevisions.entryId, id),
        eq(entryRevisions.id, revision),
      ),
    );
  if (!row) throw new ApiError(404, 'not_found', `This notice has no revision ${revision}`);
  const saved = row.entry as Partial<ReturnType<typeof noticeView>>;
  return {
    /** The version the revision holds, for the audit line. */
    restoredVersion: row.version,
    fields: {
      title: String(saved.title ?? ''),
      body: String(saved.body ?? ''),
      imageUrl: saved.imageUrl ?? null,
      imageAlt: saved.imageAlt ?? '',
    },
  };
}
