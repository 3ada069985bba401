import { createRoute, z } from '@hono/zod-openapi';
import { desc } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import type { AdjustableClock } from './clock';
import { runDuesCycle } from './dues-job';
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
                createdAt: z.string(),
              }),
            ),
          }),
        },
      },
    },
    404: errorResponse('Not in demo mode'),
  },
});

const ClockChange = z
  .union([
    z.object({ now: z.iso.datetime({ offset: true }) }).strict(),
    z
      .object({
        offsetMs: z
          .number()
          .int()
          .min(-10 * 365 * 86_400_000)
          .max(10 * 365 * 86_400_000),
      })
      .strict(),
    z.object({ reset: z.literal(true) }).strict(),
  ])
  .openapi('ClockChange');

const moveClock = createRoute({
  method: 'post',
  path: '/dev/clock',
  summary: 'Moves the server’s clock and runs the dues job at once (demo mode only)',
  request: { body: { required: true, content: { 'application/json': { schema: ClockChange } } } },
  responses: {
    200: {
      description: 'The clock now',
      content: {
        'application/json': { schema: z.object({ now: z.string(), offsetMs: z.number() }) },
      },
    },
    400: errorResponse('Malformed change'),
    404: errorResponse('Not in demo mode'),
  },
});

function isAdjustable(clock: AppServices['clock']): clock is AdjustableClock {
  return typeof (clock as Partial<AdjustableClock>).setOffset === 'function';
}

/**
 * Demo-mode helpers for trying the journeys end to end: the message outbox and a movable clock.
 * Outside demo mode both answer 404, as if they did not exist.
 */
export function devRoutes(services: AppServices) {
  const { db, clock, config } = services;
  const router = createRouter();
  const demoOnly = () => {
    if (config.mode !== 'demo') throw new ApiError(404, 'not_found', 'No such API route');
  };

  router.openapi(readOutbox, async (c) => {
    demoOnly();
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

  router.openapi(moveClock, async (c) => {
    demoOnly();
    if (!isAdjustable(clock))
      throw new ApiError(404, 'not_found', 'This server’s clock cannot be moved');
    const change = c.req.valid('json');
    if ('now' in change) clock.setNow(new Date(change.now));
    else if ('offsetMs' in change) clock.setOffset(change.offsetMs);
    else clock.reset();
    await runDuesCycle(services);
    return c.json({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() }, 200);
  });
  return router;
}
