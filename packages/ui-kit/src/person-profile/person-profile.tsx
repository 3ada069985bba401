import { choosePersonPhoto } from '../internal/choose-person-photo';
import { cx } from '../internal/class-names';
import { PersonPortrait } from '../internal/person-portrait';
import { positionBesideName } from '../internal/position-beside-name';
import type { DefaultPersonPhotos, PersonDetails } from '../person/person-details';

/** The names of the parts of a {@link PersonProfile}, for a page in another language. */
export interface PersonProfileLabels {
  /**
   * Name of the tenure line.
   * @default 'Tenure'
   */
  tenureLabel?: string;
  /**
   * Name of the e-mail line.
   * @default 'Email'
   */
  emailLabel?: string;
  /**
   * Heading of the paragraph about the person.
   * @default 'About'
   */
  aboutLabel?: string;
  /**
   * Heading of the qualifications list.
   * @default 'Qualifications'
   */
  qualificationsLabel?: string;
  /**
   * Heading of the contributions list.
   * @default 'Contributions'
   */
  contributionsLabel?: string;
}

/** Props of {@link PersonProfile}. */
export interface PersonProfileProps extends PersonProfileLabels {
  /** The person shown. */
  person: PersonDetails;
  /** Pictures for people without a photo, chosen by gender. */
  defaultPhotos?: DefaultPersonPhotos;
  /**
   * Level of the heading of the name, to fit the outline around it; the headings of the about,
   * qualifications and contributions parts are one level below.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /** The id of the heading of the name, for the `aria-labelledby` of what holds the profile. */
  nameId?: string;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/**
 * Everything about a person: photo (or the default picture for their gender), name, position,
 * tenure, email, about, qualifications and contributions; parts without content are left out.
 * The {@link PersonDialog} shows it in a modal; a page shows it in a section of its own where the
 * dialog cannot open (JavaScript off), which a {@link PersonCard}'s `detailsHref` leads to.
 */
export function PersonProfile({
  person,
  defaultPhotos,
  headingLevel = 2,
  nameId,
  tenureLabel = 'Tenure',
  emailLabel = 'Email',
  aboutLabel = 'About',
  qualificationsLabel = 'Qualifications',
  contributionsLabel = 'Contributions',
  className,
}: PersonProfileProps) {
  const Name = `h${headingLevel}` as const;
  const Part = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5';
  const position = positionBesideName(person);
  return (
    <div className={cx('coaz-person-profile', className)}>
      <div className="coaz-person-profile__header">
        <PersonPortrait
          image={choosePersonPhoto(person, defaultPhotos)}
          name={person.name}
          className="coaz-person-profile__photo"
        />
        <div>
          <Name id={nameId} className="coaz-person-profile__name">
            {person.name}
          </Name>
          {position ? <p className="coaz-person-profile__position">{position}</p> : null}
        </div>
      </div>
      <dl className="coaz-card__details">
        {person.tenure ? (
          <>
            <dt>{tenureLabel}</dt>
            <dd>{person.tenure}</dd>
          </>
        ) : null}
        {person.email ? (
          <>
            <dt>{emailLabel}</dt>
            <dd>
              <a className="coaz-link" href={`mailto:${person.email}`}>
                {person.email}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      {person.about ? (
        <section>
          <Part className="coaz-person-profile__heading">{aboutLabel}</Part>
          <p className="coaz-person-profile__text">{person.about}</p>
        </section>
      ) : null}
      {person.qualifications?.length ? (
        <section>
          <Part className="coaz-person-profile__heading">{qualificationsLabel}</Part>
          <ul className="coaz-person-profile__list">
            {person.qualifications.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {person.contributions?.length ? (
        <section>
          <Part className="coaz-person-profile__heading">{contributionsLabel}</Part>
          <ul className="coaz-person-profile__list">
            {person.contributions.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
