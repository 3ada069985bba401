import { createRoute, z } from '@hono/zod-openapi';
import { desc, eq } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { requireAdmin, requireMember } from '../auth/require-member';
import { payments, receivables, users } from '../db/schema';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';

/** The most refunds one answer lists; the secretariat works through them oldest last. */
const MAX_REFUNDS_LISTED = 200;

const RefundDue = z
  .object({
    paymentId: z.uuid(),
    confirmedAt: z.string().nullable().openapi({ format: 'date-time' }),
    amount: z.number().openapi({ description: 'Kwacha', example: 300 }),
    currency: z.literal('ZMW'),
    network: z.enum(['MTN', 'AIRTEL', 'ZAMTEL']),
    phoneNumber: z.string().openapi({ description: 'The wallet charged, 2609XXXXXXXX' }),
    provider: z.string(),
    providerReference: z.string(),
    receivableId: z.number().int(),
    description: z.string().openapi({ description: 'The fee that was already paid' }),
    member: z.object({
      username: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      membershipNumber: z.string().nullable(),
    }),
  })
  .openapi('RefundDue');

const listRefunds = createRoute({
  method: 'get',
  path: '/admin/refunds',
  summary:
    'Payments whose money arrived for a fee already paid: refunds the secretariat owes (admins)',
  description:
    'A payment the provider confirmed after another payment had paid its fee (a late result) ' +
    'is recorded as confirmed with `refund_due`; the money moved twice. Newest first, ' +
    `${MAX_REFUNDS_LISTED} at most.`,
  security: [{ bearer: [] }],
  responses: {
    200: {
      description: 'Refunds due',
      content: { 'application/json': { schema: z.object({ items: z.array(RefundDue) }) } },
    },
    401: errorResponse(
      'No bearer token, or an expired (`token_expired`) or invalid (`token_invalid`) one',
    ),
    403: errorResponse('Not an admin'),
  },
});

/** `GET admin/refunds`: what the secretariat must pay back, so a double charge is never only in a log. */
export function refundRoutes({ db, tokens }: AppServices) {
  const router = createRouter();
  router.use('/admin/refunds', requireMember(tokens), requireAdmin());
  router.openapi(listRefunds, async (c) => {
    const rows = await db
      .select({ payment: payments, fee: receivables, user: users })
      .from(payments)
      .innerJoin(receivables, eq(receivables.id, payments.receivableId))
      .innerJoin(users, eq(users.id, payments.userId))
      .where(eq(payments.refundDue, true))
      .orderBy(desc(payments.confirmedAt), desc(payments.createdAt))
      .limit(MAX_REFUNDS_LISTED);
    const items = rows.map(({ payment, fee, user }) => ({
      paymentId: payment.id,
      confirmedAt: payment.confirmedAt?.toISOString() ?? null,
      amount: payment.amountNgwee / 100,
      currency: 'ZMW' as const,
      network: payment.network,
      phoneNumber: payment.phoneNumber,
      provider: payment.provider,
      providerReference: payment.providerReference,
      receivableId: payment.receivableId,
      description: fee.description,
      member: {
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        membershipNumber: user.membershipNumber,
      },
    }));
    return c.json({ items }, 200, { 'cache-control': 'no-store' });
  });
  return router;
}
