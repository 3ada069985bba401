import { z } from '@hono/zod-openapi';

/** The body of every error answer. */
export const ErrorBody = z
  .object({
    error: z.string().openapi({ example: 'invalid_token' }),
    message: z.string().openapi({ example: 'The access token is invalid or has expired' }),
  })
  .openapi('Error');

/** An OpenAPI response entry for an error status. */
export function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: ErrorBody } } };
}
