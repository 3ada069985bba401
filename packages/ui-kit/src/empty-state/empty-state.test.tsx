import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('says what is empty and what to do instead', async () => {
    const { container } = render(
      <EmptyState
        title="No upcoming events"
        description="New events are announced each month."
        action={<a href="/events/past">See past events</a>}
        icon={<svg />}
        headingLevel={3}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'No upcoming events' }),
    ).toBeInTheDocument();
    expect(screen.getByText('New events are announced each month.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See past events' })).toHaveAttribute(
      'href',
      '/events/past',
    );
    await expectNoAxeViolations(container);
  });
});
