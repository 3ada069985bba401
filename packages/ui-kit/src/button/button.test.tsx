import { readFileSync } from 'node:fs';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cssRules } from '../test-support/css-rules';
import { Button } from './button';

describe('Button', () => {
  it('runs its action when clicked and never submits a form by default', async () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const { container } = render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button onClick={onClick}>Join us</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Join us' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('shows its variant and ignores clicks while disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button variant="secondary" disabled onClick={onClick}>
        Later
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Later' });
    expect(button).toHaveClass('coaz-button--secondary');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  // An app keeps a busy button focusable with aria-disabled, since a disabled one loses the
  // cursor; it must still look unavailable. jsdom applies no cascade, so this reads the stylesheet.
  it('looks as a disabled one does when marked aria-disabled', () => {
    const css = readFileSync(`${import.meta.dirname}/button.css`, 'utf8');
    const faded = cssRules(css).find((rule) => rule.selectors.includes('.coaz-button:disabled'));
    expect(faded?.selectors).toContain('.coaz-button[aria-disabled="true"]');
    // Its focus ring is not faded with it, below 3:1 against the page.
    const focused = cssRules(css).find((rule) =>
      rule.selectors.includes('.coaz-button[aria-disabled="true"]:focus-visible'),
    );
    expect(focused?.declarations).toMatch(/opacity:\s*1;/);
    // Its colours fade instead, so a busy button with the cursor still looks busy.
    const fadedColours = (variant: string) =>
      cssRules(css).find((rule) =>
        rule.selectors.includes(`.coaz-button--${variant}[aria-disabled="true"]:focus-visible`),
      )?.declarations;
    const fadedPrimary =
      'color-mix(in srgb, var(--coaz-color-primary) 60%, var(--coaz-color-surface))';
    expect(fadedColours('primary')).toContain(`background: ${fadedPrimary};`);
    expect(fadedColours('primary')).toContain(`border-color: ${fadedPrimary};`);
    expect(fadedColours('secondary')).toContain(`color: ${fadedPrimary};`);
    expect(fadedColours('secondary')).toContain(`border-color: ${fadedPrimary};`);
  });
});
