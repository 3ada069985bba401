import { createRoute } from '@hono/zod-openapi';
import { eq, sql } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { publicCondition } from '../collections/collection-store';
import { districts, partners, users } from '../db/schema';
import { createRouter } from '../http/create-router';
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
    },
  });
}

const count = sql<number>`count(*)::int`;

/** The public figures the home page shows: members, active members, districts and partners. */
export function statisticsRoutes({ db, clock }: AppServices) {
  const router = createRouter();
  router.openapi(countRoute('/users/count', 'Number of member accounts'), async (c) => {
    const [row] = await db.select({ count }).from(users);
    return c.text(String(row?.count ?? 0), 200);
  });
  router.openapi(countRoute('/users/count/active', 'Number of active members'), async (c) => {
    const [row] = await db.select({ count }).from(users).where(eq(users.status, 'ACTIVE'));
    return c.text(String(row?.count ?? 0), 200);
  });
  router.openapi(countRoute('/districts/count', 'Number of districts of Zambia'), async (c) => {
    const [row] = await db.select({ count }).from(districts);
    return c.text(String(row?.count ?? 0), 200);
  });
  router.openapi(
    countRoute('/partners/count', 'Number of partners the site lists (published now)'),
    async (c) => {
      const [row] = await db
        .select({ count })
        .from(partners)
        .where(publicCondition(partners, clock.now()));
      return c.text(String(row?.count ?? 0), 200);
    },
  );
  return router;
}
