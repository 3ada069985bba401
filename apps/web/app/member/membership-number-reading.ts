/** How a membership number is written, in the words the verification pages use. */
export const MEMBERSHIP_NUMBER_FORMAT = 'COAZ- followed by six digits, such as COAZ-000123';

/** What is asked of someone who sent no membership number at all. */
export const NO_MEMBERSHIP_NUMBER = `Enter the membership number from the card: ${MEMBERSHIP_NUMBER_FORMAT}.`;

/** What was made of a typed membership number: the number as the register writes it, or why not. */
export type MembershipNumberReading = { number: string } | { problem: string };

// Spaces, dashes of every width, slashes, dots and underscores: what people type between the
// letters and the digits, or between groups of digits, when copying a number off a card.
const SEPARATORS = /[\s\-\u2010-\u2015\u2212_./]/g;

/**
 * Reads a membership number as a person types it off a card (`COAZ-000123`, the same number the
 * server's `MEMBERSHIP_NUMBER_PATTERN` accepts): lower case, spaces or another dash, the prefix
 * missing (`000123`) or typed with a zero for the O (`C0AZ`) all read as the one number they can
 * only mean. A number with more or fewer than six digits could be some other member's, so it is
 * refused with the format in words, never guessed at.
 * @example
 * readMembershipNumber(' coaz 000123 '); // { number: 'COAZ-000123' }
 * readMembershipNumber('COAZ-123'); // { problem: 'COAZ-123 is not a membership number: …' }
 */
export function readMembershipNumber(typed: string): MembershipNumberReading {
  const shown = typed.trim();
  if (shown === '') {
    return { problem: NO_MEMBERSHIP_NUMBER };
  }
  const squeezed = shown.toUpperCase().replace(SEPARATORS, '').replace(/^C0AZ/, 'COAZ');
  const digits = /^(?:COAZ)?(\d{6})$/.exec(squeezed)?.[1];
  if (digits) return { number: `COAZ-${digits}` };
  return {
    problem: `${shown.slice(0, 40)} is not a membership number: a membership number is ${MEMBERSHIP_NUMBER_FORMAT}.`,
  };
}

/**
 * The membership number a login field holds when what was typed there reads as one with its
 * letters (`COAZ-000123`, `coaz 000123`), else undefined: a member may take the number the approval
 * SMS gives for a login. Six bare digits are left alone, as a login they could be anything.
 * @example membershipNumberTypedAsLogin('coaz 000123') // 'COAZ-000123'
 */
export function membershipNumberTypedAsLogin(typed: string): string | undefined {
  if (!/^\s*c[o0]az/i.test(typed)) return undefined;
  const reading = readMembershipNumber(typed);
  return 'number' in reading ? reading.number : undefined;
}
