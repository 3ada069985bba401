import { z } from '@hono/zod-openapi';
import { ApiError } from './api-error';
import { pageLimit } from './input-schemas';

/** The most entries one page of a list may hold. */
export const MAX_PAGE_SIZE = 100;

/** `?limit=&cursor=` of a paged list: 1 to 100 entries (default 50) after an opaque cursor. */
export const PageQuery = z.object({
  limit: pageLimit(MAX_PAGE_SIZE, 50).openapi({ example: 50 }),
  cursor: z
    .string()
    // Said as the decoder says it: the pattern's own words ("must match pattern /^[A-Za-z0-9_-]…")
    // tell a person nothing they can act on.
    .regex(/^[A-Za-z0-9_-]{1,200}$/, { message: 'not a cursor this list gave' })
    .optional()
    .openapi({ description: 'The `Next-Cursor` of the previous page' }),
});

/** Where the previous page ended: its last entry's time and id. */
export interface PageCursor {
  /** ISO time of the last entry. */
  at: string;
  /** Id of the last entry. */
  id: number;
}

/** The opaque cursor after an entry (base64url of its time and id). */
export function encodePageCursor(at: Date, id: number): string {
  return Buffer.from(`${at.toISOString()}|${id}`, 'utf8').toString('base64url');
}

/**
 * Whether an ISO time names a moment PostgreSQL can store as it is written. `Date.parse` takes
 * 30 February, 24:00 and the year 0000 (rolling the first two over), which the database refuses
 * with an error, so a forged cursor naming one was a 500 instead of a 400.
 */
function isTimeThatExists(at: string): boolean {
  const time = Date.parse(at);
  return !Number.isNaN(time) && new Date(time).toISOString() === at && !at.startsWith('0000');
}

/**
 * The position a cursor names.
 * @throws 400 `validation_failed` when it is not one this server made.
 */
export function decodePageCursor(cursor: string): PageCursor {
  const [at = '', idText = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const id = Number(idText);
  if (
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(at) ||
    !isTimeThatExists(at) ||
    !Number.isInteger(id) ||
    id < 1 ||
    id > 2_147_483_647
  ) {
    throw new ApiError(400, 'validation_failed', 'cursor: not a cursor this list gave');
  }
  return { at, id };
}
