import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testVacancy } from '../test-support/content-server';
import { VacancyList } from './vacancy-list';

describe('VacancyList', () => {
  it("makes the addresses in a post's notes links an applicant can follow", () => {
    render(
      <VacancyList
        vacancies={[
          testVacancy({
            id: 4,
            position: 'Clinical Officer',
            comments: [
              'Apply online: https://kgh.example.org/jobs',
              'Send CV to hr@kgh.example.org <script>alert(1)</script>',
            ],
          }),
        ]}
      />,
    );
    const notes = screen.getByRole('list', { name: 'About the Clinical Officer post' });
    expect(
      within(notes).getByRole('link', { name: 'https://kgh.example.org/jobs' }),
    ).toHaveAttribute('href', 'https://kgh.example.org/jobs');
    expect(within(notes).getByRole('link', { name: 'hr@kgh.example.org' })).toHaveAttribute(
      'href',
      'mailto:hr@kgh.example.org',
    );
    expect(notes.querySelector('script')).toBeNull();
    expect(notes).toHaveTextContent('<script>alert(1)</script>');
    // Where the site search's result for the post leads.
    expect(notes.closest('li')).toHaveAttribute('id', 'vacancy-4');
  });
});
