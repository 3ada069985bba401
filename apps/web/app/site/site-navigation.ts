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
    children: membershipTypes.map((type) => ({
      label: type.name,
      href: `/membership/${type.slug}`,
    })),
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
  // Governance has no menu entry of its own; its first page is Organisation's first.
  const menuPath = groupPath === '/organisation/governance' ? '/organisation' : groupPath;
  return navigationGroups.find((group) => group.href === menuPath)?.children?.[0]?.href;
}

/** The paths that only lead on to their first child. */
export const groupPaths: string[] = [
  ...navigationGroups.map((group) => group.href),
  '/organisation/governance',
];

/** Every committee page, listed under the Committees of the Executive. */
export const committeePaths: string[] = committees.map((committee) =>
  committeePath(committee.slug),
);
