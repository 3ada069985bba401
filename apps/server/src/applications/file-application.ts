import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../db/database';
import { recordMembershipEvent } from '../membership/membership-events';
import type { DocumentKind } from '../membership/membership-schema';
import { memberDocuments, membershipApplications } from '../membership/membership-schema';
import type { CheckedDocument } from './document-file';

type Executor = Pick<AppDatabase, 'insert'>;

/** A checked document and the kind of evidence it is. */
export interface KindOfDocument {
  kind: DocumentKind;
  document: CheckedDocument;
}

/**
 * Stores an applicant's documents, stamped with the clock's time as the application's own stamps
 * are: the retention rule compares them.
 */
export async function storeDocuments(
  tx: Executor,
  userId: number,
  documents: readonly KindOfDocument[],
  now: Date,
): Promise<void> {
  for (const { kind, document } of documents) {
    await tx.insert(memberDocuments).values({
      id: randomUUID(),
      userId,
      kind,
      contentType: document.contentType,
      originalName: document.originalName,
      sizeBytes: document.bytes.byteLength,
      bytes: document.bytes,
      createdAt: now,
    });
  }
}

/**
 * Files an account's application in the caller's transaction: the application for the secretariat
 * to review, its documents and the line in the member's history. /join and an account applying
 * from itself file alike, so the review, the retention rule and the history read both the same way.
 */
export async function fileApplication(
  tx: Executor,
  application: {
    userId: number;
    membershipType: string;
    documents: readonly KindOfDocument[];
    /** The history's words: how the application was made. */
    summary: string;
  },
  now: Date,
): Promise<void> {
  await tx.insert(membershipApplications).values({
    userId: application.userId,
    membershipType: application.membershipType,
    status: 'SUBMITTED',
    submittedAt: now,
  });
  await storeDocuments(tx, application.userId, application.documents, now);
  await recordMembershipEvent(tx, application.userId, 'applied', application.summary, now);
}
