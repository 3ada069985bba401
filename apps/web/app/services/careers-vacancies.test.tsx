import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { testVacancy } from '../test-support/content-server';
import { CareersVacancies } from './careers-vacancies';

it('tells applicants a post is open through its whole closing day, Lusaka time', () => {
  render(
    <CareersVacancies
      vacancies={[testVacancy({ id: 4, position: 'Clinical Officer', closingOn: '2026-12-11' })]}
    />,
  );
  expect(
    screen.getByText('Each post takes applications until the end of its closing day, Lusaka time.'),
  ).toBeInTheDocument();
});

it('says nothing of closing days when no post is open', () => {
  render(<CareersVacancies vacancies={[]} />);
  expect(screen.queryByText(/closing day/)).toBeNull();
  expect(screen.getByText('No open vacancies')).toBeInTheDocument();
});

// On its last day a post read "Closing 31 December 2026" like any other.
it('says a post closes today on its closing day, by the server’s Lusaka date', () => {
  render(
    <CareersVacancies
      vacancies={[
        testVacancy({ id: 4, position: 'Clinical Officer', closingOn: '2026-12-31' }),
        testVacancy({ id: 5, position: 'Pharmacy Officer', closingOn: '2027-01-15' }),
      ]}
      today="2026-12-31"
    />,
  );
  const [closing, later] = screen.getAllByRole('article');
  expect(closing?.textContent).toMatch(/Closes today\s*31 December 2026/);
  expect(later?.textContent).toMatch(/Closing\s*15 January 2027/);
  expect(later).not.toHaveTextContent('Closes today');
});
