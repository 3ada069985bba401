import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type TabItem, Tabs } from './tabs';

const tabs: TabItem[] = [
  { id: 'full', label: 'Full member', content: <p>For practising clinical officers.</p> },
  { id: 'student', label: 'Student', content: <p>For students in training.</p> },
  { id: 'retired', label: 'Retired', content: <p>Closed.</p>, disabled: true },
  { id: 'associate', label: 'Associate', content: <p>For allied professionals.</p> },
];

describe('Tabs', () => {
  it('shows the selected panel and moves with the arrow keys, skipping disabled tabs', async () => {
    const onSelect = vi.fn();
    const { container } = render(<Tabs tabs={tabs} label="Membership types" onSelect={onSelect} />);
    expect(screen.getByRole('tablist', { name: 'Membership types' })).toBeInTheDocument();
    const full = screen.getByRole('tab', { name: 'Full member' });
    expect(full).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Full member' })).toHaveTextContent(
      'For practising clinical officers.',
    );
    await expectNoAxeViolations(container);

    await userEvent.click(full);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const associate = screen.getByRole('tab', { name: 'Associate' });
    expect(associate).toHaveFocus();
    expect(associate).toHaveAttribute('aria-selected', 'true');
    expect(onSelect).toHaveBeenLastCalledWith('associate');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('For allied professionals.');
    await userEvent.keyboard('{ArrowRight}');
    expect(full).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(associate).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(associate).toHaveAttribute('aria-selected', 'true');
    expect(full).toHaveAttribute('tabindex', '-1');
  });

  it('on a right-to-left page, moves to the tab the arrow points at: left is next', async () => {
    render(
      <div dir="rtl">
        <Tabs tabs={tabs} label="Membership types" />
      </div>,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Full member' }));
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Student' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Associate' })).toHaveAttribute('aria-selected', 'true');
  });

  it('follows a controlled selection', () => {
    render(<Tabs tabs={tabs} label="Types" selectedId="student" />);
    expect(screen.getByRole('tab', { name: 'Student' })).toHaveAttribute('aria-selected', 'true');
  });
});
