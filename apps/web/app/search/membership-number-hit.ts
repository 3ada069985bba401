import { readMembershipNumber } from '../member/membership-number-reading';
import type { SiteSearchHit } from './search-site';

// What an attempt at a membership number looks like, right or not: the prefix (or its digit-zero
// misspelling) and digits. "coaz" alone, or "123 members", is a search for pages.
const LOOKS_LIKE_A_NUMBER = /^c[o0]az[\s\-\u2010-\u2015\u2212_./]*\d+$/i;

const ANSWER =
  'Whether this membership is in good standing today, with the member’s name, membership type and category.';

/**
 * A query that is a membership number, as an employer types it off a card ("coaz 000123",
 * "000123"), as the check of that number (`/verify/COAZ-000123`, where the card's QR code leads),
 * read by the membership check's own `readMembershipNumber`. A number with too few or too many
 * digits ("coaz 123") is not guessed at, as on the check itself: it leads to the check page, with
 * why the number cannot be one and what one looks like. Undefined for any other query.
 * @example membershipNumberHit('coaz 000123')?.route // '/verify/COAZ-000123'
 */
export function membershipNumberHit(query: string): SiteSearchHit | undefined {
  const reading = readMembershipNumber(query);
  if ('number' in reading) {
    return {
      title: `Check membership ${reading.number}`,
      route: `/verify/${reading.number}`,
      excerpt: ANSWER,
      snippet: [{ text: ANSWER, match: false }],
      // Above any page: the number is what was asked for.
      score: Number.MAX_SAFE_INTEGER,
    };
  }
  if (!LOOKS_LIKE_A_NUMBER.test(query.trim())) return undefined;
  return {
    title: 'Check a membership',
    route: '/verify',
    excerpt: reading.problem,
    snippet: [{ text: reading.problem, match: false }],
    score: Number.MAX_SAFE_INTEGER,
  };
}
