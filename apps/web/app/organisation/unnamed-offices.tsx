import type { PersonDetails } from '@coaz/ui-kit';
import { Link } from 'react-router';
import { SECRETARIAT_CONTACT_PATH } from '../site/secretariat-contact';
import type { Seat } from './placed-people';

/**
 * Whether a body's cards show an office with nobody named in it: a seat content-data leaves
 * unnamed that no editor has filled (its card then reads the position as its heading).
 */
export function showsUnnamedOffice(
  seats: readonly Seat[],
  cards: readonly PersonDetails[],
): boolean {
  return seats.some((seat, index) => !seat.name && cards[index]?.name === seat.position);
}

/** A body's cards parted: the people named, and the offices nobody is named in yet. */
export interface SeatsByHolder {
  named: PersonDetails[];
  unnamed: PersonDetails[];
}

/**
 * Parts the cards `placePeople` gave for `seats` into the named people and the offices with no
 * holder named (a seat content-data leaves unnamed that no editor has filled), each in its order.
 * The cards after the seats are people editors placed beyond them, always named.
 *
 * Only while nobody holds a seat by name: once editors name a holder, every office keeps its card
 * in the body's order, so the person takes their office's place on the page (a Vice-President
 * named alone was drawn above the list that began with the President).
 */
export function seatsByHolder(
  seats: readonly Seat[],
  cards: readonly PersonDetails[],
): SeatsByHolder {
  const unnamedAt = (index: number) => {
    const seat = seats[index];
    return seat !== undefined && !seat.name && cards[index]?.name === seat.position;
  };
  const seatNamed = seats.some((_, index) => cards[index] !== undefined && !unnamedAt(index));
  if (seatNamed) return { named: [...cards], unnamed: [] };
  return {
    named: cards.filter((_, index) => !unnamedAt(index)),
    unnamed: cards.filter((_, index) => unnamedAt(index)),
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
