import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { applicationOf } from '../applications/application-view';
import { nrcNumberInput } from '../applications/nrc-number-input';
import { nrcNumberRegistered } from '../applications/nrc-number-registered';
import { zambianMobileNumberInput } from '../applications/zambian-mobile-number-input';
import { freshTokens } from '../auth/fresh-tokens';
import { requireMember } from '../auth/require-member';
import { districts, provinces, receivables, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { isUniqueViolation } from '../http/database-errors';
import { errorResponse } from '../http/error-body';
import { listChoice, omissible, plainText } from '../http/input-schemas';
import { PHONE_NUMBER_WORDS } from '../membership/member-phone-number';
import { claimPhoneNumber } from '../membership/phone-number-owner';
import type { RateLimitRule } from '../rate-limit/rate-limiter';

/**
 * Attempts a member may make in an hour. Each refusal for a taken NRC or mobile number tells
 * whether it is a member's, so they count as the application and the phone change count theirs.
 */
const REGISTRATION_ATTEMPTS: RateLimitRule = {
  name: 'registration-member',
  limit: 5,
  windowSeconds: 3600,
};

const Registration = z
  .object({
    firstName: plainText(1, 100),
    lastName: plainText(1, 100),
    // Optional, as on the application: many members have no e-mail, and the mobile number
    // (required here) is what recovery and the association's messages use first. Sent empty, as
    // a form sends a field left blank, it is none.
    email: omissible(z.email('Enter an e-mail address such as name@example.org').max(200)).openapi({
      description: 'Optional; left out or empty, the member has no e-mail on record',
    }),
    // Read as the application form reads it: a prefix no network uses (091, 070) was taken here.
    phoneNumber: zambianMobileNumberInput(PHONE_NUMBER_WORDS.zambia),
    nrcNumber: nrcNumberInput(),
    districtId: listChoice('Choose your district from the list'),
  })
  .openapi('Registration');

const listDistricts = createRoute({
  method: 'get',
  path: '/districts',
  summary: 'Zambia’s districts with their provinces, for the registration form',
  responses: {
    200: {
      description: 'Every district, by province then name',
      content: {
        'application/json': {
          schema: z.array(
            z.object({
              id: z.number(),
              name: z.string(),
              province: z.string(),
              provinceId: z.number(),
            }),
          ),
        },
      },
    },
  },
});

const completeRegistration = createRoute({
  method: 'post',
  path: '/registration',
  summary: 'Finishes an incomplete registration (login status INCOMPLETE_REGISTRATION)',
  description:
    'Records the member’s particulars. A member who owes no fee becomes ACTIVE; one with an ' +
    'unpaid fee moves on to PENDING_PAYMENT.',
  security: [{ bearer: [] }],
  request: { body: { required: true, content: { 'application/json': { schema: Registration } } } },
  responses: {
    200: {
      description: 'Registration complete',
      content: {
        'application/json': {
          schema: z.object({
            status: z.enum(['ACTIVE', 'PENDING_PAYMENT']),
            message: z.string(),
            access_token: z
              .string()
              .openapi({ description: 'Fresh tokens: the member stays signed in' }),
            refresh_token: z.string(),
          }),
        },
      },
    },
    400: errorResponse('A field is missing or malformed'),
    401: errorResponse(
      'No bearer token, or an expired (`token_expired`) or invalid (`token_invalid`) one',
    ),
    409: errorResponse(
      'The registration is already complete, an application awaits review, or a member ' +
        'already has the NRC number (`nrc_registered`) or the mobile number (`phone_registered`)',
    ),
    422: errorResponse('No such district'),
    429: errorResponse(
      'More than five attempts by the member in an hour, refusals for a taken NRC or mobile ' +
        'number included (`rate_limited`, with `Retry-After`)',
    ),
  },
});

/** The INCOMPLETE_REGISTRATION follow-up and the district list it needs. */
export function registrationRoutes({ db, tokens, limiter }: AppServices) {
  const services = { db, tokens };
  const router = createRouter();
  router.openapi(listDistricts, async (c) => {
    const rows = await db
      .select({
        id: districts.id,
        name: districts.name,
        province: provinces.name,
        provinceId: provinces.id,
      })
      .from(districts)
      .innerJoin(provinces, eq(provinces.id, districts.provinceId))
      .orderBy(asc(provinces.name), asc(districts.name));
    return c.json(rows, 200, { 'cache-control': 'public, max-age=86400' });
  });

  router.use('/registration', requireMember(tokens));
  router.openapi(completeRegistration, async (c) => {
    const member = c.get('member');
    const body = c.req.valid('json');
    if (member.status !== 'INCOMPLETE_REGISTRATION') {
      throw new ApiError(409, 'not_required', 'This registration is already complete');
    }
    // An online applicant's registration completes when the secretariat approves it.
    if (await applicationOf(db, member.id)) {
      throw new ApiError(
        409,
        'application_under_review',
        'Your application is with the secretariat for review',
      );
    }
    // Counted before the NRC and phone checks, so a refusal costs an attempt as an acceptance does.
    await limiter.hit(REGISTRATION_ATTEMPTS, String(member.id));
    const [district] = await db
      .select({ id: districts.id })
      .from(districts)
      .where(eq(districts.id, body.districtId));
    if (!district) throw new ApiError(422, 'unknown_district', 'No district has that id');
    const [due] = await db
      .select({ id: receivables.id })
      .from(receivables)
      .where(and(eq(receivables.userId, member.id), isNull(receivables.paidAt)))
      .limit(1);
    const status = due ? ('PENDING_PAYMENT' as const) : ('ACTIVE' as const);
    const { phoneNumber } = body;
    try {
      const completed = await db.transaction(async (tx) => {
        await claimPhoneNumber(tx, phoneNumber, member.id);
        return tx
          .update(users)
          .set({
            firstName: body.firstName,
            lastName: body.lastName,
            email: body.email?.toLowerCase() ?? null,
            phoneNumber,
            nrcNumber: body.nrcNumber,
            districtId: body.districtId,
            status,
            updatedAt: new Date(),
          })
          .where(and(eq(users.id, member.id), eq(users.status, 'INCOMPLETE_REGISTRATION')))
          .returning({ id: users.id });
      });
      // A second press sent at the same moment found the registration already completed by the
      // first: its details were not saved, so it must not be told they were.
      if (completed.length === 0) {
        throw new ApiError(409, 'not_required', 'This registration is already complete');
      }
    } catch (error) {
      // The NRC number is the one unique column this update writes.
      if (isUniqueViolation(error)) throw nrcNumberRegistered();
      throw error;
    }
    const message =
      status === 'ACTIVE'
        ? 'Registration complete'
        : 'Registration complete; your membership fee is due';
    return c.json(
      { status, message, ...(await freshTokens(services, member.id, member.sessionId)) },
      200,
    );
  });
  return router;
}
