import { choosePersonPhoto } from '../internal/choose-person-photo';
import { cx } from '../internal/class-names';
import { PersonPortrait } from '../internal/person-portrait';
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
   * Level of the heading element of the title, to fit the page's outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Extra class names for the root element, after the kit's own. */
  className?: string;
}

/** A leader or staff member: photo, name and position; chosen, it opens their details. */
export function PersonCard({
  person,
  defaultPhotos,
  onSelect,
  headingLevel = 3,
  className,
}: PersonCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx('coaz-card', 'coaz-person-card', className)}>
      <PersonPortrait
        image={choosePersonPhoto(person, defaultPhotos)}
        name={person.name}
        className="coaz-person-card__photo"
      />
      <div className="coaz-card__body">
        <Heading className="coaz-card__title">
          {onSelect ? (
            <button type="button" aria-haspopup="dialog" onClick={onSelect}>
              {person.name}
            </button>
          ) : (
            person.name
          )}
        </Heading>
        <p className="coaz-card__meta">{person.position}</p>
      </div>
    </article>
  );
}
