import { createRoute, z } from '@hono/zod-openapi';
import { and, desc, eq } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { requireMember } from '../auth/require-member';
import { signedOutRefusal } from '../auth/signed-out-refusal';
import { payments, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { receipts } from '../membership/membership-schema';
import { SANDBOX_PROVIDER_NAME } from '../payments/sandbox-mobile-money-provider';
import { renderReceiptPdf } from './receipt-pdf';

const Receipt = z
  .object({
    id: z.number().int(),
    receiptNumber: z.string(),
    issuedAt: z.string().openapi({ format: 'date-time' }),
    description: z.string(),
    amount: z.number().openapi({ description: 'Kwacha', example: 300 }),
    currency: z.literal('ZMW'),
    network: z.string().openapi({
      description:
        'How it was paid: MTN, AIRTEL or ZAMTEL by mobile money; BANK_TRANSFER, CASH or CHEQUE ' +
        'for a payment the secretariat received and recorded',
    }),
    periodFrom: z.string().nullable().openapi({
      format: 'date',
      description:
        'First day of the membership this payment paid for (YYYY-MM-DD, Lusaka); null on receipts from before periods were recorded',
      example: '2029-01-10',
    }),
    validUntil: z.string().nullable().openapi({
      format: 'date',
      description:
        'Last day the membership is valid after this payment (YYYY-MM-DD, Lusaka); null on receipts from before periods were recorded',
      example: '2030-01-09',
    }),
  })
  .openapi('Receipt');

const listReceipts = createRoute({
  method: 'get',
  path: '/receipts',
  summary: 'The signed-in member’s receipts, newest first',
  security: [{ bearer: [] }],
  responses: {
    200: {
      description: 'Receipts',
      content: { 'application/json': { schema: z.object({ items: z.array(Receipt) }) } },
    },
    401: signedOutRefusal(),
  },
});

const downloadReceipt = createRoute({
  method: 'get',
  path: '/receipts/{file}',
  summary: 'A receipt as PDF: `/receipts/{id}.pdf`',
  security: [{ bearer: [] }],
  request: {
    params: z.object({ file: z.string().regex(/^[1-9]\d{0,9}\.pdf$/, 'Ask for {id}.pdf') }),
  },
  responses: {
    200: { description: 'The PDF', content: { 'application/pdf': { schema: z.any() } } },
    400: errorResponse('Not an {id}.pdf address'),
    401: signedOutRefusal(),
    404: errorResponse('No such receipt for this member'),
  },
});

/** A member's receipts and their PDFs. */
export function receiptRoutes({ db, tokens }: AppServices) {
  const router = createRouter();
  router.use('/receipts', requireMember(tokens));
  router.use('/receipts/*', requireMember(tokens));

  router.openapi(listReceipts, async (c) => {
    const rows = await db
      .select()
      .from(receipts)
      .where(eq(receipts.userId, c.get('member').id))
      .orderBy(desc(receipts.issuedAt), desc(receipts.id));
    const items = rows.map((row) => ({
      id: row.id,
      receiptNumber: row.receiptNumber,
      issuedAt: row.issuedAt.toISOString(),
      description: row.description,
      amount: row.amountNgwee / 100,
      currency: 'ZMW' as const,
      network: row.network,
      periodFrom: row.periodFrom,
      validUntil: row.validUntil,
    }));
    return c.json({ items }, 200, { 'cache-control': 'no-store' });
  });

  router.openapi(downloadReceipt, async (c) => {
    const id = Number.parseInt(c.req.valid('param').file, 10);
    if (id > 2_147_483_647)
      throw new ApiError(404, 'not_found', 'You have no receipt with that id');
    const member = c.get('member');
    const [row] = await db
      .select({ receipt: receipts, user: users, payment: payments })
      .from(receipts)
      .innerJoin(users, eq(users.id, receipts.userId))
      .innerJoin(payments, eq(payments.id, receipts.paymentId))
      .where(and(eq(receipts.id, id), eq(receipts.userId, member.id)));
    if (!row) throw new ApiError(404, 'not_found', 'You have no receipt with that id');
    const pdf = await renderReceiptPdf({
      receiptNumber: row.receipt.receiptNumber,
      issuedAt: row.receipt.issuedAt,
      memberName:
        [row.user.firstName, row.user.lastName].filter(Boolean).join(' ') || row.user.username,
      membershipNumber: row.user.membershipNumber,
      description: row.receipt.description,
      amountNgwee: row.receipt.amountNgwee,
      network: row.receipt.network,
      paymentId: row.receipt.paymentId,
      periodFrom: row.receipt.periodFrom,
      validUntil: row.receipt.validUntil,
      received:
        row.payment.receivedOn === null
          ? undefined
          : { on: row.payment.receivedOn, reference: row.payment.providerReference },
      sandbox: row.payment.provider === SANDBOX_PROVIDER_NAME,
    });
    return new Response(Buffer.from(pdf), {
      status: 200,
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': `attachment; filename="coaz-receipt-${row.receipt.receiptNumber}.pdf"`,
        'cache-control': 'no-store',
      },
    }) as never;
  });
  return router;
}
