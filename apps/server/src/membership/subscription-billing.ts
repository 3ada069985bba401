import { asc, eq } from 'drizzle-orm';
import { lusakaDate } from '../clock/lusaka-date';
import type { AppDatabase } from '../db/database';
import { receivables, type users } from '../db/schema';
import { kwachaText } from '../payments/kwacha-text';
import { REMINDER_DAYS } from './dues-job';
import { addDays, readableDate } from './lusaka-date';
import { membershipApplications } from './membership-schema';

type Executor = Pick<AppDatabase, 'select'>;
type Account = typeof users.$inferSelect;

/**
 * Why an admin may not bill an account's annual subscription now: the HTTP status, a code and
 * the sentence the secretariat reads.
 */
export interface BillingRefusal {
  status: 409;
  error:
    | 'application_to_approve'
    | 'registration_unfinished'
    | 'not_a_member'
    | 'suspended'
    | 'fee_due'
    | 'year_paid';
  message: string;
}

/** The oldest fee of a member still unpaid, if any. */
export interface UnpaidFee {
  receivableId: number;
  description: string;
  amountNgwee: number;
  billedAt: Date;
}

/** How an account is named in the secretariat's words: an organisation by its name, else the person. */
export function accountName(
  account: Pick<Account, 'firstName' | 'lastName' | 'organisationName' | 'username'>,
): string {
  const person = [account.firstName, account.lastName].filter(Boolean).join(' ');
  return account.organisationName ?? (person || account.username);
}

/**
 * Whether the secretariat may bill `account` a year's subscription on `today` (Lusaka), and the
 * unpaid fee that stands in the way, if one does. A subscription is billed to a member on the
 * roll (a membership number, a paid year or any fee on record), never to an application (the
 * approval bills it) nor to an account that finished registering and holds no membership. A
 * member is billed one year at a time: not while a fee is unpaid (it pays the very year a new bill
 * would), nor while the paid year runs past the renewal window, whose bill the dues job makes
 * {@link REMINDER_DAYS}[0] days before the year ends. Read inside the billing transaction, with
 * the member's row locked, it is the guard against a second bill.
 */
export async function billingRefusal(
  db: Executor,
  account: Account,
  today: string,
): Promise<{ refusal: BillingRefusal | null; unpaid: UnpaidFee | null }> {
  const name = accountName(account);
  const fees = await db
    .select({
      receivableId: receivables.id,
      description: receivables.description,
      amountNgwee: receivables.amountNgwee,
      billedAt: receivables.createdAt,
      paidAt: receivables.paidAt,
    })
    .from(receivables)
    .where(eq(receivables.userId, account.id))
    .orderBy(asc(receivables.id));
  const unpaidRow = fees.find((fee) => fee.paidAt === null);
  const unpaid: UnpaidFee | null = unpaidRow
    ? {
        receivableId: unpaidRow.receivableId,
        description: unpaidRow.description,
        amountNgwee: unpaidRow.amountNgwee,
        billedAt: unpaidRow.billedAt,
      }
    : null;
  const refuse = (error: BillingRefusal['error'], message: string) => ({
    refusal: { status: 409 as const, error, message },
    unpaid,
  });
  const [application] = await db
    .select({ status: membershipApplications.status })
    .from(membershipApplications)
    .where(eq(membershipApplications.userId, account.id));
  // An account that holds no membership may apply from itself (`POST applications/mine`) and
  // stays as it was until approved: its application, too, is approved, not billed.
  const applying = application !== undefined && application.status !== 'APPROVED';
  if (account.status === 'INCOMPLETE_REGISTRATION' || (applying && !account.membershipNumber)) {
    if (application) {
      return refuse(
        'application_to_approve',
        `${name} has applied to join: that is an application to approve, not a fee to bill. Approve it under “Applications to review”: approval gives the membership number and bills the first subscription`,
      );
    }
    return refuse(
      'registration_unfinished',
      `${name} has not finished registering; a subscription is billed to a member once their account is complete`,
    );
  }
  if (account.status === 'SUSPENDED') {
    return refuse('suspended', `${name}’s account is suspended; a suspended account is not billed`);
  }
  if (!account.membershipNumber && !account.validUntil && fees.length === 0) {
    return refuse(
      'not_a_member',
      `${name}’s account holds no membership: no membership number, paid year or fee is on record. Membership comes by an application the secretariat approves, which bills the first subscription; a subscription is not billed to make a member`,
    );
  }
  if (unpaid) {
    return refuse(
      'fee_due',
      `${name} already owes ${kwachaText(unpaid.amountNgwee)} for ${unpaid.description}, billed ${readableDate(lusakaDate(unpaid.billedAt))}: that fee is for the year a new bill would be, so a second is not made. When they pay at the office or by bank, record it under “Payments received at the office or by bank”`,
    );
  }
  const renewalFrom = account.validUntil ? addDays(account.validUntil, -REMINDER_DAYS[0]) : null;
  if (account.validUntil && renewalFrom && today < renewalFrom) {
    return refuse(
      'year_paid',
      `${name}’s year is paid until ${readableDate(account.validUntil)}; the next year is billed from ${readableDate(renewalFrom)}, ${REMINDER_DAYS[0]} days before it ends (the dues job bills it then)`,
    );
  }
  return { refusal: null, unpaid };
}
