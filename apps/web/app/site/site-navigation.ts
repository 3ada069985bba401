import {
  associationDuties,
  committees,
  governanceEntries,
  membershipTypes,
  professionalCategories,
  servicePages,
} from '@coaz/content-data';
import type { NavigationItem } from '@coaz/ui-kit';

/** The path of a governance entry's page. */
export const governancePath = (slug: string) => `/organisation/governance/${slug}`;

/** The path of a committee of the executive. */
export const committeePath = (slug: string) =>
  `/organisation/governance/committees_of_the_executive/${slug}`;

/** The secretariat's staff page. */
export const EMPLOYEES_PATH = '/organisation/administration/employees';

/** The laws page, with the constitution download. */
export const LAWS_PATH = '/organisation/laws';

/**
 * The five groups of the menu after Home, About and News and Events, each with its sub-pages in the
 * order the association lists them.
 */
export const navigationGroups: NavigationItem[] = [
  {
    label: 'Association',
    href: '/association',
    children: associationDuties.map((duty) => ({
      label: duty.title,
      href: `/association/${duty.slug}`,
    })),
  },
  {
    label: 'Services',
    href: '/services',
    children: servicePages.map((service) => ({
      label: service.title,
      href: `/services/${service.slug}`,
    })),
  },
  {
    label: 'Categories',
    href: '/categories',
    children: professionalCategories.map((category) => ({
      label: category.name,
      href: `/categories/${category.slug}`,
    })),
  },
  {
    label: 'Organisation',
    href: '/organisation',
    children: [
      ...governanceEntries.map((entry) => ({
        label: entry.name,
        href: governancePath(entry.slug),
      })),
      { label: 'Employees', href: EMPLOYEES_PATH },
      { label: 'Laws', href: LAWS_PATH },
    ],
  },
  {
    label: 'Membership',
    href: '/membership',
    children: [
      ...membershipTypes.map((type) => ({
        label: type.name,
        href: `/membership/${type.slug}`,
      })),
      // After the types, where a visitor acts on them: a student choosing a type applies, and an
      // employer checks a card, whose page only the footer and the types' pages led to before.
      // "How to join", not the phone menu's "Join COAZ" button, so each link's name is its own.
      { label: 'How to join', href: '/join' },
      { label: 'Check a membership', href: '/verify' },
    ],
  },
];

/** The whole menu, as the header shows it; entries that do not fit move into 'More'. */
export const siteNavigation: NavigationItem[] = [
  // The home page's one address: '/home' is kept for old links, but the menu gives it no second one.
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'News and Events', href: '/news' },
  ...navigationGroups,
];

/**
 * Where a menu entry with children leads: its first child. `/association` opens Delivering Care,
 * `/organisation` the National Executive Committee, and so on.
 */
export function firstChildPath(groupPath: string): string | undefined {
  const group = navigationGroups.find((entry) => entry.href === groupPath);
  if (group) return group.children?.[0]?.href;
  if (!menuFolders.includes(groupPath)) return undefined;
  // A folder of a group's pages (governance, administration): its first page in the menu.
  return navigationGroups
    .flatMap((entry) => entry.children ?? [])
    .find((child) => child.href.startsWith(`${groupPath}/`))?.href;
}

/**
 * The folders inside a menu group that hold its pages but are no page of their own
 * (`/organisation/governance`, `/organisation/administration`): an address a visitor shortens
 * a page's to, which leads on to its first page like a group's own.
 */
const menuFolders: string[] = [
  ...new Set(
    navigationGroups.flatMap((group) =>
      (group.children ?? [])
        .map((child) => child.href.slice(0, child.href.lastIndexOf('/')))
        // Only folders inside the group: '/join' in Membership is no folder '' of it.
        .filter((folder) => folder.startsWith(`${group.href}/`)),
    ),
  ),
];

/** The paths that only lead on to their first child. */
export const groupPaths: string[] = [
  ...navigationGroups.map((group) => group.href),
  ...menuFolders,
];

/** Every committee page, listed under the Committees of the Executive. */
export const committeePaths: string[] = committees.map((committee) =>
  committeePath(committee.slug),
);
