import { siteSettingsDefaults } from '@coaz/content-data';
import { and, desc, eq } from 'drizzle-orm';
import { revisionSummaries } from '../collections/revision-summary';
import { bumpContentVersion } from '../collections/site-content';
import type { AppDatabase } from '../db/database';
import { auditLog, entryRevisions, siteSettings } from '../db/schema';
import { ApiError } from '../http/api-error';
import { siteSettingsFieldWords } from './site-settings-field-words';

/** The name of the settings in `entry_revisions` and `audit_log`. */
export const SITE_SETTINGS_COLLECTION = 'site-settings';
// The record is one row; revisions and audit lines name it as entry 1.
const ENTRY_ID = 1;
/** Selects the settings' rows in `entry_revisions`. */
const OWN_REVISIONS = and(
  eq(entryRevisions.collection, SITE_SETTINGS_COLLECTION),
  eq(entryRevisions.entryId, ENTRY_ID),
);

/** The settings as the API shows them. */
export type SiteSettingsView = Record<string, unknown> & {
  version: number;
  updatedAt: string | null;
};

/** The fields an editor writes, without `version` and `updatedAt`. */
export function settingsFields(view: Record<string, unknown>): Record<string, unknown> {
  const { version: _version, updatedAt: _updatedAt, ...fields } = view;
  return fields;
}

/**
 * The site settings record: one row, written with an optimistic version like the collections'
 * entries, each save with a revision, an audit line and a content version bump in one
 * transaction (every public page shows the settings, in its footer at least).
 */
export function createSiteSettingsStore(db: AppDatabase) {
  const view = (row: typeof siteSettings.$inferSelect | undefined): SiteSettingsView =>
    row
      ? {
          // Saved settings over the defaults, so a field added later starts with its default.
          ...siteSettingsDefaults(),
          ...row.settings,
          version: row.version,
          updatedAt: row.updatedAt.toISOString(),
        }
      : { ...siteSettingsDefaults(), version: 0, updatedAt: null };

  const conflict = (current: number) =>
    new ApiError(
      409,
      'version_conflict',
      `The site settings were changed by someone else (now version ${current}); reload them and apply your changes again`,
    );

  return {
    /** The settings now: the saved ones, or content-data's before the first save (version 0). */
    async read(): Promise<SiteSettingsView> {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, ENTRY_ID));
      return view(row);
    },

    /**
     * Saves what `change` makes of the current fields, if `version` is still the current one.
     * @throws {ApiError} 409 when it is not; whatever `change` throws (its 400).
     */
    async save(
      version: number,
      change: (current: Record<string, unknown>) => Record<string, unknown>,
      actor: string,
      now: Date,
      action: 'update' | 'restore',
      /** For a restore: the version brought back, which the audit line names. */
      restoredVersion?: number,
    ): Promise<SiteSettingsView> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(siteSettings)
          .where(eq(siteSettings.id, ENTRY_ID))
          .for('update');
        const current = view(before);
        if (current.version !== version) throw conflict(current.version);
        const fields = change(settingsFields(current));
        const [row] = before
          ? await tx
              .update(siteSettings)
              .set({ settings: fields, version: version + 1, updatedAt: now })
              .where(and(eq(siteSettings.id, ENTRY_ID), eq(siteSettings.version, version)))
              .returning()
          : // Two first saves at once: the second inserts nothing and is told of the first.
            await tx
              .insert(siteSettings)
              .values({ id: ENTRY_ID, settings: fields, version: 1, updatedAt: now })
              .onConflictDoNothing()
              .returning();
        if (!row) throw conflict(version + 1);
        const saved = view(row);
        const changed = Object.keys(fields).filter(
          (key) => JSON.stringify(fields[key]) !== JSON.stringify(settingsFields(current)[key]),
        );
        await tx.insert(entryRevisions).values({
          collection: SITE_SETTINGS_COLLECTION,
          entryId: ENTRY_ID,
          version: saved.version,
          savedBy: actor,
          entry: saved,
        });
        await tx.insert(auditLog).values({
          actor,
          action,
          collection: SITE_SETTINGS_COLLECTION,
          entryId: ENTRY_ID,
          summary:
            action === 'restore'
              ? // Which version came back, and the one it is now: "(version 6)" alone read as
                // the version restored.
                `Restored ${restoredVersion === undefined ? 'an earlier version' : `version ${restoredVersion}`} of the site settings, saved as version ${saved.version}`
              : `Edited the site settings: ${changed.length > 0 ? changed.map(siteSettingsFieldWords).join(', ') : 'nothing changed'}`,
        });
        await bumpContentVersion(tx, now);
        return saved;
      });
    },

    /** Every saved version, newest first (200 at most). */
    async revisions() {
      const rows = await db
        .select()
        .from(entryRevisions)
        .where(OWN_REVISIONS)
        .orderBy(desc(entryRevisions.id))
        .limit(200);
      return revisionSummaries(db, rows, (row) => ({ ...siteSettingsDefaults(), ...row.entry }));
    },

    /** The fields of one saved version, or a 404. */
    async revisionFields(
      revision: number,
    ): Promise<{ fields: Record<string, unknown>; version: number }> {
      const [row] = await db
        .select()
        .from(entryRevisions)
        .where(and(OWN_REVISIONS, eq(entryRevisions.id, revision)));
      if (!row) {
        throw new ApiError(404, 'not_found', `The site settings have no revision ${revision}`);
      }
      return {
        fields: settingsFields({ ...siteSettingsDefaults(), ...row.entry }),
        version: row.version,
      };
    },
  };
}
