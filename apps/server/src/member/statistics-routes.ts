import { createRoute } from '@hono/zod-openapi';
import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppServices } from '../app-services';
import { publicCondition } from '../collections/collection-store';
import { districts, partners, users } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { createRouter } from '../http/create-router';
import { ifNoneMatchHolds } from '../http/if-none-match';
import { LOCKED_PASSWORD_HASH } from '../seed/lock-demo-accounts';
import { PlainCount } from './member-schemas';

function countRoute(path: string, summary: string) {
  return createRoute({
    method: 'get',
    path,
    summary,
    responses: {
      200: {
        description: 'A plain-text integer',
        content: { 'text/plain': { schema: PlainCount } },
      },
      304: { description: 'Unchanged since the ETag sent in If-None-Match' },
    },
  });
}

const count = sql<number>`count(*)::int`;

// Whose accounts the public figures count: members'. Membership is what makes a member, not the
// account's role: an editor or admin who holds a membership number is a member in good standing
// to /verify, so the home page counts them too (counting role 'member' alone showed 1 active
// member while /verify confirmed two). Staff without a membership number sign in to the studio
// only, and a demo account production locked (see lockDemoAccounts) is nobody's, so a site once
// tried in demo mode does not count its made-up accounts.
const memberAccount = and(
  or(eq(users.role, 'member'), isNotNull(users.membershipNumber)),
  ne(users.passwordHash, LOCKED_PASSWORD_HASH),
);

/**
 * A count as plain text, with the count itself as its ETag, so a browser asking again with
 * `If-None-Match` gets a 304 of no body while the count is unchanged. `no-cache`: a count changes
 * with any join or approval, so a copy is always checked first (an answer to a request with a
 * token is `no-store` anyway, `noStoreWhenAuthorised`).
 */
function countAnswer(c: Context<AppEnv>, value: number | undefined) {
  const text = String(value ?? 0);
  const headers = { 'cache-control': 'public, no-cache', etag: `"count-${text}"` };
  if (ifNoneMatchHolds(c.req.header('if-none-match'), headers.etag)) {
    return c.body(null, 304, headers);
  }
  return c.text(text, 200, headers);
}

/**
 * The public figures: members (member accounts and staff who hold a membership, not locked demo
 * ones), active members,
 * districts and partners. The home page reads them
 * in-process when it is rendered (its statistics banner); the API client's `stats` reads them too.
 */
export function statisticsRoutes({ db, clock }: AppServices) {
  const router = createRouter();
  router.openapi(countRoute('/users/count', 'Number of member accounts'), async (c) => {
    const [row] = await db.select({ count }).from(users).where(memberAccount);
    return countAnswer(c, row?.count);
  });
  router.openapi(countRoute('/users/count/active', 'Number of active members'), async (c) => {
    const [row] = await db
      .select({ count })
      .from(users)
      .where(and(memberAccount, eq(users.status, 'ACTIVE')));
    return countAnswer(c, row?.count);
  });
  router.openapi(countRoute('/districts/count', 'Number of districts of Zambia'), async (c) => {
    const [row] = await db.select({ count }).from(districts);
    return countAnswer(c, row?.count);
  });
  router.openapi(
    countRoute('/partners/count', 'Number of partners the site lists (published now)'),
    async (c) => {
      const [row] = await db
        .select({ count })
        .from(partners)
        .where(publicCondition(partners, clock.now()));
      return countAnswer(c, row?.count);
    },
  );
  return router;
}
