import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EventCard } from './event-card';

describe('EventCard', () => {
  it('shows the date, the start and end time and the venue', async () => {
    const { container } = render(
      <EventCard
        title="Provincial CPD day"
        date="2024-09-12"
        startTime="08:30"
        endTime="16:00"
        venue="Ndola Central Hospital"
        href="/events/cpd-day"
      />,
    );
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'Provincial CPD day' })).toHaveAttribute(
      'href',
      '/events/cpd-day',
    );
    const definitions = within(article).getAllByRole('definition');
    expect(
      within(article)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Date', 'Time', 'Venue']);
    expect(definitions[0]).toHaveTextContent('12 September 2024');
    expect(definitions[1]).toHaveTextContent('08:30 – 16:00');
    expect(definitions[2]).toHaveTextContent('Ndola Central Hospital');
    await expectNoAxeViolations(container);
  });

  it('shows an event over several days as a span whose two ends are dates a machine can read', async () => {
    const { container } = render(
      <div dir="rtl">
        <EventCard
          title="Scientific conference"
          date="2026-03-03"
          endDate="2026-03-05"
          startTime="08:00"
          endTime="17:00"
          venue="Lusaka"
        />
      </div>,
    );
    const [days] = within(screen.getByRole('article')).getAllByRole('definition');
    expect(days).toHaveTextContent('3 – 5 March 2026');
    // Each `dateTime` a valid date, not the words '3 – 5 March 2026' a validator refuses.
    const times = [...(days?.querySelectorAll('time') ?? [])];
    expect(times.map((time) => [time.dateTime, time.textContent])).toEqual([
      ['2026-03-03', '3'],
      ['2026-03-05', '5 March 2026'],
    ]);
    // In reading order on a right-to-left page, as the time range.
    expect(days?.querySelector('[dir="ltr"]')).toHaveTextContent('3 – 5 March 2026');
    await expectNoAxeViolations(container);
  });

  it('shows one day where the end is the same day or not a date', () => {
    const { rerender } = render(
      <EventCard
        title="CPD day"
        date="2026-03-03"
        endDate="2026-03-03"
        startTime=""
        endTime=""
        venue="Ndola"
      />,
    );
    const times = () =>
      [...screen.getByRole('article').querySelectorAll('time')].map((time) => [
        time.dateTime,
        time.textContent,
      ]);
    expect(times()).toEqual([['2026-03-03', '3 March 2026']]);
    rerender(
      <EventCard
        title="CPD day"
        date="2026-03-03"
        endDate="2026-02-30"
        startTime=""
        endTime=""
        venue="Ndola"
      />,
    );
    expect(times()).toEqual([['2026-03-03', '3 March 2026']]);
  });

  it('keeps the date and the time range in reading order on a right-to-left page', () => {
    render(
      <div dir="rtl">
        <EventCard
          title="CPD day"
          date="2024-09-12"
          startTime="08:30"
          endTime="16:00"
          venue="Ndola"
        />
      </div>,
    );
    // Left to right whatever the page: in a right-to-left run '08:30 – 16:00' shows as 16:00–08:30.
    expect(screen.getByText('12 September 2024')).toHaveAttribute('dir', 'ltr');
    const [, times] = within(screen.getByRole('article')).getAllByRole('definition');
    expect(times?.querySelector('[dir="ltr"]')).toHaveTextContent('08:30 – 16:00');
  });

  it('leaves out the time row when no time is known, and the dash when only the start is', () => {
    const { rerender } = render(
      <EventCard title="Screening day" date="2026-11-24" startTime="" endTime="" venue="Ndola" />,
    );
    const terms = () =>
      within(screen.getByRole('article'))
        .getAllByRole('term')
        .map((term) => term.textContent);
    expect(terms()).toEqual(['Date', 'Venue']);
    rerender(
      <EventCard
        title="Screening day"
        date="2026-11-24"
        startTime="08:00"
        endTime=""
        venue="Ndola"
      />,
    );
    expect(terms()).toEqual(['Date', 'Time', 'Venue']);
    expect(within(screen.getByRole('article')).getAllByRole('definition')[1]?.textContent).toBe(
      '08:00',
    );
  });

  it('shows the description under the details, line breaks kept, and leaves out a blank one', async () => {
    const { container, rerender } = render(
      <EventCard
        title="Three-day conference"
        date="2026-12-02"
        startTime="08:00"
        endTime="17:00"
        venue="Kabwe"
        description={'Talks on emergency care.\nBring your practising licence.'}
      />,
    );
    const article = screen.getByRole('article');
    const description = within(article).getByText(/^Talks on emergency care\./);
    expect(description.tagName).toBe('P');
    expect(description.textContent).toBe(
      'Talks on emergency care.\nBring your practising licence.',
    );
    // After the date, time and venue.
    const venue = within(article).getAllByRole('definition').at(-1) as HTMLElement;
    expect(venue).toHaveTextContent('Kabwe');
    expect(venue.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await expectNoAxeViolations(container);
    rerender(
      <EventCard
        title="Three-day conference"
        date="2026-12-02"
        startTime="08:00"
        endTime="17:00"
        venue="Kabwe"
        description="  "
      />,
    );
    expect(article.querySelector('p')).toBeNull();
  });

  it("takes a description with links, as the web app makes an editor's addresses, and shows a string as text, never HTML", async () => {
    const { container, rerender } = render(
      <EventCard
        title="CPD day"
        date="2026-12-02"
        startTime=""
        endTime=""
        venue="Kabwe"
        href="/events/cpd-day"
        description={
          <>
            Register at <a href="https://example.org/register">example.org/register</a>.
          </>
        }
      />,
    );
    const article = screen.getByRole('article');
    expect(within(article).getByRole('link', { name: 'example.org/register' })).toHaveAttribute(
      'href',
      'https://example.org/register',
    );
    expect(within(article).getByRole('link', { name: 'CPD day' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
    rerender(
      <EventCard
        title="CPD day"
        date="2026-12-02"
        startTime=""
        endTime=""
        venue="Kabwe"
        description={'<a href="https://example.org">Register</a>'}
      />,
    );
    expect(within(article).queryByRole('link')).toBeNull();
    expect(within(article).getByText('<a href="https://example.org">Register</a>')).toBeVisible();
  });

  it('is plain text without a page to link to', () => {
    render(
      <EventCard
        title="Meeting"
        date="2024-01-02"
        startTime="09:00"
        endTime="10:00"
        venue="Online"
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Meeting' })).toBeInTheDocument();
  });
});
