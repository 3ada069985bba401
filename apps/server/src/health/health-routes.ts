import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../http/create-router';

const health = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Whether the chat service can answer questions',
  responses: {
    200: {
      description: 'Ready',
      content: { 'application/json': { schema: z.object({ status: z.literal('healthy') }) } },
    },
    503: {
      description: 'Still building its index, or unable to answer',
      content: {
        'application/json': {
          schema: z.object({
            status: z.literal('starting'),
            error: z.string(),
            message: z.string(),
          }),
        },
      },
    },
  },
});

/**
 * `GET /api/health`: 200 `{status: 'healthy'}` once `isReady` says the chat index is built,
 * otherwise 503. It shows nothing of the server's internals.
 */
export function healthRoutes(isReady: () => boolean) {
  return createRouter().openapi(health, (c) => {
    if (isReady())
      return c.json({ status: 'healthy' as const }, 200, { 'cache-control': 'no-store' });
    return c.json(
      {
        status: 'starting' as const,
        error: 'not_ready',
        message: 'The assistant is getting ready',
      },
      503,
      { 'cache-control': 'no-store', 'retry-after': '5' },
    );
  });
}
