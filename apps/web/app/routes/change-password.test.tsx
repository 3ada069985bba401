import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { scriptedClient } from '../test-support/editor-session';
import { renderRoute } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import ChangePassword from './change-password';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Where the hand-on lands; the dashboard has tests of its own. */
function DashboardStandIn() {
  return <h1>Dashboard</h1>;
}

/** Opens /change_password signed in as a member of `status`. */
async function openChangePassword(status: string) {
  server = await startScriptedServer(({ path }) => {
    if (path === '/coaz/api/current') {
      return {
        status: 200,
        body: { status: 'SUCCESSFUL', content: { user: { id: 4, username: 'demo.otp', status } } },
      };
    }
    return undefined;
  });
  const client = scriptedClient(server.url, {
    tokens: { accessToken: 'access', refreshToken: 'refresh' },
  });
  renderRoute(
    [
      { path: '/change_password', Component: ChangePassword },
      { path: '/dashboard', Component: DashboardStandIn },
    ],
    '/change_password?username=demo.otp',
    client,
  );
}

describe('/change_password', () => {
  it('asks a member still on a one-time password for their own', async () => {
    await openChangePassword('OTP');
    expect(await screen.findByRole('button', { name: 'Change password' })).toBeVisible();
  });

  it('takes a member who has replaced it on to the dashboard (the back button, an old link)', async () => {
    // The form used to be filled in again, only to be refused: no one-time password to replace.
    await openChangePassword('ACTIVE');
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
  });
});
