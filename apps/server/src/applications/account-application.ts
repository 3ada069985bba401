import { and, eq, ne } from 'drizzle-orm';
import { lusakaDate } from '../clock/lusaka-date';
import type { AppDatabase } from '../db/database';
import { districts, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { membershipApplications } from '../membership/membership-schema';
import { holdsItsNumbers } from '../membership/phone-number-owner';
import { billingRefusal } from '../membership/subscription-billing';
import { nrcNumberRegistered } from './nrc-number-registered';
import { passportNumberRegistered } from './passport-number-registered';

type Account = typeof users.$inferSelect;
type Executor = Pick<AppDatabase, 'select'>;

/**
 * Why `account` may not apply for membership from itself now, or null when it may: it must hold
 * no membership (no membership number, paid year or fee: the very accounts billing refuses as
 * `not_a_member`) and have no application of its own, under review or decided. One application
 * per account keeps the review, the documents and the dashboard about one application; a refused
 * one is reviewed again by adding documents, as an applicant from /join does. Read again under the
 * account's row lock before the application is written, so two sent at once make one.
 */
export async function accountApplicationRefusal(
  db: Executor,
  account: Account,
  now: Date,
): Promise<ApiError | null> {
  // Billing's reading (fees, and an application as one to approve) comes before the account's
  // own: an application filed between them, by a request sent at the same moment, is then seen by
  // the later one and told as the application it is, never as a membership the account holds.
  const { refusal } = await billingRefusal(db, account, lusakaDate(now));
  const [application] = await db
    .select({ status: membershipApplications.status })
    .from(membershipApplications)
    .where(eq(membershipApplications.userId, account.id))
    .limit(1);
  if (application) {
    return new ApiError(
      409,
      'application_exists',
      application.status === 'REJECTED'
        ? 'Your application was not approved; add documents to it from your dashboard to have it reviewed again'
        : application.status === 'APPROVED'
          ? 'Your application is already approved'
          : 'Your application is with the secretariat for review',
    );
  }
  if (account.status === 'INCOMPLETE_REGISTRATION') {
    return new ApiError(
      409,
      'registration_unfinished',
      'Finish your registration first: your dashboard says what it needs',
    );
  }
  if (refusal?.error === 'not_a_member') return null;
  if (refusal?.error === 'suspended') {
    return new ApiError(409, 'suspended', 'This account is suspended; ask the secretariat');
  }
  return new ApiError(409, 'already_a_member', 'This account already holds a membership');
}

/**
 * The application's fields with the identity the account already has put in place of whatever
 * was sent for it: the names, the NRC and passport numbers, the mobile number, the e-mail and where
 * the account lives (the profile changes these, with a password or a code where they matter). An
 * application may so complete an account's identity, never change it to another person's.
 */
export async function withAccountIdentity(
  db: Executor,
  account: Account,
  sent: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = { ...sent };
  const keep = (name: string, value: string | null) => {
    if (value !== null) fields[name] = value;
  };
  keep('firstName', account.firstName);
  keep('lastName', account.lastName);
  keep('nrcNumber', account.nrcNumber);
  keep('passportNumber', account.passportNumber);
  keep('email', account.email);
  // Stored as digits with the country code, read back as typed with it.
  keep('phoneNumber', account.phoneNumber && `+${account.phoneNumber}`);
  if (account.country) {
    fields.residence = 'abroad';
    fields.country = account.country;
  } else if (account.districtId !== null) {
    const [district] = await db
      .select({ provinceId: districts.provinceId })
      .from(districts)
      .where(eq(districts.id, account.districtId));
    fields.residence = 'zambia';
    fields.districtId = account.districtId;
    fields.provinceId = district?.provinceId;
  }
  return fields;
}

/**
 * Refuses an NRC or passport number another member holds; the account's own are not counted as
 * another's (they are its own whether it holds its numbers or not).
 */
export async function refuseIdentityOfAnother(
  db: Executor,
  userId: number,
  input: { nrcNumber: string | null; passportNumber: string | null },
): Promise<void> {
  if (input.nrcNumber) {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.nrcNumber, input.nrcNumber), holdsItsNumbers, ne(users.id, userId)))
      .limit(1);
    if (other) throw nrcNumberRegistered();
  }
  if (input.passportNumber) {
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(eq(users.passportNumber, input.passportNumber), holdsItsNumbers, ne(users.id, userId)),
      )
      .limit(1);
    if (other) throw passportNumberRegistered();
  }
}
