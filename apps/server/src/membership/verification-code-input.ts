import { z } from '@hono/zod-openapi';

/** A six-digit code as the member types it from the SMS or e-mail; spaces around it are forgiven. */
export const VerificationCodeInput = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the six digits of the code');
