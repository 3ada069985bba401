import type { AppDatabase } from '../db/database';
import { membershipEvents } from './membership-schema';

/** What kind of thing happened to a membership. */
export type MembershipEventKind =
  | 'applied'
  | 'document_added'
  | 'documents_removed'
  | 'approved'
  | 'rejected'
  | 'registration_completed'
  | 'billed'
  | 'payment'
  | 'reminder'
  | 'lapsed'
  | 'password_reset'
  | 'profile_changed'
  | 'refund';

type Executor = Pick<AppDatabase, 'insert'>;

/** Adds a line to the member's membership history. */
export async function recordMembershipEvent(
  db: Executor,
  userId: number,
  kind: MembershipEventKind,
  summary: string,
  at: Date,
): Promise<void> {
  await db.insert(membershipEvents).values({ userId, kind, summary, at });
}
