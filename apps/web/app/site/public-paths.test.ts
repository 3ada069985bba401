import {
  associationDuties,
  committees,
  governanceEntries,
  membershipTypes,
  professionalCategories,
  servicePages,
} from '@coaz/content-data';
import { describe, expect, it } from 'vitest';
import {
  memberPortalPaths,
  prerenderPaths,
  publicPagePaths,
  redirectPaths,
  serverRenderedPaths,
  sitemapPaths,
} from './public-paths';
import { firstChildPath } from './site-navigation';

describe('public paths', () => {
  it('has a page for every duty, service, category, governance entry, committee and membership type', () => {
    const paths = publicPagePaths();
    const expected = [
      ...associationDuties.map((duty) => `/association/${duty.slug}`),
      ...servicePages.map((service) => `/services/${service.slug}`),
      ...professionalCategories.map((category) => `/categories/${category.slug}`),
      ...governanceEntries.map((entry) => `/organisation/governance/${entry.slug}`),
      ...committees.map(
        (committee) => `/organisation/governance/committees_of_the_executive/${committee.slug}`,
      ),
      ...membershipTypes.map((type) => `/membership/${type.slug}`),
      '/organisation/administration/employees',
      '/organisation/laws',
      '/services/cpd',
      '/constitution',
    ];
    for (const path of expected) expect(paths).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('prerenders no group path: the server answers each with a real redirect, not a page', () => {
    for (const path of redirectPaths()) expect(prerenderPaths()).not.toContain(path);
    expect(redirectPaths()).toEqual(
      expect.arrayContaining(['/association', '/membership', '/organisation/governance']),
    );
  });

  it('leaves search out of the sitemap', () => {
    expect(sitemapPaths()).not.toContain('/search');
    // CPD has one address; /cpd is a permanent redirect the server answers.
    expect(prerenderPaths()).not.toContain('/cpd');
    expect(sitemapPaths()).toContain('/services/cpd');
    expect(sitemapPaths()).toContain('/');
  });

  it('lists the membership check an employer types a number into, and no verification itself', () => {
    expect(sitemapPaths()).toContain('/verify');
    expect(sitemapPaths().filter((path) => path.startsWith('/verify/'))).toEqual([]);
  });

  it('sends a group to its first child', () => {
    expect(firstChildPath('/association')).toBe('/association/delivering_care');
    expect(firstChildPath('/services')).toBe('/services/cpd');
    expect(firstChildPath('/organisation/governance')).toBe(
      '/organisation/governance/national_executive_committee',
    );
    expect(firstChildPath('/nowhere')).toBeUndefined();
  });

  it('renders every public page on the server, never at build time: each shows the site settings', () => {
    const prerendered = prerenderPaths();
    expect(serverRenderedPaths()).toEqual(publicPagePaths());
    for (const path of ['/', '/about', '/news', '/services/careers', '/join']) {
      expect(serverRenderedPaths()).toContain(path);
      expect(prerendered).not.toContain(path);
    }
  });

  it('prerenders none of the member portal, and lists none of it in the sitemap', () => {
    for (const path of memberPortalPaths) {
      expect(sitemapPaths()).not.toContain(path);
      // The login's footer shows the site settings like every other page's: the server renders it.
      expect(prerenderPaths(), path).not.toContain(path);
    }
    expect(prerenderPaths()).not.toContain('/needs_javascript');
  });
});
