import { createRoute, z } from '@hono/zod-openapi';
import type { AppServices } from '../app-services';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { momentWithOffset } from '../http/input-schemas';
import type { AdjustableClock } from './clock';

/** How far from real time the clock may be moved: a hundred years either way. */
const MAX_OFFSET_MS = 100 * 365 * 86_400_000;

const ClockRequest = z
  .union(
    [
      z
        .object({
          // Bounded as offsetMs is: year 0000 moved the clock, then failed every list that read it.
          now: momentWithOffset().refine(
            (value) => Math.abs(new Date(value).getTime() - Date.now()) <= MAX_OFFSET_MS,
            'must be within a hundred years of today',
          ),
        })
        .strict(),
      z.object({ offsetMs: z.number().int().min(-MAX_OFFSET_MS).max(MAX_OFFSET_MS) }).strict(),
      z.object({ reset: z.literal(true) }).strict(),
    ],
    {
      // Said whole, where zod would say "Invalid input".
      error:
        'Send one of {now: a date-time within a hundred years of today}, {offsetMs: whole milliseconds} or {reset: true}',
    },
  )
  .openapi('DevClockRequest');

const ClockState = z
  .object({
    now: z.string().openapi({ format: 'date-time' }),
    offsetMs: z.number().int(),
  })
  .openapi('DevClockState');

const setClock = createRoute({
  method: 'post',
  path: '/dev/clock',
  summary: 'Moves the server clock and runs the jobs that read it (demo mode only; 404 otherwise)',
  description:
    '`{ now }` makes the clock read that moment and run on from it; `{ offsetMs }` sets it to ' +
    'real time plus the offset (not added to an earlier one); `{ reset: true }` returns to real ' +
    'time. Scheduled entries, upcoming events and open vacancies follow it, and the membership ' +
    'dues job runs at once; moving the clock back first undoes what that job did after the new ' +
    'time (lapses, unpaid renewal fees, reminders), keeping payments. The clock is per instance.',
  request: { body: { required: true, content: { 'application/json': { schema: ClockRequest } } } },
  responses: {
    200: { description: 'The clock now', content: { 'application/json': { schema: ClockState } } },
    400: errorResponse(
      'Not one of the three bodies, or a `now` or `offsetMs` more than a hundred years from ' +
        'real time (`validation_failed`); the clock stays where it was',
    ),
    404: errorResponse('Not in demo mode'),
  },
});

/** One move of the demo clock: what it read before and what it reads now. */
export interface ClockMove {
  /** The clock's time just before the move. */
  from: Date;
  /** The clock's time just after it; earlier than `from` when the clock went back. */
  to: Date;
}

/**
 * `POST /api/dev/clock`: lets demos and end-to-end tests see a scheduled entry come due or a
 * membership year end without waiting. Only mounted in demo mode, where no real data lives.
 */
export function devClockRoutes(
  services: AppServices,
  clock: AdjustableClock,
  afterMove?: (move: ClockMove) => Promise<unknown>,
) {
  const router = createRouter();
  router.openapi(setClock, async (c) => {
    if (services.config.mode !== 'demo') {
      throw new ApiError(404, 'not_found', 'No such API route');
    }
    const body = c.req.valid('json');
    const from = clock.now();
    if ('now' in body) clock.setNow(new Date(body.now));
    else if ('offsetMs' in body) clock.setOffset(body.offsetMs);
    else clock.reset();
    services.siteContent.invalidate();
    // Jobs that read the clock (the membership dues cycle) run at once, so a demo sees the effect.
    const to = clock.now();
    await afterMove?.({ from, to });
    return c.json({ now: to.toISOString(), offsetMs: clock.offsetMs() }, 200);
  });
  return router;
}
