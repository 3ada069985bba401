import '../member/member-portal.css';
import './studio.css';
import { ContentManager } from '../contents/content-manager';
import { AuditLog } from './audit-log';
import { BackupDownload } from './backup-download';
import { COLLECTIONS } from './collections';
import { DeletedNotices } from './deleted-notices';
import { EditorsAdmin } from './editors-admin';
import { SITE_SETTINGS_SECTION, SiteSettingsEditor } from './site-settings-editor';
import { StudioCollection } from './studio-collection';
import type { StudioSectionId } from './studio-sections';

/** Props of {@link Studio}. */
export interface StudioProps {
  section: StudioSectionId;
}

/** The editors' studio in the dashboard: one section at a time, chosen in the sidebar. */
export function Studio({ section }: StudioProps) {
  // Headed by its name in the sidebar, as every other section is ("News", "Site settings"):
  // "Manage notices" alone named what is done in it.
  // The notices deleted in the last 30 days follow the notice editor, to put back.
  if (section === 'notices') {
    return (
      <>
        <ContentManager title="Notices" />
        <DeletedNotices />
      </>
    );
  }
  if (section === 'audit-log') return <AuditLog />;
  if (section === 'editors') return <EditorsAdmin />;
  if (section === 'backup') return <BackupDownload />;
  if (section === SITE_SETTINGS_SECTION) return <SiteSettingsEditor />;
  const spec = COLLECTIONS[section];
  // Keyed by section, so moving between collections starts each one afresh.
  return <StudioCollection key={section} spec={spec as never} />;
}
