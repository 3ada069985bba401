import { useId } from 'react';
import type { Vacancy } from '../render/content-types';
import { VacancyList } from './vacancy-list';

/**
 * The careers page's open posts: those whose closing date has not passed in Lusaka, soonest
 * closing first, as the server rendered them. A post is open through the whole of its closing
 * day in Lusaka (to 23:59:59), as the API and the studio decide too; the line under the heading
 * says so, since an applicant elsewhere may read "Closing 6 December" by their own clock.
 */
export function CareersVacancies({ vacancies }: { vacancies: readonly Vacancy[] }) {
  const id = useId();
  return (
    <section className="page-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Open vacancies</h2>
      {vacancies.length > 0 ? (
        <p>Each post takes applications until the end of its closing day, Lusaka time.</p>
      ) : null}
      <VacancyList vacancies={vacancies} />
    </section>
  );
}
