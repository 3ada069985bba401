import { createApiClient, memoryTokenStore } from '@coaz/api-client';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { markChosenLogout } from '../site/chosen-logout';
import { renderRoute } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import Dashboard from './dashboard';

let server: ScriptedServer | undefined;
afterEach(async () => {
  markChosenLogout(false);
  await server?.close();
  server = undefined;
});

function LoginPage() {
  return <h1>Login page</h1>;
}

function HomePage() {
  return <h1>Home page</h1>;
}

/**
 * Opens the dashboard for a visitor the server no longer knows (a session just ended), with a
 * second route that says when the visitor reaches the login or the home page.
 */
async function openSignedOutDashboard() {
  server = await startScriptedServer(({ path }) =>
    path === '/coaz/api/current'
      ? { status: 200, body: { status: 'SUCCESSFUL', content: { user: null }, message: 'ok' } }
      : undefined,
  );
  const client = createApiClient({
    memberBaseUrl: `${server.url}/coaz/api/`,
    chatBaseUrl: `${server.url}/api/`,
    tokenStore: memoryTokenStore(),
    timeouts: { request: 5_000 },
  });
  renderRoute(
    [
      { path: '/dashboard', Component: Dashboard },
      { path: '/login', Component: LoginPage },
      { path: '/home', Component: HomePage },
    ],
    '/dashboard',
    client,
  );
}

describe('the dashboard without a member', () => {
  it('sends the visitor to the login', async () => {
    await openSignedOutDashboard();
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
  });

  it('leaves the move to the header while a Log out the member pressed takes them home', async () => {
    // Both reacted to the session's end; in a browser the dashboard's move could run first, and
    // a Log out pressed on the dashboard ended on the login page.
    markChosenLogout(true);
    await openSignedOutDashboard();
    // The header is not drawn here (its move home is tested in use-header-logout.test.tsx). The
    // first test's move to the login comes within the same second (Testing Library's wait).
    await screen.findByText('Loading your dashboard…');
    await new Promise((settled) => setTimeout(settled, 1_000));
    expect(screen.queryByRole('heading', { name: 'Login page' })).toBeNull();
  });
});
