import { z } from '@hono/zod-openapi';
import { and, desc, eq, gt, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDatabase } from '../db/database';
import { auditLog } from '../db/schema';
import { decodePageCursor, encodePageCursor } from '../http/page-cursor';
import { PUT_BACK_DAYS, type PutBackColumns, putBackCutoff, putBackEnds } from './put-back-window';
import { accountNames } from './revision-summary';

/** One deleted entry or notice as the studio's "deleted" lists answer it. */
export const DeletedEntry = z
  .object({
    id: z.number().int(),
    version: z.number().int().openapi({ description: 'The version deleted: send it to put-back' }),
    title: z.string().openapi({ description: "The entry's title (a person's or partner's name)" }),
    deletedAt: z.string().openapi({ format: 'date-time' }),
    deletedBy: z.string().nullable().openapi({
      description:
        "Who deleted it: the editor's name, or user name where the account has none or is gone; null when no audit line says",
    }),
    removedForGoodAt: z.string().openapi({
      format: 'date-time',
      description: `When it can no longer be put back (${PUT_BACK_DAYS} days after deletedAt); the hourly purge then removes it, with its history, within the hour`,
    }),
  })
  .openapi('DeletedEntry');

/** A page of {@link DeletedEntry}, newest deletion first. */
export const DeletedEntriesPage = z
  .object({
    items: z.array(DeletedEntry),
    nextCursor: z
      .string()
      .nullable()
      .openapi({ description: 'Pass it as `cursor` for the next page; null on the last' }),
  })
  .openapi('DeletedEntriesPage');

/** What {@link deletedEntriesPage} reads. */
export interface DeletedEntriesRequest {
  /** The table of the collection, or the notices' (`contents`). */
  table: PgTable & PutBackColumns;
  /** The collection's name in the audit log (`news`, `notices`), where its deletions are. */
  collection: string;
  /** The title the list shows, from the row as stored. */
  titleOf(row: Record<string, unknown>): string;
  limit: number;
  cursor?: string | undefined;
  now: Date;
}

/**
 * The entries of one collection (or the notices) deleted less than {@link PUT_BACK_DAYS} days
 * before `now`, so still puttable back, newest deletion first, a page at a time: an editor's view,
 * never the public's. Who deleted each one is read from its latest `delete` audit line (the row
 * keeps only when), by name as the revision lists give it. An entry deleted longer ago is left
 * out, purged yet or not, as its put-back answers 404.
 *
 * @throws ApiError 400 `validation_failed` for a cursor this list did not give.
 */
export async function deletedEntriesPage(
  db: AppDatabase,
  request: DeletedEntriesRequest,
): Promise<z.infer<typeof DeletedEntriesPage>> {
  const { table } = request;
  const after = request.cursor === undefined ? undefined : decodePageCursor(request.cursor);
  // Compared to the millisecond, the precision the cursor carries.
  const deletedMs = sql`date_trunc('milliseconds', ${table.deletedAt})`;
  const conditions: (SQL | undefined)[] = [
    isNotNull(table.deletedAt),
    gt(table.deletedAt, putBackCutoff(request.now)),
    after ? sql`(${deletedMs}, ${table.id}) < (${after.at}::timestamptz, ${after.id})` : undefined,
  ];
  const rows = (await db
    .select()
    .from(table as never)
    .where(and(...conditions))
    .orderBy(desc(deletedMs), desc(table.id))
    .limit(request.limit + 1)) as (Record<string, unknown> & { id: number; deletedAt: Date })[];
  const page = rows.slice(0, request.limit);
  const deleters = await deletersOf(
    db,
    request.collection,
    page.map((row) => row.id),
  );
  const usernames = [...deleters.values()].filter((actor): actor is string => actor !== null);
  const names = await accountNames(db, [...new Set(usernames)]);
  const items = page.map((row) => {
    const actor = deleters.get(row.id);
    return {
      id: row.id,
      version: row.version as number,
      title: request.titleOf(row),
      deletedAt: row.deletedAt.toISOString(),
      deletedBy: actor == null ? null : (names.get(actor) ?? actor),
      removedForGoodAt: putBackEnds(row.deletedAt).toISOString(),
    };
  });
  const last = page.at(-1);
  const nextCursor =
    rows.length > request.limit && last ? encodePageCursor(last.deletedAt, last.id) : null;
  return { items, nextCursor };
}

/** The user name on the latest `delete` audit line of each of `ids` in `collection`. */
async function deletersOf(
  db: AppDatabase,
  collection: string,
  ids: number[],
): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const lines = await db
    .select({ entryId: auditLog.entryId, actor: auditLog.actor })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.collection, collection),
        eq(auditLog.action, 'delete'),
        inArray(auditLog.entryId, ids),
      ),
    )
    .orderBy(desc(auditLog.id));
  const deleters = new Map<number, string | null>();
  for (const line of lines) {
    if (line.entryId !== null && !deleters.has(line.entryId)) {
      deleters.set(line.entryId, line.actor);
    }
  }
  return deleters;
}
