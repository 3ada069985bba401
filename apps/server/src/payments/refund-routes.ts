import { createRoute, z } from '@hono/zod-openapi';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { requireAdmin, requireMember } from '../auth/require-member';
import { auditedMember, writeAdminAuditLine } from '../collections/admin-audit-line';
import { payments, receivables, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { recordMembershipEvent } from '../membership/membership-events';
import { notifyMember } from '../membership/notify-member';
import { ADMIN_WRITE_LIMIT_DESCRIPTION, limitAdminWrites } from '../rate-limit/admin-write-limit';
import { kwachaText } from './kwacha-text';
import { mobileMoneyPayment } from './mobile-money-payment';
import { refundNotice } from './money-notices';
import { readableMobileNumber } from './zambian-mobile-number';

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

const markRefunded = createRoute({
  method: 'post',
  path: '/admin/refunds/{paymentId}/refunded',
  summary: 'Records that the secretariat paid a refund due back (admins)',
  description:
    "Records who marked it and when, and adds a line to the member's membership history; " +
    'the refund leaves `GET admin/refunds`.',
  security: [{ bearer: [] }],
  request: { params: z.object({ paymentId: z.uuid() }) },
  responses: {
    204: { description: 'Recorded as paid back' },
    400: errorResponse('Malformed payment id'),
    401: errorResponse(
      'No bearer token, or an expired (`token_expired`) or invalid (`token_invalid`) one',
    ),
    403: errorResponse('Not an admin'),
    404: errorResponse('No such payment, or no refund is due for it'),
    409: errorResponse('Already recorded as paid back (`already_refunded`)'),
    429: errorResponse(ADMIN_WRITE_LIMIT_DESCRIPTION),
  },
});

/**
 * `GET admin/refunds`: what the secretariat must pay back, so a double charge is never only in a
 * log. Once a refund marked paid back is committed, the member is told by SMS the amount and the
 * wallet it went to ({@link refundNotice}).
 */
export function refundRoutes(services: AppServices) {
  const { clock, db, tokens, limiter } = services;
  const router = createRouter();
  router.use('/admin/refunds', requireMember(tokens), requireAdmin());
  router.use('/admin/refunds/*', requireMember(tokens), requireAdmin());
  router.on('POST', '/admin/refunds/*', limitAdminWrites(limiter));
  router.openapi(listRefunds, async (c) => {
    const rows = await db
      .select({ payment: payments, fee: receivables, user: users })
      .from(payments)
      .innerJoin(receivables, eq(receivables.id, payments.receivableId))
      .innerJoin(users, eq(users.id, payments.userId))
      .where(and(eq(payments.refundDue, true), isNull(payments.refundedAt)))
      .orderBy(desc(payments.confirmedAt), desc(payments.createdAt))
      .limit(MAX_REFUNDS_LISTED);
    const items = rows.map(({ payment: row, fee, user }) => {
      // Only a mobile-money payment is ever flagged: one the secretariat records pays a fee that
      // is still unpaid, or is refused.
      const payment = mobileMoneyPayment(row);
      return {
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
      };
    });
    return c.json({ items }, 200, { 'cache-control': 'no-store' });
  });
  router.openapi(markRefunded, async (c) => {
    const { paymentId } = c.req.valid('param');
    const admin = c.get('member');
    const now = clock.now();
    const refunded = await db.transaction(async (tx) => {
      // One statement claims the refund, so of two marks at once only one finds it unmarked.
      const [marked] = await tx
        .update(payments)
        .set({ refundedAt: now, refundedBy: admin.id })
        .where(
          and(
            eq(payments.id, paymentId),
            eq(payments.refundDue, true),
            isNull(payments.refundedAt),
          ),
        )
        .returning();
      if (!marked) {
        const [payment] = await tx
          .select({ refundDue: payments.refundDue })
          .from(payments)
          .where(eq(payments.id, paymentId));
        if (!payment?.refundDue) {
          throw new ApiError(404, 'not_found', 'No refund is due for this payment');
        }
        throw new ApiError(409, 'already_refunded', 'This refund is already recorded as paid back');
      }
      await recordMembershipEvent(
        tx,
        marked.userId,
        'refund',
        // The wallet as the site writes numbers (0966 111 002), not the stored 260966111002.
        `Refunded ${kwachaText(marked.amountNgwee)}, a fee paid twice, to ${readableMobileNumber(marked.phoneNumber ?? '')}`,
        now,
      );
      const [member] = await tx.select().from(users).where(eq(users.id, marked.userId));
      await writeAdminAuditLine(tx, admin.id, {
        action: 'refund',
        collection: 'refunds',
        entryId: marked.receivableId,
        at: now,
        summary: (name) =>
          `${name} recorded ${kwachaText(marked.amountNgwee)} paid back to ${member ? auditedMember(member) : 'a removed account'} on ${marked.phoneNumber}, a second payment (${marked.providerReference}) of fee ${marked.receivableId}`,
      });
      return marked;
    });
    const wallet = refunded.phoneNumber
      ? readableMobileNumber(refunded.phoneNumber)
      : 'your wallet';
    await notifyMember(
      services,
      refunded.userId,
      refundNotice(kwachaText(refunded.amountNgwee), wallet, refunded.network ?? undefined),
    );
    return c.body(null, 204);
  });
  return router;
}
