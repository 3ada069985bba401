import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VacancyCard } from './vacancy-card';

describe('VacancyCard', () => {
  it('shows the position, employer, posts and dates', async () => {
    const { container } = render(
      <VacancyCard
        position="Clinical Officer General"
        company="Example Mission Hospital"
        location="Mongu"
        vacancies={3}
        postedDate="2024-03-01"
        closingDate="2024-03-31"
        href="/vacancies/co-general"
        logo={{ src: '/logo.png', alt: 'Example Mission Hospital logo', width: 120, height: 120 }}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: 'Clinical Officer General' })).toHaveAttribute(
      'href',
      '/vacancies/co-general',
    );
    expect(within(card).getByText('Example Mission Hospital · Mongu')).toBeInTheDocument();
    const values = within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(['3', '1 March 2024', '31 March 2024']);
    // Left to right whatever the page: in a right-to-left run '1 March 2024' reads 'March 2024 1'.
    expect(within(card).getByText('1 March 2024')).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByText('31 March 2024')).toHaveAttribute('dir', 'ltr');
    expect(within(card).getByRole('img')).toHaveAttribute('height', '120');
    await expectNoAxeViolations(container);
  });
});
