import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MOVED_ADDRESS_PREFIX, pageAddressResolver, type SiteRoute } from '../render/page-address';
import routeConfig from '../routes';
import { publicPagePaths, redirectPaths } from '../site/public-paths';
import { firstChildPath } from '../site/site-navigation';
import { loader } from './group-redirect';
import { loader as movedLoader } from './moved-address';

/** What the loader answers for `path`. */
function answerFor(path: string): Response {
  const request = new Request(`http://coaz.internal${path}`);
  return loader({ params: {}, request, context: new RouterContextProvider() } as never) as Response;
}

// The manifest the server build gives `build.routes`, as page-address.test.ts builds it.
const manifest: Record<string, SiteRoute> = { root: { id: 'root', path: '' } };
for (const route of routeConfig) {
  const id = route.id ?? route.file.replace(/\.tsx?$/, '');
  manifest[id] = { id, parentId: 'root', path: route.path, index: route.index };
}
const pageAddress = pageAddressResolver(manifest);

/**
 * What the server answers a visitor's `address` with: the address it renders (page-address.ts),
 * answered by the moved-address route or a group's own.
 */
function serverAnswerFor(address: string): Response {
  const rendered = pageAddress(new URL(address, 'https://coaz.org.zm'));
  if (!rendered.startsWith(`${MOVED_ADDRESS_PREFIX}/`)) return answerFor(rendered);
  const request = new Request(`http://coaz.internal${rendered}`);
  const own = new URL(request.url).pathname.slice(`${MOVED_ADDRESS_PREFIX}/`.length);
  try {
    movedLoader({ params: { '*': own }, request, context: new RouterContextProvider() } as never);
  } catch (thrown) {
    return thrown as Response;
  }
  throw new Error(`${address} was not moved`);
}

describe('a menu group’s own address', () => {
  it('leads to the group’s first page for good, for a page and for a client navigation alike', () => {
    for (const path of ['/membership', '/membership.data', '/membership/']) {
      const answer = answerFor(path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.get('location'), path).toBe('/membership/full_membership');
    }
    expect(answerFor('/organisation/governance').headers.get('location')).toBe(
      '/organisation/governance/national_executive_committee',
    );
  });

  it('leads every folder of the menu’s pages that is no page to its first page', () => {
    expect(answerFor('/organisation/administration').headers.get('location')).toBe(
      '/organisation/administration/employees',
    );
    // Every address a menu page's is shortened to is a page or leads to one.
    const own = new Set([...publicPagePaths(), ...redirectPaths()]);
    for (const page of publicPagePaths()) {
      const parts = page.split('/');
      for (let depth = 2; depth < parts.length; depth += 1) {
        const folder = parts.slice(0, depth).join('/');
        if (!page.startsWith('/organisation/governance/committees_of_the_executive/'))
          expect(own.has(folder), `${folder} (of ${page})`).toBe(true);
      }
    }
  });
});

describe('a menu group’s address typed with a trailing slash', () => {
  it('leads to the group’s first page in one redirect, not by way of the group’s own address', () => {
    expect(serverAnswerFor('/services/').headers.get('location')).toBe('/services/cpd');
    for (const group of redirectPaths()) {
      for (const typed of [`${group}/`, `${group}/?utm_source=x`, `${group.toUpperCase()}/`]) {
        const answer = serverAnswerFor(typed);
        expect(answer.status, typed).toBe(301);
        // As from the group's own address: its first page reads no query, so none is kept.
        expect(answer.headers.get('location'), typed).toBe(firstChildPath(group));
      }
      // The page led to is a page, not another address that leads on.
      expect(publicPagePaths()).toContain(firstChildPath(group));
    }
  });
});
