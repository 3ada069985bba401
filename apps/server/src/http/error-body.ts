import { z } from '@hono/zod-openapi';

/** The body of every error answer. */
export const ErrorBody = z
  .object({
    error: z.string().openapi({ example: 'invalid_token' }),
    message: z.string().openapi({ example: 'The access token is invalid or has expired' }),
    retryAfterSeconds: z
      .number()
      .int()
      .positive()
      .optional()
      .openapi({
        description:
          'On a 429 `rate_limited`: whole seconds until the next attempt is let in, as the ' +
          '`Retry-After` header says, which a page on another origin may not be able to read',
        example: 720,
      }),
  })
  .openapi('Error');

/** An OpenAPI response entry for an error status. */
export function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: ErrorBody } } };
}
