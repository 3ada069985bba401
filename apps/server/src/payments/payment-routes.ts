import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { requireMember } from '../auth/require-member';
import { payments, receivables, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { plainText, recordNumber, recordNumberParam } from '../http/input-schemas';
import { freshTokens } from '../membership/fresh-tokens';
import { recordConfirmedPayment } from '../receipts/record-confirmed-payment';
import { zambianMobileNumber } from './zambian-mobile-number';

const Payment = z
  .object({
    paymentId: z.uuid(),
    receivableId: z.number().int(),
    network: z.enum(['MTN', 'AIRTEL', 'ZAMTEL']),
    amount: z.number().openapi({ description: 'Kwacha', example: 300 }),
    status: z.enum(['PENDING', 'CONFIRMED', 'FAILED']),
    sandbox: z.boolean().openapi({ description: 'True when no real money moves' }),
    message: z.string(),
    access_token: z
      .string()
      .optional()
      .openapi({ description: 'Fresh tokens, on the answer that confirms' }),
    refresh_token: z.string().optional(),
  })
  .openapi('Payment');

const startPayment = createRoute({
  method: 'post',
  path: '/payments',
  summary: 'Pays a membership fee by mobile money (login status PENDING_PAYMENT)',
  description:
    'Sends a payment prompt to the wallet. Poll `GET payments/{paymentId}` until the status is ' +
    'CONFIRMED (the account is then ACTIVE) or FAILED. The default provider is a sandbox that ' +
    'moves no money and confirms after a short delay; numbers ending in 000 are declined.',
  security: [{ bearer: [] }],
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .object({
              receivableId: recordNumber(),
              network: z.enum(['MTN', 'AIRTEL', 'ZAMTEL']),
              phoneNumber: plainText(9, 20),
            })
            .openapi('PaymentRequest'),
        },
      },
    },
  },
  responses: {
    202: { description: 'Prompt sent', content: { 'application/json': { schema: Payment } } },
    400: errorResponse('A field is missing or malformed'),
    401: errorResponse('No bearer token'),
    403: errorResponse('Invalid token'),
    404: errorResponse('No unpaid fee with that id for this member'),
    422: errorResponse('The number is not a mobile number of that network'),
  },
});

const checkPayment = createRoute({
  method: 'get',
  path: '/payments/{paymentId}',
  summary: 'Where a mobile-money payment stands; settles it when the provider has',
  security: [{ bearer: [] }],
  request: { params: z.object({ paymentId: z.uuid() }) },
  responses: {
    200: { description: 'The payment', content: { 'application/json': { schema: Payment } } },
    400: errorResponse('Malformed payment id'),
    401: errorResponse('No bearer token'),
    403: errorResponse('Invalid token'),
    404: errorResponse('No such payment for this member'),
  },
});

const showReceivable = createRoute({
  method: 'get',
  path: '/receivables/{receivableId}',
  summary: 'The fee behind a login’s `tariff`: what it is for and how much, before paying',
  security: [{ bearer: [] }],
  request: { params: z.object({ receivableId: recordNumberParam() }) },
  responses: {
    200: {
      description: 'The fee',
      content: {
        'application/json': {
          schema: z
            .object({
              receivableId: z.number().int(),
              criteriaId: z.number().int(),
              description: z.string(),
              amount: z.number().openapi({ description: 'Kwacha', example: 300 }),
              currency: z.literal('ZMW'),
              paid: z.boolean(),
            })
            .openapi('Receivable'),
        },
      },
    },
    400: errorResponse('Malformed id'),
    401: errorResponse('No bearer token'),
    403: errorResponse('Invalid token'),
    404: errorResponse('No such fee for this member'),
  },
});

type PaymentRow = typeof payments.$inferSelect;

const MESSAGES = {
  PENDING: 'Approve the prompt on your phone to complete the payment',
  CONFIRMED: 'Payment received; your membership is active',
  FAILED: 'The payment was declined; you can try again',
};

function paymentView(row: PaymentRow, sandbox: boolean) {
  return {
    paymentId: row.id,
    receivableId: row.receivableId,
    network: row.network,
    amount: row.amountNgwee / 100,
    status: row.status,
    sandbox,
    message: sandbox ? `SANDBOX, no money moved. ${MESSAGES[row.status]}` : MESSAGES[row.status],
  };
}

/** The PENDING_PAYMENT follow-up: membership fees by MTN, Airtel or Zamtel mobile money. */
export function paymentRoutes({ db, tokens, payments: provider, clock }: AppServices) {
  async function settle(row: PaymentRow): Promise<PaymentRow> {
    if (row.status !== 'PENDING') return row;
    const status = await provider.checkCollection(row.providerReference);
    if (status === 'PENDING') return row;
    return db.transaction(async (tx) => {
      const [updated] = await tx
        .update(payments)
        .set({ status, confirmedAt: status === 'CONFIRMED' ? new Date() : null })
        .where(and(eq(payments.id, row.id), eq(payments.status, 'PENDING')))
        .returning();
      // Another instance settled it first; its answer stands.
      if (!updated) {
        const [current] = await tx.select().from(payments).where(eq(payments.id, row.id));
        return current ?? row;
      }
      if (status === 'CONFIRMED') {
        await tx
          .update(receivables)
          .set({ paidAt: new Date() })
          .where(and(eq(receivables.id, row.receivableId), isNull(receivables.paidAt)));
        const [stillDue] = await tx
          .select({ id: receivables.id })
          .from(receivables)
          .where(and(eq(receivables.userId, row.userId), isNull(receivables.paidAt)))
          .limit(1);
        if (!stillDue) {
          await tx
            .update(users)
            .set({ status: 'ACTIVE', updatedAt: new Date() })
            .where(and(eq(users.id, row.userId), eq(users.status, 'PENDING_PAYMENT')));
        }
        await recordConfirmedPayment(tx, updated, clock.now());
      }
      return updated;
    });
  }

  const router = createRouter();
  router.use('/payments', requireMember(tokens));
  router.use('/payments/*', requireMember(tokens));
  router.use('/receivables/*', requireMember(tokens));

  router.openapi(showReceivable, async (c) => {
    const [due] = await db
      .select()
      .from(receivables)
      .where(
        and(
          eq(receivables.id, c.req.valid('param').receivableId),
          eq(receivables.userId, c.get('member').id),
        ),
      );
    if (!due) throw new ApiError(404, 'not_found', 'You have no fee with that id');
    return c.json(
      {
        receivableId: due.id,
        criteriaId: due.criteriaId,
        description: due.description,
        amount: due.amountNgwee / 100,
        currency: 'ZMW' as const,
        paid: due.paidAt !== null,
      },
      200,
    );
  });
  router.openapi(startPayment, async (c) => {
    const member = c.get('member');
    const body = c.req.valid('json');
    const phoneNumber = zambianMobileNumber(body.phoneNumber, body.network);
    if (!phoneNumber) {
      throw new ApiError(
        422,
        'invalid_phone_number',
        `That is not an ${body.network} mobile number`,
      );
    }
    const [due] = await db
      .select()
      .from(receivables)
      .where(
        and(
          eq(receivables.id, body.receivableId),
          eq(receivables.userId, member.id),
          isNull(receivables.paidAt),
        ),
      );
    if (!due) throw new ApiError(404, 'not_found', 'You have no unpaid fee with that id');
    const paymentId = randomUUID();
    const { providerReference } = await provider.requestCollection({
      paymentId,
      network: body.network,
      phoneNumber,
      amountNgwee: due.amountNgwee,
      description: due.description,
    });
    const [row] = await db
      .insert(payments)
      .values({
        id: paymentId,
        receivableId: due.id,
        userId: member.id,
        network: body.network,
        phoneNumber,
        amountNgwee: due.amountNgwee,
        provider: provider.name,
        providerReference,
        status: 'PENDING',
      })
      .returning();
    if (!row) throw new Error('payment insert returned nothing');
    return c.json(paymentView(row, provider.sandbox), 202);
  });

  router.openapi(checkPayment, async (c) => {
    const member = c.get('member');
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, c.req.valid('param').paymentId), eq(payments.userId, member.id)));
    if (!row) throw new ApiError(404, 'not_found', 'No such payment');
    const settled = await settle(row);
    // The answer that confirms the payment carries fresh tokens: the member stays signed in.
    const renewed =
      row.status === 'PENDING' && settled.status === 'CONFIRMED'
        ? await freshTokens({ db, tokens }, member.id)
        : {};
    return c.json({ ...paymentView(settled, provider.sandbox), ...renewed }, 200);
  });
  return router;
}
