import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './app-env';
import { validationError } from './validation-error';

/**
 * An OpenAPI router whose schema failures answer 400 `{error: 'validation_failed', message}`
 * naming the first offending field, instead of the library's default body.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (result.success) return;
      const refusal = validationError(result.error.issues);
      return c.json({ error: refusal.code, message: refusal.message }, 400);
    },
  });
}
