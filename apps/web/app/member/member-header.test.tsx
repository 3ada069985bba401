import { createApiClient, memoryTokenStore } from '@coaz/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chosenLogoutUnderWay } from '../site/chosen-logout';
import { SiteLayout } from '../site/site-layout';
import { renderRoute } from '../test-support/render-route';
import type { ScriptedServer } from '../test-support/scripted-server';
import { startSignedInServer } from '../test-support/signed-in-server';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function Page() {
  return (
    <SiteLayout>
      <h1>About</h1>
    </SiteLayout>
  );
}

function Home() {
  return <h1>Home page</h1>;
}

async function renderAs(status: string) {
  server = await startSignedInServer(status);
  const tokenStore = memoryTokenStore();
  tokenStore.write({ accessToken: 'access', refreshToken: 'refresh' });
  const client = createApiClient({
    memberBaseUrl: `${server.url}/coaz/api/`,
    chatBaseUrl: `${server.url}/api/`,
    tokenStore,
    timeouts: { request: 2_000 },
  });
  renderRoute(
    [
      { path: '/about', Component: Page },
      { path: '/home', Component: Home },
    ],
    '/about',
    client,
  );
  return tokenStore;
}

describe('the header’s account corner', () => {
  it('names an active member, links the dashboard, and logs out to /home', async () => {
    const tokenStore = await renderAs('ACTIVE');
    const banner = screen.getByRole('banner');
    const name = (await within(banner).findAllByRole('link', { name: 'Demo Active Member' }))[0];
    expect(name).toHaveAttribute('href', '/dashboard');
    // The verb, in both corners (the phone menu's and the wide header's), never the noun "Logout".
    expect(within(banner).getAllByRole('button', { name: 'Log out' })).toHaveLength(2);
    expect(within(banner).queryByText(/logout/i)).toBeNull();
    await userEvent.click(
      within(banner).getAllByRole('button', { name: 'Log out' })[0] as HTMLElement,
    );
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    // The move home is over, though this home page draws no header: a signed-out visit to the
    // dashboard is sent to the login again.
    await waitFor(() => expect(chosenLogoutUnderWay()).toBe(false));
    expect(tokenStore.read()).toBeNull();
    expect(server?.requests.some((request) => request.path === '/coaz/api/logout')).toBe(true);
  });

  it('keeps the Log in link for a member still in a follow-up flow', async () => {
    await renderAs('PENDING_PAYMENT');
    await vi.waitFor(() =>
      expect(server?.requests.some((request) => request.path === '/coaz/api/current')).toBe(true),
    );
    // Let the answer reach the header before looking for the name.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('link', { name: 'Demo Active Member' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', '/login');
  });
});
