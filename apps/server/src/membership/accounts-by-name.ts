import { z } from '@hono/zod-openapi';
import { and, type SQL, sql } from 'drizzle-orm';
import { decodeCursor, encodeCursor } from '../collections/entry-cursor';
import type { AppDatabase } from '../db/database';
import { users } from '../db/schema';

/** The accounts one page of a secretariat's list of accounts holds; `nextCursor` asks for the next. */
export const ACCOUNTS_PER_PAGE = 20;

/** The `cursor` a list of accounts takes: the `nextCursor` of its previous page. */
export const AccountsCursor = z
  .string()
  // Said as the decoder says it, not as the pattern's own words.
  .regex(/^[A-Za-z0-9_-]{1,2000}$/, { message: 'not a cursor of this list' })
  .optional()
  .openapi({ description: 'The `nextCursor` of the previous page' });

// Accounts by the name their line shows first, then first name, then user name: an
// organisation by its own name, as its line reads ("Sample Clinic (Sample Contact)"), not by its
// contact's last name, which put it where the secretariat would not look; a person by last name;
// an account with no name yet (its registration unfinished) by its user name. Lowercased, so
// "van Zyl" is among the Vs on every database, whatever its collation.
const nameKey = sql<string>`lower(coalesce(${users.organisationName}, ${users.lastName}, ${users.username}))`;
const firstNameKey = sql<string>`lower(coalesce(${users.firstName}, ''))`;
const CURSOR_TYPES: ('text' | 'integer')[] = ['text', 'text', 'text', 'integer'];

/** The accounts after the one a cursor names, in the lists' order. */
function after(cursor: string): SQL {
  const [name, firstName, username, id] = decodeCursor(cursor, CURSOR_TYPES);
  return sql`(${nameKey}, ${firstNameKey}, ${users.username}, ${users.id}) > (${name}::text, ${firstName}::text, ${username}::text, ${id}::integer)`;
}

/**
 * One page of the accounts `matching` finds, in the order every secretariat's list of accounts
 * shows (the look-up of any member, the accounts to bill), after the account `cursor` names, and
 * the cursor of the next page (null on the last).
 * @throws ApiError 400 `invalid_cursor` for a cursor no such list gave
 */
export async function accountsByName(
  db: AppDatabase,
  matching: SQL | undefined,
  cursor: string | undefined,
): Promise<{ accounts: (typeof users.$inferSelect)[]; nextCursor: string | null }> {
  const rows = await db
    .select({ user: users, nameKey, firstNameKey })
    .from(users)
    .where(and(matching, cursor ? after(cursor) : undefined))
    .orderBy(nameKey, firstNameKey, users.username, users.id)
    .limit(ACCOUNTS_PER_PAGE + 1);
  const page = rows.slice(0, ACCOUNTS_PER_PAGE);
  const last = page.at(-1);
  const nextCursor =
    rows.length > ACCOUNTS_PER_PAGE && last
      ? encodeCursor([last.nameKey, last.firstNameKey, last.user.username, last.user.id])
      : null;
  return { accounts: page.map((row) => row.user), nextCursor };
}
