import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { applicationOf } from '../applications/application-view';
import { requireAdmin, requireMember } from '../auth/require-member';
import { signedOutRefusal } from '../auth/signed-out-refusal';
import { lusakaDate } from '../clock/lusaka-date';
import type { AppDatabase } from '../db/database';
import { users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { plainText, recordNumberParam } from '../http/input-schemas';
import { ACCOUNTS_PER_PAGE, AccountsCursor, accountsByName } from './accounts-by-name';
import {
  MemberOnRecord,
  MemberStanding,
  memberFound,
  memberOnRecord,
  memberStanding,
} from './member-on-record';
import { MemberRecord, memberRecord } from './member-record';
import { membershipTypeName } from './membership-rules';
import { shownMembershipType } from './subscription-fee';

/** The accounts one page of the look-up lists. */

const MemberFound = MemberOnRecord.extend({
  ...MemberStanding.shape,
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
  applicationStatus: z
    .enum(['SUBMITTED', 'APPROVED', 'REJECTED'])
    .nullable()
    .openapi({
      description:
        'Where the online application stands: `REJECTED` until the applicant adds documents, ' +
        'which sends it back for review (`SUBMITTED`); null for an account that never applied',
    }),
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
    `${ACCOUNTS_PER_PAGE} accounts a page, by the name each is shown by first: an organisation's ` +
    'name, else the last name, else (no name yet) the user name; then first name and user name. ' +
    '`nextCursor` asks for the next. Without `q`, every account.',
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
      cursor: AccountsCursor,
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

/** An account as one line of the look-up shows it. */
async function memberListed(
  db: AppDatabase,
  user: typeof users.$inferSelect,
  today: string,
  graceDays: number,
): Promise<z.infer<typeof MemberFound>> {
  const membershipType = await shownMembershipType(db, user);
  const application = await applicationOf(db, user.id);
  return {
    ...memberOnRecord(user),
    ...memberStanding(user, today, graceDays),
    id: user.id,
    membershipType,
    membershipTypeName: membershipTypeName(membershipType),
    phoneNumber: user.phoneNumber,
    applicationStatus: application?.status ?? null,
  };
}

/**
 * The secretariat's look-up of any account (server README, "Finding a member"): a search by the
 * words the other secretariat lists take, or a mobile number, a page at a time, and one account's
 * record ({@link memberRecord}). Reading only.
 */
export function adminMemberRoutes(services: AppServices) {
  const { db, tokens, clock, config } = services;
  const router = createRouter();
  router.use('/admin/members', requireMember(tokens), requireAdmin());
  router.use('/admin/members/*', requireMember(tokens), requireAdmin());

  router.openapi(findMembers, async (c) => {
    const { q, cursor } = c.req.valid('query');
    const { accounts, nextCursor } = await accountsByName(
      db,
      q ? memberFound(q) : undefined,
      cursor,
    );
    const today = lusakaDate(clock.now());
    const items = [];
    // One at a time: PGlite answers one query at a time anyway, and most need none (a type recorded).
    for (const user of accounts) {
      items.push(await memberListed(db, user, today, config.membership.duesGraceDays));
    }
    return c.json({ items, nextCursor }, 200, { 'cache-control': 'no-store' });
  });

  router.openapi(showMember, async (c) => {
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.id, c.req.valid('param').id));
    if (!user) throw new ApiError(404, 'not_found', 'No account has that id');
    const record = await memberRecord(
      db,
      user,
      lusakaDate(clock.now()),
      config.membership.duesGraceDays,
    );
    return c.json(record, 200, { 'cache-control': 'no-store' });
  });
  return router;
}
