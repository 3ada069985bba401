import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FinishedFlowNotice } from './finished-flow-notice';

const NOTICE = 'Payment received; your membership is active. Your receipt is below.';

/** The dashboard's top as the move there leaves it: its heading, then the notice once shown. */
function DashboardTop({ shown }: { shown: boolean }) {
  return (
    <main>
      <h1 tabIndex={-1}>Dashboard</h1>
      {shown ? <FinishedFlowNotice notice={NOTICE} /> : null}
      <label>
        Mobile number <input />
      </label>
    </main>
  );
}

describe('FinishedFlowNotice', () => {
  it('takes the cursor from the heading the move put it on, read with its tone', async () => {
    const { container, rerender } = render(<DashboardTop shown={false} />);
    screen.getByRole('heading', { name: 'Dashboard' }).focus();
    rerender(<DashboardTop shown />);
    const line = screen.getByText(NOTICE).closest('[tabindex="-1"]');
    expect(line).toHaveFocus();
    expect(line).toHaveTextContent(`Success: ${NOTICE}`);
    expect(container.querySelector('[role="status"], [role="alert"], [aria-live]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('takes it when it is nowhere, as after a reload', () => {
    render(<DashboardTop shown />);
    expect(screen.getByText(NOTICE).closest('[tabindex="-1"]')).toHaveFocus();
  });

  it('leaves it in a field the member went on to while the page loaded', () => {
    const { rerender } = render(<DashboardTop shown={false} />);
    screen.getByRole('textbox', { name: 'Mobile number' }).focus();
    rerender(<DashboardTop shown />);
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
  });
});
