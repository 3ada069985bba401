import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChatLauncher } from './chat-launcher';

function Harness() {
  const [open, setOpen] = useState(false);
  return <ChatLauncher open={open} onToggle={() => setOpen((value) => !value)} />;
}

describe('ChatLauncher', () => {
  it('toggles the assistant and tells assistive technology whether it is open', async () => {
    const { container } = render(<Harness />);
    const button = screen.getByRole('button', { name: 'Ask about the constitution' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(
      screen.getByRole('button', { name: 'Close the constitution assistant' }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(container);
  });
});
