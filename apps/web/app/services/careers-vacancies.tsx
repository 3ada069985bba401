import { useId } from 'react';
import type { Vacancy } from '../render/content-types';
import { VacancyList } from './vacancy-list';

/**
 * The careers page's open posts: those whose closing date has not passed in Lusaka, soonest
 * closing first, as the server rendered them.
 */
export function CareersVacancies({ vacancies }: { vacancies: readonly Vacancy[] }) {
  const id = useId();
  return (
    <section className="page-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Open vacancies</h2>
      <VacancyList vacancies={vacancies} />
    </section>
  );
}
