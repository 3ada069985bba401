import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  RouterContextProvider,
  RouterProvider,
  StaticRouterProvider,
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
} from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import * as root from '../root';
import { nearPagesIn } from '../site/near-pages-offer';
import { SECRETARIAT_CONTACT_PATH } from '../site/secretariat-contact';
import { TestProviders, testApiClient } from '../test-support/render-route';
import * as membership from './membership';
import * as nearPages from './near-pages';

const NEAR_ADDRESS =
  '/__near?near=/membership/associate_membership&near=/membership/affiliate_membership';

// The site's routes as far as these addresses need them, with the real route modules: the root,
// the inner address the server renders from, and the page whose pattern the visitor's matches;
// each component handed its props as the framework's build hands them.
const siteRoutes = [
  {
    id: 'root',
    path: '/',
    loader: root.loader,
    Component: withComponentProps(root.default),
    ErrorBoundary: withErrorBoundaryProps(root.ErrorBoundary),
    HydrateFallback: root.HydrateFallback,
    children: [
      {
        id: 'routes/near-pages',
        path: '__near',
        loader: nearPages.loader,
        Component: withComponentProps(nearPages.default as never),
      },
      {
        id: 'routes/membership',
        path: 'membership/:type',
        loader: membership.loader,
        Component: withComponentProps(membership.default as never),
      },
    ],
  },
] as RouteObject[];

/** The server's render of `address`, and the state it sends the browser to start from. */
async function serverRender(address: string) {
  const handler = createStaticHandler(siteRoutes);
  const context = await handler.query(new Request(`http://coaz.internal${address}`), {
    requestContext: new RouterContextProvider(),
  });
  if (context instanceof Response) throw new Error(`The server answered ${context.status}`);
  const html = renderToString(
    <TestProviders client={testApiClient()}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </TestProviders>,
  );
  const { loaderData, actionData, errors } = context;
  return { html, status: context.statusCode, hydrationData: { loaderData, actionData, errors } };
}

/**
 * The recoverable errors React reports hydrating the server's HTML in the browser, which starts
 * at the visitor's own address from the server's state: a render that disagrees is one (#418).
 */
function hydrationErrors(
  visitorAddress: string,
  server: Awaited<ReturnType<typeof serverRender>>,
): unknown[] {
  document.body.innerHTML = `<div id="root">${server.html}</div>`;
  const router = createMemoryRouter(siteRoutes, {
    initialEntries: [visitorAddress],
    hydrationData: server.hydrationData,
  });
  const errors: unknown[] = [];
  act(() => {
    hydrated = hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <TestProviders client={testApiClient()}>
        <RouterProvider router={router} />
      </TestProviders>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return errors;
}

/** What the server answers for its address `/__near?<query>`: status and pages offered. */
async function answerFor(query: string) {
  const server = await serverRender(`/__near?${query}`);
  return { status: server.status, pages: nearPagesIn(server.hydrationData.errors?.root) };
}

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.innerHTML = '';
});

describe('the pages a mistyped address may have meant', () => {
  it('answers 404 with the pages, named as the menu names them', async () => {
    const answer = await answerFor(
      'near=/membership/associate_membership&near=/membership/affiliate_membership',
    );
    expect(answer.status).toBe(404);
    expect(answer.pages).toEqual([
      { path: '/membership/associate_membership', label: 'Associate Membership' },
      { path: '/membership/affiliate_membership', label: 'Affiliate Membership' },
    ]);
  });

  it('offers only the site’s own pages, and the page a guessed address means', async () => {
    const answer = await answerFor('near=https://example.org/&near=/nope&near=/contact');
    expect(answer.pages.map((page) => page.path)).toEqual([SECRETARIAT_CONTACT_PATH]);
  });

  it('is rendered by the server as the 404 page, then the pages as links', async () => {
    const server = await serverRender(NEAR_ADDRESS);
    expect(server.status).toBe(404);
    expect(server.html).toContain('There is no page at this address');
    expect(server.html).toContain('Did you mean one of these pages?');
    expect(server.html).toContain('href="/membership/affiliate_membership"');
  });

  // The app starts at the visitor's address, never at the inner one: the browser's first render
  // must be the server's, or React throws it away (#418) and draws its own, without the list.
  it.each([
    ['a page’s pattern matches (membership/:type)', '/membership/asfoliate_membership'],
    ['no route matches', '/membrship/asfoliate_membership'],
  ])(
    'is hydrated without a disagreement where %s, and keeps the list',
    async (_, visitorAddress) => {
      const server = await serverRender(NEAR_ADDRESS);
      expect(hydrationErrors(visitorAddress, server)).toEqual([]);
      const offer = screen.getByRole('region', { name: 'Did you mean one of these pages?' });
      expect(within(offer).getByRole('link', { name: 'Affiliate Membership' })).toHaveAttribute(
        'href',
        '/membership/affiliate_membership',
      );
    },
  );
});

describe('the search a guessed address near no page is offered', () => {
  const SEARCH_ADDRESS = `/__near?${new URLSearchParams({ search: 'leadership' })}`;

  it("is rendered by the server as the 404 page with a search of the address's words", async () => {
    const server = await serverRender(SEARCH_ADDRESS);
    expect(server.status).toBe(404);
    expect(server.html).toContain('There is no page at this address');
    expect(server.html).toContain('href="/search?q=leadership"');
    expect(server.html).toContain('Search the site for “leadership”');
    expect(server.html).not.toContain('Did you mean one of these pages?');
  });

  it('keeps only letters and a few words of what the address asks to search for', async () => {
    const server = await serverRender(
      `/__near?${new URLSearchParams({ search: 'leadership <b>1 one two three' })}`,
    );
    expect(server.html).toContain('href="/search?q=leadership%20b%20one"');
    expect(server.html).not.toContain('two');
  });

  // As with the pages: the app starts at `/leadership`, where no route matches, so the root's
  // error boundary must draw the same offer from the server's error, or React throws it away.
  it.each([
    ['no route matches', '/leadership'],
    ['a page’s pattern matches (membership/:type)', '/membership/leadership'],
  ])(
    'is hydrated without a disagreement where %s, and keeps the search',
    async (_, visitorAddress) => {
      const server = await serverRender(SEARCH_ADDRESS);
      expect(hydrationErrors(visitorAddress, server)).toEqual([]);
      expect(
        screen.getByRole('link', { name: 'Search the site for “leadership”' }),
      ).toHaveAttribute('href', '/search?q=leadership');
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
        'href',
        '/home',
      );
    },
  );
});
