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
