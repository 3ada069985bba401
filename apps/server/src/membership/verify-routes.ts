import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { lusakaDate } from '../clock/lusaka-date';
import { users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { goodStandingUntil } from './good-standing';
import { readableDate } from './lusaka-date';
import { MEMBERSHIP_NUMBER_PATTERN } from './membership-number';
import { categoryName, membershipTypeName } from './membership-rules';
import { shownMembershipType } from './subscription-fee';

const Verification = z
  .object({
    membershipNumber: z.string(),
    goodStanding: z.boolean(),
    goodStandingUntil: z.string().nullable().openapi({
      format: 'date',
      description:
        'Last day (YYYY-MM-DD, Lusaka) of good standing: the end of the grace period after the paid year, the same date while the paid year runs as in the grace period; null when not in good standing or on the roll from before online dues',
    }),
    statement: z.string().openapi({ example: 'In good standing until 22 November 2027' }),
    name: z.string(),
    membershipType: z.string().nullable(),
    professionalCategory: z.string().nullable(),
    inTraining: z.boolean().openapi({
      description:
        'True for a student membership: `professionalCategory` is then the programme the member ' +
        'trains in, not a category they practise in, and is to be shown as such ("Training in").',
    }),
  })
  .openapi('MembershipVerification');

const verify = createRoute({
  method: 'get',
  path: '/verify/{membershipNumber}',
  summary: 'Whether a membership number is in good standing (public, rate limited)',
  description:
    'Anyone holding a member card can check it. Answers the name, membership type and category ' +
    'and nothing more personal.',
  request: {
    params: z.object({
      membershipNumber: z
        .string()
        .trim()
        .toUpperCase()
        .regex(MEMBERSHIP_NUMBER_PATTERN, 'A membership number looks like COAZ-000123'),
    }),
  },
  responses: {
    200: {
      description: 'The verification',
      content: { 'application/json': { schema: Verification } },
    },
    400: errorResponse('Not a membership number'),
    404: errorResponse('No member has that number'),
    429: errorResponse(
      'Too many look-ups from this address: more than allowed a minute or a day (`rate_limited`, with Retry-After)',
    ),
  },
});

/**
 * A member on the roll from before online subscriptions: active, with no year paid online. A bare
 * "In good standing" read as good standing for ever beside /verify's explanation ("until a date:
 * the subscription is paid"); this says why there is no date, in the member card's words.
 */
export const LEGACY_STANDING =
  "In good standing: on the association's roll from before online payments, with no year paid online yet";

/**
 * What the public verification page says of a member's standing ({@link goodStandingUntil}): "In
 * good standing until 22 November 2027", {@link LEGACY_STANDING}, or "Not in good standing". The
 * secretariat's record of a member says the same words.
 */
export function standingStatement(standing: { goodStanding: boolean; until: string | null }) {
  if (!standing.goodStanding) return 'Not in good standing';
  return standing.until
    ? `In good standing until ${readableDate(standing.until)}`
    : LEGACY_STANDING;
}

/** Public verification of a membership number. */
export function verifyRoutes({ db, limiter, clock, config }: AppServices) {
  const router = createRouter();
  const perAddress = {
    name: 'verify-address',
    limit: config.membership.verifyLimitPerAddress,
    windowSeconds: 60,
  };
  // The minute's limit alone let one address read ~43 000 sequential numbers a day: the whole
  // roster's names and standing. A day's limit bounds that and leaves a clinic's checks alone.
  const perAddressDaily = {
    name: 'verify-address-day',
    limit: config.membership.verifyDailyLimitPerAddress,
    windowSeconds: 86_400,
  };
  router.openapi(verify, async (c) => {
    const address = c.get('clientAddress');
    await limiter.hitEach([
      { rule: perAddress, key: address },
      { rule: perAddressDaily, key: address },
    ]);
    const { membershipNumber } = c.req.valid('param');
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.membershipNumber, membershipNumber));
    if (!user) throw new ApiError(404, 'not_found', 'No member has that membership number');
    const standing = goodStandingUntil(
      user,
      lusakaDate(clock.now()),
      config.membership.duesGraceDays,
    );
    const statement = standingStatement(standing);
    const membershipType = await shownMembershipType(db, user);
    return c.json(
      {
        membershipNumber,
        goodStanding: standing.goodStanding,
        goodStandingUntil: standing.until,
        statement,
        name: [user.firstName, user.lastName].filter(Boolean).join(' '),
        membershipType: membershipTypeName(membershipType),
        professionalCategory: categoryName(user.professionalCategory),
        // An employer reading "Category: Clinical Officer General" of a student took them for a
        // qualified practitioner: the page says the category is the student's programme.
        inTraining: membershipType === 'student_membership',
      },
      200,
      // A card checked at a clinic door should say what is true today, not an hour ago.
      { 'cache-control': 'no-store' },
    );
  });
  return router;
}
