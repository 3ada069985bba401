import { inArray } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { type entryRevisions, users } from '../db/schema';

type RevisionRow = typeof entryRevisions.$inferSelect;

/**
 * The names of the accounts behind `usernames` as an officer knows them: the account's name, or
 * its user name where the account has no name. A user name with no account is left out. Revisions
 * and audit lines keep the user name, which never changes, and the name is read now, so a name
 * corrected since shows everywhere.
 */
export async function accountNames(
  db: AppDatabase,
  usernames: readonly string[],
): Promise<Map<string, string>> {
  if (usernames.length === 0) return new Map();
  const accounts = await db
    .select({ username: users.username, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.username, usernames));
  return new Map(
    accounts.map((account) => [
      account.username,
      [account.firstName, account.lastName].filter(Boolean).join(' ') || account.username,
    ]),
  );
}

/**
 * Who saved each revision as an officer knows them ({@link accountNames}); its user name where
 * the account is gone.
 */
function saversByName(db: AppDatabase, rows: RevisionRow[]): Promise<Map<string, string>> {
  return accountNames(db, [...new Set(rows.flatMap((row) => (row.savedBy ? [row.savedBy] : [])))]);
}

/**
 * Saved revisions as the revision lists answer them (collections' entries, notices and the site
 * settings alike); `entryOf` is what the list shows of a revision's saved fields, the row's by
 * default. `savedBy` is the saver's name (see {@link saversByName}); null for a version kept
 * from before versions were kept, saved by no one.
 */
export async function revisionSummaries(
  db: AppDatabase,
  rows: RevisionRow[],
  entryOf: (row: RevisionRow) => Record<string, unknown> = (row) => row.entry,
) {
  const names = await saversByName(db, rows);
  return rows.map((row) => ({
    revision: row.id,
    version: row.version,
    savedAt: row.savedAt.toISOString(),
    savedBy: row.savedBy === null ? null : (names.get(row.savedBy) ?? row.savedBy),
    entry: entryOf(row),
  }));
}
