import {
  type CompositionMember,
  defaultFemaleImage,
  defaultMaleImage,
  type Employee,
  type Person,
} from '@coaz/content-data';
import { PersonCard, type PersonDetails, PersonDialog, PersonProfile } from '@coaz/ui-kit';
import { useState } from 'react';
import { imageSource } from '../images/site-image-url';

const defaultPhotos = {
  female: imageSource(defaultFemaleImage),
  male: imageSource(defaultMaleImage),
};

/**
 * A leader, a seat of a committee or a staff post as the person dialog shows it. Offices whose
 * holder the association has not named show the office as the heading and the body it belongs to
 * underneath, so no card reads the same line twice.
 */
export function personDetails(
  entry: Person | CompositionMember | Employee,
  bodyName: string,
): PersonDetails {
  const named = Boolean(entry.name);
  const office = 'office' in entry ? entry.office : bodyName;
  const details: PersonDetails = {
    name: entry.name ?? entry.position,
    position: named ? entry.position : office,
    // The pictures are drawings beside the name, so they add nothing for a screen reader.
    photo: imageSource(entry.image, ''),
  };
  if ('tenure' in entry) {
    // An office whose term is over has no tenure and no record (`officesInTerm`): left out, the
    // dialog shows neither and the person editors place in the office next is lent neither.
    if (entry.tenure) details.tenure = entry.tenure;
    if (entry.contributions.length > 0) details.contributions = entry.contributions;
    details.email = entry.email;
    details.about = entry.about.join(' ');
    details.qualifications = entry.qualifications;
    if (entry.gender) details.gender = entry.gender;
  }
  return details;
}

/** Props of {@link PeopleGrid}. */
export interface PeopleGridProps {
  heading: string;
  people: PersonDetails[];
}

/** The fragment of a grid's people, from its heading: 'Composition' gives `#composition-1`, … */
function anchorPrefix(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * People as cards; choosing one opens the person dialog with everything about them. The dialog
 * needs JavaScript, which the public pages run only once the visitor reaches for a control, and
 * not at all where it is off: so every card also links to the person's details in the page
 * (`#composition-1`), shown only when linked to (app.css, `.person-details:target`), with a way
 * back to the card. The card shows its link where scripting is off and its button elsewhere.
 */
export function PeopleGrid({ heading, people }: PeopleGridProps) {
  const [selected, setSelected] = useState<PersonDetails | null>(null);
  if (people.length === 0) return null;
  const prefix = anchorPrefix(heading);
  const detailsId = (index: number) => `${prefix}-${index + 1}`;
  return (
    <section className="page-section">
      <h2>{heading}</h2>
      <ul className="card-list card-list--four">
        {people.map((person, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats keep their order and several share a position (a committee's members), so the place is part of what a card is.
          <li key={`${index} ${person.name} ${person.position}`} id={`${detailsId(index)}-card`}>
            <PersonCard
              person={person}
              defaultPhotos={defaultPhotos}
              onSelect={() => setSelected(person)}
              detailsHref={`#${detailsId(index)}`}
            />
          </li>
        ))}
      </ul>
      {people.map((person, index) => (
        <section
          // biome-ignore lint/suspicious/noArrayIndexKey: as the cards above, whose places these follow.
          key={`${index} ${person.name} ${person.position}`}
          id={detailsId(index)}
          className="person-details"
          aria-labelledby={`${detailsId(index)}-name`}
        >
          <PersonProfile
            person={person}
            defaultPhotos={defaultPhotos}
            headingLevel={3}
            nameId={`${detailsId(index)}-name`}
          />
          <p>
            <a href={`#${detailsId(index)}-card`} className="coaz-link stand-alone-link">
              Back to {heading}
            </a>
          </p>
        </section>
      ))}
      <PersonDialog
        person={selected}
        onClose={() => setSelected(null)}
        defaultPhotos={defaultPhotos}
      />
    </section>
  );
}
