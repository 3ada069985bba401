import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { scriptedClient } from '../test-support/editor-session';
import { renderRoute } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import { SiteLayout } from './site-layout';

// A visitor on a phone opened the menu and found "Log in" and no way to join: the Membership group
// lists the types only, and the home page's "Join us" sits below the first screen.

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  delete document.documentElement.dataset.hydrated;
});

function Page() {
  return (
    <SiteLayout>
      <h1>Page</h1>
    </SiteLayout>
  );
}

/** The header's two account corners: the phone menu's first, then the wide header's. */
function accountCorners(): HTMLElement[] {
  return [...screen.getByRole('banner').querySelectorAll<HTMLElement>('[data-account-corner]')];
}

describe('the phone menu’s way to join', () => {
  it('offers a visitor "Join COAZ" beside "Log in", and leaves the wide header’s row as it was', async () => {
    const { container } = renderRoute([{ path: '/about', Component: Page }], '/about');
    await userEvent.click(screen.getByText('Menu', { selector: 'summary' }));
    const [phone, wide] = accountCorners() as [HTMLElement, HTMLElement];
    expect(within(phone).getByRole('link', { name: 'Join COAZ' })).toHaveAttribute('href', '/join');
    expect(within(phone).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(within(wide).queryByRole('link', { name: 'Join COAZ' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('does not offer a signed-in member to join', async () => {
    server = await startScriptedServer(({ path }) =>
      path === '/coaz/api/current'
        ? {
            status: 200,
            body: {
              status: 'SUCCESSFUL',
              content: {
                user: { id: 1, username: 'demo.active', status: 'ACTIVE', firstName: 'Sample' },
              },
              message: 'ok',
            },
          }
        : undefined,
    );
    const client = scriptedClient(server.url, {
      tokens: { accessToken: 'access', refreshToken: 'refresh' },
    });
    renderRoute([{ path: '/about', Component: Page }], '/about', client);
    const banner = screen.getByRole('banner');
    await within(banner).findAllByRole('link', { name: 'Sample' });
    expect(within(banner).queryByRole('link', { name: 'Join COAZ' })).toBeNull();
  });
});
