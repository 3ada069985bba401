import { createRoute, z } from '@hono/zod-openapi';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { requireAdmin, requireMember } from '../auth/require-member';
import { signedOutRefusal } from '../auth/signed-out-refusal';
import { auditedMember, auditedReason, writeAdminAuditLine } from '../collections/admin-audit-line';
import { users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { createRouter } from '../http/create-router';
import { isUniqueViolation } from '../http/database-errors';
import { errorResponse } from '../http/error-body';
import { plainText, recordNumberParam } from '../http/input-schemas';
import { recordMembershipEvent } from '../membership/membership-events';
import { nextMembershipNumber } from '../membership/membership-number';
import {
  categoryName,
  DOCUMENT_KIND_NAMES,
  membershipTypeName,
} from '../membership/membership-rules';
import {
  memberDocuments,
  membershipApplications,
  membershipEvents,
} from '../membership/membership-schema';
import { notifyMember } from '../membership/notify-member';
import { loginAddress, onlineWhere } from '../membership/sms-site-address';
import { billSubscription, duesAmountNgwee } from '../membership/subscription-fee';
import { kwachaText } from '../payments/kwacha-text';
import { ADMIN_WRITE_LIMIT_DESCRIPTION, limitAdminWrites } from '../rate-limit/admin-write-limit';
import { applicationView } from './application-view';
import { reasonAsSentence } from './reason-as-sentence';
import {
  numberOfAMember,
  personalNumberOfAMember,
  refuseNumbersOfMembers,
  registeredNumberAdvice,
  SharedNumber,
  sharedNumbersOf,
} from './shared-numbers';

const Applicant = z.object({
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  nrcNumber: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  email: z.string().nullable(),
  hpczNumber: z.string().nullable(),
  professionalCategory: z.string().nullable(),
  professionalCategoryName: z.string().nullable(),
  trainingInstitution: z.string().nullable(),
  districtId: z.number().int().nullable(),
  country: z.string().nullable().openapi({ description: 'Where an applicant abroad is' }),
  passportNumber: z.string().nullable(),
  organisationName: z
    .string()
    .nullable()
    .openapi({ description: 'An organisation applying; the name above is its contact person' }),
  organisationRegistration: z.string().nullable(),
});

const ReviewedApplication = z
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
        sizeBytes: z.number(),
        addedAt: z.string().openapi({
          format: 'date-time',
          description:
            'When the document was added: a document added after a refusal is what the review ' +
            'again looks at',
        }),
      }),
    ),
    missingDocuments: z.array(z.string()),
    applicant: Applicant,
    sharedNumbers: z.array(SharedNumber).openapi({
      description:
        'Other accounts that give the applicant’s mobile, NRC or passport number, members first (at most 10)',
    }),
    previousRefusal: z
      .object({
        refusedAt: z.string().openapi({ format: 'date-time' }),
        reason: z.string(),
      })
      .nullable()
      .openapi({
        description:
          'For an application under review again, the last refusal it was sent back from (the ' +
          'applicant added documents after it, and `submittedAt` is when); null otherwise',
      }),
  })
  .openapi('ReviewedApplication');

const admin = { security: [{ bearer: [] }] };
const denied = {
  401: signedOutRefusal(),
  403: errorResponse('Not an admin'),
};

const listApplications = createRoute({
  method: 'get',
  path: '/admin/applications',
  summary: 'Applications for the secretariat to review, oldest first (admins)',
  ...admin,
  request: {
    query: z.object({ status: z.enum(['SUBMITTED', 'APPROVED', 'REJECTED']).default('SUBMITTED') }),
  },
  responses: {
    200: {
      description: 'Applications',
      content: {
        'application/json': { schema: z.object({ items: z.array(ReviewedApplication) }) },
      },
    },
    400: errorResponse('Unknown status'),
    ...denied,
  },
});

const showApplication = createRoute({
  method: 'get',
  path: '/admin/applications/{id}',
  summary: 'One application with its applicant (admins)',
  ...admin,
  request: { params: z.object({ id: recordNumberParam() }) },
  responses: {
    200: {
      description: 'The application',
      content: { 'application/json': { schema: ReviewedApplication } },
    },
    400: errorResponse('Malformed id'),
    ...denied,
    404: errorResponse('No such application'),
  },
});

/** The extension a downloaded document is named with, by the type it was stored as. */
const DOCUMENT_EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const readDocument = createRoute({
  method: 'get',
  path: '/admin/documents/{id}',
  summary: 'The bytes of a supporting document (admins only; documents are never public)',
  ...admin,
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: {
      description: 'The document as uploaded',
      content: { 'application/pdf': { schema: z.any() } },
    },
    400: errorResponse('Malformed id'),
    ...denied,
    404: errorResponse('No such document'),
  },
});

const decision = {
  200: { description: 'Decided', content: { 'application/json': { schema: ReviewedApplication } } },
  400: errorResponse('Malformed id or reason'),
  ...denied,
  429: errorResponse(ADMIN_WRITE_LIMIT_DESCRIPTION),
  404: errorResponse('No such application'),
  409: errorResponse(
    'Already decided (`already_decided`: `status` says what was decided, `APPROVED` or ' +
      '`REJECTED`, and `decidedAt` when), documents missing (`documents_missing`), or, on ' +
      "approval, the admin's own application (`own_application`) or a member already has the mobile number (`phone_registered`), the NRC number " +
      '(`nrc_registered`) or the passport number (`passport_registered`)',
  ),
};

const approve = createRoute({
  method: 'post',
  path: '/admin/applications/{id}/approve',
  summary:
    'Approves an application: membership number, first subscription billed, applicant told (admins)',
  ...admin,
  request: { params: z.object({ id: recordNumberParam() }) },
  responses: decision,
});

/**
 * The longest reason for a refusal: the applicant is told it word for word by SMS (or by e-mail
 * without a phone number), on the dashboard and in the membership history, so none of them cuts
 * it: the SMS quoted only the first 200 characters of the 500 once taken, and cut the rest
 * without a word. With its sentences around it the SMS is then at most 330 characters, three
 * parts.
 */
export const REJECTION_REASON_MAX_LENGTH = 200;

const reject = createRoute({
  method: 'post',
  path: '/admin/applications/{id}/reject',
  summary: 'Rejects an application with a reason the applicant is told (admins)',
  ...admin,
  request: {
    params: z.object({ id: recordNumberParam() }),
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z
            .object({
              reason: plainText(5, REJECTION_REASON_MAX_LENGTH).openapi({
                description: `5 to ${REJECTION_REASON_MAX_LENGTH} characters; the applicant reads it whole by SMS and on the dashboard`,
              }),
            })
            .openapi('Rejection'),
        },
      },
    },
  },
  responses: decision,
});

/** The secretariat's review of applications: list, read documents, approve or reject. */
/**
 * Records a decision on an application still awaiting one, in `executor` (the database or a
 * transaction). The status is checked in the update itself, so of two admins deciding at once
 * only the first is recorded; the second is told 409 `already_decided`.
 */
async function decideSubmitted(
  executor: Pick<AppServices['db'], 'update' | 'select'>,
  applicationId: number,
  decision: {
    status: 'APPROVED' | 'REJECTED';
    reason: string | null;
    decidedAt: Date;
    decidedBy: number;
  },
): Promise<void> {
  const [decided] = await executor
    .update(membershipApplications)
    .set(decision)
    .where(
      and(
        eq(membershipApplications.id, applicationId),
        eq(membershipApplications.status, 'SUBMITTED'),
      ),
    )
    .returning({ id: membershipApplications.id });
  if (decided) return;
  // Decided by another admin between the read and this update: what they decided, as read now.
  const [now] = await executor
    .select()
    .from(membershipApplications)
    .where(eq(membershipApplications.id, applicationId));
  throw alreadyDecided(now);
}

/**
 * The 409 for an application no longer under review, with what was decided and when (`status`,
 * `decidedAt`): an admin whose list still showed it was told only that someone had decided it,
 * and could not say whether the applicant was approved or refused. Without them when the row is
 * gone or under review again (its applicant added documents since).
 */
function alreadyDecided(application: typeof membershipApplications.$inferSelect | undefined) {
  const decided =
    application &&
    (application.status === 'APPROVED' || application.status === 'REJECTED') &&
    application.decidedAt
      ? application
      : undefined;
  return new ApiError(
    409,
    'already_decided',
    decided
      ? `This application is already ${decided.status.toLowerCase()}`
      : 'Someone decided this application meanwhile',
    {},
    decided ? { status: decided.status, decidedAt: decided.decidedAt?.toISOString() } : {},
  );
}

/**
 * The SMS that tells an applicant they are approved, their number and where to pay the first
 * subscription: online (`login`, from {@link loginAddress}) or at the secretariat, which records
 * bank transfers, cash and cheques, as the reminders say; online alone told an applicant without
 * a wallet they could not pay. One SMS (160 characters) with a K10,000 fee and a site host of up
 * to `SMS_HOST_LENGTH` characters.
 */
export function approvalMessage(membershipNumber: string, amount: string, login?: string) {
  return `COAZ: you are approved, membership number ${membershipNumber}. Pay the ${amount} subscription ${onlineWhere(login)} or at the secretariat to become active.`;
}

/**
 * The SMS that tells an applicant their application is not approved, and why. It invites them to
 * add documents, which puts it back for review, at the site's address (`login`, from
 * {@link loginAddress}) when there is one, unless a member already has their NRC or passport
 * number (`registeredNumber`, {@link personalNumberOfAMember}): approval refuses that application
 * whatever it gains, so they are sent to the account they have, as /join sends whoever gives it.
 * The fixed words are few, since the reason may take up to `REJECTION_REASON_MAX_LENGTH`
 * characters and every SMS part past the first is paid for: with a site host of `SMS_HOST_LENGTH`
 * characters a reason of 47 still goes in one SMS (it was 29, with no address).
 */
export function rejectionMessage(
  reason: string,
  registeredNumber?: 'NRC number' | 'passport number',
  login?: string,
): string {
  const next = registeredNumber
    ? registeredNumberAdvice(registeredNumber)
    : `Add documents ${onlineWhere(login)} to have it reviewed again.`;
  return `COAZ: application not approved. Reason: ${reasonAsSentence(reason)} ${next}`;
}

/**
 * The refusal an application under review was sent back from, or null. Adding documents to a
 * refused application (`POST applications/mine/documents`) puts it back in the queue with a new
 * `submittedAt` and no decision, and keeps its reason; the history has when it was refused.
 */
async function previousRefusal(
  db: AppServices['db'],
  application: typeof membershipApplications.$inferSelect,
) {
  if (application.status !== 'SUBMITTED' || application.reason === null) return null;
  const [refused] = await db
    .select({ at: membershipEvents.at })
    .from(membershipEvents)
    .where(
      and(eq(membershipEvents.userId, application.userId), eq(membershipEvents.kind, 'rejected')),
    )
    .orderBy(desc(membershipEvents.at), desc(membershipEvents.id))
    .limit(1);
  return refused ? { refusedAt: refused.at.toISOString(), reason: application.reason } : null;
}

export function adminApplicationRoutes(services: AppServices) {
  const { db, tokens, clock, limiter } = services;
  const router = createRouter();
  for (const path of ['/admin/applications', '/admin/applications/*', '/admin/documents/*']) {
    router.use(path, requireMember(tokens), requireAdmin());
  }
  router.on('POST', '/admin/applications/*', limitAdminWrites(limiter));

  async function reviewed(application: typeof membershipApplications.$inferSelect) {
    const [user] = await db.select().from(users).where(eq(users.id, application.userId));
    if (!user) throw new ApiError(404, 'not_found', 'The applicant’s account is gone');
    return {
      ...(await applicationView(db, application)),
      applicant: {
        username: user.username,
        firstName: user.firstName,
        lastName: user.lastName,
        nrcNumber: user.nrcNumber,
        phoneNumber: user.phoneNumber,
        email: user.email,
        hpczNumber: user.hpczNumber,
        professionalCategory: user.professionalCategory,
        professionalCategoryName: categoryName(user.professionalCategory),
        trainingInstitution: user.trainingInstitution,
        districtId: user.districtId,
        country: user.country,
        passportNumber: user.passportNumber,
        organisationName: user.organisationName,
        organisationRegistration: user.organisationRegistration,
      },
      sharedNumbers: await sharedNumbersOf(db, user),
      previousRefusal: await previousRefusal(db, application),
    };
  }

  async function find(id: number) {
    const [application] = await db
      .select()
      .from(membershipApplications)
      .where(eq(membershipApplications.id, id));
    if (!application) throw new ApiError(404, 'not_found', 'No application has that id');
    return application;
  }

  router.openapi(listApplications, async (c) => {
    const rows = await db
      .select()
      .from(membershipApplications)
      .where(eq(membershipApplications.status, c.req.valid('query').status))
      .orderBy(asc(membershipApplications.submittedAt))
      .limit(200);
    const items = [];
    for (const row of rows) items.push(await reviewed(row));
    return c.json({ items }, 200);
  });

  router.openapi(showApplication, async (c) =>
    c.json(await reviewed(await find(c.req.valid('param').id)), 200),
  );

  router.openapi(readDocument, async (c) => {
    const [document] = await db
      .select()
      .from(memberDocuments)
      .where(eq(memberDocuments.id, c.req.valid('param').id));
    if (!document) throw new ApiError(404, 'not_found', 'No document has that id');
    // Named after its applicant too, so an officer's Downloads folder tells whose each file is
    // ("practising-licence-de4badd1" did not); a user name holds letters, digits, dots,
    // underscores and hyphens, and anything else is replaced to keep the header plain.
    const [owner] = await db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, document.userId));
    const whose = owner ? `${owner.username.replace(/[^A-Za-z0-9._-]/g, '-')}-` : '';
    // Ended with the extension of the type it is served as (checked by its first bytes on upload):
    // without one, a phone's Files app or a PC would not open the saved file with a PDF reader or
    // picture viewer, and asked what to open it with.
    const extension = DOCUMENT_EXTENSIONS[document.contentType];
    const name = `${whose}${DOCUMENT_KIND_NAMES[document.kind].replace(/ /g, '-')}-${document.id.slice(0, 8)}${extension ? `.${extension}` : ''}`;
    return new Response(Buffer.from(document.bytes), {
      status: 200,
      headers: {
        'content-type': document.contentType,
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "sandbox; default-src 'none'",
      },
    }) as never;
  });

  router.openapi(approve, async (c) => {
    const admin = c.get('member');
    const application = await find(c.req.valid('param').id);
    // Only an application under review is approved, as only one is rejected: an admin whose list
    // still showed one another admin had just rejected would otherwise approve it, and the
    // applicant get "not approved" and "approved" by SMS a moment apart. A refused applicant who
    // adds documents is under review again, and can be approved then.
    if (application.status !== 'SUBMITTED') throw alreadyDecided(application);
    // An admin's own account may apply (it may hold no membership); another admin decides it.
    if (application.userId === admin.id) {
      throw new ApiError(409, 'own_application', 'Another admin decides your own application');
    }
    const view = await applicationView(db, application);
    if (view.missingDocuments.length > 0) {
      throw new ApiError(
        409,
        'documents_missing',
        `The application lacks: ${view.missingDocuments.map((kind) => DOCUMENT_KIND_NAMES[kind as 'other']).join(', ')}`,
      );
    }
    const now = clock.now();
    let membershipNumber = '';
    try {
      await db.transaction(async (tx) => {
        await decideSubmitted(tx, application.id, {
          status: 'APPROVED',
          reason: null,
          decidedAt: now,
          decidedBy: admin.id,
        });
        // Locked until the approval commits, so the applicant's own phone change waits for it
        // and is then checked against the member this approval makes.
        const [user] = await tx
          .select()
          .from(users)
          .where(eq(users.id, application.userId))
          .for('update');
        // Applying holds no number (another application may give the same one); becoming a member
        // does, so a number a member has is refused here, under the phone number's lock.
        if (user) await refuseNumbersOfMembers(tx, user);
        membershipNumber = user?.membershipNumber ?? (await nextMembershipNumber(tx));
        await tx
          .update(users)
          .set({ status: 'PENDING_PAYMENT', membershipNumber, updatedAt: now })
          .where(eq(users.id, application.userId));
        await billSubscription(
          tx,
          application.userId,
          application.membershipType,
          'first annual subscription',
        );
        await recordMembershipEvent(
          tx,
          application.userId,
          'approved',
          `Application approved; membership number ${membershipNumber}`,
          now,
        );
        const applicant = user ? auditedMember({ ...user, membershipNumber }) : 'a removed account';
        await writeAdminAuditLine(tx, admin.id, {
          action: 'approve',
          collection: 'applications',
          entryId: application.id,
          at: now,
          summary: (name) =>
            `${name} approved the application of ${applicant} for ${membershipTypeName(application.membershipType)}; membership number ${membershipNumber}, first annual subscription billed`,
        });
      });
    } catch (error) {
      // A member was made with the NRC number at the same moment (its unique index counts
      // members only, `migrations/0013_nrc_number_held_by_members.sql`).
      if (isUniqueViolation(error)) throw numberOfAMember('NRC number', 'nrc_registered');
      throw error;
    }
    const amount = kwachaText(await duesAmountNgwee(db, application.membershipType));
    await notifyMember(
      services,
      application.userId,
      approvalMessage(membershipNumber, amount, loginAddress(services.config.publicUrl)),
    );
    return c.json(await reviewed(await find(application.id)), 200);
  });

  router.openapi(reject, async (c) => {
    const admin = c.get('member');
    const application = await find(c.req.valid('param').id);
    const { reason } = c.req.valid('json');
    if (application.status !== 'SUBMITTED') throw alreadyDecided(application);
    const now = clock.now();
    // One transaction: the decision, the applicant's history and the audit line stand or fall
    // together, so a rejection is never recorded without the line saying who made it.
    const applicant = await db.transaction(async (tx) => {
      await decideSubmitted(tx, application.id, {
        status: 'REJECTED',
        reason,
        decidedAt: now,
        decidedBy: admin.id,
      });
      await recordMembershipEvent(
        tx,
        application.userId,
        'rejected',
        `Application not approved: ${reason}`,
        now,
      );
      const [user] = await tx.select().from(users).where(eq(users.id, application.userId));
      const audited = user ? auditedMember(user) : 'a removed account';
      await writeAdminAuditLine(tx, admin.id, {
        action: 'reject',
        collection: 'applications',
        entryId: application.id,
        at: now,
        summary: (name) =>
          `${name} rejected the application of ${audited} for ${membershipTypeName(application.membershipType)}: “${auditedReason(reason)}”`,
      });
      return user;
    });
    const registeredNumber = applicant ? await personalNumberOfAMember(db, applicant) : undefined;
    await notifyMember(
      services,
      application.userId,
      rejectionMessage(reason, registeredNumber, loginAddress(services.config.publicUrl)),
    );
    return c.json(await reviewed(await find(application.id)), 200);
  });
  return router;
}
