import type { CompositionMember, Employee, Person as Office } from '@coaz/content-data';
import type { PersonDetails } from '@coaz/ui-kit';
import { pictureImage } from '../content/picture-image';
import type { Person } from '../render/content-types';
import { officeSpelling, samePosition } from './office-position';
import { personDetails } from './people-grid';

// Kept importable from here, where the pages that place people have always found it.
export { samePosition };

/** A seat as content-data sets it up: a leader's office, a committee seat or a staff post. */
export type Seat = Office | CompositionMember | Employee;

// Portraits are drawn square, at most about 12rem wide.
const PORTRAIT_SLOT = { width: 400, height: 400, sizes: '(min-width: 40rem) 12rem, 50vw' };

/** An editor's free text of one item per line as a list, blank lines left out. */
function lines(text: string | null): string[] | undefined {
  const items = (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
}

/** A placed person as the person dialog shows them, filling what the editor left out from the seat. */
function placedDetails(
  person: Person,
  seat: Seat | undefined,
  bodyName: string,
  position: string,
): PersonDetails {
  const fromSeat = seat ? personDetails(seat, bodyName) : undefined;
  const details: PersonDetails = {
    name: person.name,
    position,
    photo: person.photo
      ? pictureImage(person.photo, PORTRAIT_SLOT, person.photo.alt || person.name)
      : person.gender
        ? undefined
        : fromSeat?.photo,
  };
  const tenure = person.tenure ?? fromSeat?.tenure;
  if (tenure) details.tenure = tenure;
  const email = person.email ?? fromSeat?.email;
  if (email) details.email = email;
  const about = person.about ?? fromSeat?.about;
  if (about) details.about = about;
  const qualifications = lines(person.qualifications) ?? fromSeat?.qualifications;
  if (qualifications) details.qualifications = qualifications;
  const contributions = lines(person.contributions) ?? fromSeat?.contributions;
  if (contributions) details.contributions = contributions;
  if (person.gender) details.gender = person.gender;
  return details;
}

/**
 * The seats of a body in their order, each showing the person editors placed in it (matched by
 * position, one person per seat, in the editors' order), or the position alone where nobody is
 * placed; people in positions the body has no seat for follow, in their order. A placed person's
 * position is written as the seat's, however the editor cased or hyphenated it.
 */
export function placePeople(
  seats: readonly Seat[],
  people: readonly Person[],
  bodyName: string,
): PersonDetails[] {
  const unplaced = [...people];
  const cards = seats.map((seat) => {
    const index = unplaced.findIndex((person) => samePosition(person.position, seat.position));
    if (index < 0) return personDetails(seat, bodyName);
    const [person] = unplaced.splice(index, 1);
    return person
      ? placedDetails(person, seat, bodyName, seat.position)
      : personDetails(seat, bodyName);
  });
  // One more than the body has seats of an office (a third "member" for two Member seats) is
  // still spelt as the office is.
  return [
    ...cards,
    ...unplaced.map((person) =>
      placedDetails(person, undefined, bodyName, officeSpelling(person.position, seats)),
    ),
  ];
}
