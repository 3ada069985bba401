import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { scriptedClient } from '../test-support/editor-session';
import { renderRoute } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import { startSignedInServer } from '../test-support/signed-in-server';
import { focusedSignedOutNotice } from '../test-support/signed-out-notice';
import Login from './login';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  sessionStorage.clear();
});

function Dashboard() {
  return <h1>Dashboard</h1>;
}

/** A move to /login with a notice in its state, as finished flows once made. */
function FinishedWithNotice() {
  return (
    <Navigate
      to="/login"
      state={{ notice: 'Your password has been changed. You are signed in.', username: 'demo.otp' }}
      replace
    />
  );
}

/** Opens /login in a tab whose session belongs to a member of `status`. */
async function openLoginSignedInAs(status: string) {
  server = await startSignedInServer(status);
  const client = scriptedClient(server.url, {
    tokens: { accessToken: 'access', refreshToken: 'refresh' },
  });
  return renderRoute([{ path: '/login', Component: Login }], '/login', client);
}

describe('/login for a member already logged in', () => {
  it('says who is logged in and links the dashboard, the form waiting behind Log out', async () => {
    const { container } = await openLoginSignedInAs('ACTIVE');
    const notice = (await screen.findByText('You are already logged in')).closest(
      '[role=status]',
    ) as HTMLElement;
    expect(notice).toHaveTextContent('You are logged in as Demo Active Member.');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('form', { name: 'Log in' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('logs out at a press and gives the form back, the cursor in its first field', async () => {
    await openLoginSignedInAs('ACTIVE');
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(screen.getByRole('form', { name: 'Log in' })).toBeVisible();
    expect(screen.getByLabelText(/User name or mobile number/)).toHaveFocus();
    expect(screen.queryByText('You are already logged in')).toBeNull();
    await waitFor(() =>
      expect(server?.requests.some((request) => request.path === '/coaz/api/logout')).toBe(true),
    );
  });

  it('says the member is logged out in a status region that was there before the press', async () => {
    await openLoginSignedInAs('ACTIVE');
    const logOut = await screen.findByRole('button', { name: 'Log out' });
    // A region added with its words is not read by every screen reader: it must wait there.
    const before = new Set(document.querySelectorAll('[role=status]'));
    await userEvent.click(logOut);
    const said = await screen.findByText('You are logged out.');
    expect(before.has(said.closest('[role=status]') as Element)).toBe(true);
    // The cursor stays in the form, which the line does not take.
    expect(screen.getByLabelText(/User name or mobile number/)).toHaveFocus();
  });

  it('says nothing of it to a member who has just logged in here, while the dashboard comes', async () => {
    const member = { id: 1, username: 'demo.active', status: 'ACTIVE', firstName: 'Demo' };
    server = await startScriptedServer(({ path }) => {
      if (path === '/coaz/api/login') {
        return {
          status: 200,
          body: { access_token: 'a', refresh_token: 'r', status: 'SUCCESSFUL', user: member },
        };
      }
      if (path === '/coaz/api/current') {
        return { status: 200, body: { status: 'SUCCESSFUL', content: { user: member } } };
      }
      return undefined;
    });
    // The dashboard's code still on its way, as on a slow phone: the login page stays meanwhile.
    let dashboardAsked = false;
    const dashboard = {
      path: '/dashboard',
      Component: Dashboard,
      loader: () => {
        dashboardAsked = true;
        return new Promise(() => undefined);
      },
    };
    renderRoute(
      [{ path: '/login', Component: Login }, dashboard],
      '/login',
      scriptedClient(server.url),
    );
    await userEvent.type(await screen.findByLabelText(/User name or mobile number/), 'demo.active');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(dashboardAsked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('You are already logged in')).toBeNull();
    expect(screen.getByRole('form', { name: 'Log in' })).toBeVisible();
  });

  it('shows the form, with no such notice, to a member still in a follow-up flow', async () => {
    await openLoginSignedInAs('PENDING_PAYMENT');
    await waitFor(() =>
      expect(server?.requests.some((request) => request.path === '/coaz/api/current')).toBe(true),
    );
    // Let the answer reach the page before looking for the notice.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('You are already logged in')).toBeNull();
    expect(screen.getByRole('form', { name: 'Log in' })).toBeVisible();
  });
});

describe('/login and the state of the move that led there', () => {
  // Every finished flow (payment, new password, registration, recovery) goes on to the dashboard
  // signed in (useFinishFlow), whose heading reads its notice; none comes here with one. A notice
  // drawn here as a status with the page would not be reliably read, so none is drawn at all.
  it('draws no notice and fills in no user name from it', async () => {
    server = await startScriptedServer(() => undefined);
    renderRoute(
      [
        { path: '/login', Component: Login },
        { path: '/finished', Component: FinishedWithNotice },
      ],
      '/finished',
      scriptedClient(server.url),
    );
    expect(await screen.findByLabelText(/User name or mobile number/)).toHaveValue('');
    expect(screen.queryByText('Your password has been changed. You are signed in.')).toBeNull();
  });
});

describe('/login after the session ended', () => {
  // The page loads anew (`window.location.assign`), and the notice came once the app ran, as a
  // status drawn with its words: a live region says what changes in it, so it was not reliably read
  // at all, and as the heading's description screen readers often skipped it. As on the dashboard,
  // the notice takes the cursor while the visitor has not put it anywhere.
  it('gives the notice the cursor, and puts it in no live region', async () => {
    server = await startScriptedServer(() => undefined);
    const { container } = renderRoute(
      [{ path: '/login', Component: Login }],
      '/login?session=ended',
      scriptedClient(server.url),
    );
    const notice = await focusedSignedOutNotice();
    expect(notice.textContent).toMatch(
      /You were signed out\s*Your session ended\. Log in again to go on\./,
    );
    const heading = screen.getByRole('heading', { name: 'Log in', level: 1 });
    expect(heading).not.toHaveAttribute('aria-describedby');
    expect(
      [...document.querySelectorAll('[role="status"], [role="alert"], [aria-live]')].filter(
        (region) => region.textContent?.includes('signed out'),
      ),
    ).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('leaves the cursor where the visitor put it before the notice came', async () => {
    server = await startScriptedServer(() => undefined);
    const outside = document.createElement('button');
    document.body.append(outside);
    outside.focus();
    try {
      renderRoute(
        [{ path: '/login', Component: Login }],
        '/login?session=ended',
        scriptedClient(server.url),
      );
      await screen.findByText('You were signed out');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(outside).toHaveFocus();
    } finally {
      outside.remove();
    }
  });

  it('leaves the heading undescribed and the cursor alone when no session ended', async () => {
    server = await startScriptedServer(() => undefined);
    renderRoute([{ path: '/login', Component: Login }], '/login', scriptedClient(server.url));
    const heading = screen.getByRole('heading', { name: 'Log in', level: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heading).not.toHaveAttribute('aria-describedby');
    expect(heading).not.toHaveFocus();
  });
});
