import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedClient } from '../test-support/editor-session';
import { findRefusal, problemSummary } from '../test-support/form-messages';
import { TestProviders, testApiClient } from '../test-support/render-route';
import {
  type ScriptedAnswer,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
import { RegistrationForm } from './registration-form';

const DISTRICTS = [
  { id: 7, name: 'Kabwe', province: 'Central' },
  { id: 9, name: 'Ndola', province: 'Copperbelt' },
];

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  // What a test typed is kept in the tab's storage; the next test starts with an empty form.
  sessionStorage.clear();
});

async function renderForm(registration: ScriptedAnswer) {
  server = await startScriptedServer(({ path }) => {
    if (path === '/coaz/api/districts') return { status: 200, body: DISTRICTS };
    if (path === '/coaz/api/registration') return registration;
    return undefined;
  });
  const onRegistered = vi.fn();
  const view = render(
    <TestProviders client={testApiClient(server.url)}>
      <RegistrationForm onRegistered={onRegistered} />
    </TestProviders>,
  );
  await screen.findByRole('option', { name: 'Kabwe, Central' });
  return { ...view, onRegistered };
}

async function fillAll(nrc: string) {
  await userEvent.type(screen.getByLabelText(/^First name/), 'Sample');
  await userEvent.type(screen.getByLabelText(/^Last name/), 'Registered Member');
  await userEvent.type(screen.getByLabelText(/^E-mail/), 'sample.registered@example.org');
  await userEvent.type(screen.getByLabelText(/^Mobile number/), '0761234567');
  await userEvent.type(screen.getByLabelText(/^NRC number/), nrc);
  await userEvent.selectOptions(screen.getByLabelText(/^District/), 'Kabwe, Central');
  await userEvent.click(screen.getByRole('button', { name: 'Finish registration' }));
}

describe('RegistrationForm', () => {
  it('names every blank or malformed field and sends nothing', async () => {
    const { container } = await renderForm({ status: 200, body: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Finish registration' }));
    for (const message of [
      'Enter your first name',
      'Enter your last name',
      'Enter a Zambian mobile number such as 0971234567',
      'Enter the NRC number as on the card, such as 123456/10/1',
      'Choose your district',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(server?.requests.filter((request) => request.method === 'POST')).toEqual([]);
    // All in the summary; the cursor starts at the first, which is read with its problem.
    const summary = problemSummary();
    expect(summary).toHaveTextContent('5 fields need a change');
    // Optional, as on /join: many members have no e-mail.
    expect(summary.textContent).not.toMatch(/E-mail/);
    expect(screen.getByLabelText(/^E-mail \(optional\)/)).not.toBeRequired();
    expect(screen.getByLabelText(/^E-mail/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(summary).toHaveTextContent('NRC number: Enter the NRC number as on the card');
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('sends the particulars with the district id and hands on the new status', async () => {
    const { onRegistered } = await renderForm({
      status: 200,
      body: { status: 'ACTIVE', message: 'Registration complete' },
    });
    await fillAll('123456/10/1');
    await vi.waitFor(() =>
      expect(onRegistered).toHaveBeenCalledWith({
        status: 'ACTIVE',
        message: 'Registration complete',
      }),
    );
    expect(server?.requests.find((request) => request.method === 'POST')?.body).toEqual({
      firstName: 'Sample',
      lastName: 'Registered Member',
      email: 'sample.registered@example.org',
      phoneNumber: '0761234567',
      nrcNumber: '123456/10/1',
      districtId: 7,
    });
  });

  it('finishes without an e-mail, sending none, and checks one that is typed', async () => {
    const { onRegistered } = await renderForm({
      status: 200,
      body: { status: 'ACTIVE', message: 'Registration complete' },
    });
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'sample@');
    await userEvent.click(screen.getByRole('button', { name: 'Finish registration' }));
    expect(problemSummary()).toHaveTextContent(
      'E-mail: Enter an e-mail address such as name@example.org',
    );
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('sample@');
    await userEvent.clear(screen.getByLabelText(/^E-mail/));
    await userEvent.type(screen.getByLabelText(/^First name/), 'Sample');
    await userEvent.type(screen.getByLabelText(/^Last name/), 'Registered Member');
    await userEvent.type(screen.getByLabelText(/^Mobile number/), '0761234567');
    await userEvent.type(screen.getByLabelText(/^NRC number/), '123456/10/1');
    await userEvent.selectOptions(screen.getByLabelText(/^District/), 'Kabwe, Central');
    await userEvent.click(screen.getByRole('button', { name: 'Finish registration' }));
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(server?.requests.find((request) => request.method === 'POST')?.body).toEqual({
      firstName: 'Sample',
      lastName: 'Registered Member',
      phoneNumber: '0761234567',
      nrcNumber: '123456/10/1',
      districtId: 7,
    });
  });

  it('shows the server’s reason and keeps what was typed', async () => {
    await renderForm({
      status: 409,
      body: { error: 'not_required', message: 'This registration is already complete' },
    });
    await fillAll('123456/10/1');
    const refusal = await findRefusal();
    expect(refusal).toHaveTextContent('This registration is already complete');
    // The button was disabled while sending; the cursor goes to the reason, above the fields.
    await vi.waitFor(() => expect(refusal).toHaveFocus());
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Sample');
  });

  it('says a refusal naming a field beside that field, without the field’s code name', async () => {
    await renderForm({
      status: 409,
      body: {
        error: 'nrc_registered',
        message:
          'nrcNumber: an account with this NRC number already exists; log in, or use "Forgot password?"',
      },
    });
    await fillAll('123456/10/1');
    const nrc = screen.getByLabelText(/^NRC number/);
    await vi.waitFor(() =>
      expect(nrc).toHaveAccessibleDescription(
        expect.stringContaining('An account with this NRC number already exists'),
      ),
    );
    expect(problemSummary()).toHaveTextContent(
      'NRC number: An account with this NRC number already exists',
    );
    expect(screen.queryByText(/nrcNumber/)).toBeNull();
    await vi.waitFor(() => expect(nrc).toHaveFocus());
    expect(nrc).toHaveValue('123456/10/1');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Sample');
  });

  it('brings back what was typed when the member comes back to the form, as by the back button', async () => {
    const { unmount } = await renderForm({ status: 200, body: {} });
    await userEvent.type(screen.getByLabelText(/^First name/), 'Sample');
    await userEvent.type(screen.getByLabelText(/^NRC number/), '123456/10/1');
    unmount();
    await server?.close();
    await renderForm({ status: 200, body: {} });
    await vi.waitFor(() => expect(screen.getByLabelText(/^First name/)).toHaveValue('Sample'));
    expect(screen.getByLabelText(/^NRC number/)).toHaveValue('123456/10/1');
  });

  it('forgets what was typed once the registration is recorded', async () => {
    const { unmount, onRegistered } = await renderForm({
      status: 200,
      body: { status: 'ACTIVE', message: 'Registration complete' },
    });
    await fillAll('123456/10/1');
    await vi.waitFor(() => expect(onRegistered).toHaveBeenCalled());
    unmount();
    await server?.close();
    await renderForm({ status: 200, body: {} });
    expect(screen.getByLabelText(/^First name/)).toHaveValue('');
  });

  it('fills in what the association holds of the member, never over what was typed', async () => {
    sessionStorage.setItem(
      'coaz.member.typed.registration',
      JSON.stringify({ firstName: 'Sample' }),
    );
    server = await startScriptedServer(({ path }) => {
      if (path === '/coaz/api/districts') return { status: 200, body: DISTRICTS };
      if (path === '/coaz/api/current') {
        return {
          status: 200,
          body: {
            status: 'SUCCESSFUL',
            content: {
              user: {
                id: 5,
                username: 'demo.registration',
                status: 'INCOMPLETE_REGISTRATION',
                role: 'member',
                firstName: 'Held Sample',
                lastName: null,
                email: null,
                phoneNumber: '260971000005',
                districtId: 9,
              },
            },
          },
        };
      }
      return undefined;
    });
    render(
      <TestProviders
        client={scriptedClient(server.url, { tokens: { accessToken: 'a', refreshToken: 'r' } })}
      >
        <RegistrationForm onRegistered={vi.fn()} />
      </TestProviders>,
    );
    await screen.findByRole('option', { name: 'Ndola, Copperbelt' });
    expect(await screen.findByDisplayValue('0971 000 005')).toBe(
      screen.getByLabelText(/^Mobile number/),
    );
    expect(screen.getByLabelText(/^District/)).toHaveValue('9');
    // Kept from before the back button: what the member typed wins over what was on record.
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Sample');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('');
  });
});
