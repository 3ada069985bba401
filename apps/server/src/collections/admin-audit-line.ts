import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { type AuditAction, auditLog, users } from '../db/schema';
import { accountName } from '../membership/subscription-billing';

/**
 * The audit log's collections whose lines only admins read (`GET /api/audit-log` leaves them out
 * for editors): each names a member, money or an act only admins can do or question. `payments`
 * and `fees` name a member, a sum and a bank reference; `backups` is the whole database taken;
 * `applications` name an applicant and a rejection's reason; `refunds` a member, a sum and a
 * wallet; `dues` an admin's change to what every member pays (the amounts are public, who changed
 * them and from what is the secretariat's business, as a bill is).
 */
export const ADMIN_ONLY_COLLECTIONS = [
  'payments',
  'fees',
  'backups',
  'applications',
  'dues',
  'refunds',
] as const;

/** The longest rejection reason an audit line quotes whole; a longer one is cut with "…". */
export const AUDITED_REASON_LENGTH = 120;

/**
 * A rejection's reason as an audit line quotes it: on one line, and at most
 * {@link AUDITED_REASON_LENGTH} characters (the application keeps it whole).
 * @example auditedReason('The licence is unreadable') // 'The licence is unreadable'
 */
export function auditedReason(reason: string): string {
  const oneLine = reason.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= AUDITED_REASON_LENGTH) return oneLine;
  return `${oneLine.slice(0, AUDITED_REASON_LENGTH - 1).trimEnd()}…`;
}

/**
 * How an audit line names a member or applicant: their name, then their user name and, once they
 * have one, their membership number, so the line still finds them after a change of name.
 * @example auditedMember(user) // 'Sample Applicant (sample.applicant, COAZ-000123)'
 */
export function auditedMember(
  member: Pick<
    typeof users.$inferSelect,
    'firstName' | 'lastName' | 'organisationName' | 'username' | 'membershipNumber'
  >,
): string {
  const ids = [member.username, member.membershipNumber].filter(Boolean).join(', ');
  return `${accountName(member)} (${ids})`;
}

/**
 * Writes an admin's decision to the audit log in `tx`, the transaction of the change itself, so a
 * decision is never made without its line nor a line written for one undone. `summary` is given
 * the admin's name (full name, else user name) to open the line with; the actor is their user name.
 */
export async function writeAdminAuditLine(
  tx: Pick<AppDatabase, 'select' | 'insert'>,
  adminId: number,
  line: {
    action: AuditAction;
    collection: (typeof ADMIN_ONLY_COLLECTIONS)[number];
    entryId: number | null;
    at: Date;
    summary: (adminName: string) => string;
  },
): Promise<void> {
  const [admin] = await tx.select().from(users).where(eq(users.id, adminId));
  await tx.insert(auditLog).values({
    at: line.at,
    actor: admin?.username ?? null,
    action: line.action,
    collection: line.collection,
    entryId: line.entryId,
    summary: line.summary(admin ? accountName(admin) : 'An admin no longer on record'),
  });
}
