import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { requireAdmin, requireMember } from '../auth/require-member';
import { signedOutRefusal } from '../auth/signed-out-refusal';
import { writeAdminAuditLine } from '../collections/admin-audit-line';
import { bumpContentVersion } from '../collections/site-content';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { kwachaText } from '../payments/kwacha-text';
import { ADMIN_WRITE_LIMIT_DESCRIPTION, limitAdminWrites } from '../rate-limit/admin-write-limit';
import {
  APPLICABLE_MEMBERSHIP_TYPES,
  DEFAULT_DUES_NGWEE,
  membershipTypeName,
} from './membership-rules';
import { membershipDues } from './membership-schema';
import { duesAmountNgwee } from './subscription-fee';

/**
 * The highest annual subscription an admin may set, in Kwacha. Dues are K100 to K500 a year, and
 * every approval and renewal bills what is set, at once and to every member of the type, so a
 * slip is costly: `350,50` read as thousands saved K35,050 for Full Membership. K5,000 is ten times
 * the dearest type and sixteen times Full Membership, room for many years of rises, yet well
 * below the slip of a hundred times any of them (K30,000 from K300); the SMS texts are sized for a
 * fee up to K10,000.00 too. A higher amount needs this constant raised, deliberately.
 */
export const MAX_DUES_KWACHA = 5_000;

const Dues = z
  .object({
    membershipType: z.string(),
    name: z.string(),
    amount: z.number().openapi({ description: 'Kwacha a year' }),
  })
  .openapi('MembershipDues');

const listDues = createRoute({
  method: 'get',
  path: '/dues',
  summary: 'The annual subscription of each membership type one can apply for (public)',
  responses: {
    200: {
      description: 'Subscriptions',
      content: { 'application/json': { schema: z.object({ items: z.array(Dues) }) } },
    },
  },
});

const setDues = createRoute({
  method: 'put',
  path: '/admin/dues/{membershipType}',
  summary: 'Sets a membership type’s annual subscription; later bills use it (admins)',
  security: [{ bearer: [] }],
  request: {
    params: z.object({ membershipType: z.enum(APPLICABLE_MEMBERSHIP_TYPES) }),
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .object({
              // Said in the admin's words: the dashboard shows these beside the amount field.
              amount: z
                .number({ error: 'Enter the amount in Kwacha as a number' })
                .positive('The subscription must be more than K0')
                .max(
                  MAX_DUES_KWACHA,
                  `The subscription can be at most K${MAX_DUES_KWACHA.toLocaleString('en-ZM')} a year`,
                )
                .multipleOf(0.01, 'Use at most two decimals (ngwee)')
                // A positive amount too small to be a whole ngwee (1e-300) passes both checks
                // above and rounds to 0, which the table refuses with an error.
                .refine(
                  (amount) => Math.round(amount * 100) >= 1,
                  'The subscription must be more than K0',
                )
                // A JSON number, so no comma ever reaches the server to be misread: what an admin
                // types (`350,50`, `1,250`) is read, or refused, by the dashboard.
                .openapi({
                  description: `Kwacha a year, a JSON number with at most two decimals, more than 0 and at most ${MAX_DUES_KWACHA}`,
                  example: 350.5,
                }),
            })
            .openapi('DuesChange'),
        },
      },
    },
  },
  responses: {
    200: { description: 'Saved', content: { 'application/json': { schema: Dues } } },
    400: errorResponse(
      `Unknown type, or an amount that is not more than K0, above K${MAX_DUES_KWACHA.toLocaleString('en-ZM')} a year or in fractions of a ngwee (\`validation_failed\`, the message naming \`amount\`)`,
    ),
    401: signedOutRefusal(),
    403: errorResponse('Not an admin'),
    429: errorResponse(ADMIN_WRITE_LIMIT_DESCRIPTION),
  },
});

/** Annual subscriptions: anyone may read them, admins set them. */
export function duesRoutes({ db, tokens, clock, siteContent, limiter }: AppServices) {
  const router = createRouter();
  router.openapi(listDues, async (c) => {
    const items = [];
    for (const type of APPLICABLE_MEMBERSHIP_TYPES) {
      items.push({
        membershipType: type,
        name: membershipTypeName(type) ?? type,
        amount: (await duesAmountNgwee(db, type)) / 100,
      });
    }
    return c.json({ items }, 200);
  });
  router.use('/admin/dues/*', requireMember(tokens), requireAdmin());
  router.on('PUT', '/admin/dues/*', limitAdminWrites(limiter));
  router.openapi(setDues, async (c) => {
    const { membershipType } = c.req.valid('param');
    const amountNgwee = Math.round(c.req.valid('json').amount * 100);
    const name = membershipTypeName(membershipType) ?? membershipType;
    await db.transaction(async (tx) => {
      // The amount this change replaces, locked so two admins saving at once each audit the
      // amount the other left (a type never set yet has its default, and no row to lock).
      const [before] = await tx
        .select({ amountNgwee: membershipDues.amountNgwee })
        .from(membershipDues)
        .where(eq(membershipDues.membershipType, membershipType))
        .for('update');
      const previousNgwee = before?.amountNgwee ?? DEFAULT_DUES_NGWEE[membershipType];
      await tx
        .insert(membershipDues)
        .values({
          membershipType,
          amountNgwee,
          updatedAt: clock.now(),
          updatedBy: c.get('member').id,
        })
        .onConflictDoUpdate({
          target: membershipDues.membershipType,
          set: { amountNgwee, updatedAt: clock.now(), updatedBy: c.get('member').id },
        });
      // The join page shows each fee in its HTML, and rendered pages are cached under the
      // content version: moving it on drops the page with the old fee on every instance.
      await bumpContentVersion(tx, clock.now());
      await writeAdminAuditLine(tx, c.get('member').id, {
        action: 'update',
        collection: 'dues',
        entryId: null,
        at: clock.now(),
        summary: (admin) =>
          previousNgwee === amountNgwee
            ? `${admin} saved the annual subscription of ${name} unchanged at ${kwachaText(amountNgwee)}`
            : `${admin} changed the annual subscription of ${name}: ${kwachaText(previousNgwee)} → ${kwachaText(amountNgwee)}`,
      });
    });
    siteContent.invalidate();
    return c.json({ membershipType, name, amount: amountNgwee / 100 }, 200);
  });
  return router;
}
