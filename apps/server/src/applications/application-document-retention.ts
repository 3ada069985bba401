import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AppServices } from '../app-services';
import { startRecurringWork } from '../background/recurring-work';
import { users } from '../db/schema';
import { recordMembershipEvent } from '../membership/membership-events';
import { requiredDocuments } from '../membership/membership-rules';
import {
  type ApplicationStatus,
  type DocumentKind,
  memberDocuments,
  membershipApplications,
} from '../membership/membership-schema';

/**
 * Days an application awaiting review with a required document still missing (which the
 * secretariat cannot approve) keeps its documents after its last change: applying, or adding a
 * document. Three months to find and photograph a licence or a student card.
 */
export const INCOMPLETE_APPLICATION_DOCUMENT_DAYS = 90;

/**
 * Days a refused application keeps its documents after the refusal (or after its last document,
 * if later): the applicant is told they may add documents to have it reviewed again, and the
 * constitution gives them the right to appeal a decision (Article 42(4)); six months covers both,
 * and the secretariat still has the evidence it decided on if asked why.
 */
export const REJECTED_APPLICATION_DOCUMENT_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why an application's documents are past keeping, or `undefined` while they are kept. */
export type DocumentExpiry = 'incomplete' | 'rejected';

/** What the retention rule reads of one application. */
export interface RetainedApplication {
  membershipType: string;
  status: ApplicationStatus;
  /** The applicant's account status: anything past `INCOMPLETE_REGISTRATION` is a member. */
  accountStatus: string;
  submittedAt: Date;
  decidedAt: Date | null;
  /** The application's supporting documents (never the profile photo). */
  documents: { kind: DocumentKind; createdAt: Date }[];
}

/**
 * The retention rule: whether `application`'s supporting documents are kept at `now`.
 * - Approved applications, and any applicant who became a member, keep them: they are the
 *   membership record (constitution Article 41(1): the Secretary General keeps membership records).
 * - Applications awaiting review with every required document keep them: the secretariat owes a
 *   decision, and it is made on the documents.
 * - Applications awaiting review that lack a required document lose them
 *   {@link INCOMPLETE_APPLICATION_DOCUMENT_DAYS} days after their last change.
 * - Refused applications lose them {@link REJECTED_APPLICATION_DOCUMENT_DAYS} days after the
 *   refusal. Adding a document sends one back for review, which starts its time again.
 */
export function documentExpiry(
  application: RetainedApplication,
  now: Date,
): DocumentExpiry | undefined {
  if (application.accountStatus !== 'INCOMPLETE_REGISTRATION') return undefined;
  if (application.documents.length === 0) return undefined;
  const lastChange = Math.max(
    application.submittedAt.getTime(),
    application.decidedAt?.getTime() ?? 0,
    ...application.documents.map((document) => document.createdAt.getTime()),
  );
  const daysSince = (now.getTime() - lastChange) / DAY_MS;
  if (application.status === 'REJECTED') {
    return daysSince >= REJECTED_APPLICATION_DOCUMENT_DAYS ? 'rejected' : undefined;
  }
  if (application.status !== 'SUBMITTED') return undefined;
  const present = new Set(application.documents.map((document) => document.kind));
  const incomplete = requiredDocuments(application.membershipType).some(
    (kind) => !present.has(kind),
  );
  return incomplete && daysSince >= INCOMPLETE_APPLICATION_DOCUMENT_DAYS ? 'incomplete' : undefined;
}

/** What one run of the document retention removed: counts only, never whose. */
export interface DocumentRetentionReport {
  /** Applications whose documents were removed. */
  applications: number;
  /** Documents removed. */
  documents: number;
  /** Their bytes. */
  bytes: number;
  /** Of the applications, those left incomplete. */
  incomplete: number;
  /** Of the applications, those refused. */
  rejected: number;
}

/** The line the applicant's membership history shows, so the dashboard says where they went. */
const HISTORY_LINES: Record<DocumentExpiry, string> = {
  incomplete: `Supporting documents deleted: the application stayed incomplete for ${INCOMPLETE_APPLICATION_DOCUMENT_DAYS} days. Add them again to have it reviewed.`,
  rejected: `Supporting documents deleted ${REJECTED_APPLICATION_DOCUMENT_DAYS} days after the application was not approved. Add documents to have it reviewed again.`,
};

const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

type Executor = Pick<AppServices['db'], 'select'>;

async function supportingDocuments(db: Executor, userId: number) {
  return db
    .select({ kind: memberDocuments.kind, createdAt: memberDocuments.createdAt })
    .from(memberDocuments)
    .where(and(eq(memberDocuments.userId, userId), ne(memberDocuments.kind, 'photo')));
}

/**
 * One run of the retention rule ({@link documentExpiry}) at the time `services.clock` gives:
 * removes the supporting documents of every application past it, and adds a line to each
 * applicant's history. Safe on several instances at once: each application's row is locked
 * (as adding a document locks it) and read again before its documents are deleted, so a document
 * added meanwhile keeps the application's documents, and of two instances only the first removes
 * them and writes the line. The applicant's account and application stay: only the secretariat
 * decides on an application. On PGlite, which runs no autovacuum, the table is vacuumed after a
 * removal, so later documents reuse the space instead of growing the data folder.
 */
export async function removeExpiredApplicationDocuments(
  services: Pick<AppServices, 'db' | 'database' | 'clock' | 'log'>,
): Promise<DocumentRetentionReport> {
  const { db, clock, log } = services;
  const now = clock.now();
  const report: DocumentRetentionReport = {
    applications: 0,
    documents: 0,
    bytes: 0,
    incomplete: 0,
    rejected: 0,
  };
  const soonest = Math.min(
    INCOMPLETE_APPLICATION_DOCUMENT_DAYS,
    REJECTED_APPLICATION_DOCUMENT_DAYS,
  );
  // A coarse first look (applications nobody has touched for the shorter period that still have
  // documents); the rule itself is applied to each under its lock.
  const candidates = await db
    .select({ id: membershipApplications.id })
    .from(membershipApplications)
    .innerJoin(users, eq(users.id, membershipApplications.userId))
    .where(
      and(
        inArray(membershipApplications.status, ['SUBMITTED', 'REJECTED']),
        eq(users.status, 'INCOMPLETE_REGISTRATION'),
        sql`greatest(${membershipApplications.submittedAt}, coalesce(${membershipApplications.decidedAt}, ${membershipApplications.submittedAt})) <= ${new Date(now.getTime() - soonest * DAY_MS)}`,
        sql`exists (select 1 from ${memberDocuments} where ${memberDocuments.userId} = ${membershipApplications.userId} and ${memberDocuments.kind} <> 'photo')`,
      ),
    )
    .orderBy(membershipApplications.id);
  for (const { id } of candidates) {
    const removed = await db.transaction(async (tx) => {
      const [application] = await tx
        .select()
        .from(membershipApplications)
        .where(eq(membershipApplications.id, id))
        .for('update');
      if (!application) return undefined;
      const [account] = await tx
        .select({ status: users.status })
        .from(users)
        .where(eq(users.id, application.userId));
      const expiry = documentExpiry(
        {
          ...application,
          accountStatus: account?.status ?? '',
          documents: await supportingDocuments(tx, application.userId),
        },
        now,
      );
      if (!expiry) return undefined;
      const deleted = await tx
        .delete(memberDocuments)
        .where(
          and(eq(memberDocuments.userId, application.userId), ne(memberDocuments.kind, 'photo')),
        )
        .returning({ sizeBytes: memberDocuments.sizeBytes });
      await recordMembershipEvent(
        tx,
        application.userId,
        'documents_removed',
        HISTORY_LINES[expiry],
        now,
      );
      return { expiry, deleted };
    });
    if (!removed) continue;
    report.applications += 1;
    report[removed.expiry] += 1;
    report.documents += removed.deleted.length;
    report.bytes += removed.deleted.reduce((sum, document) => sum + document.sizeBytes, 0);
  }
  if (report.applications > 0) {
    log(
      `application documents: removed ${counted(report.documents, 'document')} (${(report.bytes / 1_000_000).toFixed(1)} MB) of ${counted(report.applications, 'application')}: ${report.incomplete} left incomplete for ${INCOMPLETE_APPLICATION_DOCUMENT_DAYS} days, ${report.rejected} not approved ${REJECTED_APPLICATION_DOCUMENT_DAYS} days ago`,
    );
    if (services.database.kind === 'pglite') {
      await services.database.withConnection((query) => query('VACUUM member_documents'));
    }
  }
  return report;
}

/** When the retention runs: a minute after start, then hourly, as the dues job does. */
export const DOCUMENT_RETENTION_SCHEDULE = { firstMs: 60_000, everyMs: 60 * 60 * 1000 };

/**
 * Runs {@link removeExpiredApplicationDocuments} on `services.background` (failures logged,
 * shutdown waits for a run in progress) a minute after start and then every hour.
 */
export function startApplicationDocumentRetention(
  services: Pick<AppServices, 'db' | 'database' | 'clock' | 'log' | 'background'>,
  schedule = DOCUMENT_RETENTION_SCHEDULE,
): { stop(): void } {
  return startRecurringWork(services.background, 'application document retention', schedule, () =>
    removeExpiredApplicationDocuments(services),
  );
}
