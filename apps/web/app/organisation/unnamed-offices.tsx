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

/**
 * Said under the cards when an office shows no name. A reader looking for who leads the
 * association (a journalist, a member before an election) otherwise meets a list of titles and
 * cannot tell whether the site is unfinished or the post is vacant; this says where to ask.
 */
export function UnnamedOfficesNote() {
  return (
    <p>
      Where a card shows an office without a name, its holder is not published on this site yet:{' '}
      <Link to={SECRETARIAT_CONTACT_PATH} className="coaz-link">
        ask the secretariat
      </Link>{' '}
      who holds it.
    </p>
  );
}
