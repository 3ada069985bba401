import { screen } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Every form that sets a new password names its two fields and their reveal buttons alike, so a
 * member who met one on the dashboard finds the same words at /forgot_password and
 * /change_password (a new user's tour heard "Show password" twice on one form, and the repeat
 * called "New password again" here and "Repeat the new password" there).
 */
export function expectNewPasswordNames(): void {
  screen.getByLabelText(/^New password \*?$/, { selector: 'input' });
  screen.getByLabelText(/^New password again \*?$/, { selector: 'input' });
  expect(screen.getByRole('button', { name: 'Show new password' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show repeated password' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show password' })).toBeNull();
  expect(screen.queryByLabelText(/^Repeat/)).toBeNull();
}
