import type { MembershipDues } from '@coaz/api-client/membership';
import { screen, within } from '@testing-library/react';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type SiteRenderContext, siteRenderContext } from '../render/site-render-context';
import { renderRoute, testApiClient } from '../test-support/render-route';
import Membership, { loader } from './membership';

const routes = [{ path: '/membership/:type', Component: Membership, loader }];

/** The server's render context, its in-process API answering the fees with `dues`. */
function serverWithDues(dues: MembershipDues[] | null): {
  context: SiteRenderContext;
  asked: string[];
} {
  const asked: string[] = [];
  const context: SiteRenderContext = {
    apiFetch: async (input, init) => {
      const url = new URL(new Request(input, init).url);
      asked.push(url.pathname);
      if (url.pathname === '/coaz/api/dues' && dues) return Response.json({ items: dues });
      return Response.json({ code: 'unavailable' }, { status: 503 });
    },
    cacheKey: 'test',
    now: new Date('2026-12-06T08:00:00Z'),
  };
  return { context, asked };
}

const DUES: MembershipDues[] = [
  { membershipType: 'full_membership', name: 'Full Membership', amount: 1250.5 },
  { membershipType: 'student_membership', name: 'Student Membership', amount: 100 },
];

/** The page's "Annual fee" section, once the loader has answered. */
async function feeSection() {
  const heading = await screen.findByRole('heading', { name: 'Annual fee' });
  const section = heading.closest('section');
  if (!section) throw new Error('the fee heading is outside a section');
  return section;
}

describe('membership page fee', () => {
  it('shows the annual fee the member service sets, in the site’s money format, with /join', async () => {
    const { context } = serverWithDues(DUES);
    renderRoute(routes, '/membership/full_membership', testApiClient(), context);
    const fee = await feeSection();
    expect(fee).toHaveTextContent('Full Membership costs K1,250.50 a year');
    expect(
      within(fee).getByRole('link', { name: 'See the fee of every membership on the join page' }),
    ).toHaveAttribute('href', '/join?type=full_membership');
  });

  it('shows each type its own fee, and links to /join with that type chosen', async () => {
    const { context } = serverWithDues(DUES);
    renderRoute(routes, '/membership/student_membership', testApiClient(), context);
    const fee = await feeSection();
    expect(fee).toHaveTextContent('Student Membership costs K100.00 a year');
    expect(
      within(fee).getByRole('link', { name: 'See the fee of every membership on the join page' }),
    ).toHaveAttribute('href', '/join?type=student_membership');
  });

  it('says in the constitution’s words that honorary members pay no fee, without asking the service', async () => {
    const { context, asked } = serverWithDues(DUES);
    renderRoute(routes, '/membership/honorary_membership', testApiClient(), context);
    const fee = await feeSection();
    expect(fee).toHaveTextContent(
      'Honorary members pay no membership fee unless the association decides otherwise.',
    );
    expect(screen.queryByText(/K\d/)).toBeNull();
    expect(asked).not.toContain('/coaz/api/dues');
    // The join page lists the fees of the memberships applied for: none of a conferred one.
    expect(within(fee).queryByRole('link')).toBeNull();
  });

  it('sends no one to the join page for the fee of life membership, which is not applied for', async () => {
    const { context } = serverWithDues(DUES);
    renderRoute(routes, '/membership/life_membership', testApiClient(), context);
    const fee = await feeSection();
    expect(fee.textContent).toMatch(/regulations or membership by-laws set what life members owe/);
    expect(within(fee).queryByRole('link')).toBeNull();
  });

  it('points to /join rather than guess when the fee cannot be read', async () => {
    const { context } = serverWithDues(null);
    renderRoute(routes, '/membership/full_membership', testApiClient(), context);
    const fee = await feeSection();
    expect(fee).toHaveTextContent('The annual fee of Full Membership is shown on the join page.');
    expect(within(fee).getByRole('link')).toHaveAttribute('href', '/join?type=full_membership');
  });

  it('says what follows approval apart from who is eligible', async () => {
    const { context } = serverWithDues(DUES);
    renderRoute(routes, '/membership/full_membership', testApiClient(), context);
    const after = await screen.findByRole('heading', { name: 'Once the application is approved' });
    expect(after.closest('section')).toHaveTextContent(
      "Pays the membership fee and completes the association's registration.",
    );
    const eligibility = screen.getByRole('heading', { name: 'Eligibility criteria' });
    expect(eligibility.closest('section')?.textContent).not.toMatch(/membership fee/);
  });

  it('gives the termination page no fee', async () => {
    const { context } = serverWithDues(DUES);
    renderRoute(routes, '/membership/termination', testApiClient(), context);
    expect(await screen.findByText(/for the prescribed form/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Annual fee' })).toBeNull();
  });
});

describe("the membership page's cache", () => {
  /** The loader run as the server runs it: its `Cache-Control`, when it set one. */
  async function cacheControlOf(dues: MembershipDues[] | null, type = 'full_membership') {
    const context = new RouterContextProvider();
    context.set(siteRenderContext, serverWithDues(dues).context);
    const answer = await loader({
      params: { type },
      context,
      request: new Request(`http://coaz.internal/membership/${type}`),
    } as unknown as Parameters<typeof loader>[0]);
    return 'init' in answer ? new Headers(answer.init?.headers).get('cache-control') : null;
  }

  // A page rendered while the fees could not be read sent every visitor to /join for the price,
  // from the server's page cache, until the content next changed.
  it('keeps a page rendered without the fees for no one, and one with them as usual', async () => {
    expect(await cacheControlOf(null)).toBe('no-store');
    expect(await cacheControlOf(DUES)).toBeNull();
    // Honorary membership shows no fee read from the server, so nothing was missing.
    expect(await cacheControlOf(null, 'honorary_membership')).toBeNull();
  });
});
