import { createRoute, z } from '@hono/zod-openapi';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { ApplicationView } from '../applications/application-routes';
import { applicationOf, applicationView } from '../applications/application-view';
import { requireAdmin, requireMember } from '../auth/require-member';
import { signedOutRefusal } from '../auth/signed-out-refusal';
import { lusakaDate } from '../clock/lusaka-date';
import { decodeCursor, encodeCursor } from '../collections/entry-cursor';
import type { AppDatabase } from '../db/database';
import { payments, receivables, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { plainText, recordNumberParam } from '../http/input-schemas';
import { paymentFailureMessage } from '../payments/payment-failure-message';
import { PAYMENT_METHOD_NAMES } from '../payments/payment-method';
import { goodStandingUntil } from './good-standing';
import { MemberOnRecord, memberFound, memberOnRecord } from './member-on-record';
import { categoryName, membershipTypeName } from './membership-rules';
import { receipts } from './membership-schema';
import { shownMembershipType } from './subscription-fee';
import { standingStatement } from './verify-routes';

/** The accounts one page of the look-up lists. */
export const MEMBERS_PER_PAGE = 20;

/** The newest bills and payments a member's record lists; refunds are all listed. */
export const RECORD_ENTRIES_LISTED = 100;

const MemberFound = MemberOnRecord.extend({
  id: z.number().int().openapi({ description: 'The account’s id, for `GET admin/members/{id}`' }),
  membershipType: z
    .string()
    .nullable()
    .openapi({
      description:
        'The type the card names: the one recorded, or for a member from before types were ' +
        'recorded the one billed; null for none',
    }),
  membershipTypeName: z.string().nullable(),
  phoneNumber: z
    .string()
    .nullable()
    .openapi({ description: 'The mobile number as stored: its digits with the country code' }),
}).openapi('MemberFound');

const MembersFoundPage = z
  .object({
    items: z.array(MemberFound),
    nextCursor: z
      .string()
      .nullable()
      .openapi({ description: 'Pass it as `cursor` for the next page; null on the last' }),
  })
  .openapi('MembersFoundPage');

const denied = {
  401: signedOutRefusal(),
  403: errorResponse('Not an active admin (`forbidden`)'),
};

const findMembers = createRoute({
  method: 'get',
  path: '/admin/members',
  summary: 'Finds accounts, members and applicants alike, by name, number or mobile (admins)',
  description:
    `${MEMBERS_PER_PAGE} accounts a page, by last name, first name and user name (an account ` +
    'with no name by its user name); `nextCursor` asks for the next. Without `q`, every account.',
  security: [{ bearer: [] }],
  request: {
    query: z.object({
      q: plainText(1, 100)
        .optional()
        .openapi({
          description:
            'Part of the name, user name, organisation, membership number, passport or NRC ' +
            'number, or a whole mobile number written any usual way (0971234567, +260 97 123 ' +
            '4567, 260971234567, or a number abroad with its country code)',
        }),
      cursor: z
        .string()
        // Said as the decoder says it, not as the pattern's own words.
        .regex(/^[A-Za-z0-9_-]{1,2000}$/, { message: 'not a cursor of this list' })
        .optional()
        .openapi({ description: 'The `nextCursor` of the previous page' }),
    }),
  },
  responses: {
    200: {
      description: 'One page of matching accounts',
      content: { 'application/json': { schema: MembersFoundPage } },
    },
    400: errorResponse(
      'A malformed search (`validation_failed`), or a cursor this list did not give (`invalid_cursor`)',
    ),
    ...denied,
  },
});

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

const MemberRecord = z
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
      goodStandingUntil: z.string().nullable().openapi({ format: 'date' }),
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
    payments: z.array(PaymentOnRecord).openapi({
      description: `Payments and attempts, newest first (${RECORD_ENTRIES_LISTED} at most)`,
    }),
    refunds: z.array(RefundOnRecord).openapi({
      description: 'Payments made for a fee already paid, owed back or paid back, newest first',
    }),
  })
  .openapi('MemberRecord');

const showMember = createRoute({
  method: 'get',
  path: '/admin/members/{id}',
  summary: 'One account’s record: membership, application, bills, payments and refunds (admins)',
  security: [{ bearer: [] }],
  request: { params: z.object({ id: recordNumberParam() }) },
  responses: {
    200: {
      description: 'The record',
      content: { 'application/json': { schema: MemberRecord } },
    },
    400: errorResponse('Malformed id'),
    ...denied,
    404: errorResponse('No account has that id (`not_found`)'),
  },
});

// Accounts by last name, then first name, then user name; an account with no name yet (its
// registration unfinished) by its user name, which is what the list shows for it. Lowercased, so
// "van Zyl" is among the Vs on every database, whatever its collation.
const lastNameKey = sql<string>`lower(coalesce(${users.lastName}, ${users.username}))`;
const firstNameKey = sql<string>`lower(coalesce(${users.firstName}, ''))`;
const CURSOR_TYPES: ('text' | 'integer')[] = ['text', 'text', 'text', 'integer'];

/** The accounts after the one a cursor names, in the look-up's order. */
function after(cursor: string): SQL {
  const [lastName, firstName, username, id] = decodeCursor(cursor, CURSOR_TYPES);
  return sql`(${lastNameKey}, ${firstNameKey}, ${users.username}, ${users.id}) > (${lastName}::text, ${firstName}::text, ${username}::text, ${id}::integer)`;
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
 * The secretariat's look-up of any account (server README, "Finding a member"): a search by the
 * words the other secretariat lists take, or a mobile number, a page at a time, and one account's
 * record read from the views the member and the public see (the card's membership type, the
 * verification page's standing, the application as its applicant sees it). Reading only.
 */
export function adminMemberRoutes(services: AppServices) {
  const { db, tokens, clock, config } = services;
  const router = createRouter();
  router.use('/admin/members', requireMember(tokens), requireAdmin());
  router.use('/admin/members/*', requireMember(tokens), requireAdmin());

  router.openapi(findMembers, async (c) => {
    const { q, cursor } = c.req.valid('query');
    const rows = await db
      .select({ user: users, lastNameKey, firstNameKey })
      .from(users)
      .where(and(q ? memberFound(q) : undefined, cursor ? after(cursor) : undefined))
      .orderBy(lastNameKey, firstNameKey, users.username, users.id)
      .limit(MEMBERS_PER_PAGE + 1);
    const page = rows.slice(0, MEMBERS_PER_PAGE);
    const items = [];
    for (const { user } of page) {
      const membershipType = await shownMembershipType(db, user);
      items.push({
        ...memberOnRecord(user),
        id: user.id,
        membershipType,
        membershipTypeName: membershipTypeName(membershipType),
        phoneNumber: user.phoneNumber,
      });
    }
    const last = page.at(-1);
    const nextCursor =
      rows.length > MEMBERS_PER_PAGE && last
        ? encodeCursor([last.lastNameKey, last.firstNameKey, last.user.username, last.user.id])
        : null;
    return c.json({ items, nextCursor }, 200, { 'cache-control': 'no-store' });
  });

  router.openapi(showMember, async (c) => {
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.id, c.req.valid('param').id));
    if (!user) throw new ApiError(404, 'not_found', 'No account has that id');
    const standing = goodStandingUntil(
      user,
      lusakaDate(clock.now()),
      config.membership.duesGraceDays,
    );
    const membershipType = await shownMembershipType(db, user);
    const application = await applicationOf(db, user.id);
    return c.json(
      {
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
      },
      200,
      { 'cache-control': 'no-store' },
    );
  });
  return router;
}
