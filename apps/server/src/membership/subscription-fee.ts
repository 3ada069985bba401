import { desc, eq } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { receivables } from '../db/schema';
import { MEMBERSHIP_FEE_CRITERIA } from '../seed/seed-reference-data';
import { DEFAULT_DUES_NGWEE, isApplicableType, membershipTypeName } from './membership-rules';
import { membershipDues } from './membership-schema';

type Executor = Pick<AppDatabase, 'select' | 'insert'>;

/** This year's subscription of a membership type in ngwee: the admins' amount, else the default. */
export async function duesAmountNgwee(db: Executor, membershipType: string): Promise<number> {
  const [row] = await db
    .select({ amountNgwee: membershipDues.amountNgwee })
    .from(membershipDues)
    .where(eq(membershipDues.membershipType, membershipType));
  if (row) return row.amountNgwee;
  return isApplicableType(membershipType)
    ? DEFAULT_DUES_NGWEE[membershipType]
    : DEFAULT_DUES_NGWEE.full_membership;
}

/**
 * The membership type a member's subscription is billed as: their own, or, for a member from
 * before membership types (none recorded, such as one who finished registering through the old
 * follow-up), the one their last fee's criterion implies: student membership after the student
 * criterion, otherwise full membership, whose K300 is what the practising criterion has always
 * charged. Without it such members were never billed and stayed in good standing for ever.
 */
export async function billedMembershipType(
  db: Pick<AppDatabase, 'select'>,
  member: { id: number; membershipType: string | null },
): Promise<string> {
  if (member.membershipType) return member.membershipType;
  const [last] = await db
    .select({ criteriaId: receivables.criteriaId })
    .from(receivables)
    .where(eq(receivables.userId, member.id))
    .orderBy(desc(receivables.id))
    .limit(1);
  return membershipTypeOfCriterion(last?.criteriaId);
}

/**
 * The membership type a member's card and the verification page name: the one recorded, or, for a
 * member who paid before payments recorded it (a membership number and no type), the one they are
 * billed as ({@link billedMembershipType}); none for one who has paid nothing yet.
 */
export async function shownMembershipType(
  db: Pick<AppDatabase, 'select'>,
  member: { id: number; membershipType: string | null; membershipNumber: string | null },
): Promise<string | null> {
  if (member.membershipType || !member.membershipNumber) return member.membershipType;
  return billedMembershipType(db, member);
}

/**
 * The membership type a fee's criterion stands for: student membership for the student
 * criterion, otherwise full membership (the practising criterion's K300 is full membership's).
 */
export function membershipTypeOfCriterion(criteriaId: number | undefined): string {
  return criteriaId === MEMBERSHIP_FEE_CRITERIA[1].id ? 'student_membership' : 'full_membership';
}

/**
 * Bills a member one year's subscription of their type and answers the fee's id. Students are
 * billed under the student criterion, everyone else under the practising one (the criteria the
 * member service has always had). `billedAt`, when given, is the fee's creation time (the dues
 * job passes its clock, so moving the demo clock back can tell which fees it billed after);
 * otherwise the database's time.
 */
export async function billSubscription(
  db: Executor,
  userId: number,
  membershipType: string,
  label: string,
  billedAt?: Date,
): Promise<number> {
  const amountNgwee = await duesAmountNgwee(db, membershipType);
  const criteria =
    membershipType === 'student_membership'
      ? MEMBERSHIP_FEE_CRITERIA[1]
      : MEMBERSHIP_FEE_CRITERIA[0];
  const [fee] = await db
    .insert(receivables)
    .values({
      userId,
      criteriaId: criteria.id,
      amountNgwee,
      description: `${membershipTypeName(membershipType) ?? 'Membership'}: ${label}`,
      ...(billedAt ? { createdAt: billedAt } : {}),
    })
    .returning({ id: receivables.id });
  if (!fee) throw new Error('receivable insert returned nothing');
  return fee.id;
}
