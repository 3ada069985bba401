import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppServices } from '../app-services';
import { bearerToken, requireMember, tokenInvalid } from '../auth/require-member';
import { receivables, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { AppEnv } from '../http/app-env';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { findMemberByLogin, loginAsNumber } from '../membership/find-member-by-login';
import { keepLoginDevice, sentLoginDevice } from './login-device';
import { createLoginGuard, isCrossSite } from './login-guard';
import { passwordChecksAtOnce } from './login-rate-limits';
import { Credentials, LoginAnswer, MemberView } from './member-schemas';
import { memberView, normaliseUsername } from './member-view';

const NO_STORE = { 'cache-control': 'no-store' };

const loginResponses = {
  200: {
    description: 'Logged in; `status` says what the member must do next',
    content: { 'application/json': { schema: LoginAnswer } },
  },
  400: errorResponse('User name (or mobile number) or password missing'),
  401: errorResponse(
    'Wrong user name, mobile number or password; also a number that names no single account',
  ),
  403: errorResponse('The account is suspended'),
  429: errorResponse('Too many attempts for this account or address'),
};

const loginByQuery = createRoute({
  method: 'get',
  path: '/login',
  summary: 'Log in with credentials in the query string (kept for older clients)',
  request: { query: Credentials },
  responses: loginResponses,
});

const loginByBody = createRoute({
  method: 'post',
  path: '/login',
  summary: 'Log in with a JSON body',
  request: { body: { required: true, content: { 'application/json': { schema: Credentials } } } },
  responses: loginResponses,
});

const current = createRoute({
  method: 'get',
  path: '/current',
  summary: 'The member the access token belongs to',
  security: [{ bearer: [] }],
  responses: {
    200: {
      description: 'The current member',
      content: {
        'application/json': {
          schema: z.object({
            status: z.literal('SUCCESSFUL'),
            content: z.object({ user: MemberView }),
            message: z.string(),
          }),
        },
      },
    },
    401: errorResponse(
      'No bearer token (`unauthorized`), or an expired (`token_expired`) or invalid or revoked (`token_invalid`) one',
    ),
  },
});

const refresh = createRoute({
  method: 'get',
  path: '/token/refresh',
  summary: 'Rotates the bearer refresh token: a new access token and a new refresh token',
  description:
    'The refresh token presented is retired; keep the new one. Presenting a retired refresh ' +
    'token again closes its whole session (every token issued from it stops working).',
  security: [{ bearer: [] }],
  responses: {
    200: {
      description: 'Fresh tokens',
      content: {
        'application/json': {
          schema: z.object({ access_token: z.string(), refresh_token: z.string() }),
        },
      },
    },
    401: errorResponse(
      'No bearer token, or an invalid, expired, revoked or already used refresh token (`token_invalid`)',
    ),
  },
});

const logout = createRoute({
  method: 'post',
  path: '/logout',
  summary: 'Revokes the bearer refresh token and every access token issued from it',
  security: [{ bearer: [] }],
  responses: {
    200: {
      description: 'Logged out',
      content: { 'application/json': { schema: z.object({ message: z.string() }) } },
    },
    401: errorResponse('No bearer token, or an unknown or already revoked one (`token_invalid`)'),
  },
});

/**
 * What an attempt that names no account is counted against. A number counts in one bucket
 * however it is written, as a member's own number does (through the account), so that writing an
 * unknown number five ways earns no more guesses than a known one: otherwise the backoff would
 * tell which numbers are members'. The `+` keeps it apart from every user name, none of which
 * may hold one.
 */
function limitKeyOfUnknownLogin(typedLogin: string): string {
  const number = loginAsNumber(typedLogin);
  return number ? `+${number}` : normaliseUsername(typedLogin);
}

const LOGIN_STATUS = {
  ACTIVE: 'SUCCESSFUL',
  PENDING_PAYMENT: 'PENDING_PAYMENT',
  OTP: 'OTP',
  INCOMPLETE_REGISTRATION: 'INCOMPLETE_REGISTRATION',
} as const;

/** Login, current member, token refresh and logout. */
export function loginRoutes(services: AppServices) {
  const { db, tokens, hasher, limiter, config } = services;
  const guard = createLoginGuard(limiter, config);
  // Verifying against a real hash when the user is unknown keeps the timing the same.
  const decoyHash = hasher.hash('decoy password that no account has');

  async function login(
    typedLogin: string,
    password: string,
    address: string,
    secFetchSite: string | undefined,
    deviceMark: string | undefined,
  ) {
    // A user name or a mobile number, found as recovery finds it (a number that is one account's
    // user name and another's number names neither). Limits and the device mark count against
    // the account's user name however it was named, so typing the number does not give a
    // stranger a second allowance of guesses.
    const user = await findMemberByLogin(db, typedLogin);
    const username = user?.username ?? limitKeyOfUnknownLogin(typedLogin);
    const device = await tokens.recogniseLoginDevice(deviceMark, username, user?.passwordHash);
    const attempt = { username, address, crossSite: isCrossSite(secFetchSite), device };
    await guard.admit(attempt);
    const valid = await hasher.verify(user?.passwordHash ?? (await decoyHash), password);
    if (!user || !valid) {
      await guard.failed(attempt);
      throw new ApiError(401, 'invalid_credentials', 'Incorrect username or password');
    }
    await guard.succeeded(attempt);
    if (user.status === 'SUSPENDED') {
      throw new ApiError(
        403,
        'account_suspended',
        'This account is suspended; please contact the secretariat',
      );
    }
    // Only while the password just checked is still the member's: a reset made meanwhile, because
    // a stranger knew it, must not leave that stranger a session.
    const issued = await tokens.issueWhilePassword(user.id, user.passwordHash);
    if (!issued) throw new ApiError(401, 'invalid_credentials', 'Incorrect username or password');
    let tariff: { receivableId: number; criteriaId: number } | null = null;
    if (user.status === 'PENDING_PAYMENT') {
      const [due] = await db
        .select({ receivableId: receivables.id, criteriaId: receivables.criteriaId })
        .from(receivables)
        .where(and(eq(receivables.userId, user.id), isNull(receivables.paidAt)))
        .orderBy(asc(receivables.id))
        .limit(1);
      tariff = due ?? null;
    }
    return {
      answer: {
        access_token: issued.accessToken,
        refresh_token: issued.refreshToken,
        status: LOGIN_STATUS[user.status],
        user: memberView(user),
        tariff,
      },
      deviceMark: await tokens.issueLoginDevice(username, user.passwordHash),
    };
  }

  /**
   * Logs in as `login` does, and marks the browser as the member's (see login-device.ts), unless
   * another site's page sent the login: a page anywhere can open `GET login` with its own
   * account's password in a visitor's browser, and the mark it got would replace the visitor's
   * own, so the visitor's phone would lose its way past strangers' failed attempts. The mark is
   * `SameSite=Strict`, so no other site's page ever sends it back: such a login needs none.
   */
  async function loginFrom(c: Context<AppEnv>, username: string, password: string) {
    const secFetchSite = c.req.header('sec-fetch-site');
    const { answer, deviceMark } = await login(
      username,
      password,
      c.get('clientAddress'),
      secFetchSite,
      sentLoginDevice(c),
    );
    if (!isCrossSite(secFetchSite)) {
      keepLoginDevice(c, deviceMark, {
        memberApiPath: c.req.path.replace(/login\/?$/, ''),
        secure: config.mode === 'production',
      });
    }
    return answer;
  }

  const router = createRouter();
  router.on(['GET', 'POST'], '/login', passwordChecksAtOnce(config));
  router.openapi(loginByQuery, async (c) => {
    const { username, password } = c.req.valid('query');
    return c.json(await loginFrom(c, username, password), 200, NO_STORE);
  });
  router.openapi(loginByBody, async (c) => {
    const { username, password } = c.req.valid('json');
    return c.json(await loginFrom(c, username, password), 200, NO_STORE);
  });

  router.use('/current', requireMember(tokens));
  router.openapi(current, async (c) => {
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.id, c.get('member').id));
    if (!user) throw tokenInvalid('The account no longer exists');
    return c.json(
      {
        status: 'SUCCESSFUL' as const,
        content: { user: memberView(user) },
        message: 'Current user',
      },
      200,
      NO_STORE,
    );
  });

  router.openapi(refresh, async (c) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw new ApiError(401, 'unauthorized', 'A bearer refresh token is required');
    const outcome = await tokens.refresh(token);
    if (outcome === 'reused') {
      throw tokenInvalid(
        'This refresh token was already used, so its session is closed; log in again',
      );
    }
    if (outcome === 'invalid')
      throw tokenInvalid('The refresh token is invalid, expired or revoked');
    return c.json(
      { access_token: outcome.accessToken, refresh_token: outcome.refreshToken },
      200,
      NO_STORE,
    );
  });

  router.openapi(logout, async (c) => {
    const token = bearerToken(c.req.header('authorization'));
    if (!token) throw new ApiError(401, 'unauthorized', 'A bearer refresh token is required');
    if (!(await tokens.revoke(token))) {
      throw tokenInvalid('The refresh token is unknown or already revoked');
    }
    return c.json({ message: 'Logged out' }, 200);
  });
  return router;
}
