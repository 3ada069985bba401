import { z } from '@hono/zod-openapi';

// The three groups of an NRC number as members type them: with the card's slashes, the nine
// digits alone (a phone's number keypad has no slash) or spaces or dashes between the groups.
const NRC_AS_TYPED = /^(\d{6})\s*[/-]?\s*(\d{2})\s*[/-]?\s*(\d)$/;

/**
 * An NRC number as typed, answered in the form printed on the card (`123456/10/1`), so the same
 * card typed two ways is one NRC number to the check that refuses a second account. Anything else
 * fails validation with 'Enter the NRC number as on the card, such as 123456/10/1'. The web app
 * reads the field the same way (`nrcNumberAsOnCard`).
 */
export function nrcNumberInput() {
  return z
    .string()
    .trim()
    .regex(NRC_AS_TYPED, 'Enter the NRC number as on the card, such as 123456/10/1')
    .transform((typed) => typed.replace(/\D/g, '').replace(/^(\d{6})(\d{2})(\d)$/, '$1/$2/$3'));
}
