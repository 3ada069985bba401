import { z } from '@hono/zod-openapi';
import { and, count, eq, ne } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { freshTokens } from '../auth/fresh-tokens';
import { refuseOtherSites } from '../auth/other-site-request';
import { requireMember } from '../auth/require-member';
import { signedOutRefusal } from '../auth/signed-out-refusal';
import type { AppDatabase } from '../db/database';
import { districts, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { isUniqueViolation } from '../http/database-errors';
import { ErrorBody, errorResponse } from '../http/error-body';
import { validationError } from '../http/validation-error';
import { recordMembershipEvent } from '../membership/membership-events';
import { DOCUMENT_KIND_NAMES, MAX_DOCUMENTS_PER_APPLICATION } from '../membership/membership-rules';
import {
  type DocumentKind,
  memberDocuments,
  membershipApplications,
} from '../membership/membership-schema';
import { claimPhoneNumber, holdsItsNumbers } from '../membership/phone-number-owner';
import type { RateLimitRule } from '../rate-limit/rate-limiter';
import {
  accountApplicationRefusal,
  refuseIdentityOfAnother,
  withAccountIdentity,
} from './account-application';
import { AccountApplicationFields, ApplicationFields } from './application-input';
import { applicationOf, applicationView } from './application-view';
import { type CheckedDocument, checkDocument } from './document-file';
import { fileApplication, storeDocuments } from './file-application';
import { nrcNumberRegistered } from './nrc-number-registered';
import { passportNumberRegistered } from './passport-number-registered';
import { FORM_LIMIT_REFUSALS, readForm } from './read-form';

/** The multipart field each kind of supporting document is sent in. */
export const DOCUMENT_FIELDS: Record<string, Exclude<DocumentKind, 'photo'>> = {
  practisingLicence: 'practising_licence',
  studentCard: 'student_card',
  otherDocument: 'other',
};

async function checkedDocuments(files: Record<string, File>) {
  const checked: { kind: DocumentKind; document: CheckedDocument }[] = [];
  for (const [field, kind] of Object.entries(DOCUMENT_FIELDS)) {
    const file = files[field];
    if (!file) continue;
    const result = await checkDocument(file);
    if ('refused' in result) {
      throw new ApiError(
        result.status,
        result.status === 413 ? 'payload_too_large' : 'unsupported_document',
        `The ${DOCUMENT_KIND_NAMES[kind]} ${result.refused}`,
      );
    }
    checked.push({ kind, document: result });
  }
  return checked;
}

/**
 * The refusal for a user name another application wrote first: the one unique index an
 * application's row meets, since an NRC number is unique among members only (`holdsItsNumbers`).
 */
async function takenBySimultaneousApplication(
  db: Pick<AppDatabase, 'select'>,
  input: { username: string },
): Promise<ApiError> {
  const [byName] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, input.username));
  if (byName) return usernameTaken();
  return new ApiError(409, 'already_registered', 'That user name already has an account');
}

/** The 409 for a user name another account has. */
/**
 * Document forms of one member that may be refused in an hour before the next is refused unread:
 * a member fixing a scan that is too large or of the wrong kind tries a few times, not dozens.
 */
export const REFUSED_DOCUMENT_FORMS_PER_HOUR = 20;

function usernameTaken(): ApiError {
  return new ApiError(409, 'username_taken', 'username: that user name is taken; choose another');
}

async function documentCount(db: Pick<AppDatabase, 'select'>, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(memberDocuments)
    .where(and(eq(memberDocuments.userId, userId), ne(memberDocuments.kind, 'photo')));
  return row?.count ?? 0;
}

function refuseOverDocumentLimit(carried: number, adding: number): void {
  if (carried + adding <= MAX_DOCUMENTS_PER_APPLICATION) return;
  throw new ApiError(
    409,
    'too_many_documents',
    `An application carries at most ${MAX_DOCUMENTS_PER_APPLICATION} documents and yours has ${carried}; the secretariat can help if another is needed`,
  );
}

/**
 * An application as its applicant sees it ({@link applicationView}), and as the secretariat's
 * record of a member shows it.
 */
export const ApplicationView = z
  .object({
    id: z.number().int(),
    membershipType: z.string(),
    membershipTypeName: z.string(),
    status: z.enum(['SUBMITTED', 'APPROVED', 'REJECTED']),
    reason: z.string().nullable(),
    submittedAt: z.string().openapi({ format: 'date-time' }),
    decidedAt: z.string().nullable().openapi({ format: 'date-time' }),
    documents: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        originalName: z.string(),
        contentType: z.string(),
        sizeBytes: z.number().int(),
        addedAt: z.string().openapi({
          format: 'date-time',
          description:
            'When the document was added: a document added after a refusal is what the review ' +
            'again looks at',
        }),
      }),
    ),
    missingDocuments: z.array(z.string()),
  })
  .openapi('MembershipApplication');

/** Applying for membership online, and the applicant's own view of the application. */
export function applicationRoutes(services: AppServices) {
  const { db, tokens, hasher, clock, limiter, config } = services;
  const router = createRouter();
  // Each application stores an account and up to three 5 MB documents: one address may not
  // create them without end.
  const applicationsPerAddress: RateLimitRule = {
    name: 'applications-address',
    limit: config.membership.applicationLimitPerAddress,
    windowSeconds: 3600,
  };

  // A member's document forms refused in an hour before more are read (see the route).
  const refusedDocumentForms: RateLimitRule = {
    name: 'application-documents-refused',
    limit: REFUSED_DOCUMENT_FORMS_PER_HOUR,
    windowSeconds: 3600,
  };

  router.openAPIRegistry.registerPath({
    method: 'post',
    path: '/applications',
    summary: 'Applies for membership; the applicant can log in at once',
    description:
      'A JSON body or a multipart form with the fields of `ApplicationFields`, and in a form the ' +
      'documents `practisingLicence`, `studentCard` and `otherDocument` (PDF, JPEG, PNG or WebP, ' +
      '5 MB each). Full membership needs the HPCZ number and a practising licence, student ' +
      'membership the training institution and a student card; a missing document can be added ' +
      'later. A person in Zambia gives an NRC number, a Zambian mobile number and a district; ' +
      'associate and affiliate applicants abroad (`residence: abroad`) give the country, a ' +
      'mobile number with its country code and an NRC or passport number; an organisation ' +
      '(`applicantKind: organisation`, affiliate only) gives its name, registration number and ' +
      'e-mail, and no NRC. Fields that do not apply are ignored. Logging in answers INCOMPLETE_REGISTRATION until the secretariat approves, then ' +
      'PENDING_PAYMENT until the first subscription is paid.',
    request: {
      body: {
        required: true,
        content: {
          'application/json': { schema: ApplicationFields },
          'multipart/form-data': { schema: ApplicationFields },
        },
      },
    },
    responses: {
      201: {
        description: 'Application received; tokens of the new account',
        content: {
          'application/json': {
            schema: z.object({
              status: z.literal('INCOMPLETE_REGISTRATION'),
              message: z.string(),
              application: ApplicationView,
              access_token: z.string(),
              refresh_token: z.string(),
            }),
          },
        },
      },
      400: errorResponse('A field is missing or malformed'),
      409: errorResponse(
        'The user name is taken (`username_taken`), or a member has the NRC number ' +
          '(`nrc_registered`), the passport number (`passport_registered`) or the mobile number ' +
          '(`phone_registered`); applications awaiting ' +
          'review that give the same number do not refuse it',
      ),
      413: errorResponse(
        'A document is larger than 5 MB, or the form than three of them, or a JSON body than ' +
          `256 KB (\`payload_too_large\`); ${FORM_LIMIT_REFUSALS}`,
      ),
      415: {
        description: 'A document is not a PDF or picture',
        content: { 'application/json': { schema: ErrorBody } },
      },
      403: errorResponse(
        "Sent by another site's page, as the browser says (`Sec-Fetch-Site`, or without it " +
          "an `Origin` other than the site's own), from an origin not in `CORS_ORIGINS` " +
          '(`cross_site_request`)',
      ),
      422: errorResponse('The district is not in the province'),
      429: errorResponse(
        'Too many applications from this address in the last hour (`rate_limited`; ' +
          '`APPLICATION_LIMIT_PER_ADDRESS`, 10 by default), checked before the form is read',
      ),
    },
  });
  router.post('/applications', async (c) => {
    refuseOtherSites(
      {
        secFetchSite: c.req.header('sec-fetch-site'),
        origin: c.req.header('origin'),
        host: c.req.header('host'),
      },
      config,
    );
    // An address past its allowance is refused before its form is read: reading and checking a
    // 15 MB form of documents is the costly part, and counting only afterwards let a refused
    // address have every form read all the same.
    await limiter.check(applicationsPerAddress, c.get('clientAddress'));
    const form = await readForm(c);
    const parsed = ApplicationFields.safeParse(form.fields);
    if (!parsed.success) throw validationError(parsed.error.issues);
    const input = parsed.data;
    const documents = await checkedDocuments(form.files);
    // Counted once the form is well formed, so a typo costs nothing, and before the NRC and
    // phone checks, so they cannot be used to test numbers without end either.
    await limiter.hit(applicationsPerAddress, c.get('clientAddress'));
    const district =
      input.districtId === null || input.provinceId === null
        ? undefined
        : (
            await db
              .select({ id: districts.id })
              .from(districts)
              .where(
                and(eq(districts.id, input.districtId), eq(districts.provinceId, input.provinceId)),
              )
          )[0];
    // Abroad there is no district to check (the schema asks for the country instead).
    if (input.residence === 'zambia' && !district) {
      throw new ApiError(
        422,
        'unknown_district',
        'districtId: choose a district of the chosen province',
      );
    }
    const taken = await db
      .select({ username: users.username, nrcNumber: users.nrcNumber })
      .from(users)
      .where(eq(users.username, input.username));
    if (taken.length > 0) throw usernameTaken();
    // Only a member's NRC or mobile number is refused: nothing proves at this point that the
    // number typed is the applicant's, so one held by an application awaiting review would let
    // whoever typed someone else's number first keep its owner from joining. Applications that
    // share a number are shown so in the secretariat's review, whose documents decide, and
    // approval refuses a number a member has (`admin-application-routes.ts`).
    if (input.nrcNumber) {
      const sameNrc = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.nrcNumber, input.nrcNumber), holdsItsNumbers))
        .limit(1);
      if (sameNrc.length > 0) throw nrcNumberRegistered();
    }
    if (input.passportNumber) {
      const samePassport = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.passportNumber, input.passportNumber), holdsItsNumbers))
        .limit(1);
      if (samePassport.length > 0) throw passportNumberRegistered();
    }
    const now = clock.now();
    const passwordHash = await hasher.hash(input.password);
    let userId: number;
    try {
      userId = await db.transaction(async (tx) => {
        await claimPhoneNumber(tx, input.phoneNumber);
        const [user] = await tx
          .insert(users)
          .values({
            username: input.username,
            passwordHash,
            status: 'INCOMPLETE_REGISTRATION',
            role: 'member',
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email,
            phoneNumber: input.phoneNumber,
            nrcNumber: input.nrcNumber,
            passportNumber: input.passportNumber,
            districtId: input.districtId,
            country: input.country,
            organisationName: input.organisationName,
            organisationRegistration: input.organisationRegistration,
            membershipType: input.membershipType,
            professionalCategory: input.professionalCategory,
            hpczNumber: input.hpczNumber,
            trainingInstitution: input.trainingInstitution,
          })
          .returning({ id: users.id });
        if (!user) throw new Error('user insert returned nothing');
        await fileApplication(
          tx,
          {
            userId: user.id,
            membershipType: input.membershipType,
            documents,
            summary: 'Applied for membership online',
          },
          now,
        );
        return user.id;
      });
    } catch (error) {
      // An application sent at the same moment took the user name after the look-up above:
      // answer as that look-up would have, naming the field.
      if (isUniqueViolation(error)) throw await takenBySimultaneousApplication(db, input);
      throw error;
    }
    const application = await applicationOf(db, userId);
    if (!application) throw new Error('application vanished');
    const view = await applicationView(db, application);
    // Said once, where the applicant lands: the dashboard's notice. What is next (documents to
    // add, the review and its SMS) is the dashboard's own to say, once, where the member looks
    // for it; said here too, a screen reader heard the review three times.
    const received = 'Application received.';
    // Login by this number now names nobody (`findMemberByLogin`), and the applicant, who may
    // have typed it as their login, would read only "Incorrect username or password".
    const sharedPhone = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phoneNumber, input.phoneNumber), ne(users.id, userId)))
      .limit(1);
    const message =
      sharedPhone.length > 0
        ? `${received} Another application gives the same mobile number, so until the secretariat decides whose it is, log in with your user name, ${input.username}.`
        : received;
    return c.json(
      {
        status: 'INCOMPLETE_REGISTRATION' as const,
        message,
        application: view,
        ...(await freshTokens({ tokens }, userId)),
      },
      201,
      { 'cache-control': 'no-store' },
    );
  });

  router.use('/applications/mine', requireMember(tokens));
  router.use('/applications/mine/*', requireMember(tokens));

  router.openAPIRegistry.registerPath({
    method: 'post',
    path: '/applications/mine',
    summary: 'Applies for membership from an account that holds none',
    description:
      'For a signed-in account that finished registering and holds no membership (no membership ' +
      'number, paid year or fee) and has no application: the fields of /join less `username` ' +
      'and `password`, as JSON or a multipart form with the same documents. The names, NRC and ' +
      'passport numbers, mobile number, e-mail and district or country the account has are ' +
      'taken from it, whatever is sent for them; those it lacks are checked as /join checks ' +
      'them (a number of another member is refused, the account’s own is not) and recorded on ' +
      'it. The application is then reviewed and approved as any other; approval bills the first ' +
      'subscription.',
    security: [{ bearer: [] }],
    request: {
      body: {
        required: true,
        content: {
          'application/json': { schema: AccountApplicationFields },
          'multipart/form-data': { schema: AccountApplicationFields },
        },
      },
    },
    responses: {
      201: {
        description: 'Application received',
        content: {
          'application/json': {
            schema: z.object({ message: z.string(), application: ApplicationView }),
          },
        },
      },
      400: errorResponse('A field is missing or malformed'),
      401: signedOutRefusal(),
      403: errorResponse(
        'A session still on a one-time password (`forbidden`), or a page of another site ' +
          '(`cross_site_request`)',
      ),
      409: errorResponse(
        'The account has an application already (`application_exists`: one per account), has ' +
          'not finished registering (`registration_unfinished`), holds a membership ' +
          '(`already_a_member`) or is suspended (`suspended`); or another member has the NRC ' +
          '(`nrc_registered`), passport (`passport_registered`) or mobile number ' +
          '(`phone_registered`) it would record',
      ),
      413: errorResponse(
        `A document or the form is too large (\`payload_too_large\`); ${FORM_LIMIT_REFUSALS}`,
      ),
      415: errorResponse('A document is not a PDF or picture'),
      422: errorResponse('The district is not in the province'),
      429: errorResponse(
        'Too many applications from this address in the last hour (`rate_limited`), as for /join',
      ),
    },
  });
  router.post('/applications/mine', async (c) => {
    refuseOtherSites(
      {
        secFetchSite: c.req.header('sec-fetch-site'),
        origin: c.req.header('origin'),
        host: c.req.header('host'),
      },
      config,
    );
    const member = c.get('member');
    if (member.status === 'OTP') {
      throw new ApiError(403, 'forbidden', 'Choose your own password before applying');
    }
    const account = async (executor: Pick<AppDatabase, 'select'>, lock: boolean) => {
      const query = executor.select().from(users).where(eq(users.id, member.id));
      const [row] = lock ? await query.for('update') : await query;
      if (!row) throw new ApiError(401, 'token_invalid', 'The account no longer exists');
      return row;
    };
    const before = await account(db, false);
    // Refused before the form is read or the address's allowance spent.
    const refusal = await accountApplicationRefusal(db, before, clock.now());
    if (refusal) throw refusal;
    await limiter.check(applicationsPerAddress, c.get('clientAddress'));
    const form = await readForm(c);
    const parsed = AccountApplicationFields.safeParse(
      await withAccountIdentity(db, before, form.fields),
    );
    if (!parsed.success) throw validationError(parsed.error.issues);
    const input = parsed.data;
    const documents = await checkedDocuments(form.files);
    // The same allowance as /join, counted at the same point: an account is one more way in.
    await limiter.hit(applicationsPerAddress, c.get('clientAddress'));
    if (input.residence === 'zambia') {
      const [district] = await db
        .select({ id: districts.id })
        .from(districts)
        .where(
          and(
            eq(districts.id, input.districtId ?? 0),
            eq(districts.provinceId, input.provinceId ?? 0),
          ),
        );
      if (!district) {
        throw new ApiError(
          422,
          'unknown_district',
          'districtId: choose a district of the chosen province',
        );
      }
    }
    await refuseIdentityOfAnother(db, member.id, input);
    const now = clock.now();
    try {
      await db.transaction(async (tx) => {
        // The account's row is locked and read again: of two applications sent at once the
        // second finds the first's, and a membership given meanwhile is seen.
        const locked = await account(tx, true);
        const late = await accountApplicationRefusal(tx, locked, now);
        if (late) throw late;
        await claimPhoneNumber(tx, input.phoneNumber, member.id);
        await refuseIdentityOfAnother(tx, member.id, input);
        // What the account has stays; what it lacks the application gives.
        await tx
          .update(users)
          .set({
            firstName: locked.firstName ?? input.firstName,
            lastName: locked.lastName ?? input.lastName,
            email: locked.email ?? input.email,
            phoneNumber: locked.phoneNumber ?? input.phoneNumber,
            nrcNumber: locked.nrcNumber ?? input.nrcNumber,
            passportNumber: locked.passportNumber ?? input.passportNumber,
            districtId: locked.country ? null : (locked.districtId ?? input.districtId),
            country: locked.country ?? (locked.districtId === null ? input.country : null),
            membershipType: input.membershipType,
            professionalCategory: input.professionalCategory ?? locked.professionalCategory,
            hpczNumber: input.hpczNumber ?? locked.hpczNumber,
            trainingInstitution: input.trainingInstitution ?? locked.trainingInstitution,
            organisationName: input.organisationName,
            organisationRegistration: input.organisationRegistration,
            updatedAt: now,
          })
          .where(eq(users.id, member.id));
        await fileApplication(
          tx,
          {
            userId: member.id,
            membershipType: input.membershipType,
            documents,
            summary: 'Applied for membership from this account',
          },
          now,
        );
      });
    } catch (error) {
      // An account has one application (its unique index), and the NRC number one member: the
      // row lock above makes the first rare, the second is a member made at the same moment.
      if (isUniqueViolation(error)) {
        throw (
          (await accountApplicationRefusal(db, await account(db, false), now)) ??
          nrcNumberRegistered()
        );
      }
      throw error;
    }
    const application = await applicationOf(db, member.id);
    if (!application) throw new Error('application vanished');
    return c.json(
      { message: 'Application received.', application: await applicationView(db, application) },
      201,
      { 'cache-control': 'no-store' },
    );
  });

  router.openAPIRegistry.registerPath({
    method: 'get',
    path: '/applications/mine',
    summary: 'The signed-in member’s application: status, reason, documents, what is missing',
    security: [{ bearer: [] }],
    responses: {
      200: {
        description: 'The application',
        content: { 'application/json': { schema: ApplicationView } },
      },
      401: signedOutRefusal(),
      404: errorResponse('The member never applied online'),
    },
  });
  router.get('/applications/mine', async (c) => {
    const application = await applicationOf(db, c.get('member').id);
    if (!application) throw new ApiError(404, 'not_found', 'You have no application');
    return c.json(await applicationView(db, application), 200, { 'cache-control': 'no-store' });
  });

  router.openAPIRegistry.registerPath({
    method: 'post',
    path: '/applications/mine/documents',
    summary: 'Adds a supporting document to the application; a rejected one goes back for review',
    security: [{ bearer: [] }],
    request: {
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({
              practisingLicence: z.any().openapi({ type: 'string', format: 'binary' }),
              studentCard: z.any().openapi({ type: 'string', format: 'binary' }),
              otherDocument: z.any().openapi({ type: 'string', format: 'binary' }),
            }),
          },
        },
      },
    },
    responses: {
      201: { description: 'Added', content: { 'application/json': { schema: ApplicationView } } },
      400: errorResponse('No document in the form'),
      401: signedOutRefusal(),
      404: errorResponse('The member never applied online'),
      409: errorResponse(
        'The application is already approved (`already_approved`), or would carry more than 6 ' +
          'documents (`too_many_documents`)',
      ),
      413: errorResponse(
        'A document is larger than 5 MB, or the form than three of them, or a JSON body than ' +
          `256 KB (\`payload_too_large\`); ${FORM_LIMIT_REFUSALS}`,
      ),
      415: errorResponse('Not a PDF or picture'),
      429: errorResponse(
        `More than ${REFUSED_DOCUMENT_FORMS_PER_HOUR} forms of this member refused in the last ` +
          'hour (`rate_limited`); checked before the form is read',
      ),
    },
  });
  router.post('/applications/mine/documents', async (c) => {
    const member = c.get('member');
    const application = await applicationOf(db, member.id);
    if (!application) throw new ApiError(404, 'not_found', 'You have no application');
    if (application.status === 'APPROVED') {
      throw new ApiError(409, 'already_approved', 'Your application is already approved');
    }
    // Refused before the form is read when the application is already full.
    refuseOverDocumentLimit(await documentCount(db, member.id), 1);
    // Forms refused (too large, not a document, none attached) are bounded by nothing else: each
    // is up to 15 MB read and checked, and the application never fills up with them.
    await limiter.check(refusedDocumentForms, String(member.id));
    let documents: Awaited<ReturnType<typeof checkedDocuments>>;
    try {
      const form = await readForm(c);
      documents = await checkedDocuments(form.files);
      if (documents.length === 0) {
        throw new ApiError(
          400,
          'validation_failed',
          'Attach a document: practisingLicence, studentCard or otherDocument',
        );
      }
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        await limiter.hit(refusedDocumentForms, String(member.id)).catch((over) => {
          // Over the allowance with this one: the member hears the form's own refusal now and
          // the 429 on the next form.
          if (!(over instanceof ApiError)) throw over;
        });
      }
      throw error;
    }
    const now = clock.now();
    await db.transaction(async (tx) => {
      // The application's row is locked so that simultaneous additions count one after another,
      // and read again: a document on a weak signal takes minutes, during which the application
      // read before it may have been approved (after another document sent it back for review).
      const [locked] = await tx
        .select({ status: membershipApplications.status })
        .from(membershipApplications)
        .where(eq(membershipApplications.id, application.id))
        .for('update');
      if (locked?.status === 'APPROVED') {
        throw new ApiError(409, 'already_approved', 'Your application is already approved');
      }
      refuseOverDocumentLimit(await documentCount(tx, member.id), documents.length);
      await storeDocuments(tx, member.id, documents, now);
      for (const { kind } of documents) {
        await recordMembershipEvent(
          tx,
          member.id,
          'document_added',
          `Added a ${DOCUMENT_KIND_NAMES[kind]}`,
          now,
        );
      }
      // New evidence after a rejection puts the application back in the secretariat's queue.
      if (locked?.status === 'REJECTED') {
        await tx
          .update(membershipApplications)
          .set({ status: 'SUBMITTED', submittedAt: now, decidedAt: null, decidedBy: null })
          .where(eq(membershipApplications.id, application.id));
      }
    });
    const updated = await applicationOf(db, member.id);
    return c.json(await applicationView(db, updated ?? application), 201);
  });
  return router;
}
