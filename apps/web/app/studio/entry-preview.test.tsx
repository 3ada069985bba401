import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EntryPreview } from './entry-preview';

describe('EntryPreview', () => {
  it("shows an event's description as the public card does", () => {
    render(
      <EntryPreview
        collection="events"
        entry={{
          title: 'Three-day conference in Kabwe',
          date: '2026-12-02',
          venue: 'Kabwe General Hospital',
          description: 'Multi-day',
        }}
      />,
    );
    const card = screen.getByRole('article');
    expect(
      within(card).getByRole('heading', { name: 'Three-day conference in Kabwe' }),
    ).toBeVisible();
    expect(within(card).getByText('Multi-day')).toBeInTheDocument();
  });

  it('shows an event over several days from its first to its last, as the public card does', () => {
    render(
      <EntryPreview
        collection="events"
        entry={{
          title: 'Three-day conference in Kabwe',
          date: '2026-12-02',
          endDate: '2026-12-04',
          venue: 'Kabwe General Hospital',
        }}
      />,
    );
    expect(screen.getByRole('article')).toHaveTextContent('2 – 4 December 2026');
  });
});
