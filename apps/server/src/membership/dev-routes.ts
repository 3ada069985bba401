import { createRoute, z } from '@hono/zod-openapi';
import { desc } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { messageOutbox } from './membership-schema';

const readOutbox = createRoute({
  method: 'get',
  path: '/dev/outbox',
  summary: 'Messages the demo provider kept instead of sending, newest first (demo mode only)',
  request: { query: z.object({ to: z.string().trim().max(200).optional() }) },
  responses: {
    200: {
      description: 'The outbox',
      content: {
        'application/json': {
          schema: z.object({
            items: z.array(
              z.object({
                id: z.number(),
                channel: z.string(),
                recipient: z.string(),
                body: z.string(),
                createdAt: z.string().openapi({ format: 'date-time' }),
              }),
            ),
          }),
        },
      },
    },
    400: errorResponse('A `to` of more than 200 characters, or given twice (`validation_failed`)'),
    404: errorResponse('Not in demo mode'),
  },
});

/**
 * Demo-mode helper for trying the journeys end to end: the message outbox (the movable clock is
 * `POST /api/dev/clock`, in clock/dev-clock-routes.ts). Outside demo mode it answers 404.
 */
export function devRoutes(services: AppServices) {
  const { db, config } = services;
  const router = createRouter();
  // Refused before the query is validated: outside demo mode every request is the 404 of an
  // address the API does not have, never a 400 that tells a prober the outbox is there.
  router.use('/dev/outbox', async (_c, next) => {
    if (config.mode !== 'demo') throw new ApiError(404, 'not_found', 'No such API route');
    await next();
  });

  router.openapi(readOutbox, async (c) => {
    const { to } = c.req.valid('query');
    const rows = await db.select().from(messageOutbox).orderBy(desc(messageOutbox.id)).limit(100);
    const digits = to?.replace(/\D/g, '');
    const items = rows
      .filter(
        (row) =>
          !to ||
          row.recipient === to ||
          (digits && row.recipient.endsWith(digits.replace(/^0/, ''))),
      )
      .map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    return c.json({ items }, 200, { 'cache-control': 'no-store' });
  });

  return router;
}
