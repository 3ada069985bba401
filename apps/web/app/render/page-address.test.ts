import { describe, expect, it } from 'vitest';
import routeConfig from '../routes';
import {
  memberPortalPaths,
  portalPagesForEveryone,
  publicPagePaths,
  redirectPaths,
} from '../site/public-paths';
import {
  MOVED_ADDRESS_PREFIX,
  NEAR_PAGES_ADDRESS,
  NOT_FOUND_ADDRESS,
  pageAddressResolver,
  type SiteRoute,
} from './page-address';

// The manifest the server build gives `build.routes`: the app's routes under the root layout,
// each with the id React Router gives it (its file without extension, unless named).
const manifest: Record<string, SiteRoute> = { root: { id: 'root', path: '' } };
for (const route of routeConfig) {
  const id = route.id ?? route.file.replace(/\.tsx?$/, '');
  manifest[id] = { id, parentId: 'root', path: route.path, index: route.index };
}
const pageAddress = pageAddressResolver(manifest);
const addressOf = (address: string) => pageAddress(new URL(address, 'https://coaz.org.zm'));

describe('pageAddress', () => {
  it('makes every query string a page does not read one address', () => {
    const addresses = new Set<string>();
    for (let junk = 0; junk < 1000; junk += 1) {
      addresses.add(addressOf(`/about?x=${junk}`));
      addresses.add(addressOf(`/about?utm_source=${junk}&fbclid=${junk}`));
    }
    expect([...addresses]).toEqual(['/about']);
    // Read in the browser only, once the page runs: the server renders the same page for all.
    expect(addressOf('/search?utm_source=x')).toBe('/search');
    expect(addressOf('/login?session=ended')).toBe('/login');
    expect(addressOf('/dashboard?mode=edit&section=news')).toBe('/dashboard');
  });

  it('makes the addresses the site has no page for a few not-found addresses, not one each', () => {
    const addresses = new Set<string>();
    for (let junk = 0; junk < 1000; junk += 1) {
      addresses.add(addressOf(`/no-such-page-${junk}`));
      addresses.add(addressOf(`/services/made-up-${junk}?x=${junk}`));
      addresses.add(addressOf(`/about/${junk}`));
      addresses.add(addressOf(`/qqzx-${junk}`));
    }
    // Only the words the site search finds are kept (for a search on the 404 page), no digits.
    expect(addresses.size).toBeLessThanOrEqual(4);
    expect(addresses).toContain(NOT_FOUND_ADDRESS);
    for (const address of addresses) expect(address).not.toMatch(/\d/);
    expect(addressOf('/wp-admin.data')).toBe(`${NOT_FOUND_ADDRESS}.data`);
    expect(addressOf('/%E0%A4%A')).toBe(NOT_FOUND_ADDRESS);
  });

  it('keeps, normalised, the parameters the server renders a page by', () => {
    expect(addressOf('/news?utm_source=x&article=16')).toBe('/news?article=16');
    // Text that names no post is one 404, however it is spelt.
    expect(addressOf('/news?article=016')).toBe('/news?article=');
    expect(addressOf('/news?article=junk')).toBe('/news?article=');
    expect(addressOf('/join?type=student_membership&x=1')).toBe('/join?type=student_membership');
    // The join form opens any type it does not offer on full membership, as with none.
    expect(addressOf('/join?type=made_up')).toBe('/join');
    expect(addressOf('/change_password?username=demo.otp&x=1')).toBe(
      '/change_password?username=demo.otp',
    );
  });

  it('renders a search by its words, so its results are in the HTML with JavaScript off', () => {
    expect(addressOf('/search?q=fees&x=1')).toBe('/search?q=fees');
    // Spaces make no new address; no words is the empty search page.
    expect(addressOf('/search?q=%20life%20%20membership%20')).toBe('/search?q=life+membership');
    expect(addressOf('/search?q=%20%20')).toBe('/search');
    expect(addressOf('/search?q=')).toBe('/search');
    // The membership check's typed number, kept as typed: the page reads it (kindly) itself.
    expect(addressOf('/verify?number=coaz%20000123&x=1')).toBe('/verify?number=coaz+000123');
    expect(addressOf('/verify?utm_source=x')).toBe('/verify');
    // A pasted essay is searched by its first hundred characters.
    expect(addressOf(`/search?q=${'a'.repeat(5000)}`)).toBe(`/search?q=${'a'.repeat(100)}`);
  });

  it('moves a page spelt otherwise (its case, a trailing slash) to its own address', () => {
    expect(addressOf('/ABOUT/')).toBe(`${MOVED_ADDRESS_PREFIX}/about`);
    expect(addressOf('/Services/CPD')).toBe(`${MOVED_ADDRESS_PREFIX}/services/cpd`);
    expect(addressOf('/categories/General')).toBe(`${MOVED_ADDRESS_PREFIX}/categories/general`);
    expect(addressOf('/verify/?utm_source=x')).toBe(`${MOVED_ADDRESS_PREFIX}/verify`);
    // With the query the page reads, and only that.
    expect(addressOf('/Search?q=fees&x=1')).toBe(`${MOVED_ADDRESS_PREFIX}/search?q=fees`);
    expect(addressOf('/services/cpd')).toBe('/services/cpd');
    // A client navigation's data is the page's own: the page it shows is already the right one.
    expect(addressOf('/Services/CPD.data')).toBe('/services/cpd.data');
  });

  it('moves a mistyped address to the one page it clearly means, and no other', () => {
    expect(addressOf('/categories/genral')).toBe(`${MOVED_ADDRESS_PREFIX}/categories/general`);
    expect(addressOf('/category/General/')).toBe(`${MOVED_ADDRESS_PREFIX}/categories/general`);
    expect(addressOf('/membership/full-membership')).toBe(
      `${MOVED_ADDRESS_PREFIX}/membership/full_membership`,
    );
    expect(addressOf('/organization/laws')).toBe(`${MOVED_ADDRESS_PREFIX}/organisation/laws`);
    expect(addressOf('/Contact-Us')).toBe(`${MOVED_ADDRESS_PREFIX}/contact_us`);
    // A category by the name its page shows, which its address says otherwise.
    expect(addressOf('/categories/Mental-Health-Officers')).toBe(
      `${MOVED_ADDRESS_PREFIX}/categories/mental_health_officers`,
    );
    // Two pages equally near: the 404 page with both to choose from.
    expect(addressOf('/membership/asfoliate_membership')).toBe(
      `${NEAR_PAGES_ADDRESS}?${new URLSearchParams([
        ['near', '/membership/associate_membership'],
        ['near', '/membership/affiliate_membership'],
      ])}`,
    );
    // Nothing near enough, or a mistyped data request: the one not-found address, as before.
    expect(addressOf('/categories/nope')).toBe(
      `${NEAR_PAGES_ADDRESS}?${new URLSearchParams({ search: 'categories' })}`,
    );
    expect(addressOf('/categories/qqzx')).not.toContain(MOVED_ADDRESS_PREFIX);
    expect(addressOf('/categories/genral.data')).toBe(`${NOT_FOUND_ADDRESS}.data`);
    // An unknown duty still leads home, unless it is a mistyped duty.
    expect(addressOf('/association/no_such_duty')).toBe('/association/unknown');
    expect(addressOf('/association/delivring_care')).toBe(
      `${MOVED_ADDRESS_PREFIX}/association/delivering_care`,
    );
  });

  it('moves an address to the one page whose last part it is, wherever that page stands', () => {
    const moved = {
      '/laws': '/organisation/laws',
      '/employees': '/organisation/administration/employees',
      '/full_membership': '/membership/full_membership',
      '/termination': '/membership/termination',
      '/governance': '/organisation/governance',
    };
    for (const [typed, page] of Object.entries(moved))
      expect(addressOf(typed), typed).toBe(`${MOVED_ADDRESS_PREFIX}${page}`);
  });

  it('offers a search of the words of an address near no page, where the search finds them', () => {
    for (const word of ['leadership', 'history', 'press'])
      expect(addressOf(`/${word}`), word).toBe(
        `${NEAR_PAGES_ADDRESS}?${new URLSearchParams({ search: word })}`,
      );
    expect(addressOf('/qqzx')).toBe(NOT_FOUND_ADDRESS);
  });

  it('keeps the addresses that lead on elsewhere leading there', () => {
    // A category as it should be spelt moves to the address it was published at.
    expect(addressOf('/categories/specialized_clinicians')).toBe(
      '/categories/specialized_clinicians',
    );
    // Every unknown duty leads home: one redirect for all, at an address no duty has.
    expect(publicPagePaths()).not.toContain('/association/unknown');
    expect(addressOf('/association/no_such_duty')).toBe('/association/unknown');
    expect(addressOf('/association/made_up?x=1')).toBe('/association/unknown');
  });

  it('keeps the loaders a client navigation asks for, if they are the page’s own', () => {
    expect(addressOf('/about.data?_routes=root,routes/about&x=1')).toBe(
      `/about.data?${new URLSearchParams({ _routes: 'root,routes/about' })}`,
    );
    expect(addressOf('/about.data?_routes=routes/news,junk')).toBe('/about.data');
    expect(addressOf('/_.data?_routes=index')).toBe('/_.data?_routes=index');
    expect(addressOf('/news.data?article=16&_routes=routes/news')).toBe(
      `/news.data?${new URLSearchParams({ article: '16', _routes: 'routes/news' })}`,
    );
  });

  it('leaves every page of the site its own address', () => {
    const pages = [
      ...publicPagePaths(),
      ...redirectPaths(),
      ...memberPortalPaths,
      ...portalPagesForEveryone,
      '/sitemap-news.xml',
      '/feed.xml',
      '/finish_registration',
    ];
    for (const page of pages) expect(addressOf(page)).toBe(page);
    // A verification's number is the database's: any may be a member's.
    expect(addressOf('/verify/COAZ-000123?x=1')).toBe('/verify/COAZ-000123');
  });

  it('moves a verification spelt otherwise to its own address, keeping the number as typed', () => {
    expect(addressOf('/Verify/COAZ-000123')).toBe(`${MOVED_ADDRESS_PREFIX}/verify/COAZ-000123`);
    expect(addressOf('/VERIFY/coaz-000123/')).toBe(`${MOVED_ADDRESS_PREFIX}/verify/coaz-000123`);
    // A client navigation's data is the page's, rendered once for every spelling.
    expect(addressOf('/Verify/COAZ-000123.data')).toBe('/verify/COAZ-000123.data');
  });
});
