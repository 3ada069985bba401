import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient, memoryTokenStore } from '@coaz/api-client';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Navigate, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginNotice } from '../member/login-notice';
import { useFinishFlow } from '../member/use-finish-flow';
import { useMembershipSummary } from '../member/use-membership';
import * as partLoaders from '../studio/dashboard-part-loaders';
import { renderRoute, TestProviders, testApiClient } from '../test-support/render-route';
import { SAMPLE_APPLICATION } from '../test-support/sample-application';
import {
  type ScriptedAnswer,
  type ScriptedRequest,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
import Dashboard from './dashboard';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

/**
 * Opens the dashboard signed in as an active member with `role`; `answer` decides first, and
 * other reads answer 404.
 */
async function openDashboardAs(
  role: 'member' | 'admin',
  answer?: ScriptedAnswerer,
  state?: LoginNotice,
  start?: string,
) {
  server = await startScriptedServer(async (request) => {
    const { path } = request;
    const decided = await answer?.(request);
    if (decided) return decided;
    if (path === '/coaz/api/current') {
      return {
        status: 200,
        body: {
          status: 'SUCCESSFUL',
          content: {
            user: {
              id: 1,
              username: `demo.${role}`,
              status: 'ACTIVE',
              role,
              firstName: 'Sample',
              lastName: 'Member',
              phoneNumber: '260977123456',
            },
          },
          message: 'ok',
        },
      };
    }
    if (path === '/coaz/api/dues') {
      return {
        status: 200,
        body: {
          items: [{ membershipType: 'full_membership', name: 'Full Membership', amount: 300 }],
        },
      };
    }
    if (path.startsWith('/coaz/api/admin/applications'))
      return { status: 200, body: { items: [] } };
    if (path === '/coaz/api/admin/refunds') return { status: 200, body: { items: [] } };
    return undefined;
  });
  const tokenStore = memoryTokenStore();
  tokenStore.write({ accessToken: 'access', refreshToken: 'refresh' });
  const client = createApiClient({
    memberBaseUrl: `${server.url}/coaz/api/`,
    chatBaseUrl: `${server.url}/api/`,
    tokenStore,
    timeouts: { request: 5_000 },
  });
  renderRoute(
    [
      { path: '/dashboard', Component: Dashboard },
      { path: '/finished', Component: FinishedFlow },
      { path: '/paying', Component: PayingPage },
    ],
    start ?? (state ? `/finished?${new URLSearchParams({ notice: state.notice })}` : '/dashboard'),
    client,
  );
  if (!start) await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
}

/** A follow-up flow's page that shows the membership, as /join does, and finishes on a press. */
function PayingPage() {
  const finish = useFinishFlow();
  useMembershipSummary();
  return (
    <button type="button" onClick={() => void finish({ notice: 'Payment received.' })}>
      Finish
    </button>
  );
}

const ACTIVE_SUMMARY = {
  status: 'ACTIVE',
  membershipNumber: 'COAZ-000001',
  membershipType: 'full_membership',
  membershipTypeName: 'Full Membership',
  professionalCategory: 'general',
  professionalCategoryName: 'Clinical Officer General',
  validUntil: '2027-12-05',
  goodStanding: true,
  goodStandingUntil: '2027-12-05',
  fee: null,
  application: null,
  todo: [],
};

/** Arrives at the dashboard as a finished flow does (useFinishFlow): a move with its notice. */
function FinishedFlow() {
  const [searchParams] = useSearchParams();
  return <Navigate to="/dashboard" state={{ notice: searchParams.get('notice') }} replace />;
}

type ScriptedAnswerer = (request: ScriptedRequest) => Promise<ScriptedAnswer | undefined>;

describe('the dashboard’s welcome', () => {
  // On a throttled phone the welcome and the card (what needs doing) were simply absent until the
  // membership came, with nothing said: the sections below them loaded first.
  it('says the membership is loading, once, until it comes', async () => {
    let release = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    await openDashboardAs('member', async ({ path }) => {
      if (path !== '/coaz/api/membership') return undefined;
      await slow;
      return {
        status: 200,
        body: {
          status: 'ACTIVE',
          membershipNumber: 'COAZ-000001',
          membershipType: 'full_membership',
          membershipTypeName: 'Full Membership',
          professionalCategory: 'general',
          professionalCategoryName: 'Clinical Officer General',
          validUntil: '2027-12-05',
          goodStanding: true,
          goodStandingUntil: '2027-12-05',
          fee: null,
          application: null,
          todo: [],
        },
      };
    });
    const loading = screen
      .getAllByRole('status')
      .filter((status) => status.textContent?.includes('Loading your membership…'));
    expect(loading).toHaveLength(1);
    release();
    expect(await screen.findByRole('region', { name: 'Welcome, Sample Member' })).toHaveTextContent(
      'You are a member in good standing until 5 December 2027.',
    );
    expect(screen.queryByText('Loading your membership…')).toBeNull();
  });
});

describe('arriving at the dashboard from a finished flow', () => {
  // The dashboard, its welcome and the profile editor each read the summary, and the flow's end
  // had every cached query read again by the page being left: 2-4 reads of one summary.
  it('reads the membership summary once, shared by every part that shows it', async () => {
    await openDashboardAs(
      'member',
      async ({ path }) =>
        path === '/coaz/api/membership' ? { status: 200, body: ACTIVE_SUMMARY } : undefined,
      undefined,
      '/paying',
    );
    const summaryReads = () =>
      server?.requests.filter(
        ({ method, path }) => method === 'GET' && path === '/coaz/api/membership',
      ).length;
    await waitFor(() => expect(summaryReads()).toBe(1));
    const before = summaryReads();
    await userEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(await screen.findByRole('region', { name: 'Welcome, Sample Member' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Change my details' })).toBeVisible();
    // Time for any read a late-mounting part would start.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(summaryReads()).toBe((before ?? 0) + 1);
  });
});

describe('the notice a finished flow brings', () => {
  // As the heading's description (the heading taking the cursor on the move here) it was often
  // not read: screen readers skip a static heading's description. A status drawn in the same
  // render as the page is not reliably read either (a live region says what changes in it), and
  // both at once would be heard twice. So the notice takes the cursor, as the app's other
  // confirmations do, and is no live region.
  it('takes the cursor, and is read there only', async () => {
    const notice = 'Payment received; your membership is active. Your receipt is below.';
    await openDashboardAs('member', undefined, { notice });
    const line = screen.getByText(notice).closest('[tabindex="-1"]');
    await waitFor(() => expect(line).toHaveFocus());
    expect(line).toHaveTextContent(`Success: ${notice}`);
    expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).not.toHaveAttribute(
      'aria-describedby',
    );
    expect(
      [...document.querySelectorAll('[role="status"], [role="alert"], [aria-live]')].filter(
        (region) => region.textContent?.includes(notice),
      ),
    ).toEqual([]);
  });

  it('comes before the menu, so Tab goes on from it to the menu as it is seen', async () => {
    const notice = 'Payment received; your membership is active. Your receipt is below.';
    await openDashboardAs('member', undefined, { notice });
    const line = screen.getByText(notice).closest('[tabindex="-1"]');
    await waitFor(() => expect(line).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveFocus();
  });
});

describe('the dashboard’s admin screens', () => {
  it('offers an admin the annual subscriptions beside the applications', async () => {
    await openDashboardAs('admin');
    expect(await screen.findByRole('region', { name: 'Applications to review' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Annual subscriptions' })).toBeVisible();
    expect(
      await screen.findByRole('form', { name: 'Annual subscription of Full Membership' }),
    ).toBeVisible();
  });

  it('shows an admin the refunds due beside them', async () => {
    await openDashboardAs('admin');
    const refunds = await screen.findByRole('region', { name: 'Refunds due' });
    expect(await within(refunds).findByText('No refunds are due.')).toBeVisible();
  });

  // On a phone the admin's dashboard is many screens tall, and its menu named none of the tools.
  it('links each of the secretariat’s tools from the menu, at its heading', async () => {
    await openDashboardAs('admin');
    await screen.findByRole('region', { name: 'Refunds due' });
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    const links = [
      ['Review applications', 'Applications to review'],
      ['Find a member', 'Find a member'],
      ['Bill a subscription', 'Bill a member’s subscription'],
      ['Record office or bank payments', 'Payments received at the office or by bank'],
      ['Who paid, by month', 'Payments received'],
      ['Subscription amounts', 'Annual subscriptions'],
      ['Refunds to pay back', 'Refunds due'],
    ] as const;
    for (const [label, heading] of links) {
      const href = within(menu).getByRole('link', { name: label }).getAttribute('href') ?? '';
      expect(href).toMatch(/^#/);
      expect(document.getElementById(href.slice(1))).toHaveTextContent(heading);
    }
  });

  it('never offers them to a member who is not an admin', async () => {
    await openDashboardAs('member');
    expect(
      within(screen.getByRole('navigation', { name: 'Dashboard' })).queryByRole('link', {
        name: 'Find a member',
      }),
    ).toBeNull();
    expect(await screen.findByRole('region', { name: 'Receipts' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Annual subscriptions' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Applications to review' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Refunds due' })).toBeNull();
    expect(server?.requests.some((request) => request.path.includes('/admin/'))).toBe(false);
  });
});

describe('a dashboard part whose download failed', () => {
  // A dropped connection, or a new release whose files replaced the old ones, failed the download
  // of the secretariat's tools, and the whole dashboard gave way to an error page.
  it('says so in its place, keeps the rest of the dashboard, and loads it on Try again', async () => {
    const download = partLoaders.loadApplicationsReview;
    const load = vi.spyOn(partLoaders, 'loadApplicationsReview');
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    load
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      // The second download takes a while, as it does on slow data.
      .mockImplementationOnce(async () => {
        await arrived;
        return download();
      });
    await openDashboardAs('admin');
    expect(await screen.findByText("The secretariat's tools could not be loaded")).toBeVisible();
    expect(screen.getByRole('region', { name: 'Receipts' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // The pressed button is gone: the cursor stays at the part, on its loading state, not on the
    // page's heading, from which Tab went through the whole menu to come back here.
    const part = document.activeElement as HTMLElement;
    expect(part).toContainElement(screen.getByText("Loading the secretariat's tools…"));
    expect(part).not.toContainElement(screen.getByRole('navigation', { name: 'Dashboard' }));
    arrive();
    expect(
      await within(part).findByRole('region', { name: 'Applications to review' }),
    ).toBeVisible();
    expect(within(part).getByRole('region', { name: 'Annual subscriptions' })).toBeVisible();
    expect(part).toHaveFocus();
    // Tab goes on into the part.
    await userEvent.tab();
    expect(part).toContainElement(document.activeElement as HTMLElement);
    await expectNoAxeViolations(document.body);
  });
});

describe('the dashboard’s profile', () => {
  it('names the secretariat’s role and shows the phone number as members write it', async () => {
    await openDashboardAs('admin');
    const profile = await screen.findByRole('region', { name: 'My profile' });
    expect(profile).toHaveTextContent('RoleSecretariat administrator');
    expect(profile).toHaveTextContent('Phone0977 123 456');
  });

  it('names a member’s role plainly', async () => {
    await openDashboardAs('member');
    const profile = await screen.findByRole('region', { name: 'My profile' });
    expect(profile).toHaveTextContent('RoleMember');
  });
});

describe('the dashboard’s Notices link', () => {
  // It opened the news page at its top, so a member on a phone scrolled past every news item and
  // the events to find the notices; the home page and the site search link them where they are.
  it('opens the notices on the news page, where they are', async () => {
    await openDashboardAs('member');
    const sections = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(sections).getByRole('link', { name: 'Notices' })).toHaveAttribute(
      'href',
      '/news#published-contents',
    );
  });
});

/** `GET membership` of the secretariat's own account: ACTIVE, with no membership at all. */
const NO_MEMBERSHIP = {
  status: 'ACTIVE',
  membershipNumber: null,
  membershipType: null,
  membershipTypeName: null,
  professionalCategory: null,
  professionalCategoryName: null,
  validUntil: null,
  goodStanding: true,
  goodStandingUntil: null,
  fee: null,
  application: null,
  todo: [],
};

const WAITING_APPLICATION = SAMPLE_APPLICATION;

const RECEIPT = {
  id: 3,
  receiptNumber: 'R2026-000003',
  issuedAt: '2026-12-06T08:00:00.000Z',
  description: 'Full Membership: annual subscription',
  amount: 300,
  currency: 'ZMW',
  network: 'MTN',
};

describe('the secretariat’s own dashboard', () => {
  it('counts a waiting application as something to do, never "Nothing needs doing now"', async () => {
    await openDashboardAs('admin', async ({ path }) => {
      if (path === '/coaz/api/membership') return { status: 200, body: NO_MEMBERSHIP };
      if (path === '/coaz/api/admin/applications?status=SUBMITTED')
        return { status: 200, body: { items: [WAITING_APPLICATION] } };
      return undefined;
    });
    const review = await screen.findByRole('region', { name: 'Applications to review' });
    await within(review).findByRole('heading', { name: /Sample Applicant/ });
    const welcome = screen.getByRole('region', { name: 'Welcome, Sample Member' });
    expect(
      await within(welcome).findByText(/1 application is waiting for your review/),
    ).toBeVisible();
    expect(within(welcome).queryByText(/Nothing needs doing/)).toBeNull();
  });

  // "Receipts: No payments yet" and "Membership history: Nothing recorded yet" said nothing about
  // an account that holds no membership and never will.
  it('leaves out receipts and history when the account holds no membership and has none', async () => {
    await openDashboardAs('admin', async ({ path }) => {
      if (path === '/coaz/api/membership') return { status: 200, body: NO_MEMBERSHIP };
      if (path === '/coaz/api/receipts' || path === '/coaz/api/membership/history')
        return { status: 200, body: { items: [] } };
      return undefined;
    });
    const welcome = await screen.findByRole('region', { name: 'Welcome, Sample Member' });
    expect(await within(welcome).findByText('Nothing needs doing now.')).toBeVisible();
    expect(await screen.findByRole('region', { name: 'My profile' })).toBeVisible();
    await waitFor(() =>
      expect(
        server?.requests.filter((request) =>
          ['/coaz/api/receipts', '/coaz/api/membership/history'].includes(request.path),
        ),
      ).toHaveLength(2),
    );
    expect(screen.queryByRole('region', { name: 'Receipts' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Membership history' })).toBeNull();
    expect(screen.queryByText('No payments yet.')).toBeNull();
    expect(screen.queryByText('Nothing recorded yet.')).toBeNull();
  });

  it('still shows them to an admin who is also a paying member', async () => {
    await openDashboardAs('admin', async ({ path }) => {
      if (path === '/coaz/api/membership')
        return {
          status: 200,
          body: {
            ...NO_MEMBERSHIP,
            membershipNumber: 'COAZ-000009',
            membershipType: 'full_membership',
            membershipTypeName: 'Full Membership',
            validUntil: '2027-12-05',
            goodStandingUntil: '2027-12-05',
          },
        };
      if (path === '/coaz/api/receipts') return { status: 200, body: { items: [RECEIPT] } };
      if (path === '/coaz/api/membership/history') return { status: 200, body: { items: [] } };
      return undefined;
    });
    const receipts = await screen.findByRole('region', { name: 'Receipts' });
    expect(await within(receipts).findByText(/Full Membership: annual subscription/)).toBeVisible();
    const history = screen.getByRole('region', { name: 'Membership history' });
    expect(await within(history).findByText('Nothing recorded yet.')).toBeVisible();
  });
});

describe('the dashboard before the app starts', () => {
  // A paid member's dashboard code failed to download; React Router reloaded the page, and the
  // server's "Loading your dashboard…" spun for a minute and more with nothing to press.
  it('offers a reload after a long wait, in the server’s HTML and by CSS alone', () => {
    document.body.innerHTML = renderToString(
      <MemoryRouter initialEntries={['/dashboard?mode=edit']}>
        <TestProviders client={testApiClient()}>
          <Dashboard />
        </TestProviders>
      </MemoryRouter>,
    );
    const styles = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), '../member/member-portal.css'),
      'utf8',
    );
    const style = document.createElement('style');
    style.textContent = styles;
    document.head.append(style);
    try {
      expect(screen.getByText('Loading your dashboard…')).toBeInTheDocument();
      const line = screen.getByText(/This is taking long on your connection/);
      expect(line).toHaveTextContent('This is taking long on your connection: reload the page.');
      // A plain link to the page itself: it reloads without the app.
      const reload = within(line).getByText('reload the page');
      expect(reload.tagName).toBe('A');
      expect(reload).toHaveAttribute('href', '/dashboard?mode=edit');
      // Hidden at first, so a quick start never shows it; revealed by a delayed animation, which
      // needs no script.
      expect(getComputedStyle(line).visibility).toBe('hidden');
      const rule = new RegExp(
        `\\.${line.className}\\s*{[^}]*animation:\\s*([\\w-]+) 0s (\\d+)s forwards`,
      );
      const [, name, delay] = rule.exec(styles) ?? [];
      expect(Number(delay)).toBeGreaterThanOrEqual(10);
      expect(Number(delay)).toBeLessThanOrEqual(30);
      expect(styles).toMatch(
        new RegExp(`@keyframes ${name}\\s*{\\s*to\\s*{\\s*visibility: visible;`),
      );
    } finally {
      style.remove();
      document.body.innerHTML = '';
    }
  });
});
