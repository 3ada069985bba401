import { z } from '@hono/zod-openapi';
import { and, count, desc, eq } from 'drizzle-orm';
import { ApplicationView } from '../applications/application-routes';
import { applicationOf, applicationView } from '../applications/application-view';
import type { AppDatabase } from '../db/database';
import { payments, receivables, type users } from '../db/schema';
import { paymentFailureMessage } from '../payments/payment-failure-message';
import { PAYMENT_METHOD_NAMES } from '../payments/payment-method';
import { goodStandingUntil } from './good-standing';
import { categoryName, membershipTypeName } from './membership-rules';
import { receipts } from './membership-schema';
import { shownMembershipType } from './subscription-fee';
import { standingStatement } from './verify-routes';

// One account's record as the secretariat reads it (`GET admin/members/{id}`, server README,
// "Finding a member"): assembled from the views the member and the public already see, so the
// record never says other words than they do. The routes are in admin-member-routes.ts.

/** The newest bills and payments a member's record lists; refunds are all listed. */
export const RECORD_ENTRIES_LISTED = 100;

const BillOnRecord = z.object({
  receivableId: z.number().int(),
  description: z.string(),
  amount: z.number().openapi({ description: 'Kwacha', example: 300 }),
  currency: z.literal('ZMW'),
  billedAt: z.string().openapi({ format: 'date-time' }),
  state: z.enum(['PAID', 'UNPAID']),
  paidAt: z.string().nullable().openapi({ format: 'date-time' }),
  coversUntil: z.string().nullable().openapi({
    format: 'date',
    description: 'The last day the subscription covers once paid; null for an older fee',
  }),
});

const PaymentOnRecord = z.object({
  paymentId: z.uuid(),
  receivableId: z.number().int(),
  description: z.string().openapi({ description: 'The fee it paid or was meant to pay' }),
  method: z.enum(['MOBILE_MONEY', 'BANK_TRANSFER', 'CASH', 'CHEQUE']),
  methodName: z.string().openapi({ example: 'Mobile money' }),
  network: z.enum(['MTN', 'AIRTEL', 'ZAMTEL']).nullable(),
  phoneNumber: z
    .string()
    .nullable()
    .openapi({ description: 'The wallet a mobile-money prompt went to; null otherwise' }),
  amount: z.number().openapi({ description: 'Kwacha', example: 300 }),
  currency: z.literal('ZMW'),
  status: z.enum(['PENDING', 'CONFIRMED', 'FAILED']),
  startedAt: z.string().openapi({ format: 'date-time' }),
  confirmedAt: z.string().nullable().openapi({ format: 'date-time' }),
  receivedOn: z.string().nullable().openapi({
    format: 'date',
    description: 'The day the secretariat received a payment it recorded; null for mobile money',
  }),
  reference: z.string().openapi({
    description: 'The provider’s reference, or the bank, cheque or office receipt book’s',
  }),
  failure: z
    .string()
    .nullable()
    .openapi({ description: 'What the member was told of a failed payment; null otherwise' }),
  receiptNumber: z.string().nullable(),
  refundDue: z.boolean().openapi({
    description: 'The money came for a fee another payment had already paid (see `refunds`)',
  }),
});

const RefundOnRecord = z.object({
  paymentId: z.uuid(),
  receivableId: z.number().int(),
  description: z.string().openapi({ description: 'The fee that was already paid' }),
  amount: z.number().openapi({ description: 'Kwacha', example: 300 }),
  currency: z.literal('ZMW'),
  network: z.enum(['MTN', 'AIRTEL', 'ZAMTEL']).nullable(),
  phoneNumber: z.string().nullable().openapi({ description: 'The wallet charged twice' }),
  confirmedAt: z.string().nullable().openapi({ format: 'date-time' }),
  state: z.enum(['DUE', 'PAID_BACK']),
  refundedAt: z.string().nullable().openapi({ format: 'date-time' }),
});

/** One account's record, as `GET admin/members/{id}` answers it. */
export const MemberRecord = z
  .object({
    account: z.object({
      id: z.number().int(),
      username: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      organisationName: z.string().nullable(),
      email: z.string().nullable(),
      phoneNumber: z.string().nullable(),
      country: z.string().nullable().openapi({ description: 'Where a member abroad is' }),
      nrcNumber: z.string().nullable(),
      passportNumber: z.string().nullable(),
      role: z.enum(['member', 'editor', 'admin']),
      status: z.string(),
      createdAt: z.string().openapi({ format: 'date-time' }),
    }),
    membership: z.object({
      membershipNumber: z.string().nullable(),
      membershipType: z.string().nullable(),
      membershipTypeName: z.string().nullable(),
      professionalCategoryName: z.string().nullable(),
      validUntil: z
        .string()
        .nullable()
        .openapi({ format: 'date', description: 'Last day of the year paid; null for none' }),
      goodStanding: z.boolean(),
      goodStandingUntil: z.string().nullable().openapi({
        format: 'date',
        description:
          'Last day of good standing: the end of the grace period after the paid year (`validUntil`), the same date while the paid year runs; null when not in good standing or on the roll from before online dues',
      }),
      statement: z.string().openapi({
        description: 'The standing in the public verification page’s words',
        example: 'In good standing until 22 November 2027',
      }),
    }),
    // The applicant's own view, by its fields: the named schema made nullable loses its null in
    // an OpenAPI 3.0 document (a bare reference), or changes the named one.
    application: z.object(ApplicationView.shape).nullable().openapi({
      description: 'The application made online; null for an account that never applied',
    }),
    bills: z.array(BillOnRecord).openapi({
      description: `Fees billed, newest first (${RECORD_ENTRIES_LISTED} at most)`,
    }),
    billCount: z.number().int().openapi({
      description: 'Every fee ever billed to the account: more than `bills` holds when it is cut',
    }),
    payments: z.array(PaymentOnRecord).openapi({
      description: `Payments and attempts, newest first (${RECORD_ENTRIES_LISTED} at most)`,
    }),
    paymentCount: z.number().int().openapi({
      description: 'Every payment and attempt: more than `payments` holds when it is cut',
    }),
    refunds: z.array(RefundOnRecord).openapi({
      description: 'Payments made for a fee already paid, owed back or paid back, newest first',
    }),
  })
  .openapi('MemberRecord');

/**
 * How many bills and payments a member has in all, so that a record cut at
 * {@link RECORD_ENTRIES_LISTED} can say so rather than pass for the whole history.
 */
async function moneyCounts(db: AppDatabase, userId: number) {
  const [bills] = await db
    .select({ count: count() })
    .from(receivables)
    .where(eq(receivables.userId, userId));
  const [paid] = await db
    .select({ count: count() })
    .from(payments)
    .where(eq(payments.userId, userId));
  return { billCount: bills?.count ?? 0, paymentCount: paid?.count ?? 0 };
}

/** One member's bills, payments (with their receipts) and refunds, newest first. */
async function moneyOnRecord(db: AppDatabase, userId: number) {
  const bills = await db
    .select()
    .from(receivables)
    .where(eq(receivables.userId, userId))
    .orderBy(desc(receivables.createdAt), desc(receivables.id))
    .limit(RECORD_ENTRIES_LISTED);
  const paid = await db
    .select({
      payment: payments,
      description: receivables.description,
      receiptNumber: receipts.receiptNumber,
    })
    .from(payments)
    .innerJoin(receivables, eq(receivables.id, payments.receivableId))
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(RECORD_ENTRIES_LISTED);
  const owedBack = await db
    .select({ payment: payments, description: receivables.description })
    .from(payments)
    .innerJoin(receivables, eq(receivables.id, payments.receivableId))
    .where(and(eq(payments.userId, userId), eq(payments.refundDue, true)))
    .orderBy(desc(payments.confirmedAt), desc(payments.createdAt));
  return {
    bills: bills.map((bill) => ({
      receivableId: bill.id,
      description: bill.description,
      amount: bill.amountNgwee / 100,
      currency: 'ZMW' as const,
      billedAt: bill.createdAt.toISOString(),
      state: bill.paidAt ? ('PAID' as const) : ('UNPAID' as const),
      paidAt: bill.paidAt?.toISOString() ?? null,
      coversUntil: bill.coversUntil,
    })),
    payments: paid.map(({ payment, description, receiptNumber }) => ({
      paymentId: payment.id,
      receivableId: payment.receivableId,
      description,
      method: payment.method,
      methodName: PAYMENT_METHOD_NAMES[payment.method],
      network: payment.network,
      phoneNumber: payment.phoneNumber,
      amount: payment.amountNgwee / 100,
      currency: 'ZMW' as const,
      status: payment.status,
      startedAt: payment.createdAt.toISOString(),
      confirmedAt: payment.confirmedAt?.toISOString() ?? null,
      receivedOn: payment.receivedOn,
      reference: payment.providerReference,
      failure: payment.status === 'FAILED' ? paymentFailureMessage(payment.failureReason) : null,
      receiptNumber,
      refundDue: payment.refundDue,
    })),
    refunds: owedBack.map(({ payment, description }) => ({
      paymentId: payment.id,
      receivableId: payment.receivableId,
      description,
      amount: payment.amountNgwee / 100,
      currency: 'ZMW' as const,
      network: payment.network,
      phoneNumber: payment.phoneNumber,
      confirmedAt: payment.confirmedAt?.toISOString() ?? null,
      state: payment.refundedAt ? ('PAID_BACK' as const) : ('DUE' as const),
      refundedAt: payment.refundedAt?.toISOString() ?? null,
    })),
  };
}

/**
 * The record of `user` on `today` (a Lusaka date): the account, the membership with its standing
 * in the verification page's words, the application as its applicant sees it, and the money.
 */
export async function memberRecord(
  db: AppDatabase,
  user: typeof users.$inferSelect,
  today: string,
  duesGraceDays: number,
): Promise<z.infer<typeof MemberRecord>> {
  const standing = goodStandingUntil(user, today, duesGraceDays);
  const membershipType = await shownMembershipType(db, user);
  const application = await applicationOf(db, user.id);
  return {
    account: {
      id: user.id,
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      organisationName: user.organisationName,
      email: user.email,
      phoneNumber: user.phoneNumber,
      country: user.country,
      nrcNumber: user.nrcNumber,
      passportNumber: user.passportNumber,
      role: user.role,
      status: user.status,
      createdAt: user.createdAt.toISOString(),
    },
    membership: {
      membershipNumber: user.membershipNumber,
      membershipType,
      membershipTypeName: membershipTypeName(membershipType),
      professionalCategoryName: categoryName(user.professionalCategory),
      validUntil: user.validUntil,
      goodStanding: standing.goodStanding,
      goodStandingUntil: standing.until,
      statement: standingStatement(standing),
    },
    application: application ? await applicationView(db, application) : null,
    ...(await moneyOnRecord(db, user.id)),
    ...(await moneyCounts(db, user.id)),
  };
}
