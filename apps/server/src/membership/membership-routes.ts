import { randomUUID } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { type Residence, residenceAllowed } from '../applications/applicant-kinds';
import { applicationOf, applicationView } from '../applications/application-view';
import { checkDocument } from '../applications/document-file';
import { FORM_LIMIT_REFUSALS, readForm } from '../applications/read-form';
import { reasonAsSentence } from '../applications/reason-as-sentence';
import { personalNumberOfAMember, registeredNumberAdvice } from '../applications/shared-numbers';
import { freshTokens } from '../auth/fresh-tokens';
import { replacePassword } from '../auth/replace-password';
import { requireMember } from '../auth/require-member';
import { signedOutRefusal } from '../auth/signed-out-refusal';
import type { AuthenticatedMember } from '../auth/token-service';
import { lusakaDate } from '../clock/lusaka-date';
import type { AppDatabase } from '../db/database';
import { districts, receivables, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { errorResponse } from '../http/error-body';
import { listChoice, omissible, plainText } from '../http/input-schemas';
import { createLoginGuard, isCrossSite } from '../member/login-guard';
import { NewPassword, Password } from '../member/member-schemas';
import { normaliseUsername } from '../member/member-view';
import { kwachaText } from '../payments/kwacha-text';
import type { RateLimitRule } from '../rate-limit/rate-limiter';
import { tooManyAttempts } from '../rate-limit/too-many-attempts';
import { createDecodeGate } from '../uploads/decode-gate';
import { reencodePicture } from '../uploads/reencode-picture';
import { UPLOAD_DECODE_WAIT_MS } from '../uploads/upload-routes';
import { duesTodo } from './dues-todo';
import { goodStandingUntil } from './good-standing';
import {
  memberPhoneNumber,
  PHONE_NUMBER_WORDS,
  phoneNumberWords,
  storedNumberFits,
} from './member-phone-number';
import { recordMembershipEvent } from './membership-events';
import { categoryName, isApplicableType, membershipTypeName } from './membership-rules';
import { memberDocuments, membershipApplications, membershipEvents } from './membership-schema';
import { notifyMember } from './notify-member';
import { payingFromAbroad } from './paying-from-abroad';
import { claimPhoneNumber, refusePhoneNumberOfAnother } from './phone-number-owner';
import { tellReplacedEmail, tellReplacedNumber } from './replaced-number-notice';
import { shownMembershipType } from './subscription-fee';
import { codeRefusal, consumeCode, issueCode, retirePasswordResetCodes } from './verification-code';
import { VerificationCodeInput } from './verification-code-input';

const member = { security: [{ bearer: [] }] };
const signedIn = { 401: signedOutRefusal() };

const TodoKind = z.enum([
  'finish_registration',
  'add_documents',
  'await_review',
  'application_rejected',
  'pay',
  'renew',
  'set_password',
]);

const MembershipSummary = z
  .object({
    status: z.string(),
    membershipNumber: z.string().nullable(),
    membershipType: z.string().nullable(),
    membershipTypeName: z.string().nullable(),
    professionalCategory: z.string().nullable(),
    professionalCategoryName: z.string().nullable(),
    validUntil: z.string().nullable().openapi({
      format: 'date',
      description: 'Last day the paid year covers (YYYY-MM-DD, Lusaka)',
    }),
    goodStanding: z.boolean(),
    goodStandingUntil: z.string().nullable().openapi({
      format: 'date',
      description:
        'Last day (YYYY-MM-DD, Lusaka) of good standing: the end of the grace period after the paid year, the same date while the paid year runs as in the grace period (compare today with `validUntil` to tell them apart); null when not in good standing or on the roll from before online dues',
    }),
    fee: z
      .object({ receivableId: z.number().int(), description: z.string(), amount: z.number() })
      .nullable()
      .openapi({ description: 'The oldest unpaid fee' }),
    application: z.any().nullable(),
    todo: z.array(z.object({ kind: TodoKind, message: z.string() })),
  })
  .openapi('MembershipSummary');

const summaryRoute = createRoute({
  method: 'get',
  path: '/membership',
  summary: 'The signed-in member’s membership and what needs doing (the dashboard’s welcome)',
  ...member,
  responses: {
    200: {
      description: 'The membership',
      content: { 'application/json': { schema: MembershipSummary } },
    },
    ...signedIn,
  },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/membership/history',
  summary: 'What happened to the membership, newest first',
  ...member,
  responses: {
    200: {
      description: 'History',
      content: {
        'application/json': {
          schema: z.object({
            items: z.array(
              z.object({
                at: z.string().openapi({ format: 'date-time' }),
                kind: z.string(),
                summary: z.string(),
              }),
            ),
          }),
        },
      },
    },
    ...signedIn,
  },
});

const Profile = z
  .object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    districtId: z.number().int().nullable(),
    provinceId: z.number().int().nullable(),
    country: z.string().nullable().openapi({
      description:
        'Where a member living outside Zambia lives (they have no district); null in Zambia',
    }),
    mayLiveAbroad: z.boolean().openapi({
      description:
        'Whether the membership may be held from outside Zambia (associate and affiliate), so ' +
        'that `PUT profile` may move the member abroad; false while the account’s application ' +
        'awaits the secretariat’s decision, when no move is taken either way. A member abroad ' +
        'may otherwise always move home',
    }),
    hasPhoto: z.boolean(),
  })
  .openapi('Profile');

const showProfile = createRoute({
  method: 'get',
  path: '/profile',
  summary: 'The member’s contact details',
  ...member,
  responses: {
    200: { description: 'Profile', content: { 'application/json': { schema: Profile } } },
    ...signedIn,
  },
});

const ProfileUpdate = z
  .object({
    residence: z
      .enum(['zambia', 'abroad'], { message: 'Say whether you live in Zambia or outside it' })
      .optional()
      .openapi({
        description:
          'Where the member lives from now on; left out, where they live now. `abroad` (with ' +
          '`country`) for associate and affiliate members only; `zambia` (with `districtId`) ' +
          'only while the phone number is a Zambian mobile number',
      }),
    email: z.preprocess(
      (value) => (value === '' ? null : value),
      z.email('Enter an e-mail address such as name@example.org').max(200).nullable(),
    ),
    districtId: listChoice('Choose your district from the list').optional().openapi({
      description: 'Required of a member living in Zambia (after the change); ignored abroad',
    }),
    country: omissible(plainText(2, 100)).openapi({
      description:
        'Required of a member living outside Zambia (after the change); ignored in Zambia',
    }),
    currentPassword: Password.optional().openapi({
      description:
        'The password the member logs in with; required only when `email` differs from the saved address',
    }),
  })
  .openapi('ProfileUpdate');

const updateProfile = createRoute({
  method: 'put',
  path: '/profile',
  summary:
    'Changes e-mail and district, or abroad the country, and moves a member between Zambia and abroad (the phone number is changed with a code)',
  description:
    'Password recovery falls back to the e-mail when a member has no phone number, so changing ' +
    'the e-mail (adding, replacing or removing it) needs the current password as well as the ' +
    'session. The password is checked first and counted by the same rate limits as login. A ' +
    'session still on a one-time password (login status `OTP`) may not change the e-mail. The ' +
    'district alone, or the e-mail unchanged, saves without the password. A member living ' +
    'outside Zambia (the profile has a `country`) gives the country instead of a district. ' +
    '`residence` moves the member: abroad (associate and affiliate members only) with a ' +
    '`country`, keeping the number; home to Zambia with a `districtId`, once the number is a ' +
    'Zambian mobile number (change it first, with a code). No move while the account’s ' +
    'application awaits its decision: it is reviewed as made. Each move is in the history, ' +
    'written with the move.',
  ...member,
  request: { body: { required: true, content: { 'application/json': { schema: ProfileUpdate } } } },
  responses: {
    200: { description: 'Saved', content: { 'application/json': { schema: Profile } } },
    400: errorResponse(
      'Malformed field, no district (in Zambia) or country (abroad), or a changed e-mail without the current password (`currentPassword`)',
    ),
    401: signedOutRefusal(),
    403: errorResponse(
      'A changed e-mail with a wrong current password (`wrong_password`); or a changed e-mail from a session still on a one-time password (`forbidden`)',
    ),
    409: errorResponse(
      'A move home while the phone number is not a Zambian mobile number (`phone_not_zambian`), or a move either way while the account’s application awaits the secretariat’s decision (`application_under_review`)',
    ),
    422: errorResponse(
      'No such district (`unknown_district`), or a move abroad of a membership that must be held in Zambia (`residence_not_allowed`)',
    ),
    429: errorResponse(
      'Too many wrong passwords (the login limits; `rate_limited`, with `Retry-After`)',
    ),
  },
});

/**
 * The number-change codes a member may have sent: five an hour and ten a day, as reset codes are
 * (`password-recovery-routes.ts`). Any account, an application not yet reviewed included, may ask
 * for them to any number abroad, and each is an SMS the association pays for.
 */
const PHONE_CODES_PER_MEMBER = {
  hour: { name: 'phone-code', limit: 5, windowSeconds: 3600 },
  day: { name: 'phone-code-day', limit: 10, windowSeconds: 86_400 },
} satisfies Record<string, RateLimitRule>;

/**
 * The number-change codes one address may have sent in a day, whichever accounts ask: each
 * application opens an account, so ten a day per account let one address have thousands of SMS
 * sent to numbers abroad that it chose (SMS pumping; security audit, 6 December 2026). A number
 * change is rare, so thirty a day leaves room for many members behind one carrier's address.
 */
export const PHONE_CODES_PER_ADDRESS: RateLimitRule = {
  name: 'phone-code-address-day',
  limit: 30,
  windowSeconds: 86_400,
};

const requestPhoneChange = createRoute({
  method: 'post',
  path: '/profile/phone',
  summary: 'Sends a six-digit code to a new phone number, to confirm it',
  description:
    'Password recovery sends its code to this number, so moving it needs the current password ' +
    'as well as the session: a stolen session alone cannot take the account over. The password ' +
    'is checked first and counted by the same rate limits as login. A session still on a ' +
    'one-time password (login status `OTP`) may not change the number. A member in Zambia gives ' +
    'a Zambian mobile number; one living outside Zambia (the profile has a `country`) any mobile ' +
    'number with its country code (`+` or `00`; a home `0` after the code, as in `+44 (0) 7700 ' +
    '900123`, is left out), or a Zambian one, but none under a code that names no country ' +
    '(+800, +808, +870 to +879, +881 to +883, +888, +979, +991), which no SMS reaches.',
  ...member,
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .object({
              phoneNumber: z.string().trim().max(30, 'enter a mobile number').openapi({
                description:
                  'A Zambian mobile number; abroad, any mobile number with its country code',
              }),
              currentPassword: Password.openapi({
                description: 'The password the member logs in with',
              }),
            })
            .openapi('PhoneChange'),
        },
      },
    },
  },
  responses: {
    202: {
      description: 'Code sent',
      content: { 'application/json': { schema: z.object({ message: z.string() }) } },
    },
    400: errorResponse(
      'Not a Zambian mobile number (abroad: no mobile number with its country code, or one under a code that names no country), or no current password',
    ),
    401: signedOutRefusal(),
    403: errorResponse(
      'A wrong current password (`wrong_password`); or a session still on a one-time password (`forbidden`)',
    ),
    409: errorResponse(
      'A member has the number (`phone_registered`; applications awaiting review do not count); no code is sent',
    ),
    429: errorResponse(
      'Too many wrong passwords (the login limits), or more than five requests from the member in an hour or ten in a day, refusals for a taken number included (`rate_limited`, with `Retry-After`)',
    ),
    502: errorResponse('The message could not be sent (`message_not_sent`); try again later'),
  },
});

const changePassword = createRoute({
  method: 'post',
  path: '/profile/password',
  summary: 'Changes the signed-in member’s password; every other session ends',
  description:
    'The current password is proved first, counted by the same rate limits as login. Every ' +
    'session the member had ends, this one included, and fresh tokens are answered, so the device ' +
    'that changed it stays signed in. The member is told by SMS (or e-mail). A session still on a ' +
    'one-time password (login status `OTP`) changes it through `POST password/one-time` instead.',
  ...member,
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .object({
              currentPassword: Password.openapi({
                description: 'The password the member logs in with',
              }),
              newPassword: NewPassword,
            })
            .openapi('PasswordChange'),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'Password changed; fresh tokens for this device',
      content: {
        'application/json': {
          schema: z.object({
            message: z.string(),
            access_token: z.string(),
            refresh_token: z.string(),
          }),
        },
      },
    },
    400: errorResponse('A field missing, or the new password shorter than 10 characters'),
    ...signedIn,
    403: errorResponse(
      'A wrong current password (`wrong_password`); or a session still on a one-time password (`forbidden`)',
    ),
    422: errorResponse('The new password is the current one (`password_reused`)'),
    429: errorResponse(
      'Too many wrong passwords (the login limits; `rate_limited`, with `Retry-After`)',
    ),
  },
});

const confirmPhoneChange = createRoute({
  method: 'post',
  path: '/profile/phone/confirm',
  summary: 'Confirms the new phone number with the code sent to it',
  ...member,
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .object({
              code: VerificationCodeInput,
            })
            .openapi('PhoneConfirmation'),
        },
      },
    },
  },
  responses: {
    200: {
      description: 'Phone number changed',
      content: { 'application/json': { schema: Profile } },
    },
    400: errorResponse('Wrong, expired or used-up code'),
    ...signedIn,
    409: errorResponse(
      'A member took the number since the code was sent (`phone_registered`), or the member moved to Zambia since and it is no Zambian mobile number (`phone_not_zambian`)',
    ),
  },
});

/** The member's own membership: summary and to-dos, history, profile and photo. */
export function membershipRoutes(services: AppServices) {
  const { db, tokens, clock, limiter, config, hasher } = services;
  const router = createRouter();
  // The current password asked for a phone change counts where login's guesses do, so neither
  // route can be used to get round the other's limit.
  const passwordGuard = createLoginGuard(limiter, config);
  // Any member may send a photo, so photos decode one at a time, apart from editors' uploads.
  const photoDecodes = createDecodeGate({
    slots: 1,
    maxWaitMs: UPLOAD_DECODE_WAIT_MS,
    retryAfterSeconds: 5,
  });
  // The gate keeps decodes one at a time, but one member sending photos in a loop held it (and a
  // core) for good, and every other member's photo was 503 `busy`. A member changes a photo a few
  // times at most; twenty an hour leaves room for retries on a weak signal.
  const photosPerMember: RateLimitRule = { name: 'photo-member', limit: 20, windowSeconds: 3600 };
  for (const path of ['/membership', '/membership/*', '/profile', '/profile/*']) {
    router.use(path, requireMember(tokens));
  }

  async function profileOf(userId: number) {
    const [row] = await db
      .select({ user: users, provinceId: districts.provinceId })
      .from(users)
      .leftJoin(districts, eq(districts.id, users.districtId))
      .where(eq(users.id, userId));
    if (!row) throw new ApiError(403, 'invalid_token', 'The account no longer exists');
    return {
      firstName: row.user.firstName,
      lastName: row.user.lastName,
      email: row.user.email,
      phoneNumber: row.user.phoneNumber,
      districtId: row.user.districtId,
      provinceId: row.provinceId,
      country: row.user.country,
      mayLiveAbroad: (await mayLiveAbroad(row.user)) && !(await awaitingDecision(db, row.user.id)),
      hasPhoto: row.user.photoDocumentId !== null,
    };
  }

  /**
   * Whether the member's membership may be held from outside Zambia, as an application may be
   * (`residenceAllowed`): associate and affiliate, by the type the card names.
   */
  async function mayLiveAbroad(user: typeof users.$inferSelect): Promise<boolean> {
    const type = await shownMembershipType(db, user);
    return type !== null && isApplicableType(type) && residenceAllowed(type, 'abroad');
  }

  /**
   * Whether the account's application awaits the secretariat's decision. It is reviewed as made,
   * from Zambia (NRC, district) or from abroad (country), so no move is taken until it is decided:
   * otherwise where the applicant lives, which `mayLiveAbroad` allows by the type applied for,
   * could change under the reviewer. The district or country alone may still be corrected.
   */
  async function awaitingDecision(
    executor: Pick<AppDatabase, 'select'>,
    userId: number,
  ): Promise<boolean> {
    const [waiting] = await executor
      .select({ id: membershipApplications.id })
      .from(membershipApplications)
      .where(
        and(
          eq(membershipApplications.userId, userId),
          eq(membershipApplications.status, 'SUBMITTED'),
        ),
      )
      .limit(1);
    return waiting !== undefined;
  }

  /** Refuses a move while the account's application awaits its decision (`awaitingDecision`). */
  async function refuseMoveUnderReview(
    executor: Pick<AppDatabase, 'select'>,
    userId: number,
  ): Promise<void> {
    if (!(await awaitingDecision(executor, userId))) return;
    throw new ApiError(
      409,
      'application_under_review',
      'residence: your application is being reviewed with the address you applied from, so you can move once the secretariat has decided it; until then you may correct your district or country',
    );
  }

  router.openapi(summaryRoute, async (c) => {
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.id, c.get('member').id));
    if (!user) throw new ApiError(403, 'invalid_token', 'The account no longer exists');
    const today = lusakaDate(clock.now());
    const standing = goodStandingUntil(user, today, config.membership.duesGraceDays);
    const [fee] = await db
      .select()
      .from(receivables)
      .where(and(eq(receivables.userId, user.id), isNull(receivables.paidAt)))
      .orderBy(asc(receivables.id))
      .limit(1);
    const membershipType = await shownMembershipType(db, user);
    const application = await applicationOf(db, user.id);
    const applicationShown = application ? await applicationView(db, application) : null;
    const todo: { kind: z.infer<typeof TodoKind>; message: string }[] = [];
    if (user.status === 'OTP')
      todo.push({ kind: 'set_password', message: 'Choose your own password' });
    // An account that finished registering may apply from itself (`POST applications/mine`):
    // its application's steps are said as an applicant's from /join are.
    if (user.status === 'INCOMPLETE_REGISTRATION' || applicationShown?.status !== 'APPROVED') {
      if (!applicationShown) {
        if (user.status === 'INCOMPLETE_REGISTRATION')
          todo.push({ kind: 'finish_registration', message: 'Finish your registration' });
      } else if (applicationShown.status === 'REJECTED') {
        // As the SMS of the refusal says it (admin-application-routes' rejectionMessage).
        const registeredNumber = await personalNumberOfAMember(db, user);
        const next = registeredNumber
          ? registeredNumberAdvice(registeredNumber)
          : 'Add documents to have it reviewed again.';
        todo.push({
          kind: 'application_rejected',
          message: `Your application was not approved: ${reasonAsSentence(applicationShown.reason ?? '')} ${next}`,
        });
      } else if (applicationShown.missingDocuments.length > 0) {
        todo.push({
          kind: 'add_documents',
          message: 'Add the missing documents so the secretariat can review your application',
        });
      } else {
        todo.push({
          kind: 'await_review',
          message:
            'The secretariat is reviewing your application; you will get an SMS when it is decided',
        });
      }
    }
    if (fee) {
      const step = duesTodo({
        status: user.status,
        validUntil: user.validUntil,
        standingUntil: standing.until,
        amount: kwachaText(fee.amountNgwee),
        description: fee.description,
        today,
        graceDays: config.membership.duesGraceDays,
      });
      todo.push({ ...step, message: `${step.message}${payingFromAbroad(user.phoneNumber)}` });
    }
    return c.json(
      {
        status: user.status,
        membershipNumber: user.membershipNumber,
        membershipType,
        membershipTypeName: membershipTypeName(membershipType),
        professionalCategory: user.professionalCategory,
        professionalCategoryName: categoryName(user.professionalCategory),
        validUntil: user.validUntil,
        goodStanding: standing.goodStanding,
        goodStandingUntil: standing.until,
        fee: fee
          ? { receivableId: fee.id, description: fee.description, amount: fee.amountNgwee / 100 }
          : null,
        application: applicationShown,
        todo,
      },
      200,
      { 'cache-control': 'no-store' },
    );
  });

  router.openapi(historyRoute, async (c) => {
    const rows = await db
      .select()
      .from(membershipEvents)
      .where(eq(membershipEvents.userId, c.get('member').id))
      .orderBy(desc(membershipEvents.at), desc(membershipEvents.id))
      .limit(100);
    return c.json(
      {
        items: rows.map((row) => ({
          at: row.at.toISOString(),
          kind: row.kind,
          summary: row.summary,
        })),
      },
      200,
      { 'cache-control': 'no-store' },
    );
  });

  router.openapi(showProfile, async (c) =>
    c.json(await profileOf(c.get('member').id), 200, { 'cache-control': 'no-store' }),
  );

  /**
   * Proves the session's member typed their own password, before a change password recovery
   * relies on. A session on a one-time password is refused first: that password is the
   * secretariat's. Guesses count in login's buckets, so no route gets round another's limit.
   * Answers the hash the password was proved against, for a change that must not outlive it.
   */
  async function requirePassword(
    session: AuthenticatedMember,
    currentPassword: string,
    from: { address: string; fetchSite: string | undefined },
    otpRefusal: string,
  ) {
    if (session.status === 'OTP') throw new ApiError(403, 'forbidden', otpRefusal);
    const attempt = {
      username: normaliseUsername(session.username),
      address: from.address,
      crossSite: isCrossSite(from.fetchSite),
    };
    await passwordGuard.admit(attempt);
    const [owner] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, session.id));
    if (!owner || !(await hasher.verify(owner.passwordHash, currentPassword))) {
      await passwordGuard.failed(attempt);
      throw new ApiError(403, 'wrong_password', 'currentPassword: the password is not right');
    }
    await passwordGuard.succeeded(attempt);
    return owner.passwordHash;
  }

  router.openapi(updateProfile, async (c) => {
    const body = c.req.valid('json');
    const session = c.get('member');
    const id = session.id;
    const email = body.email?.toLowerCase() ?? null;
    const [saved] = await db.select().from(users).where(eq(users.id, id));
    // Abroad the country stands in for the district, so neither form asks for what the other has.
    // Left out, `residence` is where the member lives now.
    const livesNow: Residence = saved?.country ? 'abroad' : 'zambia';
    const residence: Residence = body.residence ?? livesNow;
    const abroad = residence === 'abroad';
    const moving = residence !== livesNow;
    if (abroad && body.country === undefined)
      throw new ApiError(400, 'validation_failed', 'country: enter the country where you live');
    if (!abroad && body.districtId === undefined)
      throw new ApiError(
        400,
        'validation_failed',
        'districtId: choose your district from the list',
      );
    if (moving) await refuseMoveUnderReview(db, id);
    // A move keeps to what an application may be (README, "What each applicant is asked for"):
    // only associate and affiliate membership abroad, and in Zambia a Zambian mobile number,
    // which a member abroad may take first (the phone change takes one abroad too).
    if (moving && abroad && saved && !(await mayLiveAbroad(saved))) {
      throw new ApiError(
        422,
        'residence_not_allowed',
        'residence: only associate and affiliate membership can be held from outside Zambia',
      );
    }
    if (moving && !abroad) refuseNumberAbroad(saved?.phoneNumber ?? null);
    // Recovery falls back to the e-mail when there is no phone number, so the session alone must
    // not move it: the password is proved before anything else. The district needs no password.
    // Compared without case: an address saved before it was lowercased is not a change.
    let provedHash: string | undefined;
    const emailChanged = Boolean(saved) && (saved?.email?.toLowerCase() ?? null) !== email;
    if (emailChanged) {
      if (body.currentPassword === undefined && session.status !== 'OTP') {
        throw new ApiError(
          400,
          'validation_failed',
          'currentPassword: enter your current password to change the e-mail',
        );
      }
      provedHash = await requirePassword(
        session,
        body.currentPassword ?? '',
        { address: c.get('clientAddress'), fetchSite: c.req.header('sec-fetch-site') },
        'Choose your own password before changing the e-mail',
      );
    }
    if (!abroad) {
      const [district] = await db
        .select({ id: districts.id })
        .from(districts)
        .where(eq(districts.id, body.districtId ?? 0));
      if (!district)
        throw new ApiError(422, 'unknown_district', 'districtId: no district has that id');
    }
    const now = clock.now();
    // A new e-mail only while the password proved for it is still the member's: a reset made
    // meanwhile (against a stranger who knew it) must not leave the stranger's address for the
    // next recovery. A move home only while the number is still the Zambian one just checked: a
    // foreign number confirmed meanwhile would be left on a member in Zambia. The row is locked
    // so that a confirmation waits for the move and reads where the member lives after it.
    await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ phoneNumber: users.phoneNumber })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      if (moving && !abroad) refuseNumberAbroad(locked?.phoneNumber ?? null);
      // An application filed meanwhile (from the account itself) is reviewed as it was made.
      if (moving) await refuseMoveUnderReview(tx, id);
      const written = await tx
        .update(users)
        .set({
          email,
          ...(abroad
            ? { country: body.country, districtId: null }
            : { districtId: body.districtId, country: null }),
          updatedAt: now,
        })
        .where(and(eq(users.id, id), provedHash ? eq(users.passwordHash, provedHash) : undefined))
        .returning({ id: users.id });
      if (written.length === 0) {
        throw new ApiError(403, 'wrong_password', 'currentPassword: the password is not right');
      }
      // In the change's transaction: a move that fails leaves no line, and a move always has one.
      if (moving) {
        await recordMembershipEvent(
          tx,
          id,
          'profile_changed',
          abroad ? `Moved to live outside Zambia: ${body.country}` : 'Moved to live in Zambia',
          now,
        );
      }
      if (!moving || emailChanged) {
        await recordMembershipEvent(
          tx,
          id,
          'profile_changed',
          moving
            ? 'Changed e-mail'
            : abroad
              ? 'Changed e-mail or country'
              : 'Changed e-mail or district',
          now,
        );
      }
    });
    if (saved?.email && saved.email.toLowerCase() !== email) {
      await tellReplacedEmail(services, saved.email);
    }
    return c.json(await profileOf(id), 200);
  });

  /** Refuses a move home while the member's number is not a Zambian mobile number. */
  function refuseNumberAbroad(phoneNumber: string | null) {
    if (storedNumberFits(phoneNumber, 'zambia')) return;
    throw new ApiError(
      409,
      'phone_not_zambian',
      'residence: your mobile number is not a Zambian one; change it to your Zambian mobile number first (Phone number, below), then move to Zambia',
    );
  }

  /**
   * The number typed, in its stored form, by where the member lives (`memberPhoneNumber`, the
   * rule the application keeps too). Checked before the password, as the schema checked it.
   */
  async function phoneNumberFor(userId: number, typed: string): Promise<string> {
    const [user] = await db
      .select({ country: users.country })
      .from(users)
      .where(eq(users.id, userId));
    const residence: Residence = user?.country ? 'abroad' : 'zambia';
    const number = memberPhoneNumber(typed, residence);
    if (number) return number;
    throw new ApiError(
      400,
      'validation_failed',
      `phoneNumber: ${phoneNumberWords(typed, residence)}`,
    );
  }

  router.openapi(requestPhoneChange, async (c) => {
    const { phoneNumber: typed, currentPassword } = c.req.valid('json');
    const session = c.get('member');
    const id = session.id;
    const phone = await phoneNumberFor(id, typed);
    // Recovery sends its code to this number, so the session alone must not move it: the
    // password is proved before anything else happens, the taken-number check included.
    await requirePassword(
      session,
      currentPassword,
      { address: c.get('clientAddress'), fetchSite: c.req.header('sec-fetch-site') },
      'Choose your own password before changing the number',
    );
    // Counted before the number is checked, as applications are: a refusal for a taken number
    // tells whether it is a member's, so it must not be free to ask again and again.
    // Five an hour and ten a day, as reset codes (`password-recovery-routes.ts`): each is an SMS
    // the association pays for, to any number abroad, from any account an application opened.
    // A request the hour refuses is not counted in the day.
    await limiter.hitBelowLimit(PHONE_CODES_PER_MEMBER.hour, String(id));
    await limiter.hitBelowLimit(PHONE_CODES_PER_MEMBER.day, String(id));
    await limiter.hitBelowLimit(PHONE_CODES_PER_ADDRESS, c.get('clientAddress'));
    // Refused before a code is sent: one number names one account, for password recovery.
    await refusePhoneNumberOfAnother(db, phone, id);
    const code = await issueCode(db, id, 'phone_change', clock.now(), phone);
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
    // The code goes to the new number: receiving it is what proves the number is the member's.
    try {
      await services.messages.send({
        phoneNumber: phone,
        email: user?.email ?? null,
        body: `COAZ: your code to confirm this phone number is ${code}. It is valid for 10 minutes.`,
      });
    } catch (error) {
      services.log(`phone confirmation message failed: ${(error as Error).message}`);
      throw new ApiError(502, 'message_not_sent', 'The code could not be sent; try again later');
    }
    return c.json({ message: 'A six-digit code is on its way to the new number' }, 202);
  });

  router.openapi(changePassword, async (c) => {
    const { currentPassword, newPassword } = c.req.valid('json');
    const session = c.get('member');
    const provedHash = await requirePassword(
      session,
      currentPassword,
      { address: c.get('clientAddress'), fetchSite: c.req.header('sec-fetch-site') },
      'Choose your own password first: you logged in with a one-time password',
    );
    if (newPassword === currentPassword) {
      throw new ApiError(
        422,
        'password_reused',
        'newPassword: choose a password different from the current one',
      );
    }
    // Only while the hash the password was proved against is still the member's: a reset made
    // while argon2 checked it (the member's, against a stranger who knew the password) stands. A
    // hash read again here would be the reset's, and the stranger's change would replace it.
    const changed = await replacePassword(db, {
      userId: session.id,
      passwordHash: await hasher.hash(newPassword),
      onlyIf: eq(users.passwordHash, provedHash),
      now: clock.now(),
    });
    if (!changed) {
      throw new ApiError(403, 'wrong_password', 'currentPassword: the password is not right');
    }
    const now = clock.now();
    await recordMembershipEvent(db, session.id, 'profile_changed', 'Changed the password', now);
    // One SMS part (160 characters): the first wording was 161 and went as two.
    await notifyMember(
      services,
      session.id,
      'COAZ: your membership account password was changed and other devices were signed out. If it was not you, use "Forgot password?" on the login page at once.',
    );
    return c.json(
      {
        message: 'Your password has been changed. Other devices have been signed out.',
        ...(await freshTokens(services, session.id)),
      },
      200,
      { 'cache-control': 'no-store' },
    );
  });

  router.openapi(confirmPhoneChange, async (c) => {
    const id = c.get('member').id;
    const now = clock.now();
    const check = await consumeCode(db, id, 'phone_change', c.req.valid('json').code, now);
    if (!check.ok) throw new ApiError(400, 'invalid_code', codeRefusal(check));
    if (!check.target)
      throw new ApiError(400, 'invalid_code', 'There is no code waiting; ask for a new one');
    const phoneNumber = check.target;
    // A member may have taken the number since the code was sent.
    const previous = await db.transaction(async (tx) => {
      await claimPhoneNumber(tx, phoneNumber, id);
      // Locked, as a move home locks it: a member abroad who asked for a code to a foreign number
      // and moved home before confirming it keeps their Zambian number.
      const [before] = await tx
        .select({ phoneNumber: users.phoneNumber, country: users.country })
        .from(users)
        .where(eq(users.id, id))
        .for('update');
      if (!storedNumberFits(phoneNumber, before?.country ? 'abroad' : 'zambia')) {
        throw new ApiError(
          409,
          'phone_not_zambian',
          `code: you live in Zambia now, and the number the code went to is not Zambian. ${PHONE_NUMBER_WORDS.zambia}, and ask for a new code`,
        );
      }
      await tx.update(users).set({ phoneNumber, updatedAt: now }).where(eq(users.id, id));
      // A reset code sent to the old number would still open the account to whoever holds it.
      await retirePasswordResetCodes(tx, id, now);
      return before?.phoneNumber ?? null;
    });
    await recordMembershipEvent(db, id, 'profile_changed', 'Confirmed a new phone number', now);
    await notifyMember(services, id, 'COAZ: this is now the phone number on your membership.');
    if (previous && previous !== phoneNumber) {
      await tellReplacedNumber(services, previous, phoneNumber);
    }
    return c.json(await profileOf(id), 200);
  });

  router.openAPIRegistry.registerPath({
    method: 'put',
    path: '/profile/photo',
    summary: 'Sets the member’s photo (multipart field `photo`: JPEG, PNG or WebP, 5 MB)',
    ...member,
    responses: {
      200: { description: 'Saved', content: { 'application/json': { schema: Profile } } },
      400: errorResponse('No photo'),
      ...signedIn,
      413: errorResponse(
        `Larger than 5 MB, or a JSON body than 256 KB (\`payload_too_large\`); ${FORM_LIMIT_REFUSALS}`,
      ),
      415: errorResponse('Not a JPEG, PNG or WebP picture'),
      429: errorResponse(
        'More than 20 photos decoded for the member in an hour (`rate_limited`, with `Retry-After`)',
      ),
      503: errorResponse(
        'Other photos are being processed (`busy`): try again after `Retry-After` seconds',
      ),
    },
  });
  router.put('/profile/photo', async (c) => {
    const id = c.get('member').id;
    const form = await readForm(c);
    const file = form.files.photo;
    if (!file) throw new ApiError(400, 'validation_failed', 'photo: attach a picture');
    const checked = await checkDocument(file);
    if ('refused' in checked && checked.status === 413) {
      throw new ApiError(413, 'payload_too_large', `photo: the photo ${checked.refused}`);
    }
    if ('refused' in checked || checked.contentType === 'application/pdf') {
      throw new ApiError(
        415,
        'unsupported_media_type',
        'photo: the photo must be a JPEG, PNG or WebP picture',
      );
    }
    // Stored as uploads are, never as sent: a phone photo tells where it was taken, and bytes
    // appended to a picture (a script, say) would be served back with it.
    // Kept at its widest size only, so only that one is encoded. Counted just before the decode,
    // the costly part: a photo refused by its first bytes or its size costs the member nothing.
    await limiter.hit(photosPerMember, String(id)).catch((error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 429) throw error;
      const seconds = error.details.retryAfterSeconds;
      throw tooManyAttempts(
        typeof seconds === 'number' ? seconds : 3600,
        'Too many photos were sent in the last hour',
      );
    });
    const picture = await reencodePicture(checked.bytes, photoDecodes, { widestOnly: true });
    if ('refused' in picture) {
      throw new ApiError(415, 'unsupported_media_type', `photo: ${picture.refused}`);
    }
    const [stored] = picture.variants;
    const documentId = randomUUID();
    const now = clock.now();
    await db.transaction(async (tx) => {
      await tx
        .delete(memberDocuments)
        .where(and(eq(memberDocuments.userId, id), eq(memberDocuments.kind, 'photo')));
      await tx.insert(memberDocuments).values({
        id: documentId,
        userId: id,
        kind: 'photo',
        contentType: 'image/webp',
        originalName: checked.originalName,
        sizeBytes: stored.bytes.byteLength,
        bytes: stored.bytes,
      });
      await tx
        .update(users)
        .set({ photoDocumentId: documentId, updatedAt: now })
        .where(eq(users.id, id));
    });
    return c.json(await profileOf(id), 200);
  });

  router.openAPIRegistry.registerPath({
    method: 'get',
    path: '/profile/photo',
    summary: 'The member’s own photo (for the card); never public',
    ...member,
    responses: {
      // Photos saved since 27 November 2026 are re-encoded to WebP; older ones keep their type.
      200: {
        description:
          'The picture, as WebP (or the JPEG or PNG of a photo saved before re-encoding)',
        content: {
          'image/webp': { schema: z.any() },
          'image/jpeg': { schema: z.any() },
          'image/png': { schema: z.any() },
        },
      },
      ...signedIn,
      404: errorResponse('No photo'),
    },
  });
  router.get('/profile/photo', async (c) => {
    const [photo] = await db
      .select()
      .from(memberDocuments)
      .where(
        and(eq(memberDocuments.userId, c.get('member').id), eq(memberDocuments.kind, 'photo')),
      );
    if (!photo) throw new ApiError(404, 'not_found', 'You have no photo');
    return new Response(Buffer.from(photo.bytes), {
      headers: {
        'content-type': photo.contentType,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  });
  return router;
}
