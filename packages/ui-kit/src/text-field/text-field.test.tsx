import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is labelled and described by its hint', async () => {
    const onChange = vi.fn();
    const { container } = render(
      <TextField
        label="Registration number"
        hint="As on your practising licence"
        onChange={onChange}
        required
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Registration number' });
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('As on your practising licence');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'CO-123');
    expect(input).toHaveValue('CO-123');
    expect(onChange).toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('shows its error, marks itself invalid and keeps what was typed', async () => {
    const { container } = render(
      <TextField
        label="Email"
        type="email"
        defaultValue="secretary@"
        hint="We reply here"
        error="Enter a full email address"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We reply here Enter a full email address');
    expect(input).toHaveValue('secretary@');
    await expectNoAxeViolations(container);
  });
});
