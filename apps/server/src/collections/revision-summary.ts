import type { entryRevisions } from '../db/schema';

/**
 * One saved revision as the revision lists answer it (collections' entries and the site
 * settings alike); `entry` is what the list shows of the saved fields, the row's by default.
 */
export function revisionSummary(
  row: typeof entryRevisions.$inferSelect,
  entry: Record<string, unknown> = row.entry,
) {
  return {
    revision: row.id,
    version: row.version,
    savedAt: row.savedAt.toISOString(),
    savedBy: row.savedBy,
    entry,
  };
}
