import type { ConstitutionAnswer } from '@coaz/constitution-qa';
import { MEMBERSHIP_NUMBER_PATTERN } from '../membership/membership-number';
import { SEARCH_RESULTS } from './partner-search';

type AnswerSource = ConstitutionAnswer['sources'][number];

// An attempt at a membership number, right or not: the prefix (or its digit-zero misspelling)
// and digits. "coaz" alone, or "coaz members", is a search for pages.
const LOOKS_LIKE_A_NUMBER = /^c[o0]az[\s\-\u2010-\u2015\u2212_./]*\d+$/i;

/**
 * A search that is a membership number leads to the membership check: `COAZ-000123`, as the
 * register writes it (the server's own `MEMBERSHIP_NUMBER_PATTERN`, upper or lower case), to its
 * check at `/verify/COAZ-000123`; anything else written as a number ("coaz 123", "C0AZ 000123")
 * to `/verify`, whose form reads what people type off a card and says what a number looks like.
 * The web app's more forgiving reader (apps/web/app/member/membership-number-reading.ts) is not
 * copied a third time here: the check page applies it. Undefined for any other search.
 */
export function membershipNumberSearch(query: string): AnswerSource | undefined {
  const typed = query.trim();
  const number = typed.toUpperCase();
  if (MEMBERSHIP_NUMBER_PATTERN.test(number)) {
    const excerpt = `Whether membership ${number} is in good standing today, with the member’s name, membership type and category.`;
    return page(`Check membership ${number}`, `/verify/${number}`, excerpt);
  }
  if (!LOOKS_LIKE_A_NUMBER.test(typed)) return undefined;
  return page(
    'Check a membership',
    '/verify',
    'A membership number is COAZ- followed by six digits, such as COAZ-000123: enter it on the membership check.',
  );
}

function page(title: string, route: string, excerpt: string): AnswerSource {
  return { kind: 'page', title, route, excerpt, highlights: [], score: 1 };
}

/** Search mode's reply led by the membership check a number asks for, the list kept to its length. */
export function withMembershipCheck(
  reply: ConstitutionAnswer,
  check: AnswerSource | undefined,
): ConstitutionAnswer {
  if (!check) return reply;
  const sources = [check, ...reply.sources.filter((source) => source.route !== check.route)].slice(
    0,
    SEARCH_RESULTS,
  );
  const text = `${sources.length} passage${sources.length === 1 ? '' : 's'} found; the search is written as a membership number: ${check.title} on the membership check (${check.route}).`;
  return { ...reply, sources, answer: text, text };
}
