import { z } from '@hono/zod-openapi';

/** What the applicant is told when the HPCZ number is not one; the web form says the same. */
export const HPCZ_NUMBER_WORDS =
  'Enter the HPCZ registration number as on your certificate, such as HPCZ/CO/12345: letters and digits, with / - . or spaces between them, at most 30 characters';

// The Health Professions Council of Zambia publishes no format for its registration numbers, so
// none is guessed here: a number written some other way than our examples must still be taken.
// Only what any registration number has is asked: at least one digit, and nothing but letters,
// digits and the separators people write between groups (`/`, `-`, `.`, spaces). That refuses
// what is plainly no number (`??`, a name, a sentence) without refusing a real one.
const HPCZ_AS_TYPED = /^(?=[^\d]*\d)[A-Za-z0-9/.\- ]{1,30}$/;

/**
 * An HPCZ registration number as typed, trimmed of the spaces around it. Anything else fails
 * validation with {@link HPCZ_NUMBER_WORDS}.
 */
export function hpczNumberInput() {
  return z.string().trim().regex(HPCZ_AS_TYPED, HPCZ_NUMBER_WORDS);
}
