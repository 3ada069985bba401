import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/create-router';

const health = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Whether the server can answer: the chat index built and the database reachable',
  responses: {
    200: {
      description: 'Ready',
      content: { 'application/json': { schema: z.object({ status: z.literal('healthy') }) } },
    },
    503: {
      description:
        'Still building its index (`starting`, `not_ready`), or the database cannot be reached ' +
        '(`unavailable`, `database_unavailable`)',
      content: {
        'application/json': {
          schema: z.object({
            status: z.enum(['starting', 'unavailable']),
            error: z.string(),
            message: z.string(),
          }),
        },
      },
    },
  },
});

const NOT_CACHED = { 'cache-control': 'no-store', 'retry-after': '5' };

/**
 * `GET /api/health`: 200 `{status: 'healthy'}` once `isReady` says the chat index is built and
 * `databaseReachable` says the database answers, otherwise 503 saying which. It shows nothing of
 * the server's internals.
 */
export function healthRoutes(isReady: () => boolean, databaseReachable: () => Promise<boolean>) {
  return createRouter().openapi(health, async (c) => {
    if (!isReady()) {
      return c.json(
        {
          status: 'starting' as const,
          error: 'not_ready',
          message: 'The assistant is getting ready',
        },
        503,
        NOT_CACHED,
      );
    }
    if (!(await databaseReachable())) {
      return c.json(
        {
          status: 'unavailable' as const,
          error: 'database_unavailable',
          message: 'The database cannot be reached',
        },
        503,
        NOT_CACHED,
      );
    }
    return c.json({ status: 'healthy' as const }, 200, { 'cache-control': 'no-store' });
  });
}
