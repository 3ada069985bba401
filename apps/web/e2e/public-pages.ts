import {
  aboutPage,
  associationDuties,
  committees,
  constitutionExtracts,
  developmentPage,
  employees,
  governanceEntries,
  lawsPage,
  membershipTypes,
  professionalCategories,
  servicePages,
} from '@coaz/content-data';
import { publicPagePaths } from '../app/site/public-paths';

/** A public page and what must be on it: its main heading and a line of its own text. */
export interface PublicPage {
  path: string;
  /** The page's `h1`. */
  heading: string;
  /** Text only this page shows in its main content. */
  text: string;
  /** The page group, for splitting the pages between tests. */
  group: string;
}

const fixedPages: PublicPage[] = [
  {
    path: '/',
    heading: 'Clinical Officers Association of Zambia',
    text: 'Latest news',
    group: 'site',
  },
  {
    path: '/home',
    heading: 'Clinical Officers Association of Zambia',
    text: 'Our services',
    group: 'site',
  },
  { path: '/about', heading: 'About the association', text: aboutPage.mission, group: 'site' },
  {
    path: '/objective',
    heading: 'Objectives',
    text: aboutPage.objectives[10] ?? '',
    group: 'site',
  },
  {
    path: '/development',
    heading: developmentPage.title,
    text: developmentPage.summary,
    group: 'site',
  },
  {
    path: '/readmore',
    heading: 'The constitution in brief',
    text: `Article ${constitutionExtracts[0]?.articleNumber}: ${constitutionExtracts[0]?.title}`,
    group: 'site',
  },
  {
    path: '/constitution',
    heading: 'Constitution',
    text: 'The constitution of the Clinical Officers Association of Zambia in full.',
    group: 'site',
  },
  { path: '/news', heading: 'News and Events', text: 'Upcoming events', group: 'site' },
  { path: '/search', heading: 'Search the site', text: 'Words to look for', group: 'site' },
  {
    path: '/join',
    heading: 'Join COAZ',
    text: 'These are not applied for: they are conferred by nomination.',
    group: 'membership',
  },
  {
    path: '/verify',
    heading: 'Check a membership',
    text: 'What the answer means',
    group: 'membership',
  },
  {
    path: '/organisation/administration/employees',
    heading: 'Employees',
    text: employees[0]?.position ?? '',
    group: 'organisation',
  },
  {
    path: '/organisation/laws',
    heading: lawsPage.title,
    text: lawsPage.laws[0]?.name ?? '',
    group: 'organisation',
  },
];

/** Every public page of the site, from the same list the build prerenders. */
export const publicPages: PublicPage[] = [
  ...fixedPages,
  ...associationDuties.map((duty) => ({
    path: `/association/${duty.slug}`,
    heading: duty.title,
    text: duty.summary,
    group: 'association',
  })),
  ...servicePages.map((service) => ({
    path: `/services/${service.slug}`,
    heading: service.title,
    text: service.summary,
    group: 'services',
  })),
  ...professionalCategories.map((category) => ({
    path: `/categories/${category.slug}`,
    heading: category.name,
    text: category.summary,
    group: 'categories',
  })),
  ...governanceEntries.map((entry) => ({
    path: `/organisation/governance/${entry.slug}`,
    heading: entry.name,
    text: entry.summary,
    group: 'organisation',
  })),
  ...committees.map((committee) => ({
    path: `/organisation/governance/committees_of_the_executive/${committee.slug}`,
    heading: committee.name,
    text: committee.about[0] ?? '',
    group: 'organisation',
  })),
  ...membershipTypes.map((type) => ({
    path: `/membership/${type.slug}`,
    heading: type.name,
    text: type.summary,
    group: 'membership',
  })),
];

const listed = new Set(publicPages.map((page) => page.path));
const missing = publicPagePaths().filter((path) => !listed.has(path));
if (missing.length > 0) throw new Error(`e2e/public-pages.ts misses ${missing.join(', ')}`);

/** The public pages of one group. */
export function pagesOf(group: string): PublicPage[] {
  return publicPages.filter((page) => page.group === group);
}

/** The groups, in the order they are listed. */
export const pageGroups = [...new Set(publicPages.map((page) => page.group))];
