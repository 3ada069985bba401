import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppServices } from '../app-services';
import { freshTokens } from '../auth/fresh-tokens';
import { replacePassword } from '../auth/replace-password';
import { oneAtATime } from '../background/one-at-a-time';
import { lusakaWallClock } from '../clock/lusaka-date';
import { users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { plainText } from '../http/input-schemas';
import { sentLoginDevice } from '../member/login-device';
import { loginRateLimits } from '../member/login-rate-limits';
import { NewPassword } from '../member/member-schemas';
import { anyZambianMobileNumber } from '../payments/zambian-mobile-number';
import type { RateLimitRule } from '../rate-limit/rate-limiter';
import { findMemberByLogin, type MemberByLogin } from './find-member-by-login';
import { recordMembershipEvent } from './membership-events';
import { notifyMember } from './notify-member';
import {
  CODE_LIFETIME_MS,
  CODE_MAX_TRIES,
  closeResetRepeat,
  consumeCode,
  type EarlierCode,
  earlierCode,
  issueCode,
  NO_MEMBER,
} from './verification-code';
import { VerificationCodeInput } from './verification-code-input';

const Login = plainText(1, 100).openapi({
  description: 'User name or mobile number',
  example: 'demo.active',
});

const requestRecovery = createRoute({
  method: 'post',
  path: '/password/recovery',
  summary: 'Sends a six-digit code to reset a forgotten password',
  description:
    'Always answers 202, whether or not the user name or number belongs to a member, so nobody ' +
    'can learn who is one. A member gets a code by SMS (or e-mail), valid 10 minutes, 5 tries; ' +
    'a new request from the same browser retires the code it had. A browser that asked five ' +
    'times in the hour (or ten in the day) is answered `newCode: false` and its last code keeps ' +
    'working; that is said for any login, member or not.',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({ login: Login }).openapi('PasswordRecoveryRequest'),
        },
      },
    },
  },
  responses: {
    202: {
      description: 'If the account exists, a code is on its way (or, `newCode: false`, no new one)',
      content: {
        'application/json': {
          schema: z
            .object({
              message: z.string(),
              newCode: z.boolean().openapi({
                description:
                  'False when this browser asked too often: no new code was asked for, and the ' +
                  'last one sent to it still works until it expires',
              }),
              validUntil: z
                .string()
                .datetime()
                .optional()
                .openapi({
                  description:
                    'With `newCode`: when the code on its way stops working, to the minute (a code ' +
                    'is valid 10 minutes from the request)',
                  example: '2026-12-07T12:32:00.000Z',
                }),
              askAgainAfter: z.string().datetime().optional().openapi({
                description: 'Without `newCode`: when this browser may ask for a new code',
              }),
            })
            .openapi('PasswordRecoveryAnswer'),
        },
      },
    },
    400: errorResponse('No user name or number'),
    429: errorResponse(
      'Too many recovery requests from this address in the last hour (`rate_limited`, with Retry-After)',
    ),
  },
});

const resetPassword = createRoute({
  method: 'post',
  path: '/password/reset',
  summary: 'Sets a new password with the code; every session ends, and fresh tokens are answered',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .object({
              login: Login,
              code: VerificationCodeInput,
              newPassword: NewPassword,
            })
            .openapi('PasswordReset'),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'Password changed; the member is signed in on this device only',
      content: {
        'application/json': {
          schema: z.object({
            status: z.enum(['SUCCESSFUL', 'PENDING_PAYMENT', 'INCOMPLETE_REGISTRATION']),
            message: z.string(),
            access_token: z.string(),
            refresh_token: z.string(),
          }),
        },
      },
    },
    400: errorResponse(
      'Malformed field, or a code refused (`invalid_code`): one answer for a wrong code, or none ' +
        'sent, so it tells nobody who is a member. A code that was really sent to this browser ' +
        'is refused in words of its own when it expired, a newer one replaced it, a password ' +
        'change retired it or it was used already (a few times a day per browser); a browser ' +
        'refused five times since its last request for a code is told it tried too often, ' +
        'whatever it types. A repeat of a reset that just succeeded (the browser, code and new ' +
        'password that made it, within 5 minutes) answers 200 again and changes nothing',
    ),
    429: errorResponse('Too many attempts from this address'),
  },
});

/**
 * The one refusal of a reset code, whatever the reason. Telling apart "no code waiting" from
 * "not right; 4 tries left" would let anyone learn who is a member (ask for a code for a login,
 * then try 000000), so the reset says neither; the signed-in phone change, where the member is
 * known, keeps the detailed reasons.
 */
function resetRefused(): ApiError {
  return new ApiError(
    400,
    'invalid_code',
    'That code is not right: check the six digits in the latest message, or ask for a new code',
  );
}

/**
 * The refusal of a code that was really sent to this browser: its holder has the message, so
 * what became of the code tells them nothing about who is a member, and helps no guesser.
 */
function earlierCodeRefused(fate: EarlierCode['fate']): ApiError {
  const words = {
    expired: 'This code has expired: ask for a new one',
    superseded: 'A newer code was sent: use the code in the latest message',
    retired:
      'This code no longer works: the password or phone number was changed after it was sent. If you just set a new password, log in with it; otherwise ask for a new code',
    used: 'This code was used already: if you just set a new password, log in with it',
  } satisfies Record<EarlierCode['fate'], string>;
  return new ApiError(400, 'invalid_code', words[fate]);
}

/**
 * Said to a browser refused {@link CODE_MAX_TRIES} times since it last asked for a code, whatever
 * it types then, right or wrong, member's login or not: a fact about the browser's own tries.
 */
function triedTooOften(): ApiError {
  return new ApiError(
    400,
    'invalid_code',
    'This code was tried too often and no longer works: ask for a new one',
  );
}

/**
 * How long after a reset the same reset (the ticket, code and new password that made it) is
 * answered as it was: on a flaky line the answer is lost, and the member presses again. It
 * changes nothing then, and a used code never sets a different password. Only the code that made
 * the reset (`consumedAt`), on the ticket it was typed with, and only until a repeat comes with
 * another password (then closed): a code retired by the password change, a stranger's, would
 * otherwise let its holder try passwords and be signed in on a hit, past the login's backoff.
 */
export const RESET_REPEAT_MS = 5 * 60_000;

/** "14:32 (Lusaka time)": a moment as the SMS and the answers say it. */
const lusakaTime = (moment: Date) => `${lusakaWallClock(moment).slice(11, 16)} (Lusaka time)`;

/** `moment` rounded down to its minute, so a time said to the minute is never later than it. */
const toTheMinute = (moment: Date) => new Date(Math.floor(moment.getTime() / 60_000) * 60_000);

// Said to everyone, so it names both ways a code travels (SMS, or e-mail for a member with no
// mobile number): a member without one must not wait for an SMS that never comes. The time it is
// valid until, not "10 minutes": a slow SMS arrives with minutes of them gone.
const accepted = (validUntil: Date) =>
  `If that account exists, a six-digit code is on its way by SMS, or by e-mail if the membership has no mobile number. It is valid until ${lusakaTime(validUntil)}; a newer code replaces it.`;

// Said to every browser past its allowance, whatever login it typed: it depends on the browser's
// own requests only, so it tells nobody who is a member.
const heldBack = (askAgainAfter: Date) =>
  `No new code was sent: this browser has asked for codes too often. The code in the latest message still works until it expires; you can ask for a new one after ${lusakaTime(askAgainAfter)}.`;

/**
 * The cookie that ties a reset code to the browser that asked for it: a random ticket the server
 * seals (`<id>.<seal>`, an HMAC of the id with the signing secret), set on
 * every request a browser sends from this site's own page (member or not, so it tells nobody
 * anything), `HttpOnly`, `SameSite=Strict`, scoped to the member API. The code stores the
 * ticket's hash; the reset with the code must come with the ticket. So a stranger who types the
 * member's login can neither retire the member's code by asking for another nor use up its five
 * tries by guessing: theirs are counted on codes of their own.
 *
 * A browser keeps its ticket when it asks again (a new one was set at every request, so a request
 * that sent no code, past the member's allowance, left the browser unable to use the code it had
 * just been sent), and the ticket lives a day, as long as the allowance it counts
 * ({@link TICKET_LIFETIME_S}). Only a ticket the server sealed is kept: one a page, a script or
 * another site's cookie put in the browser (ticket fixation: its maker would know the ticket
 * the member's code is then held by) is replaced by a new one, and counts as none in a reset.
 * In production, where it is `Secure`, it is named `__Secure-coaz_recovery`, which browsers
 * let no page over plain http set ({@link recoveryTicketCookie}).
 */
export const RECOVERY_TICKET_COOKIE = 'coaz_recovery';

/** The recovery ticket cookie's name in `mode`: with `__Secure-` where it is Secure. */
export const recoveryTicketCookie = (mode: string) =>
  mode === 'production' ? `__Secure-${RECOVERY_TICKET_COOKIE}` : RECOVERY_TICKET_COOKIE;

/** How long a browser keeps its recovery ticket: the longest window its requests are counted in. */
const TICKET_LIFETIME_S = 86_400;

/**
 * Whether this site's own page (or the address bar) sent the request, as the browser reports it.
 * Clients that send no `Sec-Fetch-Site` (older browsers, scripts, apps) may keep no cookies, so
 * their codes are held by no ticket, as every code was before tickets.
 */
function fromOwnPage(c: Context): boolean {
  const site = c.req.header('sec-fetch-site');
  return site === 'same-origin' || site === 'none';
}

const hashTicket = (ticket: string) =>
  createHash('sha256').update(`recovery-ticket:${ticket}`).digest('hex');

/**
 * The reset codes one address may have texted to numbers outside Zambia in a day, whichever
 * accounts they are for: every application opens an account with a number abroad of the
 * applicant's choosing, so ten a day per account and twenty requests an hour per address still let
 * one address have 480 SMS a day sent abroad to numbers it chose (SMS pumping; security audit,
 * 6 December 2026), where number-change codes are thirty a day (`PHONE_CODES_PER_ADDRESS`). Codes
 * to Zambian numbers are not counted here: many members share a carrier's address.
 */
export const RESET_CODES_ABROAD_PER_ADDRESS: RateLimitRule = {
  name: 'recovery-abroad-address-day',
  limit: 30,
  windowSeconds: 86_400,
};

/** "Forgot password?": a code by SMS, then a new password; no way to learn who is a member. */
export function passwordRecoveryRoutes(services: AppServices) {
  const { db, hasher, limiter, clock, config, tokens } = services;
  const { perAddress } = loginRateLimits(config);
  // Requests send SMS, which cost money: counted apart from logins, with a far lower allowance.
  const requestsPerAddress: RateLimitRule = {
    name: 'recovery-address',
    limit: config.membership.recoveryLimitPerAddress,
    windowSeconds: 3600,
  };
  // Each code is an SMS to the member and five guesses at it, so a member gets five an hour and
  // ten a day: 50 guesses a day at a six-digit code, under 2% in a year of guessing at one
  // member without pause. Five an hour alone let a stranger guess 600 times a day (20% in a year,
  // and one member in 1 700 a day of a list of members), and send each member 120 paid SMS.
  const codesPerMember = {
    hour: { name: 'recovery-member', limit: 5, windowSeconds: 3600 },
    day: { name: 'recovery-member-day', limit: 10, windowSeconds: 86_400 },
  } satisfies Record<string, RateLimitRule>;
  // ...and a browser the member has logged in from (its device mark) as many of its own, so that
  // strangers asking for the member's codes cannot use up the member's way back in.
  const codesPerDevice = {
    hour: { name: 'recovery-device', limit: 5, windowSeconds: 3600 },
    day: { name: 'recovery-device-day', limit: 10, windowSeconds: 86_400 },
  } satisfies Record<string, RateLimitRule>;
  // A request the hour refuses is not counted in the day, so a burst in one hour costs the
  // member that hour, not the day.
  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 429) return false;
    throw error;
  };
  /** Whether a limiter's call refused (429) for a bucket at its limit. */
  const atLimit = (call: Promise<void>) =>
    call.then(
      () => false,
      (error) => !refused(error),
    );
  const ignoreLimit = (error: unknown) => {
    refused(error);
  };
  const codeAllowed = async (rules: { hour: RateLimitRule; day: RateLimitRule }, key: string) => {
    if (!(await limiter.hitBelowLimit(rules.hour, key).then(() => true, refused))) return false;
    return limiter.hitBelowLimit(rules.day, key).then(() => true, refused);
  };
  // ...and a browser (its recovery ticket) as many requests, whatever logins it types. Counted
  // before the answer and said in it: that depends on the browser alone, not on the login, so
  // the browser can be told that no new code comes and that its last one still works, where a
  // member's own allowance must be kept silent.
  const requestsPerTicket = {
    hour: { name: 'recovery-ticket', limit: 5, windowSeconds: 3600 },
    day: { name: 'recovery-ticket-day', limit: 10, windowSeconds: 86_400 },
  } satisfies Record<string, RateLimitRule>;
  /** Null when the ticket may ask again, or how many seconds until it may. */
  const ticketWait = async (ticketHash: string): Promise<number | null> => {
    const waitOf = (error: unknown) => {
      if (error instanceof ApiError && error.status === 429)
        return Number(error.headers['retry-after'] ?? 3600);
      throw error;
    };
    const hour = await limiter
      .hitBelowLimit(requestsPerTicket.hour, ticketHash)
      .then(() => null, waitOf);
    if (hour !== null) return hour;
    return limiter.hitBelowLimit(requestsPerTicket.day, ticketHash).then(() => null, waitOf);
  };
  // Refused resets a ticket may have since it last asked for a code (its "code window", told by
  // the count of its requests today, which starts again at midnight UTC as this window does),
  // whatever logins and codes it types: then it is told it tried too often, whatever it types.
  // A count per ticket, not per code, so that it says the same for a login with no code (nobody's)
  // as for a member's whose code was guessed at: per code, "tried too often" after five guesses
  // would say who is a member. A member's code itself takes CODE_MAX_TRIES tries too.
  const triesPerTicket: RateLimitRule = {
    name: 'recovery-ticket-tries',
    limit: CODE_MAX_TRIES,
    windowSeconds: requestsPerTicket.day.windowSeconds,
  };
  // ...and of those refusals, how many a day may look among the ticket's earlier codes to say
  // what became of the one typed (expired, replaced, retired, used). Such a match is an answer
  // about a dead code's value, and only a member's login has codes: uncounted, it was a way to
  // learn a dead code (for a repeat) and, with ten codes a day on one ticket, who is a member.
  // Ten a day, each against the ticket's codes (at most ten a day for a member, across all
  // tickets, by the member's allowance): about a hundred comparisons a day per member, as many as
  // the live codes' own fifty tries, at one in a million each. Past them a refusal says only
  // "not right" (or "tried too often"): the code's holder, who types it once or twice, never
  // gets there.
  const lookupsPerTicket: RateLimitRule = {
    name: 'recovery-ticket-lookups',
    limit: 2 * CODE_MAX_TRIES,
    windowSeconds: 86_400,
  };
  /** The bucket of the ticket's tries since its last request for a code. */
  const triesKey = async (ticketHash: string) => {
    const { hits } = await limiter.state(requestsPerTicket.day, ticketHash);
    return `${ticketHash}:${hits}`;
  };
  const ticketCookie = recoveryTicketCookie(config.mode);
  /** A new ticket: a random id and its seal. */
  const newTicket = () => {
    const id = randomBytes(16).toString('hex');
    return `${id}.${tokens.sealRecoveryTicket(id)}`;
  };
  /** The recovery ticket the browser sent, or null when it sent none this server sealed. */
  const sentTicket = (c: Context): string | null => {
    const ticket = getCookie(c, ticketCookie);
    const parts = ticket ? /^([0-9a-f]{32})\.([0-9a-f]{32})$/.exec(ticket) : null;
    if (!ticket || !parts) return null;
    const seal = Buffer.from(tokens.sealRecoveryTicket(parts[1] as string), 'hex');
    return timingSafeEqual(seal, Buffer.from(parts[2] as string, 'hex')) ? ticket : null;
  };
  /** The hash of the recovery ticket the browser sent, or null when it sent none of this server's. */
  const sentTicketHash = (c: Context): string | null => {
    const ticket = sentTicket(c);
    return ticket ? hashTicket(ticket) : null;
  };
  const router = createRouter();
  const codesInOrder = oneAtATime<number>();

  /**
   * Sends a reset code when `login` names a member, held by `ticketHash` (the asking browser's
   * ticket, or null); nothing otherwise.
   */
  async function sendResetCode(
    login: string,
    ticketHash: string | null,
    deviceMark: string | undefined,
    address: string,
  ): Promise<void> {
    const member = await findMemberByLogin(db, login);
    if (!member || member.status === 'SUSPENDED') return;
    await codesInOrder(member.id, () => sendCodeToMember(member, ticketHash, deviceMark, address));
  }

  /**
   * The rest of {@link sendResetCode}, one request of a member's at a time: a code issued later
   * then goes out later, so "use the code in the newest message" holds for a member who pressed
   * twice, where two sends side by side could reach the SMS gateway in either order.
   */
  async function sendCodeToMember(
    member: MemberByLogin,
    ticketHash: string | null,
    deviceMark: string | undefined,
    address: string,
  ): Promise<void> {
    const device = await tokens.recogniseLoginDevice(
      deviceMark,
      member.username,
      member.passwordHash,
    );
    // Past five codes an hour or ten a day the request is dropped silently; answering 429 would
    // tell a stranger the account exists. The member's own marked browser counts apart.
    const allowed = device
      ? await codeAllowed(codesPerDevice, device)
      : await codeAllowed(codesPerMember, String(member.id));
    if (!allowed) return;
    // Dropped silently too, after the member's own allowance so that what it drops is not counted.
    if (
      member.phoneNumber &&
      !anyZambianMobileNumber(member.phoneNumber) &&
      !(await limiter
        .hitBelowLimit(RESET_CODES_ABROAD_PER_ADDRESS, address)
        .then(() => true, refused))
    ) {
      return;
    }
    const issuedAt = clock.now();
    const code = await issueCode(db, member.id, 'password_reset', issuedAt, ticketHash, {
      target: ticketHash,
    });
    // The time, not "10 minutes": a slow SMS arrives with some of them gone.
    const until = lusakaTime(toTheMinute(new Date(issuedAt.getTime() + CODE_LIFETIME_MS)));
    await notifyMember(
      services,
      member.id,
      `COAZ: your password reset code is ${code}. It is valid until ${until}. If you did not ask for it, ignore this message.`,
    );
  }

  router.openapi(requestRecovery, async (c) => {
    const { login } = c.req.valid('json');
    await limiter.hit(requestsPerAddress, c.get('clientAddress'));
    const now = clock.now();
    let ticketHash: string | null = null;
    if (fromOwnPage(c)) {
      // The browser's own ticket when it has one: a request that sends no code then leaves the
      // code it holds working (and one that does retires it, as the page says).
      const ticket = sentTicket(c) ?? newTicket();
      ticketHash = hashTicket(ticket);
      setCookie(c, ticketCookie, ticket, {
        path: c.req.path.replace(/password\/recovery\/?$/, ''),
        httpOnly: true,
        sameSite: 'Strict',
        secure: config.mode === 'production',
        maxAge: TICKET_LIFETIME_S,
      });
      const wait = await ticketWait(ticketHash);
      if (wait !== null) {
        const askAgainAfter = new Date(now.getTime() + wait * 1000);
        return c.json(
          {
            message: heldBack(askAgainAfter),
            newCode: false,
            askAgainAfter: askAgainAfter.toISOString(),
          },
          202,
        );
      }
    }
    const deviceMark = sentLoginDevice(c);
    // Everything that depends on whether the login names a member happens after the answer, so
    // a member's answer takes as long as a stranger's, and a failure shows only in the log.
    services.background.run('password recovery', () =>
      sendResetCode(login, ticketHash, deviceMark, c.get('clientAddress')),
    );
    const validUntil = toTheMinute(new Date(now.getTime() + CODE_LIFETIME_MS));
    return c.json(
      { message: accepted(validUntil), newCode: true, validUntil: validUntil.toISOString() },
      202,
    );
  });

  router.openapi(resetPassword, async (c) => {
    const body = c.req.valid('json');
    await limiter.hit(perAddress, c.get('clientAddress'));
    const found = await findMemberByLogin(db, body.login);
    const now = clock.now();
    // A suspended account is never sent a code, so it is refused like a stranger: a refusal of
    // its own would tell anyone who types a login that it belongs to a suspended member. A
    // stranger's code is checked all the same (against no account), so that a refusal takes as
    // long for a login that names nobody as for a member's.
    const member = found && found.status !== 'SUSPENDED' ? found : undefined;
    const ticketHash = sentTicketHash(c);
    const scope = { target: ticketHash };
    // A browser refused CODE_MAX_TRIES times since it asked for its code is told so, whatever it
    // types, before anything is compared: said of the ticket, for any login, it tells nothing of
    // the code or of who is a member; said only when the typed value matched a code tried too
    // often, it told a guesser they had found the code.
    const tries = ticketHash ? await triesKey(ticketHash) : null;
    if (tries && (await atLimit(limiter.check(triesPerTicket, tries)))) throw triedTooOften();
    const check = await consumeCode(
      db,
      member?.id ?? NO_MEMBER,
      'password_reset',
      body.code,
      now,
      scope,
    );
    if (!member || !check.ok) {
      // A code refused may still be one this browser was really sent: then what became of it
      // is said, a few times a day per ticket (lookupsPerTicket). Looked for on a stranger's
      // refusal too, so refusals cost the same. Only for a browser's ticket: a stranger's ticket
      // holds only codes the stranger asked for, which the member never uses, where codes held
      // by no ticket (clients without cookies) are shared by everyone.
      const lookup =
        ticketHash !== null &&
        !(await atLimit(limiter.hitBelowLimit(lookupsPerTicket, ticketHash)));
      const earlier = lookup
        ? await earlierCode(db, member?.id ?? NO_MEMBER, 'password_reset', body.code, now, scope)
        : null;
      if (member && earlier?.fate === 'used' && !earlier.repeatClosed) {
        // The reset this very code made on this ticket, pressed again because its answer was
        // lost: answered as then, changing nothing, when the new password is the one set (a used
        // code never sets another) and still the member's, within a few minutes. Another
        // password closes the repeat: it answers no second try.
        if (now.getTime() - earlier.consumedAt.getTime() <= RESET_REPEAT_MS) {
          if (await hasher.verify(member.passwordHash, body.newPassword))
            return resetAnswer(c, member.id, member.status);
          await closeResetRepeat(db, earlier.id, now);
        }
      }
      if (tries) await limiter.hit(triesPerTicket, tries).catch(ignoreLimit);
      if (!member || !earlier) throw resetRefused();
      throw earlierCodeRefused(earlier.fate);
    }
    // The new password and the end of every session go together or not at all, as every
    // password change does: a password reset because of a stranger must end the stranger's. A
    // one-time password is replaced too (the member chose their own); any other status stays as
    // it is then, a payment confirmed while argon2 hashed included.
    await replacePassword(db, {
      userId: member.id,
      passwordHash: await hasher.hash(body.newPassword),
      endOneTimePassword: true,
      now,
    });
    await recordMembershipEvent(
      db,
      member.id,
      'password_reset',
      'Password reset with a code; every session ended',
      now,
    );
    return resetAnswer(c, member.id, member.status);
  });

  /** The answer to a reset done (or done just before, and asked again): this device signed in. */
  async function resetAnswer(c: Context, userId: number, statusBefore: string) {
    const [after] = await db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, userId));
    const status = after?.status ?? statusBefore;
    const tokens = await freshTokens(services, userId);
    const loginStatus = status === 'ACTIVE' ? 'SUCCESSFUL' : status;
    return c.json(
      {
        status: loginStatus as 'SUCCESSFUL' | 'PENDING_PAYMENT' | 'INCOMPLETE_REGISTRATION',
        message: 'Your password has been changed. Other devices have been signed out.',
        ...tokens,
      },
      200,
      { 'cache-control': 'no-store' },
    );
  }
  return router;
}
