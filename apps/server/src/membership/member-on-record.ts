import { z } from '@hono/zod-openapi';
import { ilike, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../db/schema';

/**
 * A member as the secretariat's lists name them (fees to record, members to bill): enough to tell
 * who it is, where, and how their membership stands.
 */
export const MemberOnRecord = z.object({
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  organisationName: z.string().nullable(),
  membershipNumber: z.string().nullable(),
  country: z.string().nullable().openapi({ description: 'Where a member abroad is' }),
  status: z.string(),
  validUntil: z
    .string()
    .nullable()
    .openapi({ format: 'date', description: 'Last day of the year paid; null for none' }),
});

/** {@link MemberOnRecord} of a user's row. */
export function memberOnRecord(user: typeof users.$inferSelect): z.infer<typeof MemberOnRecord> {
  return {
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    organisationName: user.organisationName,
    membershipNumber: user.membershipNumber,
    country: user.country,
    status: user.status,
    validUntil: user.validUntil,
  };
}

/**
 * The secretariat's search for a member by part of the name, user name, organisation, membership,
 * NRC or passport number (the web's search hint names the same), for an ILIKE `pattern`.
 */
export function memberMatches(pattern: string): SQL | undefined {
  return or(
    ilike(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`, pattern),
    ilike(users.username, pattern),
    ilike(users.organisationName, pattern),
    ilike(users.membershipNumber, pattern),
    ilike(users.passportNumber, pattern),
    ilike(users.nrcNumber, pattern),
  );
}
