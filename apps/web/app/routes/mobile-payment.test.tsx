import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paymentLinkFee } from '../member/payment-link-fee';
import { scriptedClient } from '../test-support/editor-session';
import { renderRoute } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import MobilePayment from './mobile-payment';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const paymentRoute = [{ path: '/mobile_payment', Component: MobilePayment }];

/** The page a route leads to, when only its address matters. */
function NoPage() {
  return null;
}

describe('paymentLinkFee', () => {
  it('reads the fee a whole link names and refuses a mangled or missing one', () => {
    expect(paymentLinkFee(new URLSearchParams('receivableId=12&sponsor=SELF'))).toBe('12');
    for (const query of [
      'receivableId=abc',
      'receivableId=12abc',
      'receivableId=-3',
      'receivableId=0',
      'receivableId=',
      'userId=5',
    ]) {
      expect(paymentLinkFee(new URLSearchParams(query)), query).toBeUndefined();
    }
  });
});

describe('/mobile_payment with a mangled link', () => {
  it('says in words the link is not valid and leads to the dashboard, asking the server nothing', async () => {
    // The member service as it answers a fee it cannot read: the raw text the page must not show.
    server = await startScriptedServer(({ path }) => {
      if (path === '/coaz/api/current') {
        return { status: 200, body: { status: 'SUCCESSFUL', content: { user: { id: 5 } } } };
      }
      if (path.startsWith('/coaz/api/receivables/')) {
        return {
          status: 400,
          body: { error: 'validation_failed', message: 'receivableId: must be a number' },
        };
      }
      return undefined;
    });
    const client = scriptedClient(server.url, {
      tokens: { accessToken: 'a1', refreshToken: 'r1' },
    });
    const { container } = renderRoute(paymentRoute, '/mobile_payment?receivableId=1x2', client);
    expect(await screen.findByText('This payment link is not valid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByText(/must be a number/)).toBeNull();
    expect(server.requests.some((request) => request.path.includes('receivables'))).toBe(false);
    await expectNoAxeViolations(container);
  });
});

describe('/mobile_payment for a member whose membership lapsed', () => {
  it('says the paid year and its grace period are over before asking for the renewal', async () => {
    // A lapsed member's login leads here, not to the dashboard whose welcome says why.
    server = await startScriptedServer(({ path }) => {
      if (path === '/coaz/api/membership') {
        return {
          status: 200,
          body: {
            status: 'PENDING_PAYMENT',
            membershipNumber: 'COAZ-000004',
            membershipType: 'full_membership',
            membershipTypeName: 'Full Membership',
            professionalCategory: 'general',
            professionalCategoryName: 'Clinical Officer General',
            validUntil: '2027-12-05',
            goodStanding: false,
            goodStandingUntil: null,
            fee: {
              receivableId: 8,
              description: 'Full Membership: annual subscription, a year from the day it is paid',
              amount: 300,
              currency: 'ZMW',
            },
            application: null,
            todo: [{ kind: 'renew', message: 'Renew your membership' }],
          },
        };
      }
      if (path === '/coaz/api/receivables/8') {
        return {
          status: 200,
          body: {
            receivableId: 8,
            description: 'Full Membership: annual subscription, a year from the day it is paid',
            amount: 300,
            currency: 'ZMW',
            paid: false,
            pendingPaymentId: null,
          },
        };
      }
      return undefined;
    });
    const client = scriptedClient(server.url, {
      tokens: { accessToken: 'a1', refreshToken: 'r1' },
    });
    const { container } = renderRoute(paymentRoute, '/mobile_payment?receivableId=8', client);
    expect(
      await screen.findByText(
        /Your paid year ended on 5 December 2027 and the grace period is over: you are no longer in good standing/,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay K300.00' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});

describe('/mobile_payment and the dashboard it ends on', () => {
  it('downloads the dashboard’s code while the member pays, so the move there needs none', async () => {
    // A signal drop as the paid payment moved to the dashboard failed that download, and the page
    // reloaded to an endless "Loading your dashboard…".
    renderRoute(
      [...paymentRoute, { path: '/dashboard', Component: NoPage }],
      '/mobile_payment?receivableId=8',
    );
    await screen.findByText('Your session has ended');
    const preloads = [...document.querySelectorAll('link[rel="modulepreload"]')];
    // The routes stub names every route module so; the built manifest names the dashboard's.
    expect(preloads.map((link) => link.getAttribute('href'))).toContain(
      'build/stub-path-to-module.js',
    );
  });
});
