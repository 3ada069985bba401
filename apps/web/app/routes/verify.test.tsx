import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen } from '@testing-library/react';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_STANDING_DATE_MEANS } from '../member/good-standing-date';
import { type SiteRenderContext, siteRenderContext } from '../render/site-render-context';
import { renderRoute } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import Verify, { loader, meta } from './verify';

let api: ScriptedServer;
beforeAll(async () => {
  // The verify endpoint as the member service answers it: one member in good standing, one
  // lapsed, a look-up refused by the rate limit, and 404 for every other well-formed number.
  api = await startScriptedServer(({ method, path }) => {
    const match = /^\/coaz\/api\/verify\/([^/?]+)$/.exec(path);
    if (method !== 'GET' || !match?.[1]) return undefined;
    const number = decodeURIComponent(match[1]);
    const member = {
      membershipType: 'Full member',
      professionalCategory: 'Clinical Officer General',
      inTraining: false,
    };
    if (number === 'COAZ-000125') {
      return {
        status: 200,
        body: {
          membershipType: 'Student Membership',
          professionalCategory: 'Clinical Officer General',
          inTraining: true,
          membershipNumber: number,
          goodStanding: true,
          goodStandingUntil: '2027-11-22',
          statement: 'In good standing until 22 November 2027',
          name: 'Sample Student Member',
        },
      };
    }
    if (number === 'COAZ-000123') {
      return {
        status: 200,
        body: {
          ...member,
          membershipNumber: number,
          goodStanding: true,
          goodStandingUntil: '2027-11-22',
          statement: 'In good standing until 22 November 2027',
          name: 'Sample Member In Good Standing',
        },
      };
    }
    if (number === 'COAZ-000124') {
      return {
        status: 200,
        body: {
          ...member,
          membershipNumber: number,
          goodStanding: false,
          goodStandingUntil: null,
          statement: 'Not in good standing',
          name: 'Sample Lapsed Member',
        },
      };
    }
    if (number === 'COAZ-000999' || number === 'COAZ-000998') {
      return { status: 429, body: { error: 'rate_limited', message: 'Too many look-ups' } };
    }
    if (!/^COAZ-\d{6}$/.test(number)) {
      return { status: 400, body: { error: 'validation_failed', message: 'Not a number' } };
    }
    return { status: 404, body: { error: 'not_found', message: 'No member has that number' } };
  });
});
afterAll(() => api.close());

/** Seconds the day's limit asks to wait, sent with the 429 for COAZ-000998: 5 h 20 min. */
const DAY_LIMIT_RETRY_AFTER = 19_200;

/** The in-process fetch of the real server, here reaching the scripted API. */
const renderContext = (): SiteRenderContext => ({
  apiFetch: async (input, init) => {
    const url = new URL(new Request(input, init).url);
    const answer = await fetch(new URL(`${url.pathname}${url.search}`, api.url), init);
    if (!url.pathname.endsWith('/COAZ-000998')) return answer;
    // The day's limit, as the server sends it: Retry-After until the next day, in seconds.
    const headers = new Headers(answer.headers);
    headers.set('Retry-After', String(DAY_LIMIT_RETRY_AFTER));
    return new Response(await answer.arrayBuffer(), { status: answer.status, headers });
  },
  cacheKey: 'test',
  now: new Date('2026-11-23T10:00:00Z'),
});

/** Runs the route's loader as the server does and returns what it answers. */
async function load(membershipNumber: string) {
  const context = new RouterContextProvider();
  context.set(siteRenderContext, renderContext());
  const result = await loader({
    params: { membershipNumber },
    context,
    request: new Request(`http://coaz.internal/verify/${membershipNumber}`),
  } as unknown as Parameters<typeof loader>[0]);
  return result as unknown as {
    data: { outcome: string; message?: string };
    init: { status: number; headers: Record<string, string> };
  };
}

const verifyRoute = [{ path: '/verify/:membershipNumber', Component: Verify, loader }];

describe('/verify/:membershipNumber', () => {
  it('shows a member in good standing with the name, type and category', async () => {
    const { container } = renderRoute(
      verifyRoute,
      '/verify/coaz-000123',
      undefined,
      renderContext(),
    );
    expect(
      await screen.findByRole('heading', { name: 'In good standing until 22 November 2027' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sample Member In Good Standing')).toBeInTheDocument();
    expect(screen.getByText('Full member')).toBeInTheDocument();
    expect(screen.getByText('Clinical Officer General')).toBeInTheDocument();
    // One piece on a 360 px phone (member-portal.css keeps `.member-number` on one line):
    // "COAZ-" and "000123" on two lines read as two numbers.
    const number = screen.getByText('COAZ-000123', { selector: '.member-number' });
    expect(number.parentElement?.textContent).toBe('Membership number COAZ-000123');
    await expectNoAxeViolations(container);
  });

  it('says, under a date of good standing, that it includes the grace period after the paid year', async () => {
    // The card shows the paid year's end; the answer a later date, which only /verify explained.
    renderRoute(verifyRoute, '/verify/COAZ-000123', undefined, renderContext());
    const answer = await screen.findByRole('region', {
      name: 'In good standing until 22 November 2027',
    });
    expect(answer.textContent).toContain(GOOD_STANDING_DATE_MEANS);
    expect(screen.getByRole('link', { name: 'What each answer means' })).toHaveAttribute(
      'href',
      '/verify#verify-result-meaning',
    );
  });

  it('says nothing of a grace period where there is no date', async () => {
    renderRoute(verifyRoute, '/verify/COAZ-000124', undefined, renderContext());
    await screen.findByRole('heading', { name: 'Not in good standing' });
    expect(document.body.textContent).not.toContain(GOOD_STANDING_DATE_MEANS);
  });

  it('names a practitioner’s category as their category', async () => {
    renderRoute(verifyRoute, '/verify/COAZ-000123', undefined, renderContext());
    await screen.findByText('Sample Member In Good Standing');
    const category = screen.getByText('Category', { selector: 'dt' });
    expect(category.nextElementSibling).toHaveTextContent('Clinical Officer General');
    expect(screen.queryByText('Training in', { selector: 'dt' })).toBeNull();
  });

  // An employer read "Category: Clinical Officer General" of a student as a qualified practitioner.
  it('says a student is training in their category, never the bare category', async () => {
    const { container } = renderRoute(
      verifyRoute,
      '/verify/COAZ-000125',
      undefined,
      renderContext(),
    );
    await screen.findByText('Sample Student Member');
    const training = screen.getByText('Training in', { selector: 'dt' });
    expect(training.nextElementSibling).toHaveTextContent('Clinical Officer General');
    expect(screen.queryByText('Category', { selector: 'dt' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says under the answer that membership is not HPCZ registration, where a card’s QR code leads', async () => {
    renderRoute(verifyRoute, '/verify/COAZ-000123', undefined, renderContext());
    const answer = await screen.findByRole('region', {
      name: 'In good standing until 22 November 2027',
    });
    expect(answer.textContent).toMatch(
      /not registration with the Health Professions Council of Zambia \(HPCZ\) and not a practising licence/,
    );
  });

  it('says when the check was made, in Lusaka, for an HR officer reading it later or printed', async () => {
    renderRoute(verifyRoute, '/verify/COAZ-000123', undefined, renderContext());
    const checked = await screen.findByText(/^Checked on/);
    expect(checked).toHaveTextContent('Checked on 23 November 2026, 12:00 (Lusaka time).');
    expect(checked.querySelector('time')).toHaveAttribute('datetime', '2026-11-23T10:00:00.000Z');
  });

  it('is named as the form that leads to it, and titled with the number checked', async () => {
    renderRoute(verifyRoute, '/verify/COAZ-000123', undefined, renderContext());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check a membership' }),
    ).toBeInTheDocument();
    const answer = await load('coaz-000124');
    const tags = meta({
      params: { membershipNumber: 'coaz-000124' },
      loaderData: answer.data,
    } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({
      title: 'Check a membership: COAZ-000124 | Clinical Officers Association of Zambia',
    });
  });

  it('shows a lapsed member as not in good standing', async () => {
    renderRoute(verifyRoute, '/verify/COAZ-000124', undefined, renderContext());
    expect(
      await screen.findByRole('heading', { name: 'Not in good standing' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sample Lapsed Member')).toBeInTheDocument();
  });

  it('answers an unknown number with 404 and says there is no such member', async () => {
    const answer = await load('COAZ-000777');
    expect(answer.init.status).toBe(404);
    expect(answer.data.outcome).toBe('unknown');
    renderRoute(verifyRoute, '/verify/COAZ-000777', undefined, renderContext());
    expect(
      await screen.findByText(/There is no member with the number COAZ-000777/),
    ).toBeInTheDocument();
    // In the words of the /verify page's "What the answer means".
    expect(screen.getByText('No member with that number')).toBeInTheDocument();
  });

  it('answers a rate-limited look-up with 429 and asks to try again later, not a 500', async () => {
    const answer = await load('COAZ-000999');
    expect(answer.init.status).toBe(429);
    renderRoute(verifyRoute, '/verify/COAZ-000999', undefined, renderContext());
    expect(
      await screen.findByText(
        'Too many membership look-ups came from this connection. Please try again later, in a few minutes.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Not checked: try again later')).toBeInTheDocument();
    expect(screen.queryByText('No member with that number')).toBeNull();
  });

  it('says the day’s limit plainly, in hours, when the API asks to wait that long', async () => {
    const answer = await load('COAZ-000998');
    expect(answer.init.status).toBe(429);
    expect(answer.init.headers['Retry-After']).toBe(String(DAY_LIMIT_RETRY_AFTER));
    const { container } = renderRoute(
      verifyRoute,
      '/verify/COAZ-000998',
      undefined,
      renderContext(),
    );
    expect(
      await screen.findByText(
        'Too many membership look-ups came from this connection. Please try again later, in about 6 hours.',
      ),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('answers a malformed number with 400 and shows what a number looks like', async () => {
    const answer = await load('12345');
    expect(answer.init.status).toBe(400);
    expect(answer.data.message).toMatch(/COAZ-000123/);
  });

  it('shows a number it cannot read in one form, as typed, in the heading, title and message', async () => {
    const answer = await load('coaz-3');
    expect(answer.init.status).toBe(400);
    const { container } = renderRoute(verifyRoute, '/verify/coaz-3', undefined, renderContext());
    expect(await screen.findByText('Not a membership number')).toBeInTheDocument();
    expect(screen.getByText(/^coaz-3 is not a membership number: /)).toBeInTheDocument();
    expect(container.querySelector('.member-number')?.textContent).toBe('coaz-3');
    // Nowhere upper-cased, as though it were a number the register writes.
    expect(container).not.toHaveTextContent('COAZ-3');
    const tags = meta({
      params: { membershipNumber: 'coaz-3' },
      loaderData: answer.data,
    } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({
      title: 'Check a membership: coaz-3 | Clinical Officers Association of Zambia',
    });
  });

  it('marks every answer no-store, so no cache serves a stale verification', async () => {
    for (const number of ['COAZ-000123', 'COAZ-000777', 'COAZ-000999']) {
      const answer = await load(number);
      expect(answer.init.headers['Cache-Control']).toBe('no-store');
    }
  });
});
