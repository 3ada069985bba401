import { z } from '@hono/zod-openapi';

const INT4_MAX = 2_147_483_647;

/**
 * Trimmed text of `min` to `max` characters without NUL, which PostgreSQL cannot store: such
 * input is a 400, never a database error.
 */
export function plainText(min: number, max: number) {
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((value) => !value.includes('\u0000'), 'must not contain NUL characters');
}

/** A database id or version: a positive 32-bit integer. */
export function recordNumber() {
  return z.number().int().positive().max(INT4_MAX);
}

/** A database id in a path segment, such as `/contents/{id}`. */
export function recordNumberParam() {
  return z.coerce.number().int().positive().max(INT4_MAX);
}
