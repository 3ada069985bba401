import { EmptyState, VacancyCard } from '@coaz/ui-kit';
import { employerIllustration } from '../content/illustrations';
import { LinkedText } from '../content/linked-text';
import { pictureImage } from '../content/picture-image';
import { imageSource } from '../images/site-image-url';
import type { Vacancy } from '../render/content-types';

// The card draws the employer's logo small, beside the post.
const LOGO_SLOT = { width: 160, height: 160, sizes: '5rem' };

/** Where the post is, from the district out; parts an editor left empty are left out. */
function location(vacancy: Vacancy): string {
  return [vacancy.district, vacancy.province, vacancy.country].filter(Boolean).join(', ');
}

/** The employer's logo an editor uploaded, else the one the site drew for it, else none. */
function employerLogo(vacancy: Vacancy) {
  const alt = `${vacancy.company} logo`;
  if (vacancy.logo) return pictureImage(vacancy.logo, LOGO_SLOT, vacancy.logo.alt || alt);
  const drawn = employerIllustration(vacancy.company);
  return drawn ? imageSource(drawn) : undefined;
}

/** Props of {@link VacancyList}. */
export interface VacancyListProps {
  vacancies: readonly Vacancy[];
  /**
   * Lusaka's date on the server's clock (`YYYY-MM-DD`), as the page's list of open posts was
   * decided: a post closing that day says "Closes today" beside its date.
   */
  today?: string;
}

/** Vacancies as cards with the employer's logo, each followed by what applicants need to know. */
export function VacancyList({ vacancies, today }: VacancyListProps) {
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
        // The id is where the site search's result for the post leads.
        <li key={vacancy.id} id={`vacancy-${vacancy.id}`} className="vacancy">
          <VacancyCard
            position={vacancy.position}
            company={vacancy.company}
            location={location(vacancy)}
            vacancies={vacancy.numberOfVacancies}
            postedDate={vacancy.postedOn}
            closingDate={vacancy.closingOn}
            // On its last day the date alone read like any other; applications still run to 23:59.
            closingLabel={vacancy.closingOn === today ? 'Closes today' : 'Closing'}
            logo={employerLogo(vacancy)}
          />
          {vacancy.comments.length > 0 ? (
            <ul className="vacancy__comments" aria-label={`About the ${vacancy.position} post`}>
              {vacancy.comments.map((comment) => (
                <li key={comment}>
                  <LinkedText text={comment} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
