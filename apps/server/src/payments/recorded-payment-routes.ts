import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { requireAdmin, requireMember } from '../auth/require-member';
import { signedOutRefusal } from '../auth/signed-out-refusal';
import { lusakaDate } from '../clock/lusaka-date';
import { auditLog, payments, receivables, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { plainText, recordNumberParam } from '../http/input-schemas';
import { decodePageCursor, encodePageCursor, PageQuery } from '../http/page-cursor';
import { goodStandingUntil } from '../membership/good-standing';
import { addDays, readableDate } from '../membership/lusaka-date';
import { MemberOnRecord, memberFound, memberOnRecord } from '../membership/member-on-record';
import { membershipApplications, receipts } from '../membership/membership-schema';
import { notifyMember } from '../membership/notify-member';
import { paidYearWords } from '../membership/paid-year-words';
import { ADMIN_WRITE_LIMIT_DESCRIPTION, limitAdminWrites } from '../rate-limit/admin-write-limit';
import { recordConfirmedPayment } from '../receipts/record-confirmed-payment';
import { activateWhenPaidUp } from './activate-when-paid-up';
import { kwachaText } from './kwacha-text';
import { recordedPaymentNotice } from './money-notices';
import {
  PAYMENT_METHOD_NAMES,
  RECORDED_PAYMENT_METHODS,
  type RecordedPaymentMethod,
} from './payment-method';

/** The provider name of a payment the secretariat recorded: no provider is ever asked about it. */
export const SECRETARIAT_PROVIDER_NAME = 'secretariat';

/** How far back a payment may be dated: a year's dues, and a few days of a transfer's clearing. */
const OLDEST_RECEIVED_DAYS = 400;

/** The fees one page lists; `nextCursor` asks for the next. */
const FEES_PER_PAGE = 100;

const methodMessage = 'Choose how the money came: BANK_TRANSFER, CASH or CHEQUE';

const FeeDue = z
  .object({
    receivableId: z.number().int(),
    description: z.string(),
    amount: z.number().openapi({ description: 'Kwacha', example: 300 }),
    currency: z.literal('ZMW'),
    billedAt: z.string().openapi({ format: 'date-time' }),
    mobileMoneyWaiting: z.boolean().openapi({
      description:
        'A mobile-money prompt for this fee still waits for the member’s approval: a payment ' +
        'recorded now makes that one a refund due if the member approves it',
    }),
    member: MemberOnRecord,
  })
  .openapi('FeeDue');

const listFeesDue = createRoute({
  method: 'get',
  path: '/admin/receivables',
  summary: 'Members’ unpaid fees, newest first, for the secretariat to record a payment (admins)',
  security: [{ bearer: [] }],
  request: {
    query: z.object({
      q: plainText(1, 100)
        .optional()
        .openapi({
          description:
            'Part of the member’s name, user name, organisation, membership number, passport or ' +
            'NRC number, or their whole mobile number written any usual way (0971234567, +260 97 ' +
            '123 4567, 260971234567)',
        }),
      cursor: PageQuery.shape.cursor.openapi({
        description: 'The `nextCursor` of the previous page',
      }),
    }),
  },
  responses: {
    200: {
      description: `Unpaid fees, ${FEES_PER_PAGE} a page`,
      content: {
        'application/json': {
          schema: z.object({
            items: z.array(FeeDue),
            nextCursor: z
              .string()
              .nullable()
              .openapi({ description: 'Pass it as `cursor` for the next page; null on the last' }),
          }),
        },
      },
    },
    400: errorResponse('A malformed search or cursor (`validation_failed`)'),
    401: signedOutRefusal(),
    403: errorResponse('Not an active admin (`forbidden`)'),
  },
});

const RecordedPayment = z
  .object({
    paymentId: z.uuid(),
    receivableId: z.number().int(),
    method: z.enum(RECORDED_PAYMENT_METHODS),
    amount: z.number().openapi({ description: 'Kwacha', example: 300 }),
    currency: z.literal('ZMW'),
    receivedOn: z.string().openapi({ format: 'date' }),
    reference: z.string(),
    receiptNumber: z.string(),
    member: z.object({
      username: z.string(),
      status: z.string().openapi({ description: 'ACTIVE once no fee is left unpaid' }),
      validUntil: z.string().nullable().openapi({ format: 'date' }),
    }),
    message: z.string(),
  })
  .openapi('RecordedPayment');

/** A calendar date written `YYYY-MM-DD` that exists (no 31 April). */
const calendarDate = z
  .string({ message: 'Enter the date the money was received, as YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date the money was received, as YYYY-MM-DD')
  .refine((value) => {
    const moment = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(moment.getTime()) && moment.toISOString().slice(0, 10) === value;
  }, 'That date does not exist');

const recordPayment = createRoute({
  method: 'post',
  path: '/admin/receivables/{receivableId}/payments',
  summary:
    'Records a fee paid by bank transfer, cash at the office or cheque, settling it as a confirmed mobile-money payment does (admins)',
  description:
    'The whole fee only: a part payment is refused (`amount_mismatch`). The fee is paid, the ' +
    'member made ACTIVE when nothing else is due, the year of membership extended by the rules ' +
    'of a mobile-money payment dated the day the money was received, and a receipt issued ' +
    'naming the way it came and its reference; the audit log names the admin. A fee is paid ' +
    'once: a second record, or a mobile-money payment confirmed first, is refused with 409 ' +
    '`fee_paid`.',
  security: [{ bearer: [] }],
  request: {
    params: z.object({ receivableId: recordNumberParam() }),
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .object({
              method: z.enum(RECORDED_PAYMENT_METHODS, { message: methodMessage }),
              amount: z
                .number({ message: 'Enter the amount received in kwacha, such as 300' })
                .positive('Enter the amount received in kwacha, such as 300')
                .max(10_000_000, 'Enter the amount received in kwacha, such as 300')
                .refine(
                  (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
                  'Enter the amount to the ngwee at most, such as 300.50',
                )
                .openapi({ description: 'Kwacha, the whole fee', example: 300 }),
              receivedOn: calendarDate.openapi({
                format: 'date',
                description: 'The day (Lusaka) the money reached the association, YYYY-MM-DD',
                example: '2026-12-04',
              }),
              reference: plainText(2, 80).openapi({
                description:
                  'The bank’s transaction reference, the cheque number or the office receipt book’s number',
                example: 'FT26338ZK4471',
              }),
            })
            .openapi('PaymentRecord'),
        },
      },
    },
  },
  responses: {
    201: {
      description: 'Recorded; the fee is paid and its receipt issued',
      content: { 'application/json': { schema: RecordedPayment } },
    },
    400: errorResponse('A field is missing or malformed (`validation_failed`, naming it)'),
    401: signedOutRefusal(),
    403: errorResponse('Not an active admin (`forbidden`)'),
    404: errorResponse('No fee has that id'),
    409: errorResponse(
      'The fee is paid already (`fee_paid`, saying how and when), or it is the admin’s own ' +
        '(`own_fee`: another admin records it)',
    ),
    422: errorResponse(
      'The amount is not the fee’s (`amount_mismatch`), or the date is in the future, more ' +
        `than ${OLDEST_RECEIVED_DAYS} days ago or before the day (Lusaka) the member’s ` +
        'application was approved (`received_on_out_of_range`)',
    ),
    429: errorResponse(ADMIN_WRITE_LIMIT_DESCRIPTION),
  },
});

/** The day (Lusaka) the member's online application was approved, or undefined for none. */
async function approvalDay(
  db: Pick<AppServices['db'], 'select'>,
  userId: number,
): Promise<string | undefined> {
  const [approval] = await db
    .select({ decidedAt: membershipApplications.decidedAt })
    .from(membershipApplications)
    .where(
      and(eq(membershipApplications.userId, userId), eq(membershipApplications.status, 'APPROVED')),
    )
    .limit(1);
  return approval?.decidedAt ? lusakaDate(approval.decidedAt) : undefined;
}

function personName(user: {
  firstName: string | null;
  lastName: string | null;
  username: string;
}): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}

/**
 * The secretariat's record of fees paid another way than mobile money: a member abroad, an
 * institution, or a member from before online dues pays by bank transfer, cash at the office or
 * cheque, and an admin records it here. The fee is settled in one transaction with the same
 * conditional update a mobile-money confirmation makes (`paid_at` set only while it is null), so
 * a fee is never paid twice, whichever comes first. Once it is committed the member gets the
 * receipt number, amount, end of the paid year and of good standing by SMS
 * ({@link recordedPaymentNotice}), as a
 * member paying by mobile money sees them on the payment page.
 */
export function recordedPaymentRoutes(services: AppServices) {
  const { db, tokens, clock, limiter, config } = services;
  const router = createRouter();
  router.use('/admin/receivables', requireMember(tokens), requireAdmin());
  router.use('/admin/receivables/*', requireMember(tokens), requireAdmin());
  router.on('POST', '/admin/receivables/*', limitAdminWrites(limiter));

  router.openapi(listFeesDue, async (c) => {
    const { q, cursor } = c.req.valid('query');
    const before = cursor === undefined ? undefined : decodePageCursor(cursor);
    // Newest first; billed times are compared to the millisecond, the precision the cursor carries.
    const billedMs = sql`date_trunc('milliseconds', ${receivables.createdAt})`;
    const rows = await db
      .select({
        fee: receivables,
        user: users,
        waiting: sql<boolean>`exists (select 1 from ${payments} where ${payments.receivableId} = ${receivables.id} and ${payments.status} = 'PENDING')`,
      })
      .from(receivables)
      .innerJoin(users, eq(users.id, receivables.userId))
      .where(
        and(
          isNull(receivables.paidAt),
          q ? memberFound(q) : undefined,
          before
            ? sql`(${billedMs}, ${receivables.id}) < (${before.at}::timestamptz, ${before.id})`
            : undefined,
        ),
      )
      .orderBy(desc(billedMs), desc(receivables.id))
      .limit(FEES_PER_PAGE + 1);
    const page = rows.slice(0, FEES_PER_PAGE);
    const items = page.map(({ fee, user, waiting }) => ({
      receivableId: fee.id,
      description: fee.description,
      amount: fee.amountNgwee / 100,
      currency: 'ZMW' as const,
      billedAt: fee.createdAt.toISOString(),
      mobileMoneyWaiting: Boolean(waiting),
      member: memberOnRecord(user),
    }));
    const last = page.at(-1)?.fee;
    const nextCursor =
      rows.length > FEES_PER_PAGE && last ? encodePageCursor(last.createdAt, last.id) : null;
    return c.json({ items, nextCursor }, 200, { 'cache-control': 'no-store' });
  });

  router.openapi(recordPayment, async (c) => {
    const { receivableId } = c.req.valid('param');
    const body = c.req.valid('json');
    const method: RecordedPaymentMethod = body.method;
    const amountNgwee = Math.round(body.amount * 100);
    const admin = c.get('member');
    const now = clock.now();
    const today = lusakaDate(now);
    // The standing a payment leaves the member in, in the card's words, for the answer and the SMS.
    const standingUntil = (member: { status: string; validUntil: string | null }) =>
      member.validUntil
        ? goodStandingUntil(member, today, config.membership.duesGraceDays).until
        : null;
    if (body.receivedOn > today || body.receivedOn < addDays(today, -OLDEST_RECEIVED_DAYS)) {
      throw new ApiError(
        422,
        'received_on_out_of_range',
        body.receivedOn > today
          ? `receivedOn: the money cannot have been received after today, ${readableDate(today)}`
          : `receivedOn: a payment received more than ${OLDEST_RECEIVED_DAYS} days ago is not recorded here; ask the treasurer`,
      );
    }
    const paymentId = randomUUID();
    const { memberId, ...answer } = await db.transaction(async (tx) => {
      const [fee] = await tx.select().from(receivables).where(eq(receivables.id, receivableId));
      if (!fee) throw new ApiError(404, 'not_found', 'No fee has that id');
      // An admin may hold a membership (applied from their account, approved by another admin):
      // their own fee marked paid by them would make them a member in good standing on their
      // word alone, as an application approved by its applicant would (`own_application`).
      if (fee.userId === admin.id) {
        throw new ApiError(
          409,
          'own_fee',
          'This fee is your own: another admin records a payment you made at the office or by bank',
        );
      }
      if (fee.paidAt === null && amountNgwee !== fee.amountNgwee) {
        throw new ApiError(
          422,
          'amount_mismatch',
          `amount: this fee is ${kwachaText(fee.amountNgwee)}; record the payment once the whole fee is received`,
        );
      }
      // No fee of a membership is paid before the membership was granted: a day before the
      // approval is a slip of the date, and would date the paid year from before it began. A
      // member from before online applications has no approval on record, and no bound but the
      // oldest day above.
      const approvedOn = await approvalDay(tx, fee.userId);
      if (approvedOn && body.receivedOn < approvedOn) {
        throw new ApiError(
          422,
          'received_on_out_of_range',
          `receivedOn: the membership was approved on ${readableDate(approvedOn)}, so the money cannot have been received before that day`,
        );
      }
      // The guard a mobile-money confirmation uses: of two settlements at once, whichever kind,
      // only the first finds the fee unpaid; the other waits for its row lock and finds none.
      const [paid] = await tx
        .update(receivables)
        .set({ paidAt: now })
        .where(and(eq(receivables.id, fee.id), isNull(receivables.paidAt)))
        .returning({ id: receivables.id });
      if (!paid) {
        const [earlier] = await tx
          .select()
          .from(payments)
          .where(
            and(
              eq(payments.receivableId, fee.id),
              eq(payments.status, 'CONFIRMED'),
              eq(payments.refundDue, false),
            ),
          )
          .orderBy(payments.confirmedAt)
          .limit(1);
        const how = earlier
          ? ` by ${earlier.method === 'MOBILE_MONEY' ? 'mobile money' : PAYMENT_METHOD_NAMES[earlier.method].toLowerCase()}${earlier.confirmedAt ? ` on ${readableDate(lusakaDate(earlier.confirmedAt))}` : ''}`
          : '';
        throw new ApiError(
          409,
          'fee_paid',
          // The secretariat's money is not tracked here ("Refunds due" lists mobile-money
          // payments only): the officer is told to hand it back, not that something owes it.
          `This fee is paid already${how}; nothing was recorded. If the member paid you for it too, give that money back to them now: it is not listed under Refunds due`,
        );
      }
      const [payment] = await tx
        .insert(payments)
        .values({
          id: paymentId,
          receivableId: fee.id,
          userId: fee.userId,
          network: null,
          phoneNumber: null,
          amountNgwee,
          provider: SECRETARIAT_PROVIDER_NAME,
          providerReference: body.reference,
          status: 'CONFIRMED',
          confirmedAt: now,
          method,
          receivedOn: body.receivedOn,
          recordedBy: admin.id,
        })
        .returning();
      if (!payment) throw new Error('payment insert returned nothing');
      await activateWhenPaidUp(tx, fee.userId, now);
      await recordConfirmedPayment(tx, payment, now, config.membership.duesGraceDays);
      const [member] = await tx.select().from(users).where(eq(users.id, fee.userId));
      const [receipt] = await tx
        .select({ receiptNumber: receipts.receiptNumber })
        .from(receipts)
        .where(eq(receipts.paymentId, paymentId));
      const [recorder] = await tx.select().from(users).where(eq(users.id, admin.id));
      if (!member || !receipt || !recorder) throw new Error('the recorded payment vanished');
      const methodName = PAYMENT_METHOD_NAMES[method].toLowerCase();
      await tx.insert(auditLog).values({
        at: now,
        actor: recorder.username,
        action: 'create',
        collection: 'payments',
        entryId: fee.id,
        summary: `${personName(recorder)} recorded ${kwachaText(amountNgwee)} received ${readableDate(body.receivedOn)} by ${methodName} (reference ${body.reference}) for ${fee.description} of ${personName(member)} (${member.username}); receipt ${receipt.receiptNumber}`,
      });
      const [waiting] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.receivableId, fee.id), eq(payments.status, 'PENDING')))
        .limit(1);
      // In the card's words, as the member's SMS and history say it.
      const paidUntil = member.validUntil
        ? `; ${paidYearWords(member.validUntil, standingUntil(member))}`
        : '';
      return {
        memberId: member.id,
        paymentId,
        receivableId: fee.id,
        method,
        amount: amountNgwee / 100,
        currency: 'ZMW' as const,
        receivedOn: body.receivedOn,
        reference: body.reference,
        receiptNumber: receipt.receiptNumber,
        member: {
          username: member.username,
          status: member.status,
          validUntil: member.validUntil,
        },
        message:
          `Recorded ${kwachaText(amountNgwee)} from ${personName(member)}: receipt ${receipt.receiptNumber}${paidUntil}.` +
          (waiting
            ? ' A mobile-money prompt for this fee was still waiting; if the member approves it, it will be listed among the refunds due.'
            : ''),
      };
    });
    await notifyMember(
      services,
      memberId,
      recordedPaymentNotice(
        kwachaText(amountNgwee),
        method,
        answer.receiptNumber,
        answer.member.validUntil,
        standingUntil(answer.member),
      ),
    );
    return c.json(answer, 201, { 'cache-control': 'no-store' });
  });
  return router;
}
