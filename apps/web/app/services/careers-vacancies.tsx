import { useId } from 'react';
import type { Vacancy } from '../render/content-types';
import { VacancyList } from './vacancy-list';

/**
 * The careers page's open posts: those whose closing date has not passed in Lusaka, soonest
 * closing first, as the server rendered them. A post is open through the whole of its closing
 * day in Lusaka (to 23:59:59), as the API and the studio decide too; the line under the heading
 * says so, since an applicant elsewhere may read "Closing 6 December" by their own clock. On its
 * closing day a post says "Closes today", by the server's clock in Lusaka (the render's `today`).
 */
export function CareersVacancies({
  vacancies,
  today,
}: {
  vacancies: readonly Vacancy[];
  /** Lusaka's date on the server's clock, as the open posts were read: "Closes today" on the day. */
  today?: string;
}) {
  const id = useId();
  return (
    <section className="page-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Open vacancies</h2>
      {vacancies.length > 0 ? (
        <p>Each post takes applications until the end of its closing day, Lusaka time.</p>
      ) : null}
      <VacancyList vacancies={vacancies} today={today} />
    </section>
  );
}
