import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findRefusal, problemSummary } from '../test-support/form-messages';
import { TestProviders, testApiClient } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import { LoginForm } from './login-form';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  sessionStorage.clear();
});

function renderForm(url: string, onLoggedIn = vi.fn()) {
  const view = render(
    <MemoryRouter>
      <TestProviders client={testApiClient(url)}>
        <LoginForm onLoggedIn={onLoggedIn} />
      </TestProviders>
    </MemoryRouter>,
  );
  return { ...view, onLoggedIn };
}

// The server's answer to a login it accepts for an account that must set a new password.
const ACCEPTED_OTP_LOGIN = {
  status: 200,
  body: {
    access_token: 'a',
    refresh_token: 'r',
    status: 'OTP',
    user: { id: 4, username: 'demo.otp', status: 'OTP' },
    tariff: null,
  },
};

describe('LoginForm', () => {
  it('offers password recovery and joining beside the form', async () => {
    server = await startScriptedServer(() => undefined);
    renderForm(server.url);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot_password',
    );
    expect(screen.getByRole('link', { name: 'Not a member? Join' })).toHaveAttribute(
      'href',
      '/join',
    );
  });

  it('names blank fields and sends nothing', async () => {
    server = await startScriptedServer(() => undefined);
    const { container } = renderForm(server.url);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Enter your user name or mobile number')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText(/User name/)).toHaveAttribute('aria-invalid', 'true');
    // The cursor moves to the first blank field, so a screen reader reads what is wrong there.
    expect(screen.getByLabelText(/User name/)).toHaveFocus();
    expect(server.requests).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('sums up the blank fields, each a link to its field, the first read with its field', async () => {
    server = await startScriptedServer(() => undefined);
    renderForm(server.url);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const summary = problemSummary();
    expect(summary).toHaveTextContent('2 fields need a change');
    expect(summary).toHaveTextContent(
      'User name or mobile number: Enter your user name or mobile number',
    );
    expect(summary).toHaveTextContent('Password: Enter your password');
    // The summary is no alert: the field the cursor goes to is read with its problem.
    expect(screen.getByLabelText(/User name/)).toHaveFocus();
    expect(screen.getByLabelText(/User name/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter your user name or mobile number'),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Password: Enter your password' }));
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
  });

  it('moves to the password when only the password is blank', async () => {
    server = await startScriptedServer(() => undefined);
    renderForm(server.url);
    await userEvent.type(screen.getByLabelText(/User name/), 'demo.active');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter your password'),
    );
    expect(screen.getByLabelText(/User name/)).toHaveValue('demo.active');
  });

  it('says when the credentials are wrong and keeps what was typed', async () => {
    server = await startScriptedServer(() => ({
      status: 401,
      body: { error: 'invalid_credentials', message: 'Invalid credentials' },
    }));
    const { container } = renderForm(server.url);
    await userEvent.type(screen.getByLabelText(/User name/), 'demo.active');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const refusal = await findRefusal();
    expect(refusal).toHaveTextContent('Incorrect username or password');
    // The disabled button left the cursor nowhere: it goes to the refusal, above the fields.
    await vi.waitFor(() => expect(refusal).toHaveFocus());
    expect(screen.getByLabelText(/User name/)).toHaveValue('demo.active');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong');
    await expectNoAxeViolations(container);
  });

  it('says a membership number is not a login when one was typed and refused', async () => {
    server = await startScriptedServer(() => ({
      status: 401,
      body: { error: 'invalid_credentials', message: 'Incorrect username or password' },
    }));
    renderForm(server.url);
    // The approval SMS gives the number, then says to log in.
    await userEvent.type(screen.getByLabelText(/User name/), 'coaz 000123');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Kabwe-Clinic-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const refusal = await findRefusal();
    expect(refusal).toHaveTextContent(
      'Incorrect username or password. COAZ-000123 looks like a membership number, which is not a login: log in with the user name you chose when you joined, or your mobile number.',
    );
    expect(screen.getByLabelText(/User name/)).toHaveValue('coaz 000123');
  });

  it('says how long to wait after too many tries, keeping what was typed', async () => {
    server = await startScriptedServer(() => ({
      status: 429,
      body: {
        error: 'rate_limited',
        message: 'Too many failed attempts for this user name. Try again in 15 minutes.',
        retryAfterSeconds: 841,
      },
    }));
    renderForm(server.url);
    await userEvent.type(screen.getByLabelText(/User name/), 'demo.active');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const refusal = await findRefusal();
    expect(refusal).toHaveTextContent('Too many tries. Try again in 15 minutes.');
    expect(screen.getByLabelText(/User name/)).toHaveValue('demo.active');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Demo-2026!');
  });

  it('offers password recovery when too many tries were made, inside the refusal', async () => {
    server = await startScriptedServer(() => ({
      status: 429,
      body: { error: 'rate_limited', message: 'Too many attempts', retryAfterSeconds: 180 },
    }));
    const { container } = renderForm(server.url);
    await userEvent.type(screen.getByLabelText(/User name/), 'demo.active');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Forgotten-1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const refusal = await findRefusal();
    expect(refusal).toHaveTextContent(
      'Too many tries. Try again in 3 minutes. If you have forgotten your password, you can set a new one now.',
    );
    // Read with the refusal where the cursor lands, and the next stop of the Tab key.
    expect(within(refusal).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot_password',
    );
    await vi.waitFor(() => expect(refusal).toHaveFocus());
    await userEvent.tab();
    expect(within(refusal).getByRole('link', { name: 'Forgot password?' })).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('says a user name longer than any in words beside the field, not as the server put it', async () => {
    server = await startScriptedServer(() => ({
      status: 400,
      body: { error: 'validation_error', message: 'username: at most 100 characters' },
    }));
    const { container } = renderForm(server.url);
    const typed = 'a'.repeat(101);
    await userEvent.click(screen.getByLabelText(/User name/));
    await userEvent.paste(typed);
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const field = screen.getByLabelText(/User name/);
    const said =
      'Too long: a user name or mobile number has at most 100 characters. Check what you typed';
    await vi.waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining(said)),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(problemSummary()).toHaveTextContent(`User name or mobile number: ${said}`);
    expect(screen.queryByText(/username:/)).toBeNull();
    expect(screen.queryByText(/at most 100 characters$/)).toBeNull();
    expect(field).toHaveValue(typed);
    await expectNoAxeViolations(container);
  });

  it('shows the server’s own message for other refusals', async () => {
    server = await startScriptedServer(() => ({
      status: 403,
      body: { error: 'account_suspended', message: 'This membership is suspended.' },
    }));
    renderForm(server.url);
    await userEvent.type(screen.getByLabelText(/User name/), 'demo.active');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await findRefusal()).toHaveTextContent('This membership is suspended.');
  });

  it('hands on the outcome of an accepted login', async () => {
    server = await startScriptedServer(({ path }) =>
      path.endsWith('/login') ? ACCEPTED_OTP_LOGIN : undefined,
    );
    const { onLoggedIn } = renderForm(server.url);
    await userEvent.type(screen.getByLabelText(/User name/), ' demo.otp ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() =>
      expect(onLoggedIn).toHaveBeenCalledWith({ kind: 'otp', username: 'demo.otp' }),
    );
    expect(server.requests[0]?.body).toEqual({ username: 'demo.otp', password: 'Demo-2026!' });
  });

  // A draft of an application kept in the tab (a reload of /join brings it back) is a visitor's:
  // once someone signs in here it goes, whoever typed it, as it does once the application is in.
  it('lets go of an application drafted in this tab once the login is accepted', async () => {
    sessionStorage.setItem('coaz.member.typed.join', JSON.stringify({ nrcNumber: '123456/10/1' }));
    sessionStorage.setItem(
      'coaz.member.typed.join-documents',
      JSON.stringify({ practisingLicence: 'licence.jpg' }),
    );
    server = await startScriptedServer(({ path }) =>
      path.endsWith('/login') ? ACCEPTED_OTP_LOGIN : undefined,
    );
    const { onLoggedIn } = renderForm(server.url);
    await userEvent.type(screen.getByLabelText(/User name/), 'demo.otp');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(sessionStorage.getItem('coaz.member.typed.join')).toBeNull();
    expect(sessionStorage.getItem('coaz.member.typed.join-documents')).toBeNull();
  });

  // Members forget a user name chosen once at joining; their mobile number they know.
  it('takes the mobile number instead of the user name, and says so', async () => {
    server = await startScriptedServer(({ path }) =>
      path.endsWith('/login') ? ACCEPTED_OTP_LOGIN : undefined,
    );
    const { onLoggedIn, container } = renderForm(server.url);
    const login = screen.getByRole('textbox', { name: 'User name or mobile number' });
    expect(login).toHaveAccessibleDescription(
      'The user name you chose when you joined, or your mobile number, such as 0971234567 (outside Zambia, with its country code)',
    );
    await userEvent.type(login, ' +260 95 100 0004 ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    // The account's user name comes back from the server, for the pages that follow.
    await vi.waitFor(() =>
      expect(onLoggedIn).toHaveBeenCalledWith({ kind: 'otp', username: 'demo.otp' }),
    );
    expect(server.requests[0]?.body).toEqual({
      username: '+260 95 100 0004',
      password: 'Demo-2026!',
    });
    await expectNoAxeViolations(container);
  });

  it('sends what the fields show when a password manager filled them without input events', async () => {
    server = await startScriptedServer(({ path }) =>
      path.endsWith('/login') ? ACCEPTED_OTP_LOGIN : undefined,
    );
    const { onLoggedIn } = renderForm(server.url);
    // The native setter, as such a fill uses: React's tracking of the field hears nothing.
    const fill = (field: HTMLElement, value: string) =>
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
    fill(screen.getByLabelText(/User name/), 'demo.otp');
    fill(screen.getByLabelText(/^Password/), 'Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() =>
      expect(onLoggedIn).toHaveBeenCalledWith({ kind: 'otp', username: 'demo.otp' }),
    );
    expect(server.requests[0]?.body).toEqual({ username: 'demo.otp', password: 'Demo-2026!' });
    expect(screen.queryByText('Enter your user name or mobile number')).toBeNull();
    expect(screen.getByLabelText(/User name/)).toHaveValue('demo.otp');
  });

  it('brings back the user name, never the password, when the member comes back to the form', async () => {
    server = await startScriptedServer(({ path }) =>
      path.endsWith('/login') ? ACCEPTED_OTP_LOGIN : undefined,
    );
    const first = renderForm(server.url);
    await userEvent.type(screen.getByLabelText(/User name/), 'demo.otp');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-2026!');
    // "Forgot password?" followed, then the back button: the page is drawn anew.
    first.unmount();
    expect(sessionStorage.getItem('coaz.member.typed.login')).not.toContain('Demo-2026!');
    const back = renderForm(server.url);
    expect(await screen.findByDisplayValue('demo.otp')).toBe(screen.getByLabelText(/User name/));
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(back.onLoggedIn).toHaveBeenCalled());
    // Logged in: nothing is kept any more.
    expect(sessionStorage.getItem('coaz.member.typed.login')).toBeNull();
  });

  it('starts with the user name the page gives rather than one typed before', async () => {
    server = await startScriptedServer(() => undefined);
    sessionStorage.setItem('coaz.member.typed.login', JSON.stringify({ username: 'demo.active' }));
    render(
      <MemoryRouter>
        <TestProviders client={testApiClient(server.url)}>
          <LoginForm onLoggedIn={vi.fn()} initialUsername="demo.otp" />
        </TestProviders>
      </MemoryRouter>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByLabelText(/User name/)).toHaveValue('demo.otp');
  });
});
