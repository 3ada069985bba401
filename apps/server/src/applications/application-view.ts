import { asc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { membershipTypeName, requiredDocuments } from '../membership/membership-rules';
import { memberDocuments, membershipApplications } from '../membership/membership-schema';

type ApplicationRow = typeof membershipApplications.$inferSelect;

/** The documents of a member, without their bytes. */
export async function listDocuments(db: AppDatabase, userId: number) {
  return db
    .select({
      id: memberDocuments.id,
      kind: memberDocuments.kind,
      originalName: memberDocuments.originalName,
      contentType: memberDocuments.contentType,
      sizeBytes: memberDocuments.sizeBytes,
      createdAt: memberDocuments.createdAt,
    })
    .from(memberDocuments)
    .where(eq(memberDocuments.userId, userId))
    .orderBy(asc(memberDocuments.createdAt));
}

/** An application as the applicant and the secretariat see it. */
export async function applicationView(db: AppDatabase, application: ApplicationRow) {
  const documents = (await listDocuments(db, application.userId)).filter(
    (document) => document.kind !== 'photo',
  );
  const present = new Set(documents.map((document) => document.kind));
  return {
    id: application.id,
    membershipType: application.membershipType,
    membershipTypeName: membershipTypeName(application.membershipType) ?? '',
    status: application.status,
    reason: application.reason,
    submittedAt: application.submittedAt.toISOString(),
    decidedAt: application.decidedAt?.toISOString() ?? null,
    documents: documents.map((document) => ({
      id: document.id,
      kind: document.kind,
      originalName: document.originalName,
      contentType: document.contentType,
      sizeBytes: document.sizeBytes,
      addedAt: document.createdAt.toISOString(),
    })),
    missingDocuments: requiredDocuments(application.membershipType).filter(
      (kind) => !present.has(kind),
    ),
  };
}

/** The application of a member, or undefined when they never applied online. */
export async function applicationOf(db: AppDatabase, userId: number) {
  const [application] = await db
    .select()
    .from(membershipApplications)
    .where(eq(membershipApplications.userId, userId));
  return application;
}
