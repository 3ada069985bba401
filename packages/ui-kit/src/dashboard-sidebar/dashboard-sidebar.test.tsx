import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type DashboardSection, DashboardSidebar } from './dashboard-sidebar';

const sections: DashboardSection[] = [
  { id: 'profile', label: 'Profile', href: '/dashboard/profile' },
  { id: 'news', label: 'News', href: '/dashboard/news', editHref: '/dashboard/news/edit' },
  { id: 'events', label: 'Events', href: '/dashboard/events', editHref: '/dashboard/events/edit' },
];

describe('DashboardSidebar', () => {
  it('links every section to its page in view mode and marks the current one', async () => {
    const onModeChange = vi.fn();
    const { container } = render(
      <DashboardSidebar
        sections={sections}
        mode="view"
        onModeChange={onModeChange}
        currentPath="/dashboard/news"
        header="The member's name"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(nav).getAllByRole('link')).toHaveLength(3);
    expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'page');
    const modes = screen.getByRole('group', { name: 'Mode' });
    expect(within(modes).getByRole('button', { name: 'View' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(modes).getByRole('button', { name: 'Edit' }));
    expect(onModeChange).toHaveBeenCalledWith('edit');
    await expectNoAxeViolations(container);
  });

  it('links to the editors in edit mode and leaves out what cannot be edited', () => {
    render(
      <DashboardSidebar sections={sections} mode="edit" currentPath="/dashboard/events/edit" />,
    );
    const nav = screen.getByRole('navigation');
    expect(within(nav).queryByRole('link', { name: 'Profile' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'News' })).toHaveAttribute(
      'href',
      '/dashboard/news/edit',
    );
    expect(within(nav).getByRole('link', { name: 'Events' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.queryByRole('group')).toBeNull();
  });
});
