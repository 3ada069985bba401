import { createRoute, z } from '@hono/zod-openapi';
import { and, desc, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { requireAdmin, requireMember } from '../auth/require-member';
import { signedOutRefusal } from '../auth/signed-out-refusal';
import { lusakaDate, lusakaMidnight } from '../clock/lusaka-date';
import { payments, receivables, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { MemberOnRecord, memberOnRecord } from '../membership/member-on-record';
import { receipts } from '../membership/membership-schema';
import { PAYMENT_METHOD_NAMES } from './payment-method';

/** The payments one page lists; `nextCursor` asks for the next. */
export const PAYMENTS_RECEIVED_PER_PAGE = 50;

// The field's name is put before it by validationError, as every schema message is.
const monthMessage = 'give a month as YYYY-MM, such as 2026-12';

const PaymentReceived = z
  .object({
    paymentId: z.uuid(),
    confirmedAt: z.string().openapi({
      format: 'date-time',
      description:
        'When the payment was confirmed: the network’s confirmation of a mobile-money payment, ' +
        'or the moment an admin recorded one received another way (its receipt is dated so). ' +
        'The list is in this order, newest first',
    }),
    receivedOn: z
      .string()
      .nullable()
      .openapi({
        format: 'date',
        description:
          'The day (Lusaka) the secretariat received a payment it recorded, which is the month it ' +
          'is listed and counted in however late it was recorded; null for mobile money',
      }),
    method: z.enum(['MOBILE_MONEY', 'BANK_TRANSFER', 'CASH', 'CHEQUE']),
    methodName: z.string().openapi({ example: 'Mobile money' }),
    network: z.enum(['MTN', 'AIRTEL', 'ZAMTEL']).nullable().openapi({
      description: 'The mobile-money network; null for a payment the secretariat recorded',
    }),
    receivableId: z.number().int(),
    description: z.string().openapi({ description: 'The fee it paid, with its period' }),
    amount: z.number().openapi({ description: 'Kwacha', example: 300 }),
    currency: z.literal('ZMW'),
    reference: z.string().openapi({
      description: 'The provider’s reference, or the bank, cheque or office receipt book’s',
    }),
    receiptNumber: z.string().nullable().openapi({
      description: 'The receipt issued for it; null for money that came for a fee already paid',
    }),
    refundDue: z.boolean().openapi({
      description:
        'The money came for a fee another payment had already paid: it is owed back (or was ' +
        'paid back), and is not in `total`',
    }),
    member: MemberOnRecord,
  })
  .openapi('PaymentReceived');

const PaymentsReceivedPage = z
  .object({
    month: z
      .string()
      .openapi({ description: 'The month listed, YYYY-MM (Lusaka)', example: '2026-12' }),
    total: z.number().openapi({
      description:
        'Kwacha received in the month for fees, every page together (refunds due aside): what the ' +
        'bank statement and the office book show for it',
      example: 900,
    }),
    count: z.number().int().openapi({ description: 'How many payments `total` adds up' }),
    owedBack: z.number().openapi({
      description: 'Kwacha received in the month for fees already paid (`refundDue`)',
    }),
    currency: z.literal('ZMW'),
    items: z.array(PaymentReceived),
    nextCursor: z
      .string()
      .nullable()
      .openapi({ description: 'Pass it as `cursor` for the next page; null on the last' }),
  })
  .openapi('PaymentsReceivedPage');

const listPaymentsReceived = createRoute({
  method: 'get',
  path: '/admin/payments',
  summary: 'Payments received in a month, newest first: mobile money and those recorded (admins)',
  description:
    'The confirmed payments received in the month (Lusaka time) `month` names; without it, the ' +
    'current month. A payment the secretariat recorded is in the month of its `receivedOn`, the ' +
    'day the money arrived, however late it was recorded (a transfer received on 31 December and ' +
    'recorded on 3 January is December’s); mobile money is in the month it was confirmed. ' +
    `${PAYMENTS_RECEIVED_PER_PAGE} a page, newest first by \`confirmedAt\` (when confirmed or ` +
    'recorded). Each names the member, the fee it paid, the way it came and its receipt; `total` ' +
    'is the whole month’s.',
  security: [{ bearer: [] }],
  request: {
    query: z.object({
      month: z
        .string({ message: monthMessage })
        .regex(/^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/, monthMessage)
        .optional()
        .openapi({
          description: 'YYYY-MM; the current month in Lusaka when left out',
          example: '2026-12',
        }),
      cursor: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,200}$/, { message: 'not a cursor this list gave' })
        .optional()
        .openapi({ description: 'The `nextCursor` of the previous page' }),
    }),
  },
  responses: {
    200: {
      description: 'One page of the month’s payments, and the month’s total',
      content: { 'application/json': { schema: PaymentsReceivedPage } },
    },
    400: errorResponse(
      'A month not written YYYY-MM, or a cursor this list did not give (`validation_failed`)',
    ),
    401: signedOutRefusal(),
    403: errorResponse('Not an active admin (`forbidden`)'),
  },
});

/** The month after `month` (YYYY-MM). */
function nextMonth(month: string): string {
  const [year = 0, number = 0] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The cursor after a payment: its confirmation time (to the millisecond) and id. */
function encodeCursor(at: Date, id: string): string {
  return Buffer.from(`${at.toISOString()}|${id}`, 'utf8').toString('base64url');
}

/** @throws 400 `validation_failed` for a cursor this list did not give. */
function decodeCursor(cursor: string): { at: string; id: string } {
  const [at = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const time = Date.parse(at);
  if (
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(at) ||
    Number.isNaN(time) ||
    new Date(time).toISOString() !== at ||
    at.startsWith('0000') ||
    !UUID.test(id)
  ) {
    throw new ApiError(400, 'validation_failed', 'cursor: not a cursor this list gave');
  }
  return { at, id };
}

/**
 * The secretariat's list of who paid: every confirmed payment received in a month (a recorded
 * one's `receivedOn`, mobile money's confirmation), mobile money and the payments an admin
 * recorded alike, newest first, with the month's total. Reading only; the fees
 * still unpaid are `GET admin/receivables`.
 */
export function paymentsReceivedRoutes(services: AppServices) {
  const { db, tokens, clock } = services;
  const router = createRouter();
  router.use('/admin/payments', requireMember(tokens), requireAdmin());

  router.openapi(listPaymentsReceived, async (c) => {
    const query = c.req.valid('query');
    const month = query.month ?? lusakaDate(clock.now()).slice(0, 7);
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const firstDay = `${month}-01`;
    const nextFirstDay = `${nextMonth(month)}-01`;
    const from = lusakaMidnight(firstDay);
    const until = lusakaMidnight(nextFirstDay);
    // A payment is the month's that it arrived in: the day the secretariat received it when it
    // recorded one, else the Lusaka day it was confirmed. Counted by when it was recorded, a
    // transfer received on 31 December and recorded on 3 January was January's, so December's
    // total and the year's disagreed with the bank statement. Paging stays by confirmation time
    // within this set: each payment is in one month, so no page loses or repeats one.
    const inMonth = and(
      eq(payments.status, 'CONFIRMED'),
      or(
        and(
          isNotNull(payments.receivedOn),
          gte(payments.receivedOn, firstDay),
          lt(payments.receivedOn, nextFirstDay),
        ),
        and(
          isNull(payments.receivedOn),
          gte(payments.confirmedAt, from),
          lt(payments.confirmedAt, until),
        ),
      ),
    );
    // Compared to the millisecond, the precision the cursor carries.
    const confirmedMs = sql`date_trunc('milliseconds', ${payments.confirmedAt})`;
    const rows = await db
      .select({
        payment: payments,
        description: receivables.description,
        receiptNumber: receipts.receiptNumber,
        user: users,
      })
      .from(payments)
      .innerJoin(receivables, eq(receivables.id, payments.receivableId))
      .innerJoin(users, eq(users.id, payments.userId))
      .leftJoin(receipts, eq(receipts.paymentId, payments.id))
      .where(
        and(
          inMonth,
          after
            ? sql`(${confirmedMs}, ${payments.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(confirmedMs), desc(payments.id))
      .limit(PAYMENTS_RECEIVED_PER_PAGE + 1);
    const [sums] = await db
      .select({
        total: sql<string>`coalesce(sum(${payments.amountNgwee}) filter (where not ${payments.refundDue}), 0)`,
        count: sql<string>`count(*) filter (where not ${payments.refundDue})`,
        owedBack: sql<string>`coalesce(sum(${payments.amountNgwee}) filter (where ${payments.refundDue}), 0)`,
      })
      .from(payments)
      .where(inMonth);
    const page = rows.slice(0, PAYMENTS_RECEIVED_PER_PAGE);
    const items = page.map(({ payment, description, receiptNumber, user }) => ({
      paymentId: payment.id,
      confirmedAt: (payment.confirmedAt ?? payment.createdAt).toISOString(),
      receivedOn: payment.receivedOn,
      method: payment.method,
      methodName: PAYMENT_METHOD_NAMES[payment.method],
      network: payment.network,
      receivableId: payment.receivableId,
      description,
      amount: payment.amountNgwee / 100,
      currency: 'ZMW' as const,
      reference: payment.providerReference,
      receiptNumber,
      refundDue: payment.refundDue,
      member: memberOnRecord(user),
    }));
    const last = page.at(-1)?.payment;
    const nextCursor =
      rows.length > PAYMENTS_RECEIVED_PER_PAGE && last?.confirmedAt
        ? encodeCursor(last.confirmedAt, last.id)
        : null;
    return c.json(
      {
        month,
        total: Number(sums?.total ?? 0) / 100,
        count: Number(sums?.count ?? 0),
        owedBack: Number(sums?.owedBack ?? 0) / 100,
        currency: 'ZMW' as const,
        items,
        nextCursor,
      },
      200,
      { 'cache-control': 'no-store' },
    );
  });
  return router;
}
