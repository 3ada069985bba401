import { choosePersonPhoto } from '../internal/choose-person-photo';
import { cx } from '../internal/class-names';
import { PersonPortrait } from '../internal/person-portrait';
import { positionBesideName } from '../internal/position-beside-name';
import type { DefaultPersonPhotos, PersonDetails } from '../person/person-details';

/** Props of {@link PersonCard}. */
export interface PersonCardProps {
  /** Who the card shows: the photo, the name and the position. */
  person: Pick<PersonDetails, 'name' | 'position' | 'photo' | 'gender'>;
  /** Pictures for people without a photo, chosen by gender. */
  defaultPhotos?: DefaultPersonPhotos;
  /** Called when the card is chosen, usually to open the {@link PersonDialog}. */
  onSelect?: () => void;
  /**
   * Where the page shows the person's details without the dialog (`#` and the id of a section
   * holding a {@link PersonProfile}). While scripting is off the name is a link there instead of
   * the button that opens the dialog, which needs JavaScript.
   */
  detailsHref?: string;
  /**
   * Level of the heading element of the title, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/**
 * A leader or staff member: photo, name and position; chosen, it opens their details (with
 * `detailsHref`, also where JavaScript is off).
 */
export function PersonCard({
  person,
  defaultPhotos,
  onSelect,
  detailsHref,
  headingLevel = 3,
  className,
}: PersonCardProps) {
  const Heading = `h${headingLevel}` as const;
  const position = positionBesideName(person);
  // Both are in the page and a media query shows one (person-card.css): the server cannot know
  // whether the visitor's browser runs scripts.
  const detailsLink = detailsHref ? (
    <a className="coaz-person-card__details-link" href={detailsHref}>
      {person.name}
    </a>
  ) : null;
  return (
    <article
      className={cx(
        'coaz-card',
        'coaz-person-card',
        onSelect && detailsHref && 'coaz-person-card--linked',
        className,
      )}
    >
      <PersonPortrait
        image={choosePersonPhoto(person, defaultPhotos)}
        name={person.name}
        className="coaz-person-card__photo"
      />
      <div className="coaz-card__body">
        <Heading className="coaz-card__title">
          {onSelect ? (
            <>
              <button type="button" aria-haspopup="dialog" onClick={onSelect}>
                {person.name}
              </button>
              {detailsLink}
            </>
          ) : (
            (detailsLink ?? person.name)
          )}
        </Heading>
        {position ? <p className="coaz-card__meta">{position}</p> : null}
      </div>
    </article>
  );
}
