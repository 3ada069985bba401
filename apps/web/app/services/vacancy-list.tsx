import type { Vacancy } from '@coaz/content-data';
import { EmptyState, VacancyCard } from '@coaz/ui-kit';
import { newsIsoDate } from '../content/news-date';
import { imageSource } from '../images/site-image-url';

/** Props of {@link VacancyList}. */
export interface VacancyListProps {
  vacancies: readonly Vacancy[];
}

/** Vacancies as cards with the employer's logo, each followed by what applicants need to know. */
export function VacancyList({ vacancies }: VacancyListProps) {
  if (vacancies.length === 0) {
    return (
      <EmptyState
        title="No open vacancies"
        description="There are no open vacancies at the moment. Look again soon."
        headingLevel={3}
      />
    );
  }
  return (
    <ul className="card-list card-list--two">
      {vacancies.map((vacancy) => (
        <li key={vacancy.id} className="vacancy">
          <VacancyCard
            position={vacancy.position}
            company={vacancy.company}
            location={`${vacancy.district}, ${vacancy.province}, ${vacancy.country}`}
            vacancies={vacancy.numberOfVacancies}
            postedDate={newsIsoDate(vacancy.postedOn) ?? vacancy.postedOn}
            closingDate={newsIsoDate(vacancy.closingOn) ?? vacancy.closingOn}
            logo={imageSource(vacancy.logo)}
          />
          {vacancy.comments.length > 0 ? (
            <ul className="vacancy__comments" aria-label={`About the ${vacancy.position} post`}>
              {vacancy.comments.map((comment) => (
                <li key={comment}>{comment}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
