import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventList } from './event-list';

describe('EventList', () => {
  it('says no event is listed, not that nothing is planned, when editors have listed none', async () => {
    // The site knows only what editors list: beside a notice of the annual general meeting,
    // "Nothing is planned yet" told members the meeting was not happening.
    const { container } = render(<EventList events={[]} />);
    expect(screen.getByRole('heading', { level: 3, name: 'No upcoming events' })).toBeVisible();
    expect(
      screen.getByText(
        'No event is listed at the moment. Meetings, conferences and screening days are announced here and in the notices.',
      ),
    ).toBeVisible();
    expect(screen.queryByText(/nothing is planned/i)).toBeNull();
    await expectNoAxeViolations(container);
  });
});
