import type { DashboardMode, DashboardSection } from '@coaz/ui-kit';
// The collections' names and labels only, not their forms: every member's dashboard imports this.
import { COLLECTION_LABELS, isCollectionName } from './collection-labels';
import type { CollectionName } from './studio-api';

/** A part of the studio, named in the dashboard's address (`?mode=edit&section=news`). */
export type StudioSectionId =
  | 'notices'
  | CollectionName
  | 'site-settings'
  | 'audit-log'
  | 'editors'
  | 'backup';

/** Where a studio section is edited; notices keep the dashboard's first edit address. */
export function studioHref(section: StudioSectionId): string {
  return section === 'notices' ? '/dashboard?mode=edit' : `/dashboard?mode=edit&section=${section}`;
}

/**
 * Where visitors see each collection, for the sidebar's view mode. The events and the notices are
 * lower down the news page, after every news item, so their links open them where they are.
 */
const PUBLIC_PAGES: Record<CollectionName, string> = {
  news: '/news',
  events: '/news#upcoming-events',
  vacancies: '/services/careers',
  people: '/organisation/governance/national_executive_committee',
  // Their own page lists them all; the home page shows a few.
  partners: '/services/partners',
};

/**
 * The dashboard's sections for an editor: the notices, each collection, the site settings, the
 * audit log, and for admins the editors and the backup. In view `mode` the site settings' link
 * opens the home page, and is named so: a screen-reader user following "Site settings" landed on
 * the home page with nothing said of why.
 * @default mode 'edit'
 */
export function studioSections(isAdmin: boolean, mode: DashboardMode = 'edit'): DashboardSection[] {
  return [
    {
      id: 'notices',
      label: 'Notices',
      href: '/news#published-contents',
      editHref: studioHref('notices'),
    },
    ...(Object.keys(COLLECTION_LABELS) as CollectionName[]).map((name) => ({
      id: name,
      label: COLLECTION_LABELS[name],
      href: PUBLIC_PAGES[name],
      editHref: studioHref(name),
    })),
    {
      id: 'site-settings',
      // Every page's header and footer show them; the home page shows them all.
      label: mode === 'view' ? 'Site settings, on the home page' : 'Site settings',
      href: '/',
      editHref: studioHref('site-settings'),
    },
    {
      id: 'audit-log',
      label: 'Audit log',
      href: studioHref('audit-log'),
      editHref: studioHref('audit-log'),
    },
    ...(isAdmin
      ? [
          {
            id: 'editors',
            label: 'Editors',
            href: studioHref('editors'),
            editHref: studioHref('editors'),
          },
          {
            id: 'backup',
            label: 'Backup',
            href: studioHref('backup'),
            editHref: studioHref('backup'),
          },
        ]
      : []),
  ];
}

/** The section an address asks for, or the notices when it names none the visitor may open. */
export function studioSectionFrom(value: string | null, isAdmin: boolean): StudioSectionId {
  if (
    value === 'audit-log' ||
    value === 'site-settings' ||
    ((value === 'editors' || value === 'backup') && isAdmin)
  ) {
    return value;
  }
  if (value && isCollectionName(value)) return value;
  return 'notices';
}

const OTHER_SECTION_TITLES: Record<Exclude<StudioSectionId, CollectionName>, string> = {
  notices: 'Notices',
  'site-settings': 'Site settings',
  'audit-log': 'Audit log',
  editors: 'Editors',
  backup: 'Backup',
};

/**
 * The tab's title for the dashboard's address (`?mode=edit&section=news` is "News in the studio"),
 * so each studio section names itself in the tab, the history and a screen reader's page list
 * where every one said "Dashboard". The page's `meta` knows the address only, not the account: an
 * address naming the editors or the backup is titled so even for an editor the page shows the
 * notices instead (studioSectionFrom), which tells them nothing they did not type.
 */
export function dashboardTitle(search: string): string {
  const address = new URLSearchParams(search);
  if (address.get('mode') !== 'edit') return 'Dashboard';
  const section = studioSectionFrom(address.get('section'), true);
  const label = isCollectionName(section)
    ? COLLECTION_LABELS[section]
    : OTHER_SECTION_TITLES[section];
  return `${label} in the studio`;
}
