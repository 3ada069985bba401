import { z } from '@hono/zod-openapi';

/**
 * A passport number as typed, stored in capitals without spaces or dashes, so the same passport
 * typed two ways is one number to the check that refuses a second account. Passports of every
 * country use 6 to 12 letters and digits (ICAO 9303 allows up to 9 in the machine-readable
 * zone; a few countries print more in the book).
 */
export function passportNumberInput() {
  return z
    .string()
    .trim()
    .max(30)
    .transform((typed) => typed.replace(/[\s-]/g, '').toUpperCase())
    .refine(
      (number) => /^[A-Z0-9]{6,12}$/.test(number),
      'Enter the passport number as printed, 6 to 12 letters and digits',
    );
}
