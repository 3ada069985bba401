import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginEntry } from './login-entry';

describe('LoginEntry', () => {
  it('offers a login link while nobody is signed in', async () => {
    const { container } = render(<LoginEntry loginHref="/login" onLogout={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("shows the member's name and logs out on request", async () => {
    const onLogout = vi.fn();
    const { container } = render(
      <LoginEntry
        userName="The member's name"
        accountHref="/dashboard"
        loginHref="/login"
        onLogout={onLogout}
      />,
    );
    expect(screen.getByRole('link', { name: "The member's name" })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });
});
