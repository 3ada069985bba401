import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { startRecurringWork } from '../background/recurring-work';
import { NOTICES_COLLECTION } from '../contents/notice-revisions';
import { auditLog, contents, entryRevisions } from '../db/schema';
import { COLLECTIONS } from './collection-list';
import { entryView } from './collection-store';
import { PUT_BACK_DAYS, putBackCutoff } from './put-back-window';

/** What one run of the purge removed: counts only, never what or whose. */
export interface DeletedEntryPurgeReport {
  /** Entries and notices removed, with every collection counted together. */
  entries: number;
  /** Their revisions removed. */
  revisions: number;
}

type Transaction = Parameters<Parameters<AppServices['db']['transaction']>[0]>[0];

/** One purged entry: its id and the words its audit line names it by (`person “Sample Name”`). */
interface PurgedEntry {
  id: number;
  named: string;
}

/**
 * Removes, in `tx`, the revisions of `purged` (entries of `collection` just deleted for good) and
 * writes one audit line for each. Answers how many revisions went.
 */
async function forgetPurged(
  tx: Transaction,
  collection: string,
  purged: PurgedEntry[],
): Promise<number> {
  if (purged.length === 0) return 0;
  const revisions = await tx
    .delete(entryRevisions)
    .where(
      and(
        eq(entryRevisions.collection, collection),
        inArray(
          entryRevisions.entryId,
          purged.map((entry) => entry.id),
        ),
      ),
    )
    .returning({ id: entryRevisions.id });
  await tx.insert(auditLog).values(
    purged.map((entry) => ({
      actor: null,
      action: 'delete' as const,
      collection,
      entryId: entry.id,
      summary: `Purged ${PUT_BACK_DAYS} days after deletion: ${entry.named}; its history went with it and it can no longer be put back`,
    })),
  );
  return revisions.length;
}

/**
 * One run of the purge at the time `services.clock` gives: every entry of the collections (news,
 * events, vacancies, people, partners) and every notice deleted {@link PUT_BACK_DAYS} days ago or
 * more is removed for good, with its revisions, and the audit log gets one line for each, with no
 * actor: `Purged 30 days after deletion: person “Sample Name”; its history went with it and it can
 * no longer be put back`. The audit log's earlier lines about it stay: they are the association's
 * record of what was done. Uploaded pictures stay too: the server does not track which entries
 * use an upload.
 *
 * Safe on several instances at once, and idempotent: each collection's rows go in one
 * conditional `DELETE … RETURNING` in a transaction with their revisions and audit lines, so a row
 * two runs both find is removed, and audited, by the one that locks it first; the other finds it
 * gone. A put-back racing the purge is serialised on the same row: it wins and the row is in use
 * again, or it loses and answers 404.
 */
export async function purgeDeletedEntries(
  services: Pick<AppServices, 'db' | 'clock' | 'log'>,
): Promise<DeletedEntryPurgeReport> {
  const { db, clock, log } = services;
  const cutoff = putBackCutoff(clock.now());
  const report: DeletedEntryPurgeReport = { entries: 0, revisions: 0 };
  for (const definition of COLLECTIONS) {
    const table = definition.table;
    await db.transaction(async (tx) => {
      const rows = (await tx
        .delete(table)
        .where(and(isNotNull(table.deletedAt), lte(table.deletedAt, cutoff)))
        .returning()) as Record<string, unknown>[];
      const purged = rows.map((row) => {
        const entry = entryView(row);
        return { id: entry.id, named: `${definition.singular} “${definition.title(entry)}”` };
      });
      report.entries += purged.length;
      report.revisions += await forgetPurged(tx, definition.name, purged);
    });
  }
  await db.transaction(async (tx) => {
    const rows = await tx
      .delete(contents)
      .where(and(isNotNull(contents.deletedAt), lte(contents.deletedAt, cutoff)))
      .returning({ id: contents.id, title: contents.title });
    const purged = rows.map((row) => ({ id: row.id, named: `notice “${row.title}”` }));
    report.entries += purged.length;
    report.revisions += await forgetPurged(tx, NOTICES_COLLECTION, purged);
  });
  if (report.entries > 0) {
    log(
      `deleted entries: purged ${report.entries} ${report.entries === 1 ? 'entry' : 'entries'} deleted ${PUT_BACK_DAYS} days ago or more, with ${report.revisions} ${report.revisions === 1 ? 'revision' : 'revisions'}`,
    );
  }
  return report;
}

/** When the purge runs: a minute after start, then hourly, as the document retention does. */
export const DELETED_ENTRY_PURGE_SCHEDULE = { firstMs: 60_000, everyMs: 60 * 60 * 1000 };

/**
 * Runs {@link purgeDeletedEntries} on `services.background` (failures logged, shutdown waits for
 * a run in progress) a minute after start and then every hour, on every instance.
 */
export function startDeletedEntryPurge(
  services: Pick<AppServices, 'db' | 'clock' | 'log' | 'background'>,
  schedule = DELETED_ENTRY_PURGE_SCHEDULE,
): { stop(): void } {
  return startRecurringWork(services.background, 'deleted entry purge', schedule, () =>
    purgeDeletedEntries(services),
  );
}
