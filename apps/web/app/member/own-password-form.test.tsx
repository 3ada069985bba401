import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoLiveRegion, problemSummary } from '../test-support/form-messages';
import { expectNewPasswordNames } from '../test-support/new-password-names';
import { TestProviders, testApiClient } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import { OwnPasswordForm } from './own-password-form';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function renderForm(status: number, body: unknown) {
  server = await startScriptedServer(() => ({ status, body }));
  return render(
    <TestProviders client={testApiClient(server.url)}>
      <main>
        <OwnPasswordForm />
      </main>
    </TestProviders>,
  );
}

async function fill(current: string, next: string, again: string) {
  if (current) await userEvent.type(screen.getByLabelText(/^Current password/), current);
  await userEvent.type(screen.getByLabelText(/^New password \*/), next);
  await userEvent.type(screen.getByLabelText(/^New password again/), again);
  await userEvent.click(screen.getByRole('button', { name: 'Change my password' }));
}

describe('OwnPasswordForm', () => {
  it('names the new password, its repeat and their reveal buttons as every password form does', async () => {
    await renderForm(200, { message: 'ok' });
    expectNewPasswordNames();
  });

  it('names each missing or mismatched field, keeps what was typed and sends nothing', async () => {
    const { container } = await renderForm(200, { message: 'ok' });
    await fill('', 'Kabwe-Clinic-2027', 'Kabwe-Clinic-2028');
    const current = screen.getByLabelText(/^Current password/);
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription(
      expect.stringContaining('Enter your current password'),
    );
    expect(current).toHaveFocus();
    expect(problemSummary()).toHaveTextContent('New password again: The two new passwords differ');
    expect(screen.getByLabelText(/^New password again/)).toHaveValue('Kabwe-Clinic-2028');
    expect(server?.requests).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('names an empty repeat on its own, with or without a new password, keeping what was typed', async () => {
    const { container } = await renderForm(200, { message: 'ok' });
    await userEvent.type(screen.getByLabelText(/^Current password/), 'Demo-2026!');
    await userEvent.type(screen.getByLabelText(/^New password \*/), 'Kabwe-Clinic-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Change my password' }));
    const again = screen.getByLabelText(/^New password again/);
    expect(again).toHaveAttribute('aria-invalid', 'true');
    expect(again).toHaveAccessibleDescription(
      expect.stringContaining('Enter the new password again'),
    );
    expect(again).toHaveFocus();
    expect(problemSummary()).toHaveTextContent('New password again: Enter the new password again');
    expect(problemSummary()).not.toHaveTextContent('differ');
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('Demo-2026!');
    expect(screen.getByLabelText(/^New password \*/)).toHaveValue('Kabwe-Clinic-2027');
    await expectNoAxeViolations(container);

    // With the new password emptied as well, both are named, each beside its field.
    await userEvent.clear(screen.getByLabelText(/^New password \*/));
    await userEvent.click(screen.getByRole('button', { name: 'Change my password' }));
    expect(problemSummary()).toHaveTextContent('New password: Choose a password of at least 10');
    expect(problemSummary()).toHaveTextContent('New password again: Enter the new password again');
    expect(screen.getByLabelText(/^New password again/)).toHaveAttribute('aria-invalid', 'true');
    expect(server?.requests).toEqual([]);
  });

  it('puts a wrong current password beside that field, keeping the new one typed', async () => {
    await renderForm(403, {
      error: 'wrong_password',
      message: 'currentPassword: the password is not right',
    });
    await fill('Not-mine-2026', 'Kabwe-Clinic-2027', 'Kabwe-Clinic-2027');
    const current = screen.getByLabelText(/^Current password/);
    await vi.waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription(
      expect.stringContaining('The password is not right'),
    );
    expect(current).toHaveValue('Not-mine-2026');
    expect(screen.getByLabelText(/^New password \*/)).toHaveValue('Kabwe-Clinic-2027');
  });

  it('sends the current and the new password, says it is done and empties the fields', async () => {
    await renderForm(200, {
      message: 'Your password has been changed. Other devices have been signed out.',
      access_token: 'fresh-access',
      refresh_token: 'fresh-refresh',
    });
    await fill('Demo-2026!', 'Kabwe-Clinic-2027', 'Kabwe-Clinic-2027');
    expect(
      await screen.findByText(
        'Your password has been changed. Other devices have been signed out.',
      ),
    ).toBeInTheDocument();
    // The disabled button left the cursor nowhere: the line takes it, so it is read out there,
    // and only there (a status as well, it was read twice).
    const focused = document.activeElement as HTMLElement;
    expect(focused).toHaveTextContent(
      'Success: Your password has been changed. Other devices have been signed out.',
    );
    expectNoLiveRegion(focused);
    expect(server?.requests[0]).toMatchObject({
      method: 'POST',
      path: '/coaz/api/profile/password',
      body: { currentPassword: 'Demo-2026!', newPassword: 'Kabwe-Clinic-2027' },
    });
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });
});
