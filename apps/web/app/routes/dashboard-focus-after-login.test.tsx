import { createApiClient, memoryTokenStore } from '@coaz/api-client';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteLayout } from '../site/site-layout';
import { renderRoute } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import Dashboard from './dashboard';
import Login from './login';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  sessionStorage.clear();
});

const SAMPLE_USER = {
  id: 7,
  username: 'sample.member',
  status: 'ACTIVE',
  firstName: 'Sample',
  lastName: 'Member',
  phoneNumber: '260977123456',
};

const ACTIVE_SUMMARY = {
  status: 'ACTIVE',
  membershipNumber: 'COAZ-000007',
  membershipType: 'full_membership',
  membershipTypeName: 'Full Membership',
  professionalCategory: 'general',
  professionalCategoryName: 'Clinical Officer General',
  validUntil: '2027-12-06',
  goodStanding: true,
  goodStandingUntil: '2027-12-06',
  fee: null,
  application: null,
  todo: [],
};

function LoginPage() {
  return (
    <SiteLayout>
      <Login />
    </SiteLayout>
  );
}

function DashboardPage() {
  return (
    <SiteLayout>
      <Dashboard />
    </SiteLayout>
  );
}

/** Logs in as an active `role` through the login page and waits for the dashboard's heading. */
async function logInAs(role: 'member' | 'editor') {
  const user = { ...SAMPLE_USER, role };
  server = await startScriptedServer(({ path }) => {
    if (path === '/coaz/api/login') {
      return {
        status: 200,
        body: {
          access_token: 'access',
          refresh_token: 'refresh',
          status: 'SUCCESSFUL',
        },
      };
    }
    if (path === '/coaz/api/current') {
      return {
        status: 200,
        body: { status: 'SUCCESSFUL', content: { user }, message: 'ok' },
      };
    }
    if (path === '/coaz/api/membership') return { status: 200, body: ACTIVE_SUMMARY };
    return undefined;
  });
  const client = createApiClient({
    memberBaseUrl: `${server.url}/coaz/api/`,
    chatBaseUrl: `${server.url}/api/`,
    tokenStore: memoryTokenStore(),
    timeouts: { request: 5_000 },
  });
  const view = renderRoute(
    [
      { path: '/login', Component: LoginPage },
      { path: '/dashboard', Component: DashboardPage },
    ],
    '/login',
    client,
  );
  await userEvent.type(await screen.findByLabelText(/User name/), 'sample.member');
  await userEvent.type(screen.getByLabelText(/^Password/), 'Sample-2026!');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
  const heading = await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
  await waitFor(() => expect(heading).toHaveFocus());
  return { heading, container: view.container };
}

describe('the cursor after logging in', () => {
  it('lands on the dashboard’s heading, and Tab goes on to its menu, then to the page below', async () => {
    const { heading } = await logInAs('member');
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    // Where reading starts: nothing of the dashboard comes before the heading.
    expect(heading.compareDocumentPosition(menu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Notices' })).toHaveFocus();
    // Then the dashboard's own content, never back above the heading.
    await screen.findByRole('region', { name: 'Welcome, Sample Member' });
    await userEvent.tab();
    const main = document.querySelector('.dashboard__main');
    expect(main?.contains(document.activeElement)).toBe(true);
  });

  it('reaches an editor’s View and Edit switch first, as it is seen under the heading', async () => {
    const { container } = await logInAs('editor');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'View' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveFocus();
    await screen.findByRole('region', { name: 'Welcome, Sample Member' });
    await expectNoAxeViolations(container);
  });
});
