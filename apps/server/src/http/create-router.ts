import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';

/**
 * An OpenAPI router whose schema failures answer 400 `{error: 'validation_failed', message}`
 * naming the first offending field, instead of the library's default body.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      const issue = result.error.issues[0];
      const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      return c.json(
        {
          error: 'validation_failed',
          message: `${where}${issue?.message ?? 'The request is not valid'}`,
        },
        400,
      );
    },
  });
}
