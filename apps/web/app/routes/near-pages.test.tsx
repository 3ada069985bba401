import { screen, within } from '@testing-library/react';
import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SECRETARIAT_CONTACT_PATH } from '../site/secretariat-contact';
import { renderRoute, testApiClient } from '../test-support/render-route';
import NearPages, { loader } from './near-pages';

/** What the loader answers for the server's address `/__near?<query>`, unwrapped. */
async function answerFor(query: string) {
  const request = new Request(`http://coaz.internal/__near?${query}`);
  const answer = await loader({
    request,
    params: {},
    context: new RouterContextProvider(),
  } as never);
  return answer as unknown as {
    data: { pages: { path: string; label: string }[] };
    init: ResponseInit;
  };
}

describe('the pages a mistyped address may have meant', () => {
  it('answers 404 with the pages, named as the menu names them', async () => {
    const answer = await answerFor(
      'near=/membership/associate_membership&near=/membership/affiliate_membership',
    );
    expect(answer.init.status).toBe(404);
    expect(answer.data.pages).toEqual([
      { path: '/membership/associate_membership', label: 'Associate Membership' },
      { path: '/membership/affiliate_membership', label: 'Affiliate Membership' },
    ]);
  });

  it('offers only the site’s own pages, and the page a guessed address means', async () => {
    const answer = await answerFor('near=https://example.org/&near=/nope&near=/contact');
    expect(answer.data.pages.map((page) => page.path)).toEqual([SECRETARIAT_CONTACT_PATH]);
  });

  it('shows the 404 page, then the pages as links', async () => {
    renderRoute(
      [{ path: '/__near', Component: NearPages, loader }],
      '/__near?near=/membership/associate_membership&near=/membership/affiliate_membership',
      testApiClient('http://127.0.0.1:1'),
    );
    const suggestions = await screen.findByRole('region', {
      name: 'Did you mean one of these pages?',
    });
    expect(within(suggestions).getByRole('link', { name: 'Affiliate Membership' })).toHaveAttribute(
      'href',
      '/membership/affiliate_membership',
    );
    expect(screen.getByText(/There is no page at this address/)).toBeInTheDocument();
  });
});
