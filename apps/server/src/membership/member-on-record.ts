import { z } from '@hono/zod-openapi';
import { eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { containing } from '../db/like-pattern';
import { users } from '../db/schema';
import { goodStandingUntil } from './good-standing';
import { numberWithCountryCode } from './member-phone-number';

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
 * The standing as the secretariat's look-up and billing lists show it beside the stored status,
 * which an account keeps ACTIVE after the grace period until the hourly dues job lapses it (the
 * lists said "Active" while /verify said "Not in good standing"). The same rule as /verify and the
 * member record ({@link goodStandingUntil}).
 */
export const MemberStanding = z.object({
  goodStanding: z.boolean().openapi({ description: 'In good standing on the server’s Lusaka day' }),
  goodStandingUntil: z
    .string()
    .nullable()
    .openapi({
      format: 'date',
      description:
        'Last day of good standing: the end of the grace period after the paid year ' +
        '(`validUntil`), the same date while the paid year runs; null when not in good standing ' +
        'or on the roll from before online dues',
    }),
});

/** {@link MemberStanding} of a user's row on `today` (a Lusaka date). */
export function memberStanding(
  user: typeof users.$inferSelect,
  today: string,
  graceDays: number,
): z.infer<typeof MemberStanding> {
  const standing = goodStandingUntil(user, today, graceDays);
  return { goodStanding: standing.goodStanding, goodStandingUntil: standing.until };
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

/**
 * The secretariat's look-up of a member by what an admin typed: {@link memberMatches} of the text,
 * or the account whose mobile number it is, written any way people write one (`0971234567`,
 * `+260 97 123 4567`, `260971234567`; a number abroad with its country code), read as login reads
 * a number ({@link numberWithCountryCode}) and matched whole, since numbers are stored one way.
 */
export function memberFound(text: string): SQL | undefined {
  const matches = memberMatches(containing(text));
  const number = numberWithCountryCode(text);
  return number ? or(matches, eq(users.phoneNumber, number)) : matches;
}
