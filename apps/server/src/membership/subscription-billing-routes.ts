import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { requireAdmin, requireMember } from '../auth/require-member';
import { signedOutRefusal } from '../auth/signed-out-refusal';
import { lusakaDate } from '../clock/lusaka-date';
import { auditLog, receivables, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { plainText } from '../http/input-schemas';
import { kwachaText } from '../payments/kwacha-text';
import { billedNotice } from '../payments/money-notices';
import { ADMIN_WRITE_LIMIT_DESCRIPTION, limitAdminWrites } from '../rate-limit/admin-write-limit';
import { ACCOUNTS_PER_PAGE, AccountsCursor, accountsByName } from './accounts-by-name';
import {
  MemberOnRecord,
  MemberStanding,
  memberFound,
  memberOnRecord,
  memberStanding,
} from './member-on-record';
import { recordMembershipEvent } from './membership-events';
import { APPLICABLE_MEMBERSHIP_TYPES, membershipTypeName } from './membership-rules';
import { notifyMember } from './notify-member';
import { loginAddress } from './sms-site-address';
import { accountName, billingRefusal } from './subscription-billing';
import { billSubscription, duesAmountNgwee } from './subscription-fee';
import { billedSubscriptionLabel } from './subscription-period';

const typeMessage = 'Choose a membership type from the list';

/**
 * A bill's `amount`, which a program used to fees might send, refused in words rather than zod's
 * "Unrecognized key": the amount is never the request's (server README, "Subscriptions the
 * secretariat bills"). Any other unknown field keeps the general words.
 */
const amountNeverSent = (issue: z.core.$ZodRawIssue) =>
  issue.code === 'unrecognized_keys' && issue.keys.includes('amount')
    ? 'amount: the amount comes from the member’s membership type (its subscription, GET dues) and is never sent'
    : undefined;

const MemberToBill = MemberOnRecord.extend({
  ...MemberStanding.shape,
  membershipType: z.string().nullable().openapi({
    description: 'The type recorded; null for a member from before types were recorded',
  }),
  membershipTypeName: z.string().nullable(),
  subscription: z
    .object({
      membershipType: z.string(),
      description: z.string(),
      amount: z.number().openapi({ description: 'Kwacha, from the type’s subscription' }),
    })
    .nullable()
    .openapi({
      description:
        'The fee a bill made now would be; null when the account may not be billed, or when ' +
        'no type is recorded (the bill then names one)',
    }),
  unpaidFee: z
    .object({ receivableId: z.number().int(), description: z.string(), amount: z.number() })
    .nullable()
    .openapi({ description: 'The oldest fee still unpaid' }),
  refusal: z
    .object({ error: z.string(), message: z.string() })
    .nullable()
    .openapi({
      description:
        'Why a bill would be refused now (`application_to_approve`, `registration_unfinished`, ' +
        '`not_a_member`, `suspended`, `fee_due`, `year_paid`), as `POST admin/subscriptions` ' +
        'would answer; null when it may be billed',
    }),
}).openapi('MemberToBill');

const listMembersToBill = createRoute({
  method: 'get',
  path: '/admin/subscriptions',
  summary: 'Finds accounts to bill an annual subscription, with the fee it would be (admins)',
  security: [{ bearer: [] }],
  request: {
    query: z.object({
      q: plainText(1, 100).openapi({
        description:
          'Part of the name, user name, organisation, membership number, passport or NRC ' +
          'number, or a whole mobile number written any usual way (0971234567, +260 97 123 ' +
          '4567, 260971234567)',
      }),
      cursor: AccountsCursor,
    }),
  },
  responses: {
    200: {
      description: `Matching accounts by name, ${ACCOUNTS_PER_PAGE} a page`,
      content: {
        'application/json': {
          schema: z.object({
            items: z.array(MemberToBill),
            nextCursor: z
              .string()
              .nullable()
              .openapi({ description: 'Pass it as `cursor` for the next page; null on the last' }),
          }),
        },
      },
    },
    400: errorResponse(
      'No search, a malformed one (`validation_failed`), or a cursor this list did not give (`invalid_cursor`)',
    ),
    401: signedOutRefusal(),
    403: errorResponse('Not an active admin (`forbidden`)'),
  },
});

const BilledSubscription = z
  .object({
    receivableId: z.number().int(),
    description: z.string(),
    amount: z.number().openapi({ description: 'Kwacha', example: 300 }),
    currency: z.literal('ZMW'),
    billedAt: z.string().openapi({ format: 'date-time' }),
    member: z.object({
      username: z.string(),
      status: z.string(),
      membershipNumber: z.string().nullable(),
      membershipType: z.string(),
    }),
    message: z.string(),
  })
  .openapi('BilledSubscription');

const billMember = createRoute({
  method: 'post',
  path: '/admin/subscriptions',
  summary: 'Bills a member one year’s subscription at their membership type’s rate (admins)',
  description:
    'For a member on the roll whom nothing bills: one from before online dues, with no fee or ' +
    'paid year on record. The amount is the membership type’s subscription (`GET dues`), never ' +
    'typed; a member with no type recorded is billed as the type the admin names, which is then ' +
    'recorded. The fee says the year it buys as a renewal bill does, and the member pays it by ' +
    'mobile money from the dashboard or the secretariat records its payment. One year at a ' +
    'time: 409 `fee_due` while a fee is unpaid, `year_paid` while the paid year runs more than ' +
    '30 days, also for bills sent at once. An application is approved, not billed (409 ' +
    '`application_to_approve`). The audit log names the admin.',
  security: [{ bearer: [] }],
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .strictObject(
              {
                username: plainText(1, 100).openapi({ description: 'The member’s user name' }),
                membershipType: z
                  .enum(APPLICABLE_MEMBERSHIP_TYPES, { message: typeMessage })
                  .optional()
                  .openapi({
                    description:
                      'Only for a member with no type recorded: the type they hold. A member ' +
                      'with a type is billed as it (422 `membership_type_differs` for another)',
                  }),
              },
              { error: amountNeverSent },
            )
            .openapi('SubscriptionBill'),
        },
      },
    },
  },
  responses: {
    201: {
      description: 'Billed; the member sees the fee on the dashboard',
      content: { 'application/json': { schema: BilledSubscription } },
    },
    400: errorResponse('A field is missing or malformed (`validation_failed`, naming it)'),
    401: signedOutRefusal(),
    403: errorResponse('Not an active admin (`forbidden`)'),
    404: errorResponse('No account has that user name (`not_found`)'),
    409: errorResponse(
      'Not billed: `application_to_approve`, `registration_unfinished`, `not_a_member`, ' +
        '`suspended`, `fee_due` (a fee is unpaid) or `year_paid`, in a sentence saying what to do',
    ),
    422: errorResponse(
      'No type is recorded and none was named (`membership_type_required`), or another type ' +
        'than the recorded one was named (`membership_type_differs`)',
    ),
    429: errorResponse(ADMIN_WRITE_LIMIT_DESCRIPTION),
  },
});

/**
 * The secretariat's billing of a year's subscription (server README, "Subscriptions the
 * secretariat bills"). Billing locks the member's row, as the dues job and an approval do before
 * they bill, so two bills at once, or a bill and the dues job, make one fee. Once the bill is
 * committed the member is told by SMS ({@link billedNotice}): a member from before online dues has
 * no reason to look at a dashboard they may never have opened.
 */
export function subscriptionBillingRoutes(services: AppServices) {
  const { db, tokens, clock, limiter, config } = services;
  const router = createRouter();
  router.use('/admin/subscriptions', requireMember(tokens), requireAdmin());
  router.on('POST', '/admin/subscriptions', limitAdminWrites(limiter));

  router.openapi(listMembersToBill, async (c) => {
    const { q, cursor } = c.req.valid('query');
    const today = lusakaDate(clock.now());
    const { accounts, nextCursor } = await accountsByName(db, memberFound(q), cursor);
    const items = [];
    for (const user of accounts) {
      const { refusal, unpaid } = await billingRefusal(db, user, today);
      const type = user.membershipType;
      items.push({
        ...memberOnRecord(user),
        ...memberStanding(user, today, config.membership.duesGraceDays),
        membershipType: type,
        membershipTypeName: membershipTypeName(type),
        subscription:
          type && !refusal
            ? {
                membershipType: type,
                description: `${membershipTypeName(type)}: ${billedSubscriptionLabel(user.validUntil, today, config.membership.duesGraceDays)}`,
                amount: (await duesAmountNgwee(db, type)) / 100,
              }
            : null,
        unpaidFee: unpaid
          ? {
              receivableId: unpaid.receivableId,
              description: unpaid.description,
              amount: unpaid.amountNgwee / 100,
            }
          : null,
        refusal: refusal ? { error: refusal.error, message: refusal.message } : null,
      });
    }
    return c.json({ items, nextCursor }, 200, { 'cache-control': 'no-store' });
  });

  router.openapi(billMember, async (c) => {
    const body = c.req.valid('json');
    const admin = c.get('member');
    const now = clock.now();
    const today = lusakaDate(now);
    const { memberId, amountNgwee, ...answer } = await db.transaction(async (tx) => {
      // Locked first: a second bill sent at the same moment, the dues job or an approval waits
      // here, then finds the fee this one makes.
      const [member] = await tx
        .select()
        .from(users)
        .where(eq(users.username, body.username))
        .for('update');
      if (!member) throw new ApiError(404, 'not_found', 'No account has that user name');
      const name = accountName(member);
      const { refusal } = await billingRefusal(tx, member, today);
      if (refusal) throw new ApiError(refusal.status, refusal.error, refusal.message);
      if (
        member.membershipType &&
        body.membershipType &&
        body.membershipType !== member.membershipType
      ) {
        throw new ApiError(
          422,
          'membership_type_differs',
          `membershipType: ${name} is recorded as ${membershipTypeName(member.membershipType)}, and is billed as that type`,
        );
      }
      const membershipType = member.membershipType ?? body.membershipType;
      if (!membershipType) {
        throw new ApiError(
          422,
          'membership_type_required',
          `membershipType: no membership type is recorded for ${name}; choose the one they hold`,
        );
      }
      if (!member.membershipType) {
        await tx
          .update(users)
          .set({ membershipType, updatedAt: now })
          .where(eq(users.id, member.id));
      }
      const receivableId = await billSubscription(
        tx,
        member.id,
        membershipType,
        billedSubscriptionLabel(member.validUntil, today, config.membership.duesGraceDays),
        now,
      );
      const [fee] = await tx.select().from(receivables).where(eq(receivables.id, receivableId));
      const [recorder] = await tx.select().from(users).where(eq(users.id, admin.id));
      if (!fee || !recorder) throw new Error('the new fee vanished');
      const typeNote = member.membershipType
        ? ''
        : ` (type recorded as ${membershipTypeName(membershipType)})`;
      await tx.insert(auditLog).values({
        at: now,
        actor: recorder.username,
        action: 'create',
        collection: 'fees',
        entryId: fee.id,
        summary: `${accountName(recorder)} billed ${kwachaText(fee.amountNgwee)} to ${name} (${member.username}) for ${fee.description}${typeNote}; fee ${fee.id}`,
      });
      await recordMembershipEvent(
        tx,
        member.id,
        'billed',
        `Billed ${kwachaText(fee.amountNgwee)} by the secretariat for ${fee.description}`,
        now,
      );
      return {
        memberId: member.id,
        amountNgwee: fee.amountNgwee,
        receivableId: fee.id,
        description: fee.description,
        amount: fee.amountNgwee / 100,
        currency: 'ZMW' as const,
        billedAt: fee.createdAt.toISOString(),
        member: {
          username: member.username,
          status: member.status,
          membershipNumber: member.membershipNumber,
          membershipType,
        },
        message: `Billed ${kwachaText(fee.amountNgwee)} to ${name} for ${fee.description}${typeNote}. They can pay it by mobile money from their dashboard, or record their payment under “Payments received at the office or by bank”.`,
      };
    });
    await notifyMember(
      services,
      memberId,
      billedNotice(kwachaText(amountNgwee), loginAddress(services.config.publicUrl)),
    );
    return c.json(answer, 201, { 'cache-control': 'no-store' });
  });
  return router;
}
