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
  /** The people named in the body's seats (and any the editors placed beyond them), as cards. */
  people: PersonDetails[];
  /**
   * The body's offices nobody is named in yet, each headed by its title (`personDetails`), listed
   * after the cards as a plain list.
   */
  offices?: PersonDetails[];
}

/** Whether the page has more to say of an office than its title: what it does, what it asks. */
function hasDetails(office: PersonDetails): boolean {
  return Boolean(
    office.about || office.tenure || office.qualifications?.length || office.contributions?.length,
  );
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
export function PeopleGrid({ heading, people, offices = [] }: PeopleGridProps) {
  const [selected, setSelected] = useState<PersonDetails | null>(null);
  if (people.length === 0 && offices.length === 0) return null;
  const prefix = anchorPrefix(heading);
  const detailsId = (index: number) => `${prefix}-${index + 1}`;
  // An office nobody is named in was a card like a person's, the same outline portrait over its
  // title: a page of identical cards, some 440 px each on a phone. Listed, they read as what they
  // are, offices to be filled, and the cards left are people.
  const described = offices.filter(hasDetails);
  const officeDetailsIndex = (office: PersonDetails) => people.length + described.indexOf(office);
  return (
    <section className="page-section">
      <h2>{heading}</h2>
      {people.length > 0 ? (
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
      ) : null}
      {offices.length > 0 ? (
        <ul className="link-list unnamed-office-list">
          {offices.map((office, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: as the cards, several seats may share a title.
              key={`${index} ${office.name}`}
              id={hasDetails(office) ? `${detailsId(officeDetailsIndex(office))}-card` : undefined}
            >
              {hasDetails(office) ? (
                <a href={`#${detailsId(officeDetailsIndex(office))}`} className="coaz-link">
                  {office.name}
                </a>
              ) : (
                office.name
              )}
              <span className="link-list__meta"> · holder not yet named</span>
            </li>
          ))}
        </ul>
      ) : null}
      {[...people, ...described].map((person, index) => (
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
