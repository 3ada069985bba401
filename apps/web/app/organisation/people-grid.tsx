import {
  type CompositionMember,
  defaultFemaleImage,
  defaultMaleImage,
  type Employee,
  type Person,
} from '@coaz/content-data';
import { PersonCard, type PersonDetails, PersonDialog } from '@coaz/ui-kit';
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

/** People as cards; choosing one opens the person dialog with everything about them. */
export function PeopleGrid({ heading, people }: PeopleGridProps) {
  const [selected, setSelected] = useState<PersonDetails | null>(null);
  if (people.length === 0) return null;
  return (
    <section className="page-section">
      <h2>{heading}</h2>
      <ul className="card-list card-list--four">
        {people.map((person, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: seats keep their order and several share a position (a committee's members), so the place is part of what a card is.
          <li key={`${index} ${person.name} ${person.position}`}>
            <PersonCard
              person={person}
              defaultPhotos={defaultPhotos}
              onSelect={() => setSelected(person)}
            />
          </li>
        ))}
      </ul>
      <PersonDialog
        person={selected}
        onClose={() => setSelected(null)}
        defaultPhotos={defaultPhotos}
      />
    </section>
  );
}
