import { createRoute, z } from '@hono/zod-openapi';
import { and, eq } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { freshTokens } from '../auth/fresh-tokens';
import { replacePassword } from '../auth/replace-password';
import { bearerToken } from '../auth/require-member';
import { users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { createLoginGuard, isCrossSite } from './login-guard';
import { passwordChecksAtOnce } from './login-rate-limits';
import { NewPassword, Password, Username } from './member-schemas';
import { normaliseUsername } from './member-view';

const changeWithOneTimePassword = createRoute({
  method: 'post',
  path: '/password/one-time',
  summary: 'Replaces a one-time password (login status OTP) with the member’s own password',
  description:
    'The secretariat gives a member a one-time password; logging in with it answers status `OTP`. ' +
    "This call proves the one-time password (again, or by the one-time login's bearer token), sets the new password and activates the " +
    'account, so the next login with the new password answers `SUCCESSFUL`. It answers fresh ' +
    'tokens and revokes every earlier one (those of the one-time-password login included). It ' +
    'succeeds once: a second change, even a simultaneous one, is 409. Counted by the same rate ' +
    'limits as login.',
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
      description: 'Password changed; the account is active; fresh tokens',
      content: {
        'application/json': {
          schema: z.object({
            status: z.literal('ACTIVE'),
            message: z.string(),
            access_token: z.string(),
            refresh_token: z.string(),
          }),
        },
      },
    },
    400: errorResponse('Missing field or new password too short'),
    401: errorResponse('Wrong user name or one-time password'),
    409: errorResponse('The account has no one-time password to replace (already changed)'),
    422: errorResponse('The new password equals the one-time password'),
    429: errorResponse('Too many attempts'),
  },
});

/** The OTP follow-up: swap a one-time password for the member's own. */
export function passwordChangeRoutes({ db, hasher, limiter, config, tokens, clock }: AppServices) {
  const guard = createLoginGuard(limiter, config);
  // A refusal costs the same two hash checks whether or not the user name is an account's (and
  // whether or not it once had a one-time password), so its timing tells nobody who is a member.
  const decoyHash = hasher.hash('decoy password that no account has');
  const router = createRouter();
  router.post('/password/one-time', passwordChecksAtOnce(config));
  router.openapi(changeWithOneTimePassword, async (c) => {
    const body = c.req.valid('json');
    const username = normaliseUsername(body.username);
    const attempt = {
      username,
      address: c.get('clientAddress'),
      crossSite: isCrossSite(c.req.header('sec-fetch-site')),
    };
    await guard.admit(attempt);
    const [user] = await db.select().from(users).where(eq(users.username, username));
    // The one-time login's own session proves the one-time password: the member is not asked
    // to type it again straight after logging in with it.
    const bearer = bearerToken(c.req.header('authorization'));
    const session = bearer ? await tokens.authenticate(bearer) : undefined;
    const provenBySession = session !== undefined && session.id === user?.id;
    const typed = body.oneTimePassword;
    const provenByPassword =
      typed !== undefined &&
      (await hasher.verify(user?.passwordHash ?? (await decoyHash), typed)) &&
      user !== undefined;
    if (!user || !(provenBySession || provenByPassword)) {
      // The one-time password was right but another change used it first.
      const usedUp =
        typed !== undefined &&
        (await hasher.verify(user?.usedOneTimePasswordHash ?? (await decoyHash), typed)) &&
        Boolean(user?.usedOneTimePasswordHash);
      if (usedUp) {
        throw new ApiError(409, 'not_required', 'This one-time password has already been replaced');
      }
      await guard.failed(attempt);
      throw new ApiError(401, 'invalid_credentials', 'Incorrect username or one-time password');
    }
    if (user.status !== 'OTP') {
      throw new ApiError(409, 'not_required', 'This account has no one-time password to replace');
    }
    const reused = provenByPassword
      ? body.newPassword === typed
      : await hasher.verify(user.passwordHash, body.newPassword);
    if (reused) {
      throw new ApiError(
        422,
        'password_reused',
        'Choose a password different from the one-time password',
      );
    }
    const changed = await replacePassword(db, {
      userId: user.id,
      passwordHash: await hasher.hash(body.newPassword),
      status: 'ACTIVE',
      usedOneTimePasswordHash: user.passwordHash,
      // Proved against this hash: a change that raced ahead of this one has replaced it.
      onlyIf: and(eq(users.status, 'OTP'), eq(users.passwordHash, user.passwordHash)),
      now: clock.now(),
    });
    if (!changed) {
      throw new ApiError(409, 'not_required', 'This account has no one-time password to replace');
    }
    await guard.succeeded(attempt);
    return c.json(
      {
        status: 'ACTIVE' as const,
        message: 'Password changed; you are signed in',
        ...(await freshTokens({ tokens }, user.id)),
      },
      200,
      { 'cache-control': 'no-store' },
    );
  });
  return router;
}
