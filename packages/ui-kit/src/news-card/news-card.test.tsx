import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsCard } from './news-card';

describe('NewsCard', () => {
  it('shows the article with its date, clamped text and a Read More link named after it', async () => {
    const { container } = render(
      <NewsCard
        title="New CPD requirements"
        summary="Members must now earn 25 points a year."
        href="/news/cpd"
        date="2024-05-17"
        image={{ src: '/cpd.jpg', alt: 'A lecture hall', width: 640, height: 449 }}
      />,
    );
    const article = screen.getByRole('article');
    const heading = within(article).getByRole('heading', {
      level: 3,
      name: 'New CPD requirements',
    });
    expect(heading.style.getPropertyValue('--coaz-line-clamp')).toBe('2');
    expect(
      screen
        .getByText('Members must now earn 25 points a year.')
        .style.getPropertyValue('--coaz-line-clamp'),
    ).toBe('4');
    expect(within(article).getByText('17 May 2024')).toHaveAttribute('datetime', '2024-05-17');
    expect(
      within(article).getByRole('link', { name: 'Read More: New CPD requirements' }),
    ).toHaveAttribute('href', '/news/cpd');
    const image = within(article).getByRole('img', { name: 'A lecture hall' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '449');
    await expectNoAxeViolations(container);
  });

  it("shows a date-time on Zambia's calendar day, not the UTC one", () => {
    // Half past midnight in Lusaka is still the evening before in UTC.
    render(
      <NewsCard
        title="Nominations open"
        summary="Branch elections."
        href="/news/nominations"
        date="2026-12-01T00:30:00+02:00"
      />,
    );
    expect(screen.getByText('1 December 2026')).toHaveAttribute(
      'datetime',
      '2026-12-01T00:30:00+02:00',
    );
    // Left to right whatever the page: in a right-to-left run it would read 'December 2026 1'.
    expect(screen.getByText('1 December 2026')).toHaveAttribute('dir', 'ltr');
  });

  it('works without image or date', () => {
    render(
      <NewsCard title="Notice" summary="Text" href="/n" headingLevel={2} readMoreLabel="More" />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Notice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'More: Notice' })).toBeInTheDocument();
  });
});
