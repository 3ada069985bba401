import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { freshTokens } from '../auth/fresh-tokens';
import { requireMember } from '../auth/require-member';
import { type MobileMoneyNetwork, payments, receivables } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { isUniqueViolation } from '../http/database-errors';
import { errorResponse } from '../http/error-body';
import { plainText, recordNumber, recordNumberParam } from '../http/input-schemas';
import { kwachaText } from './kwacha-text';
import { createMemberPaymentSettlement } from './member-payment-settlement';
import { mobileMoneyPayment } from './mobile-money-payment';
import { PaymentProviderError } from './mobile-money-provider';
import { NETWORK_PAYMENT_NAMES } from './network-payment-names';
import { paymentFailureMessage } from './payment-failure-message';
import type { PaymentRow } from './payment-settlement';
import { zambianMobileNumber } from './zambian-mobile-number';

/**
 * Each network's operator as a number of it is called ("an MTN number"; "an ZAMTEL number" read
 * wrong). Its wallet's name begins with the operator's, so it takes the same article.
 */
const OPERATOR_OF_NETWORK: Record<MobileMoneyNetwork, { article: 'a' | 'an'; name: string }> = {
  MTN: { article: 'an', name: 'MTN' },
  AIRTEL: { article: 'an', name: 'Airtel' },
  ZAMTEL: { article: 'a', name: 'Zamtel' },
};

/**
 * Why `input` cannot take a prompt on `network`: a number of another network says which and the
 * wallet to choose, as the payment page does ("not an MTN MoMo number" left the member to work out
 * that their Airtel number wanted Airtel Money); any other number is no number of `network`.
 */
function wrongNetworkRefusal(input: string, network: MobileMoneyNetwork): string {
  const other = (Object.keys(OPERATOR_OF_NETWORK) as MobileMoneyNetwork[]).find((candidate) =>
    zambianMobileNumber(input, candidate),
  );
  if (!other) {
    const { article } = OPERATOR_OF_NETWORK[network];
    return `That is not ${article} ${NETWORK_PAYMENT_NAMES[network]} number`;
  }
  const { article, name } = OPERATOR_OF_NETWORK[other];
  return `That is ${article} ${name} number: choose ${NETWORK_PAYMENT_NAMES[other]}`;
}

const Payment = z
  .object({
    paymentId: z.uuid(),
    receivableId: z.number().int(),
    network: z.enum(['MTN', 'AIRTEL', 'ZAMTEL']),
    phoneNumber: z.string().openapi({
      description:
        'The wallet the prompt went to, in international form: the member (its only reader) is ' +
        'told which phone to approve on, which a page whose answer was lost cannot know',
      example: '260961000003',
    }),
    amount: z.number().openapi({ description: 'Kwacha', example: 300 }),
    status: z.enum(['PENDING', 'CONFIRMED', 'FAILED']),
    sandbox: z.boolean().openapi({ description: 'True when no real money moves' }),
    refundDue: z.boolean().openapi({
      description:
        'True when the money arrived for a fee another payment had already paid (a prompt ' +
        'approved late, after the member paid again): the secretariat refunds it',
    }),
    message: z.string(),
    access_token: z.string().optional().openapi({
      description: 'Fresh tokens, on the answer that confirms: the member stays signed in',
    }),
    refresh_token: z.string().optional(),
  })
  .openapi('Payment');

const startPayment = createRoute({
  method: 'post',
  path: '/payments',
  summary: 'Pays a membership fee by mobile money (login status PENDING_PAYMENT)',
  description:
    'Sends a payment prompt to the wallet. Poll `GET payments/{paymentId}` until the status is ' +
    'CONFIRMED (the account is then ACTIVE) or FAILED. At most one payment per fee waits for ' +
    'approval at a time (409 `payment_pending` names it). An `Idempotency-Key` header makes a ' +
    'retried request answer the payment the first one started. The demo provider is a sandbox ' +
    'that moves no money and confirms after a short delay; numbers ending in 000 are declined. ' +
    'With `PAYMENT_PROVIDER=none` the answer is 503 `payments_unavailable`.',
  security: [{ bearer: [] }],
  request: {
    headers: z.object({
      'idempotency-key': z
        .string()
        .regex(/^[\x21-\x7e]{1,200}$/)
        .optional()
        .openapi({ description: 'Any 1 to 200 printable characters, fresh for each new payment' }),
    }),
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .object({
              receivableId: recordNumber(),
              network: z.enum(['MTN', 'AIRTEL', 'ZAMTEL'], {
                message: 'Choose the network of the number: MTN, Airtel or Zamtel',
              }),
              phoneNumber: plainText(9, 20),
            })
            // The amount is the fee's, never the caller's: a body that names one (or a currency)
            // is refused, so no client goes on believing it chose what was charged.
            .strict()
            .openapi('PaymentRequest'),
        },
      },
    },
  },
  responses: {
    202: { description: 'Prompt sent', content: { 'application/json': { schema: Payment } } },
    400: errorResponse('A field is missing or malformed'),
    401: errorResponse(
      'No bearer token, or an expired (`token_expired`) or invalid (`token_invalid`) one',
    ),
    404: errorResponse(
      'No unpaid fee with that id for this member: also when the payment that was waiting has ' +
        'just paid it (no second prompt is sent)',
    ),
    409: errorResponse(
      'A payment for this fee is waiting for approval (`payment_pending`): `paymentId` names it, ' +
        '`network` and `phoneNumber` (international form) say where its prompt went',
    ),
    422: errorResponse(
      'The number is not a mobile number of that network, the network cannot be paid with ' +
        'online, or the Idempotency-Key was used for another fee',
    ),
    429: errorResponse('Too many payments started in the last hour'),
    502: errorResponse('The mobile-money provider refused the payment'),
    503: errorResponse('Payments are not available online (`payments_unavailable`)'),
  },
});

/**
 * Whether a path is a payment's callback, whose body is never read (the provider's word is not
 * believed), so no check of how a body is sent applies to it.
 */
export function isPaymentCallback(path: string): boolean {
  return /\/payments\/[^/]+\/callback\/?$/.test(path);
}

const paymentCallback = createRoute({
  method: 'put',
  path: '/payments/{paymentId}/callback',
  summary: 'Where the mobile-money provider announces a result (MTN MoMo X-Callback-Url)',
  description:
    'The body is not believed: the call only makes the server ask the provider where the ' +
    'payment stands, and settle it (a late result included).',
  request: { params: z.object({ paymentId: z.uuid() }) },
  responses: {
    200: {
      description: 'Noted',
      content: { 'application/json': { schema: z.object({ received: z.literal(true) }) } },
    },
    400: errorResponse('Malformed payment id'),
    404: errorResponse('No such payment'),
    429: errorResponse(
      'More callbacks from this address in a minute than `PAYMENT_CALLBACK_LIMIT_PER_ADDRESS` ' +
        '(120 by default; `rate_limited`, with `Retry-After`)',
    ),
  },
});

/**
 * Status queries one callback may cause per payment in ten minutes. A callback makes the server
 * ask the provider, and the address is public: past this, a callback is acknowledged without
 * asking, since the minute-by-minute reconciliation settles the payment anyway. A provider's own
 * retries are therefore never refused.
 */
const CALLBACK_QUERIES_PER_PAYMENT = { name: 'payment-callback', limit: 5, windowSeconds: 600 };

const checkPayment = createRoute({
  method: 'get',
  path: '/payments/{paymentId}',
  summary: 'Where a mobile-money payment stands; settles it when the provider has',
  security: [{ bearer: [] }],
  request: { params: z.object({ paymentId: z.uuid() }) },
  responses: {
    200: { description: 'The payment', content: { 'application/json': { schema: Payment } } },
    400: errorResponse('Malformed payment id'),
    401: errorResponse(
      'No bearer token, or an expired (`token_expired`) or invalid (`token_invalid`) one',
    ),
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
              pendingPaymentId: z
                .uuid()
                .nullable()
                .openapi({
                  description:
                    'A payment of this fee still waiting for approval: a page reopened mid-payment ' +
                    'follows it (`GET payments/{paymentId}`) instead of offering to pay again',
                }),
            })
            .openapi('Receivable'),
        },
      },
    },
    400: errorResponse('Malformed id'),
    401: errorResponse(
      'No bearer token, or an expired (`token_expired`) or invalid (`token_invalid`) one',
    ),
    404: errorResponse('No such fee for this member'),
  },
});

const MESSAGES = {
  PENDING: 'Approve the prompt on your phone to complete the payment',
  CONFIRMED: 'Payment received; your membership is active',
};

/** Every payment and fee answer: personal and changing, so never kept by a cache. */
const NO_STORE = { 'cache-control': 'no-store' };

function statusMessage(row: PaymentRow): string {
  if (row.refundDue) {
    // Money moved twice: the member must hear that this one comes back, not "payment received".
    return `Your fee was already paid by another payment, so this ${kwachaText(row.amountNgwee)} will be refunded to your mobile money by the secretariat; your membership is active`;
  }
  return row.status === 'FAILED' ? paymentFailureMessage(row.failureReason) : MESSAGES[row.status];
}

function paymentView(row: PaymentRow, sandbox: boolean) {
  const { network, phoneNumber } = mobileMoneyPayment(row);
  return {
    paymentId: row.id,
    receivableId: row.receivableId,
    network,
    phoneNumber,
    amount: row.amountNgwee / 100,
    status: row.status,
    sandbox,
    refundDue: row.refundDue,
    message: sandbox ? `SANDBOX, no money moved. ${statusMessage(row)}` : statusMessage(row),
  };
}

function unavailable(): ApiError {
  return new ApiError(
    503,
    'payments_unavailable',
    'Fees cannot be paid online at the moment; please pay the secretariat directly',
  );
}

/**
 * The PENDING_PAYMENT follow-up: membership fees by mobile money through the configured provider.
 * One pending payment per fee (a database constraint), Idempotency-Key replays, a per-member
 * limit, and settlement (late results included) from the provider's own status answer.
 */
export function paymentRoutes(services: AppServices) {
  const { db, tokens, payments: provider, limiter, config, log } = services;
  const settlement = createMemberPaymentSettlement(services);
  const perMember = {
    name: 'payment-member',
    limit: config.paymentLimitPerMember,
    windowSeconds: 3600,
  };
  const publicUrl =
    config.paymentProvider.kind === 'mtn-momo' ? config.paymentProvider.publicUrl : undefined;

  // Where the waiting prompt went, too: a member whose first answer was lost, trying another
  // network, was shown the wait on the phone they had just typed, not the one with the prompt.
  const pendingConflict = (pending: {
    id: string;
    network: MobileMoneyNetwork | null;
    phoneNumber: string | null;
  }) =>
    new ApiError(
      409,
      'payment_pending',
      'A payment for this fee is waiting for your approval; approve or refuse the prompt on your phone first',
      {},
      { paymentId: pending.id, network: pending.network, phoneNumber: pending.phoneNumber },
    );

  const byKey = async (userId: number, key: string) =>
    (
      await db
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)))
    )[0];

  const replay = async (row: PaymentRow, receivableId: number) => {
    if (row.receivableId !== receivableId) {
      throw new ApiError(
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was already used for another fee',
      );
    }
    return paymentView(await settlement.settle(row), provider.sandbox);
  };

  const router = createRouter();
  router.use('/payments', requireMember(tokens));
  router.use('/payments/:paymentId{[^/]+}', requireMember(tokens));
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
    const [waiting] =
      due.paidAt === null
        ? await db
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.receivableId, due.id), eq(payments.status, 'PENDING')))
        : [];
    return c.json(
      {
        receivableId: due.id,
        criteriaId: due.criteriaId,
        description: due.description,
        amount: due.amountNgwee / 100,
        currency: 'ZMW' as const,
        paid: due.paidAt !== null,
        pendingPaymentId: waiting?.id ?? null,
      },
      200,
      NO_STORE,
    );
  });

  router.openapi(startPayment, async (c) => {
    if (provider.networks.length === 0) throw unavailable();
    const member = c.get('member');
    const body = c.req.valid('json');
    const idempotencyKey = c.req.valid('header')['idempotency-key'];
    if (idempotencyKey) {
      const earlier = await byKey(member.id, idempotencyKey);
      if (earlier) return c.json(await replay(earlier, body.receivableId), 202, NO_STORE);
    }
    const phoneNumber = zambianMobileNumber(body.phoneNumber, body.network);
    if (!phoneNumber) {
      throw new ApiError(
        422,
        'invalid_phone_number',
        wrongNetworkRefusal(body.phoneNumber, body.network),
      );
    }
    if (!provider.networks.includes(body.network)) {
      throw new ApiError(
        422,
        'network_unavailable',
        `${body.network} mobile money cannot be used online; use ${provider.networks.join(' or ')}`,
      );
    }
    await limiter.hit(perMember, String(member.id));
    const unpaidFee = async () => {
      const [fee] = await db
        .select()
        .from(receivables)
        .where(
          and(
            eq(receivables.id, body.receivableId),
            eq(receivables.userId, member.id),
            isNull(receivables.paidAt),
          ),
        );
      if (!fee) throw new ApiError(404, 'not_found', 'You have no unpaid fee with that id');
      return fee;
    };
    let due = await unpaidFee();
    const [waiting] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.receivableId, due.id), eq(payments.status, 'PENDING')));
    if (waiting) {
      // An earlier attempt may have settled by now: ask before refusing a new one.
      const settled = await settlement.settle(waiting);
      if (settled.status === 'PENDING') {
        // A request with the same key may have started it since the first look.
        const earlier = idempotencyKey ? await byKey(member.id, idempotencyKey) : undefined;
        if (earlier) return c.json(await replay(earlier, body.receivableId), 202, NO_STORE);
        throw pendingConflict(waiting);
      }
      // Settling it may have paid the fee (the member approved, and the answer was lost): read
      // the fee again, so a paid one is refused instead of charged a second time.
      due = await unpaidFee();
    }
    const paymentId = randomUUID();
    const providerReference = provider.referenceFor(paymentId);
    let row: PaymentRow | undefined;
    try {
      [row] = await db
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
          idempotencyKey: idempotencyKey ?? null,
        })
        .returning();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another request won the race: the same key replays it, a different one waits for it.
      const earlier = idempotencyKey ? await byKey(member.id, idempotencyKey) : undefined;
      if (earlier) return c.json(await replay(earlier, body.receivableId), 202, NO_STORE);
      const [pending] = await db
        .select({ id: payments.id, network: payments.network, phoneNumber: payments.phoneNumber })
        .from(payments)
        .where(and(eq(payments.receivableId, due.id), eq(payments.status, 'PENDING')));
      throw pendingConflict(pending ?? { id: '', network: null, phoneNumber: null });
    }
    if (!row) throw new Error('payment insert returned nothing');
    try {
      await provider.requestCollection({
        paymentId,
        providerReference,
        network: body.network,
        phoneNumber,
        amountNgwee: due.amountNgwee,
        description: due.description,
        callbackUrl: publicUrl
          ? `${publicUrl}/${config.apiPrefix}/api/payments/${paymentId}/callback`
          : undefined,
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      if (error.outcome === 'refused') {
        await db
          .update(payments)
          .set({ status: 'FAILED', failureReason: 'REQUEST_REFUSED' })
          .where(eq(payments.id, paymentId));
        throw new ApiError(
          502,
          'payment_refused',
          'The mobile-money service refused the payment; please try again later',
        );
      }
      // No clear answer: the prompt may have gone out, so the payment stays pending and is
      // settled from the provider's status like any other.
      log(`payment ${paymentId}: ${error.message}; kept pending`);
    }
    return c.json(paymentView(row, provider.sandbox), 202, NO_STORE);
  });

  router.openapi(checkPayment, async (c) => {
    const member = c.get('member');
    const [row] = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.id, c.req.valid('param').paymentId),
          eq(payments.userId, member.id),
          // A payment the secretariat recorded is no prompt to follow: its receipt shows it.
          eq(payments.method, 'MOBILE_MONEY'),
        ),
      );
    if (!row) throw new ApiError(404, 'not_found', 'No such payment');
    const settled = await settlement.settle(row);
    // The answer that confirms the payment carries fresh tokens: the member stays signed in.
    const renewed =
      row.status !== 'CONFIRMED' && settled.status === 'CONFIRMED'
        ? await freshTokens({ tokens }, member.id, member.sessionId)
        : {};
    return c.json({ ...paymentView(settled, provider.sandbox), ...renewed }, 200, NO_STORE);
  });

  const callbacksPerAddress = {
    name: 'payment-callback-address',
    limit: config.paymentCallbackLimitPerAddress,
    windowSeconds: 60,
  };
  const callback = async (paymentId: string, address: string) => {
    // Counted before the look-up, so unknown ids cost an address its allowance too.
    await limiter.hit(callbacksPerAddress, address);
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!row) throw new ApiError(404, 'not_found', 'No such payment');
    try {
      await limiter.hit(CALLBACK_QUERIES_PER_PAYMENT, paymentId);
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) return { received: true as const };
      throw error;
    }
    await settlement.settle(row);
    return { received: true as const };
  };
  router.openapi(paymentCallback, async (c) =>
    c.json(await callback(c.req.valid('param').paymentId, c.get('clientAddress')), 200),
  );
  // MTN documents the callback as PUT; some of its environments POST it.
  router.post('/payments/:paymentId/callback', async (c) => {
    const paymentId = c.req.param('paymentId');
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(paymentId)) {
      throw new ApiError(400, 'validation_failed', 'paymentId: must be a UUID');
    }
    return c.json(await callback(paymentId, c.get('clientAddress')), 200);
  });
  return router;
}
