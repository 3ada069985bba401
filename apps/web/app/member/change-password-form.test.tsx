import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findRefusal, problemSummary } from '../test-support/form-messages';
import { expectNewPasswordNames } from '../test-support/new-password-names';
import { TestProviders, testApiClient } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import { ChangePasswordForm } from './change-password-form';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function renderForm(status: number, body: unknown, initialUsername = 'demo.otp') {
  server = await startScriptedServer(() => ({ status, body }));
  const onChanged = vi.fn();
  const view = render(
    <TestProviders client={testApiClient(server.url)}>
      <ChangePasswordForm initialUsername={initialUsername} onChanged={onChanged} />
    </TestProviders>,
  );
  return { ...view, onChanged };
}

async function fill(oneTime: string, next: string, again: string) {
  await userEvent.type(screen.getByLabelText(/^One-time password/), oneTime);
  await userEvent.type(screen.getByLabelText(/^New password \*?$/), next);
  await userEvent.type(screen.getByLabelText(/^New password again/), again);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('names the new password, its repeat and their reveal buttons as every password form does', async () => {
    await renderForm(200, { message: 'ok' });
    expectNewPasswordNames();
  });

  it('names a short or mismatched new password and sends nothing', async () => {
    const { container } = await renderForm(200, { message: 'ok' });
    await fill('Demo-2026!', 'short', 'other');
    expect(screen.getByText('Choose a password of at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('The two new passwords differ')).toBeInTheDocument();
    expect(server?.requests).toEqual([]);
    const summary = problemSummary();
    expect(summary).toHaveTextContent('2 fields need a change');
    expect(summary).toHaveTextContent('New password again: The two new passwords differ');
    expect(screen.getByLabelText(/^New password \*?$/)).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('names an empty repeat as empty, keeping what was typed', async () => {
    await renderForm(200, { message: 'ok' });
    await userEvent.type(screen.getByLabelText(/^One-time password/), 'Demo-2026!');
    await userEvent.type(screen.getByLabelText(/^New password \*?$/), 'Kabwe-Clinic-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const again = screen.getByLabelText(/^New password again/);
    expect(again).toHaveAttribute('aria-invalid', 'true');
    expect(problemSummary()).toHaveTextContent('New password again: Enter the new password again');
    expect(again).toHaveFocus();
    expect(screen.getByLabelText(/^New password \*?$/)).toHaveValue('Kabwe-Clinic-2027');
    expect(server?.requests).toEqual([]);
  });

  it('shows the user name the address gave as text, named, and no field to change it', async () => {
    const { container } = await renderForm(200, { message: 'ok' });
    expect(screen.queryByRole('textbox', { name: /User name/ })).toBeNull();
    // A screen reader reads the name with what it is, as the payment form reads its fee.
    const term = screen.getByRole('term');
    expect(term).toHaveTextContent('User name');
    expect(term.nextElementSibling).toBe(screen.getByRole('definition'));
    expect(screen.getByRole('definition')).toHaveTextContent('demo.otp');
    await expectNoAxeViolations(container);
  });

  it('asks for the user name in a field when the address gave none', async () => {
    const { container, onChanged } = await renderForm(200, { message: 'ok' }, '');
    expect(screen.queryByRole('definition')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: /^User name/ }), 'demo.otp');
    await fill('Demo-2026!', 'Kabwe-Clinic-2027', 'Kabwe-Clinic-2027');
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledWith('demo.otp'));
    expect(server?.requests[0]?.body).toMatchObject({ username: 'demo.otp' });
    await expectNoAxeViolations(container);
  });

  it('sends the one-time and the new password, then hands on the user name', async () => {
    const { onChanged } = await renderForm(200, { message: 'Password changed' });
    await fill('Demo-2026!', 'Kabwe-Clinic-2027', 'Kabwe-Clinic-2027');
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledWith('demo.otp'));
    expect(server?.requests[0]).toMatchObject({
      method: 'POST',
      path: '/coaz/api/password/one-time',
      body: {
        username: 'demo.otp',
        oneTimePassword: 'Demo-2026!',
        newPassword: 'Kabwe-Clinic-2027',
      },
    });
  });

  it('shows the server’s reason and keeps what was typed', async () => {
    const { onChanged } = await renderForm(401, {
      error: 'invalid_credentials',
      message: 'The one-time password is not right',
    });
    await fill('wrong-one', 'Kabwe-Clinic-2027', 'Kabwe-Clinic-2027');
    const refusal = await findRefusal();
    expect(refusal).toHaveTextContent('The one-time password is not right');
    await vi.waitFor(() => expect(refusal).toHaveFocus());
    expect(screen.getByLabelText(/^New password \*?$/)).toHaveValue('Kabwe-Clinic-2027');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('says a new password equal to the one-time password beside the new password', async () => {
    const { onChanged } = await renderForm(422, {
      error: 'password_reused',
      message: 'Choose a password different from the one-time password',
    });
    await fill('Kabwe-Clinic-2027', 'Kabwe-Clinic-2027x', 'Kabwe-Clinic-2027x');
    const newPassword = screen.getByLabelText(/^New password \*?$/);
    await vi.waitFor(() => expect(newPassword).toHaveFocus());
    expect(newPassword).toHaveAccessibleDescription(
      expect.stringContaining('Choose a password different from the one-time password'),
    );
    expect(problemSummary()).toHaveTextContent(
      'New password: Choose a password different from the one-time password',
    );
    expect(newPassword).toHaveValue('Kabwe-Clinic-2027x');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
