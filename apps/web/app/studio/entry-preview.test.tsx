import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it("shows a vacancy's notes under its card, as the careers page does, saved or as typed", () => {
    const vacancy = {
      position: 'Clinical officer',
      company: 'Kabwe General Hospital',
      closingOn: '2027-01-31',
      postedOn: '2026-12-01',
    };
    const { unmount } = render(
      <EntryPreview
        collection="vacancies"
        entry={{ ...vacancy, comments: ['Apply by e-mail.', 'Interviews in Kabwe.'] }}
      />,
    );
    const notes = screen.getByRole('list', { name: 'About the Clinical officer post' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Apply by e-mail.', 'Interviews in Kabwe.']);
    unmount();
    // The form holds the notes as typed, one a line.
    render(
      <EntryPreview
        collection="vacancies"
        entry={{ ...vacancy, comments: 'Apply by e-mail.\n\n Interviews in Kabwe. ' }}
      />,
    );
    expect(
      within(screen.getByRole('list', { name: 'About the Clinical officer post' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Apply by e-mail.', 'Interviews in Kabwe.']);
  });

  // Its page does not exist yet: a link to `#preview` was a stop of the Tab key leading nowhere.
  it("draws a news item's Read More as on the site, but as words no key or click follows", async () => {
    const { container } = render(
      <EntryPreview
        collection="news"
        entry={{ title: 'Clinic week in Mansa', body: 'Free screening.', date: '2026-12-01' }}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).queryByRole('link')).toBeNull();
    expect(card.querySelector('a, [href], [tabindex]')).toBeNull();
    expect(within(card).getByText(/^Read More/)).toHaveTextContent(
      'Read More: Clinic week in Mansa (a link on the site)',
    );
    expect(within(card).getByText(/^Read More/)).toHaveClass('coaz-card__action', 'coaz-link');
    await userEvent.tab();
    expect(document.body).toHaveFocus();
    await expectNoAxeViolations(container);
  });
});
