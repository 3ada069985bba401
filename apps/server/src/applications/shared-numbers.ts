import { z } from '@hono/zod-openapi';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database';
import { users } from '../db/schema';
import { ApiError } from '../http/api-error';
import { membershipApplications } from '../membership/membership-schema';
import { claimPhoneNumber, holdsItsNumbers } from '../membership/phone-number-owner';

/** How many other accounts with one of an applicant's numbers the review lists. */
const SHARED_NUMBERS_LISTED = 10;

/** Another account that gives one of an applicant's numbers, as the secretariat's review shows it. */
export const SharedNumber = z
  .object({
    number: z.enum(['phoneNumber', 'nrcNumber', 'passportNumber']).openapi({
      description: 'Which of the applicant’s numbers the other account gives too',
    }),
    name: z.string().openapi({ description: 'Its holder’s name, or user name when none is known' }),
    username: z.string(),
    member: z.boolean().openapi({
      description:
        'True when the other account is a member (approved, or registered otherwise): this ' +
        'application cannot be approved with the number',
    }),
    membershipNumber: z.string().nullable(),
    applicationId: z.number().int().nullable().openapi({
      description: 'The other account’s online application, if it applied online',
    }),
    applicationStatus: z.enum(['SUBMITTED', 'APPROVED', 'REJECTED']).nullable(),
  })
  .openapi('SharedNumber');

type Applicant = {
  id: number;
  phoneNumber: string | null;
  nrcNumber: string | null;
  passportNumber: string | null;
};

/** The numbers of an applicant that name one person, as {@link sharedNumbersOf} compares them. */
const PERSONAL_NUMBERS = ['phoneNumber', 'nrcNumber', 'passportNumber'] as const;

/**
 * The first key of the advisory lock that holds a passport number while an approval checks it:
 * no unique index can (members approved before the check may share one), so two approvals at
 * once with one number would both find it free. Beside the phone lock's 7 260 412.
 */
const PASSPORT_LOCK_NAMESPACE = 7_260_414;

/**
 * The other accounts that give the applicant's mobile, NRC or passport number, members first: nothing checks
 * a number when it is typed into an application, so two applications may give one number (a
 * stranger may have typed someone else's), and the secretariat tells the owner by the documents.
 */
export async function sharedNumbersOf(
  db: AppDatabase,
  applicant: Applicant,
): Promise<z.infer<typeof SharedNumber>[]> {
  const same = [
    applicant.phoneNumber ? eq(users.phoneNumber, applicant.phoneNumber) : undefined,
    applicant.nrcNumber ? eq(users.nrcNumber, applicant.nrcNumber) : undefined,
    applicant.passportNumber ? eq(users.passportNumber, applicant.passportNumber) : undefined,
  ].filter((condition) => condition !== undefined);
  if (same.length === 0) return [];
  const rows = await db
    .select({
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      status: users.status,
      phoneNumber: users.phoneNumber,
      nrcNumber: users.nrcNumber,
      passportNumber: users.passportNumber,
      membershipNumber: users.membershipNumber,
      applicationId: membershipApplications.id,
      applicationStatus: membershipApplications.status,
    })
    .from(users)
    .leftJoin(membershipApplications, eq(membershipApplications.userId, users.id))
    .where(and(ne(users.id, applicant.id), or(...same)))
    .orderBy(asc(users.id))
    .limit(SHARED_NUMBERS_LISTED);
  const shared: z.infer<typeof SharedNumber>[] = [];
  for (const row of rows) {
    const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username;
    for (const number of PERSONAL_NUMBERS) {
      if (!applicant[number] || row[number] !== applicant[number]) continue;
      shared.push({
        number,
        name,
        username: row.username,
        member: row.status !== 'INCOMPLETE_REGISTRATION',
        membershipNumber: row.membershipNumber,
        applicationId: row.applicationId,
        applicationStatus: row.applicationStatus,
      });
    }
  }
  return shared.sort((a, b) => Number(b.member) - Number(a.member));
}

/**
 * Inside the approval's transaction: refuses to make `applicant` a member with a mobile, NRC or
 * passport number a member already has, so no two members share one (login and recovery by number name
 * one member). Other applications that give the number do not stop it: the secretariat has
 * read the documents and approves the one whose number it is.
 * @throws ApiError 409 `phone_registered` or `nrc_registered`, in the secretariat's words.
 */
export async function refuseNumbersOfMembers(
  tx: Pick<AppDatabase, 'select' | 'execute'>,
  applicant: Applicant,
): Promise<void> {
  if (applicant.phoneNumber) {
    try {
      await claimPhoneNumber(tx, applicant.phoneNumber, applicant.id);
    } catch (error) {
      if (error instanceof ApiError) throw numberOfAMember('mobile number', 'phone_registered');
      throw error;
    }
  }
  if (await heldByAMember(tx, 'nrcNumber', applicant)) {
    throw numberOfAMember('NRC number', 'nrc_registered');
  }
  if (applicant.passportNumber) {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${PASSPORT_LOCK_NAMESPACE}, hashtext(${applicant.passportNumber}))`,
    );
    if (await heldByAMember(tx, 'passportNumber', applicant)) {
      throw numberOfAMember('passport number', 'passport_registered');
    }
  }
}

/** Whether a member other than the applicant has the applicant's NRC or passport number. */
async function heldByAMember(
  db: Pick<AppDatabase, 'select'>,
  number: 'nrcNumber' | 'passportNumber',
  applicant: Applicant,
): Promise<boolean> {
  const value = applicant[number];
  if (!value) return false;
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users[number], value), holdsItsNumbers, ne(users.id, applicant.id)))
    .limit(1);
  return member !== undefined;
}

/**
 * The applicant's NRC or passport number when a member other than them has it, or undefined.
 * Such an application is never approved ({@link refuseNumbersOfMembers}), whatever documents it
 * gains: its applicant is most likely that member with a second account. A shared mobile number
 * is not counted, since the applicant may change theirs and be approved.
 */
export async function personalNumberOfAMember(
  db: Pick<AppDatabase, 'select'>,
  applicant: Applicant,
): Promise<'NRC number' | 'passport number' | undefined> {
  if (await heldByAMember(db, 'nrcNumber', applicant)) return 'NRC number';
  if (await heldByAMember(db, 'passportNumber', applicant)) return 'passport number';
  return undefined;
}

/**
 * What an applicant refused while a member has their NRC or passport number is told to do next,
 * by SMS and on the dashboard alike: approval refuses that number whatever documents arrive, so
 * they are sent to the account they have, as /join sends whoever gives it. Short, since it follows
 * the refusal's reason in the same SMS.
 */
export function registeredNumberAdvice(number: 'NRC number' | 'passport number'): string {
  return `A member has your ${number}: log in to that account or ask the secretariat; documents will not change this.`;
}

/** The approval's 409 for a number a member has; the NRC's unique index says the same. */
export function numberOfAMember(
  number: 'mobile number' | 'NRC number' | 'passport number',
  code: 'phone_registered' | 'nrc_registered' | 'passport_registered',
): ApiError {
  return new ApiError(
    409,
    code,
    `A member already has this ${number}, so this application cannot be approved with it; compare the documents, and reject the application if the number is not the applicant’s`,
  );
}
