import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { bearerToken } from '../auth/require-member';
import { users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { freshTokens } from '../membership/fresh-tokens';
import { loginRateLimits } from './login-rate-limits';
import { NewPassword, Password, Username } from './member-schemas';
import { normaliseUsername } from './member-view';

const changeWithOneTimePassword = createRoute({
  method: 'post',
  path: '/password/one-time',
  summary: 'Replaces a one-time password (login status OTP) with the member’s own password',
  description:
    'The secretariat gives a member a one-time password; logging in with it answers status `OTP`. ' +
    'This call proves the one-time password again, sets the new password and activates the ' +
    'account, so the next login with the new password answers `SUCCESSFUL`. Counted by the same ' +
    'rate limits as login.',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .object({
              username: Username,
              oneTimePassword: Password.optional().openapi({
                description:
                  'Needed unless the bearer access token of the one-time login comes with the call',
              }),
              newPassword: NewPassword,
            })
            .openapi('OneTimePasswordChange'),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'Password changed; the account is active',
      content: {
        'application/json': {
          schema: z.object({
            status: z.literal('ACTIVE'),
            message: z.string(),
            access_token: z.string().openapi({ description: 'Fresh tokens; earlier sessions end' }),
            refresh_token: z.string(),
          }),
        },
      },
    },
    400: errorResponse('Missing field or new password too short'),
    401: errorResponse('Wrong user name or one-time password'),
    409: errorResponse('The account has no one-time password to replace'),
    422: errorResponse('The new password equals the one-time password'),
    429: errorResponse('Too many attempts'),
  },
});

/** The OTP follow-up: swap a one-time password for the member's own. */
export function passwordChangeRoutes({ db, hasher, limiter, config, tokens }: AppServices) {
  const { perUser, perAddress } = loginRateLimits(config);
  const router = createRouter();
  router.openapi(changeWithOneTimePassword, async (c) => {
    const body = c.req.valid('json');
    const username = normaliseUsername(body.username);
    await limiter.hit(perAddress, c.get('clientAddress'));
    await limiter.check(perUser, username);
    const [user] = await db.select().from(users).where(eq(users.username, username));
    // The one-time login's own session proves the one-time password: the member is not asked
    // to type it again straight after logging in with it.
    const bearer = bearerToken(c.req.header('authorization'));
    const session = bearer ? await tokens.authenticate(bearer) : undefined;
    const provenBySession = session !== undefined && session.id === user?.id;
    const proven =
      provenBySession ||
      (body.oneTimePassword !== undefined &&
        user !== undefined &&
        (await hasher.verify(user.passwordHash, body.oneTimePassword)));
    if (!user || !proven) {
      await limiter.hit(perUser, username);
      throw new ApiError(401, 'invalid_credentials', 'Incorrect username or one-time password');
    }
    if (user.status !== 'OTP') {
      throw new ApiError(409, 'not_required', 'This account has no one-time password to replace');
    }
    const reused = provenBySession
      ? await hasher.verify(user.passwordHash, body.newPassword)
      : body.newPassword === body.oneTimePassword;
    if (reused) {
      throw new ApiError(
        422,
        'password_reused',
        'Choose a password different from the one-time password',
      );
    }
    await db
      .update(users)
      .set({
        passwordHash: await hasher.hash(body.newPassword),
        status: 'ACTIVE',
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await limiter.reset(perUser, username);
    // The member continues signed in on a new session; the one-time password's sessions end.
    const fresh = await freshTokens({ db, tokens }, user.id, { revokeOthers: true });
    return c.json(
      { status: 'ACTIVE' as const, message: 'Password changed; you are signed in', ...fresh },
      200,
    );
  });
  return router;
}
