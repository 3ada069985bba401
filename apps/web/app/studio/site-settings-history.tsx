import type { Revision } from '@coaz/api-client';
import { useApiClient } from '@coaz/api-client/react';
import { Button } from '@coaz/ui-kit';
import { defaultSiteSettings, type SiteSettings } from '../site/site-settings';
import { busyButtonProps } from './busy-button-props';
import { changesSaid } from './revision-changes';
import { RevisionList } from './revision-list';
import { RevisionPanel } from './revision-panel';
import { SETTINGS_FIELDS } from './site-settings-fields';
import { useRevisionHistory } from './use-revision-history';

/** A saved version of the site settings, as `GET /api/site-settings/revisions` lists it. */
export type SiteSettingsRevision = Revision<SiteSettings>;

/**
 * What a revision changed, by the labels of the form's fields: against the revision before it, or
 * against the values the site shipped with for the first save. The oldest one listed when older
 * ones are not (the list stops at 200) says nothing of what it changed.
 */
export function revisionChanges(revisions: readonly SiteSettingsRevision[], index: number): string {
  const revision = revisions[index];
  if (!revision) return '';
  const before =
    revisions[index + 1]?.entry ?? (revision.version === 1 ? defaultSiteSettings() : undefined);
  if (!before) return 'saved';
  return changesSaid(revision.entry, before, SETTINGS_FIELDS);
}

/** Props of {@link SiteSettingsHistory}. */
export interface SiteSettingsHistoryProps {
  /** The settings the studio shows now: their version has no Restore button. */
  current: SiteSettings;
  /** Called with the settings as restored (a new version) and a line to announce. */
  onRestored: (settings: SiteSettings, message: string) => void;
  onClose: () => void;
}

/**
 * Every saved version of the site settings, newest first: when (Lusaka time), who saved it and
 * which fields it changed, with a Restore button. A restore is a save of that version's values as
 * the newest version, which the site shows at once; it is refused (409) when someone saved since
 * the studio read the settings, so nobody's save is undone unseen.
 */
export function SiteSettingsHistory({ current, onRestored, onClose }: SiteSettingsHistoryProps) {
  const client = useApiClient();
  const history = useRevisionHistory({
    // By version: after any save, the list is read again.
    queryKey: ['coaz', 'studio', 'site-settings', 'revisions', current.version],
    listRevisions: async () =>
      (
        await client.http.get<{ items: SiteSettingsRevision[] }>('site-settings/revisions', {
          service: 'content',
        })
      ).items,
    openedVersion: current.version,
    restore: (revision: SiteSettingsRevision | 'original', version) =>
      revision === 'original'
        ? // The values the site shipped with are no saved revision: they are saved anew, as a
          // restore saves a revision's, on the version the studio read (409 if someone saved).
          client.http.put<SiteSettings>('site-settings', {
            service: 'content',
            json: { ...defaultSiteSettings(), updatedAt: undefined, version },
          })
        : client.http.post<SiteSettings>(`site-settings/revisions/${revision.revision}/restore`, {
            service: 'content',
            json: { version },
          }),
    onRestored: (restored, revision) =>
      onRestored(
        restored,
        revision === 'original'
          ? 'The original settings restored: the site shows them now'
          : `Version ${revision.version} restored: the site shows it now`,
      ),
    savedMeanwhile: 'Someone else saved the site settings since you opened them.',
  });
  return (
    <RevisionPanel
      headingId="site-settings-history"
      heading="History of the site settings"
      intro={
        <p>
          Every save, newest first. Restoring one saves its values again as the newest version; what
          you typed in the form and did not save is replaced.
        </p>
      }
      revisions={history.revisions}
      restoreError={history.restoreError}
      noRevisions={
        <p>Nobody has saved the site settings yet: the site shows the values it shipped with.</p>
      }
      onClose={onClose}
    >
      {(revisions) => (
        <>
          <RevisionList
            revisions={revisions}
            currentVersion={history.currentVersion}
            summarize={(_revision, index) => revisionChanges(revisions, index)}
            onRestore={history.restore}
            restoring={history.restoring}
          />
          {revisions.at(-1)?.version === 1 ? (
            // Before the first save the site showed the values it shipped with, which no
            // revision holds: without this, an editor whose first save was a mistake had to
            // type the old values back from memory.
            <div className="studio-revisions__item">
              <p>Before the first save, the site showed its original settings.</p>
              <Button
                variant="secondary"
                {...busyButtonProps(history.restoring, () => history.restore('original'))}
              >
                Restore the original settings
              </Button>
            </div>
          ) : null}
        </>
      )}
    </RevisionPanel>
  );
}
