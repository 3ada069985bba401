import type { PersonDetails } from '@coaz/ui-kit';
import { Link } from 'react-router';
import { SECRETARIAT_CONTACT_PATH } from '../site/secretariat-contact';
import type { Seat } from './placed-people';

/**
 * Whether the card `placePeople` gave for `seat` shows an office with nobody named in it: a seat
 * content-data leaves unnamed that no editor has filled (its card then reads the position as its
 * heading).
 */
function isUnnamedSeat(seat: Seat, card: PersonDetails | undefined): boolean {
  return !seat.name && card?.name === seat.position;
}

/** Whether a body's cards show an office with nobody named in it. */
export function showsUnnamedOffice(
  seats: readonly Seat[],
  cards: readonly PersonDetails[],
): boolean {
  return seats.some((seat, index) => isUnnamedSeat(seat, cards[index]));
}

/** A body's cards parted, as `PeopleGrid` takes them: the people, and the offices nobody holds. */
export interface SeatsByHolder {
  people: PersonDetails[];
  offices: PersonDetails[];
}

/**
 * Parts the cards `placePeople` gave for `seats` into the named people and the offices with no
 * holder named, each in its order. The cards after the seats are people editors placed beyond
 * them, always named.
 *
 * Only while nobody holds a seat by name: once editors name a holder, every office keeps its card
 * in the body's order, so the person takes their office's place on the page (a Vice-President
 * named alone was drawn above the list that began with the President).
 */
export function seatsByHolder(
  seats: readonly Seat[],
  cards: readonly PersonDetails[],
): SeatsByHolder {
  const unnamed = seats.map((seat, index) => isUnnamedSeat(seat, cards[index]));
  const seatNamed = seats.some((_, index) => cards[index] !== undefined && !unnamed[index]);
  if (seatNamed) return { people: [...cards], offices: [] };
  return {
    people: cards.filter((_, index) => !unnamed[index]),
    offices: cards.filter((_, index) => unnamed[index]),
  };
}

/**
 * Said under the list when an office shows no name. A reader looking for who leads the
 * association (a journalist, a member before an election) otherwise meets a list of titles and
 * cannot tell whether the site is unfinished or the post is vacant; this says where to ask.
 */
export function UnnamedOfficesNote() {
  return (
    <p>
      Where an office's holder is not named, it is not published on this site yet:{' '}
      <Link to={SECRETARIAT_CONTACT_PATH} className="coaz-link">
        ask the secretariat
      </Link>{' '}
      who holds it.
    </p>
  );
}
