import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { scriptedClient } from '../test-support/editor-session';
import { renderRoute } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import { SiteLayout } from './site-layout';
import { LOGGED_OUT_NOTICE } from './use-header-logout';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  // The layout marks the document once the app runs; test files share it (isolate: false).
  delete document.documentElement.dataset.hydrated;
});

function Home() {
  return (
    <SiteLayout>
      <h1>Home page</h1>
    </SiteLayout>
  );
}

/** Renders `url` for a signed-in active member, with a server that accepts the logout. */
async function renderSignedIn(url: string) {
  server = await startScriptedServer(({ path }) => {
    if (path === '/coaz/api/current') {
      return {
        status: 200,
        body: {
          status: 'SUCCESSFUL',
          content: {
            user: { id: 1, username: 'demo.active', status: 'ACTIVE', firstName: 'Sample' },
          },
          message: 'ok',
        },
      };
    }
    if (path === '/coaz/api/logout') return { status: 200, body: { message: 'Logged out' } };
    return undefined;
  });
  const client = scriptedClient(server.url, {
    tokens: { accessToken: 'access', refreshToken: 'refresh' },
  });
  renderRoute([{ path: '/home', Component: Home }], url, client);
  const banner = screen.getByRole('banner');
  await within(banner).findAllByRole('link', { name: 'Sample' });
  return banner;
}

/** The header's two account corners: the phone menu's first, then the wide header's. */
function accountCorners(banner: HTMLElement): HTMLElement[] {
  return [...banner.querySelectorAll<HTMLElement>('[data-account-corner]')];
}

describe('logging out from the header', () => {
  it('on the home page, which stays, puts the cursor on the Log in link of the corner used and says so', async () => {
    const banner = await renderSignedIn('/home');
    const wide = accountCorners(banner)[1] as HTMLElement;
    await userEvent.click(within(wide).getByRole('button', { name: 'Log out' }));
    const login = await within(wide).findByRole('link', { name: 'Log in' });
    expect(login).toHaveFocus();
    expect(within(banner).getByRole('status')).toHaveTextContent(LOGGED_OUT_NOTICE);
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('from the phone menu, the cursor goes to the phone menu’s Log in link', async () => {
    const banner = await renderSignedIn('/home');
    const phone = accountCorners(banner)[0] as HTMLElement;
    await userEvent.click(within(banner).getByText('Menu', { selector: 'summary' }));
    await userEvent.click(within(phone).getByRole('button', { name: 'Log out' }));
    expect(await within(phone).findByRole('link', { name: 'Log in' })).toHaveFocus();
  });
});
