import type { MemberProfile } from '@coaz/api-client/membership';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pathAfterSessionEnd } from '../api/site-providers';
import Login from '../routes/login';
import MobilePayment from '../routes/mobile-payment';
import { scriptedClient } from '../test-support/editor-session';
import { renderRoute, TestProviders } from '../test-support/render-route';
import {
  type ScriptedAnswer,
  type ScriptedRequest,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
import { focusedSignedOutNotice } from '../test-support/signed-out-notice';
import { MobilePaymentForm } from './mobile-payment-form';
import { ProfileEditor } from './profile-editor';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

const PAYER = {
  id: 5,
  username: 'demo.payment',
  status: 'PENDING_PAYMENT',
  role: 'member',
  firstName: 'Demo',
  lastName: 'Payment Member',
  phoneNumber: '260977000005',
};
const ACTIVE = {
  ...PAYER,
  id: 1,
  username: 'demo.active',
  status: 'ACTIVE',
  lastName: 'Active Member',
};
const FEE = {
  receivableId: 12,
  description: 'Annual subscription 2026',
  amount: 300,
  currency: 'ZMW',
  paid: false,
};
const PAYMENT_ADDRESS = '/mobile_payment?userId=5&receivableId=12&criteriaId=1&sponsor=SELF';
const PROFILE: MemberProfile = {
  firstName: 'Sample',
  lastName: 'Member',
  email: 'sample.member@example.org',
  phoneNumber: '260971234567',
  districtId: 7,
  provinceId: 2,
  country: null,
  mayLiveAbroad: false,
  hasPhoto: false,
};
const DISTRICTS = [
  { id: 7, name: 'Kabwe', province: 'Central', provinceId: 2 },
  { id: 9, name: 'Ndola', province: 'Copperbelt', provinceId: 3 },
];

/**
 * The member service for `member`: signed in until `session.ended`, when every call and the
 * refresh are refused, as after a logout elsewhere or a password reset; a login starts anew.
 */
function memberServer(member: typeof PAYER, session: { ended: boolean }) {
  return ({ method, path }: ScriptedRequest): ScriptedAnswer | undefined => {
    if (path === '/coaz/api/login') {
      session.ended = false;
      return {
        status: 200,
        body:
          member.status === 'ACTIVE'
            ? { access_token: 'a2', refresh_token: 'r2', status: 'SUCCESSFUL', user: member }
            : {
                access_token: 'a2',
                refresh_token: 'r2',
                status: 'PENDING_PAYMENT',
                user: member,
                tariff: { receivableId: 12, criteriaId: 1 },
              },
      };
    }
    if (path === '/coaz/api/districts') return { status: 200, body: DISTRICTS };
    if (session.ended) return { status: 401, body: { error: 'token_invalid', message: 'Revoked' } };
    if (path === '/coaz/api/current') {
      return { status: 200, body: { status: 'SUCCESSFUL', content: { user: member } } };
    }
    if (path === '/coaz/api/receivables/12') return { status: 200, body: FEE };
    if (path === '/coaz/api/profile' && method === 'GET') return { status: 200, body: PROFILE };
    if (path === '/coaz/api/profile') return { status: 200, body: PROFILE };
    if (method === 'POST' && path === '/coaz/api/payments') {
      return {
        status: 202,
        body: { paymentId: 'p-1', status: 'PENDING', message: 'Approve the prompt on your phone' },
      };
    }
    return undefined;
  };
}

/** Logs in at the page the session's end led to, as the member who typed. */
async function logInAgain(username: string) {
  await userEvent.type(screen.getByLabelText(/User name/), username);
  await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-2026!');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the session ending while a member form holds unsaved text', () => {
  it('keeps the payment’s network and number, says so at the login, and brings them back after it', async () => {
    const session = { ended: false };
    server = await startScriptedServer(memberServer(PAYER, session));
    window.history.replaceState(null, '', PAYMENT_ADDRESS);
    let next: string | undefined;
    const paying = scriptedClient(server.url, {
      tokens: { accessToken: 'a1', refreshToken: 'r1' },
      onSessionExpired: () => {
        next = pathAfterSessionEnd();
      },
    });
    render(
      <TestProviders client={paying}>
        <MobilePaymentForm receivableId="12" onPaid={() => {}} />
      </TestProviders>,
    );
    await screen.findByText('Annual subscription 2026');
    // Wait until the member is known, as on the page, where the header asked long before: the
    // form then holds their own number, which they change to another phone's.
    const number = screen.getByLabelText(/^Mobile money number/);
    await waitFor(() => expect(number).toHaveValue('0977 000 005'));
    await userEvent.click(screen.getByLabelText(/Airtel/));
    await userEvent.clear(number);
    await userEvent.type(number, '0971234567');
    session.ended = true;
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(next).toBe('/login?session=ended'));
    const kept = sessionStorage.getItem('coaz.studio.unsaved.payment.12') ?? '';
    expect(kept).toContain('0971234567');
    expect(kept).toContain('demo.payment');
    cleanup();

    // The page loads the login anew: a fresh client with no tokens.
    const { container } = renderRoute(
      [
        { path: '/login', Component: Login },
        { path: '/mobile_payment', Component: MobilePayment },
      ],
      '/login?session=ended',
      scriptedClient(server.url),
    );
    // Read where the cursor lands, on the notice (no live region: see login.test.tsx).
    expect((await focusedSignedOutNotice()).textContent).toContain(
      'Your session ended before your payment was sent. What you typed is kept in this browser tab',
    );
    await logInAgain('demo.payment');

    const form = await screen.findByRole('form', { name: 'Pay by mobile money' });
    await waitFor(() =>
      expect(within(form).getByLabelText(/^Mobile money number/)).toHaveValue('0971234567'),
    );
    expect(within(form).getByLabelText(/Airtel/)).toBeChecked();
    expect(
      within(form).getByText('Restored what you typed before you were signed out'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await userEvent.click(within(form).getByRole('button', { name: /^Pay / }));
    await screen.findByText('Approve the prompt on your phone');
    expect(
      server.requests.filter((request) => request.method === 'POST').at(-1)?.body,
    ).toMatchObject({ network: 'AIRTEL', phoneNumber: '0971234567' });
    // The prompt is on the phone: nothing is kept any more.
    expect(sessionStorage.getItem('coaz.studio.unsaved.payment.12')).toBeNull();
  });

  it('keeps the profile’s e-mail, district and new number but never a password, for the member who typed them', async () => {
    const session = { ended: false };
    server = await startScriptedServer(memberServer(ACTIVE, session));
    window.history.replaceState(null, '', '/dashboard');
    let next: string | undefined;
    const editing = scriptedClient(server.url, {
      tokens: { accessToken: 'a1', refreshToken: 'r1' },
      onSessionExpired: () => {
        next = pathAfterSessionEnd();
      },
    });
    render(
      <TestProviders client={editing}>
        <ProfileEditor />
      </TestProviders>,
    );
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveValue(PROFILE.email));
    await userEvent.clear(email);
    await userEvent.type(email, 'sample.changed@example.org');
    await userEvent.selectOptions(screen.getByLabelText(/^District/), 'Ndola, Copperbelt');
    await userEvent.type(
      screen.getAllByLabelText(/^Current password/)[0] as HTMLElement,
      'Demo-2026!',
    );
    await userEvent.type(screen.getByLabelText(/^New mobile number/), '0961234567');
    session.ended = true;
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(next).toBe('/login?session=ended'));
    const kept = sessionStorage.getItem('coaz.studio.unsaved.profile.new') ?? '';
    expect(kept).toContain('sample.changed@example.org');
    expect(kept).toContain('0961234567');
    expect(kept).not.toContain('Demo-2026!');
    cleanup();

    // Someone else signed in at this tab gets none of it.
    await server.close();
    server = await startScriptedServer(
      memberServer({ ...ACTIVE, username: 'demo.editor' }, { ended: false }),
    );
    renderRoute(
      [{ path: '/dashboard', Component: ProfileEditor }],
      '/dashboard',
      scriptedClient(server.url, { tokens: { accessToken: 'a3', refreshToken: 'r3' } }),
    );
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveValue(PROFILE.email));
    expect(screen.getByLabelText(/^New mobile number/)).toHaveValue('');
    expect(screen.queryByText('Restored what you typed before you were signed out')).toBeNull();
    cleanup();

    // The member who typed them logs in: the dashboard's editor has them, not saved yet.
    await server.close();
    server = await startScriptedServer(memberServer(ACTIVE, { ended: false }));
    const { container } = renderRoute(
      [
        { path: '/login', Component: Login },
        { path: '/dashboard', Component: ProfileEditor },
      ],
      '/login?session=ended',
      scriptedClient(server.url),
    );
    expect((await focusedSignedOutNotice()).textContent).toContain(
      'Your session ended before your changes to your details were saved.',
    );
    await logInAgain('demo.active');
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveValue('sample.changed@example.org'),
    );
    expect(screen.getByLabelText(/^District/)).toHaveValue('9');
    expect(screen.getByLabelText(/^New mobile number/)).toHaveValue('0961234567');
    expect(screen.getAllByLabelText(/^Current password/)[0]).toHaveValue('');
    expect(
      screen.getByText('Restored what you typed before you were signed out'),
    ).toBeInTheDocument();
    // The cursor is in the editor, far down the dashboard on a phone.
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    await expectNoAxeViolations(container);
  });
});
