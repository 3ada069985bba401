/** A membership type one can apply for online (life and honorary come by nomination). */
export type ApplicableMembershipType =
  | 'full_membership'
  | 'associate_membership'
  | 'student_membership'
  | 'affiliate_membership'
  | 'retired_membership';

/** The fields of a membership application. */
export interface MembershipApplicationInput {
  /** What the applicant applies for. */
  membershipType: ApplicableMembershipType;
  /** The user name to log in with: 3 to 40 letters, digits, dots, dashes or underscores. */
  username: string;
  /** At least 10 characters. */
  password: string;
  /**
   * Where the applicant (or the organisation) is; `abroad` for associate and affiliate membership
   * only, and then `country` is asked instead of the province and district.
   * @default 'zambia'
   */
  residence?: ApplicantResidence;
  /**
   * `organisation` for an institution applying for affiliate membership through a contact person,
   * whose names are `firstName` and `lastName`; it gives no NRC or passport number.
   * @default 'person'
   */
  applicantKind?: ApplicantKind;
  /** Given name (an organisation's contact person's). */
  firstName: string;
  /** Family name (an organisation's contact person's). */
  lastName: string;
  /** As on the card: `######/##/#`. Required of a person in Zambia; abroad, this or `passportNumber`. */
  nrcNumber?: string;
  /** Abroad, for a person without an NRC: 6 to 12 letters and digits as printed. */
  passportNumber?: string;
  /**
   * A Zambian mobile number, such as `0971234567` or `+260971234567`; abroad, any mobile number
   * with its country code, such as `+44 7700 900123`.
   */
  phoneNumber: string;
  /** E-mail address; optional, but required of an organisation. */
  email?: string;
  /**
   * Health Professions Council of Zambia registration number; required for full membership. At
   * least one digit, and only letters, digits, `/`, `-`, `.` and spaces, at most 30 characters
   * once trimmed; else 400 naming `hpczNumber`.
   * @example 'HPCZ/CO/12345'
   */
  hpczNumber?: string;
  /** A professional category slug from `@coaz/content-data`; optional for affiliates only. */
  professionalCategory?: string;
  /** Province id from `GET districts`; required in Zambia. */
  provinceId?: number;
  /** District id from `GET districts`, in that province; required in Zambia. */
  districtId?: number;
  /** The country the applicant (or the organisation) is in; required abroad. */
  country?: string;
  /** Where a student trains; required for student membership. */
  trainingInstitution?: string;
  /** The institution's or organisation's name; required of an organisation. */
  organisationName?: string;
  /** Its registration number, such as a PACRA number; required of an organisation. */
  organisationRegistration?: string;
}

/**
 * An application from a signed-in account (`applyFromAccount`): the fields of
 * {@link MembershipApplicationInput} less the login, each but the type optional, since the identity
 * the account has is taken from it.
 */
export type AccountApplicationInput = Pick<MembershipApplicationInput, 'membershipType'> &
  Partial<Omit<MembershipApplicationInput, 'membershipType' | 'username' | 'password'>>;

/** Where an applicant is: in Zambia, or outside it (associate and affiliate membership only). */
export type ApplicantResidence = 'zambia' | 'abroad';

/** Who applies: a person, or an organisation through its contact person (affiliate only). */
export type ApplicantKind = 'person' | 'organisation';

/** Supporting documents (PDF, JPEG, PNG or WebP, 5 MB each). */
export interface ApplicationDocuments {
  /** Required for full membership. */
  practisingLicence?: Blob;
  /** Required for student membership. */
  studentCard?: Blob;
  /** Anything else that supports the application. */
  otherDocument?: Blob;
}

/** A stored supporting document (its bytes are for admins only). */
export interface ApplicationDocument {
  /** Id; admins read it with `admin.downloadDocument`. */
  id: string;
  /** `practising_licence`, `student_card` or `other`. */
  kind: string;
  /** The name it was uploaded with. */
  originalName: string;
  /** `application/pdf` or an image type. */
  contentType: string;
  /** Size in bytes. */
  sizeBytes: number;
  /** ISO date-time it was added: one added after a refusal is what the review again looks at. */
  addedAt: string;
}

/** Where an application stands. */
export type ApplicationStatus = 'SUBMITTED' | 'APPROVED' | 'REJECTED';

/** A membership application as its applicant sees it. */
export interface MembershipApplication {
  /** Id. */
  id: number;
  /** Slug of the type applied for. */
  membershipType: string;
  /** Its name, such as "Full Membership". */
  membershipTypeName: string;
  /** Where it stands. */
  status: ApplicationStatus;
  /** The secretariat's reason, when rejected. */
  reason: string | null;
  /** ISO date-time. */
  submittedAt: string;
  /** ISO date-time of the decision, or null. */
  decidedAt: string | null;
  /** Documents attached so far. */
  documents: ApplicationDocument[];
  /** Kinds still needed before review (`practising_licence`, `student_card`). */
  missingDocuments: string[];
}

/** A membership application with its applicant, as admins review it. */
export interface ReviewedApplication extends MembershipApplication {
  /** Who applied. */
  applicant: {
    username: string;
    firstName: string | null;
    lastName: string | null;
    nrcNumber: string | null;
    phoneNumber: string | null;
    email: string | null;
    hpczNumber: string | null;
    professionalCategory: string | null;
    professionalCategoryName: string | null;
    trainingInstitution: string | null;
    districtId: number | null;
    /** The country of an applicant outside Zambia (then `districtId` is null). */
    country: string | null;
    passportNumber: string | null;
    /** An organisation applying; `firstName` and `lastName` are then its contact person's. */
    organisationName: string | null;
    organisationRegistration: string | null;
  };
  /**
   * Other accounts that give the applicant's mobile, NRC or passport number, members first (at
   * most 10). Applications awaiting review may share a number (nothing checks it when typed);
   * approval answers 409 `phone_registered`, `nrc_registered` or `passport_registered` when a
   * `member` already has it.
   */
  sharedNumbers: SharedNumber[];
  /**
   * For an application under review again, the last refusal it was sent back from: the applicant
   * added documents after it, and `submittedAt` is when. Null for one never refused, or decided.
   */
  previousRefusal: {
    /** ISO date-time of the refusal. */
    refusedAt: string;
    /** The reason the applicant was given. */
    reason: string;
  } | null;
}

/** Another account that gives one of an applicant's numbers, as the review shows it. */
export interface SharedNumber {
  /** Which of the applicant's numbers it gives too. */
  number: 'phoneNumber' | 'nrcNumber' | 'passportNumber';
  /** Its holder's name, or user name when none is known. */
  name: string;
  /** Its user name. */
  username: string;
  /** True when it is a member: the application cannot be approved with this number. */
  member: boolean;
  /** Its membership number, once it has one. */
  membershipNumber: string | null;
  /** Its online application, if it applied online. */
  applicationId: number | null;
  /** Where that application stands, if any. */
  applicationStatus: ApplicationStatus | null;
}

/** What applying answered: the applicant is signed in at once (tokens are stored). */
export interface ApplicationReceipt {
  /** Always `INCOMPLETE_REGISTRATION` until the secretariat approves. */
  status: 'INCOMPLETE_REGISTRATION';
  /** A sentence for the applicant. */
  message: string;
  /** The application. */
  application: MembershipApplication;
}

/** Something the member needs to do, for the dashboard's welcome. */
export interface MembershipTodo {
  /** What kind of step. */
  kind:
    | 'finish_registration'
    | 'add_documents'
    | 'await_review'
    | 'application_rejected'
    | 'pay'
    | 'renew'
    | 'set_password';
  /** A sentence for the member. */
  message: string;
}

/** The member's membership, and what needs doing. */
export interface MembershipSummary {
  /** Account status. */
  status: string;
  /** Such as `COAZ-000017`, once approved. */
  membershipNumber: string | null;
  /** Type slug. */
  membershipType: string | null;
  /** Type name. */
  membershipTypeName: string | null;
  /** Category slug. */
  professionalCategory: string | null;
  /** Category name. */
  professionalCategoryName: string | null;
  /** Last day (YYYY-MM-DD) the paid year covers. */
  validUntil: string | null;
  /**
   * Whether a check of the card would say "in good standing" today: decided by the day, so it
   * turns false at Lusaka's midnight after the grace period while `status` may still read
   * `ACTIVE` until the hourly dues job lapses the account.
   */
  goodStanding: boolean;
  /**
   * The last day (YYYY-MM-DD, Lusaka) of good standing: the end of the grace period after the
   * paid year, the same date on every day of the paid year and of the grace period (the date
   * /verify and the renewal SMS give). The member is in the grace period when today is after
   * `validUntil`. Null when not in good standing, or on the roll from before online dues.
   */
  goodStandingUntil: string | null;
  /** The oldest unpaid fee. */
  fee: { receivableId: number; description: string; amount: number } | null;
  /** The online application, when the member applied online. */
  application: MembershipApplication | null;
  /** What needs doing, most urgent first. */
  todo: MembershipTodo[];
}

/** One line of the membership history. */
export interface MembershipEvent {
  /** ISO date-time. */
  at: string;
  /** Such as `applied`, `approved`, `payment`, `reminder`, `lapsed`. */
  kind: string;
  /** A sentence. */
  summary: string;
}

/** A receipt for a confirmed payment. */
export interface Receipt {
  /** Id, for `downloadReceipt`. */
  id: number;
  /** Such as `R2026-000042`. */
  receiptNumber: string;
  /** ISO date-time. */
  issuedAt: string;
  /** What was paid for. */
  description: string;
  /** Kwacha. */
  amount: number;
  /** Always `ZMW`. */
  currency: 'ZMW';
  /**
   * How it was paid: MTN, AIRTEL or ZAMTEL by mobile money, or a {@link RecordedPaymentMethod}
   * for a payment the secretariat received and recorded.
   */
  network: string;
  /** First day of the membership the payment paid for (`YYYY-MM-DD`, Lusaka); null on old receipts. */
  periodFrom: string | null;
  /** Last day the membership is valid after the payment (`YYYY-MM-DD`, Lusaka); null on old receipts. */
  validUntil: string | null;
}

/** The member's contact details. */
export interface MemberProfile {
  /** As registered; `null` when not given. */
  firstName: string | null;
  /** As registered; `null` when not given. */
  lastName: string | null;
  /** Where e-mail reaches the member; `null` when they gave none. */
  email: string | null;
  /** International form without `+`, such as `260971234567`. */
  phoneNumber: string | null;
  /**
   * The member's district, an id from `GET districts` of the member service; `null` when not set.
   */
  districtId: number | null;
  /** The province of that district; `null` when no district is set. */
  provinceId: number | null;
  /**
   * Where a member living outside Zambia lives, in place of a district; `null` for a member in
   * Zambia. Such a member's `phoneNumber` may have any country code.
   */
  country: string | null;
  /**
   * Whether the membership may be held from outside Zambia (associate and affiliate), so that
   * `updateProfile` may move the member abroad; a member abroad may always move home.
   */
  mayLiveAbroad: boolean;
  /** Whether a photo is set (`photo()` fetches it). */
  hasPhoto: boolean;
}

/** What a public check of a membership number says. */
export interface MembershipVerification {
  /** The number checked, upper case. */
  membershipNumber: string;
  /** In good standing today. */
  goodStanding: boolean;
  /**
   * The last day (YYYY-MM-DD, Lusaka) of good standing: the end of the grace period after the
   * paid year, the same date all year; null when not in good standing or with no paid year.
   */
  goodStandingUntil: string | null;
  /** "In good standing until 22 November 2027" or "Not in good standing". */
  statement: string;
  /** The member's name. */
  name: string;
  /** Membership type name. */
  membershipType: string | null;
  /** Professional category name; for a student membership, the programme trained in. */
  professionalCategory: string | null;
  /**
   * True for a student membership: `professionalCategory` is the programme the member trains in,
   * not a category they practise in, and is shown as "Training in", never as a bare category.
   */
  inTraining: boolean;
}

/** The annual subscription of a membership type. */
export interface MembershipDues {
  /** Type slug. */
  membershipType: ApplicableMembershipType;
  /** Type name. */
  name: string;
  /** Kwacha a year. */
  amount: number;
}

/**
 * What a request for a password reset code answered: the same for any login, member or not.
 * `newCode` is false when this browser asked too often: no new code comes, and the last one sent
 * to it still works until it expires.
 */
export interface PasswordRecoveryAnswer {
  /** A sentence to show. */
  message: string;
  /** Whether a new code was asked for (it replaces the browser's earlier ones). */
  newCode: boolean;
  /** With `newCode`: when the code on its way stops working (ISO, to the minute). */
  validUntil?: string;
  /** Without `newCode`: when this browser may ask for a new code (ISO). */
  askAgainAfter?: string;
}

/** What a password reset answered; the member is signed in with fresh tokens (stored). */
export interface PasswordResetResult {
  /** The login outcome the member now has. */
  status: 'SUCCESSFUL' | 'PENDING_PAYMENT' | 'INCOMPLETE_REGISTRATION';
  /** A sentence. */
  message: string;
}

/** A way of paying the secretariat records, besides mobile money online. */
export type RecordedPaymentMethod = 'BANK_TRANSFER' | 'CASH' | 'CHEQUE';

/** A member as the secretariat's lists name them (the fees to record, the billing search). */
export interface MemberOnRecord {
  /** The user name. */
  username: string;
  /** First name, or null. */
  firstName: string | null;
  /** Last name, or null. */
  lastName: string | null;
  /** An organisation's name; the names above are then its contact person's. */
  organisationName: string | null;
  /** Such as `COAZ-000123`, or null. */
  membershipNumber: string | null;
  /** The country of a member outside Zambia. */
  country: string | null;
  /** The account's status, such as `ACTIVE`. */
  status: string;
  /** Last day (`YYYY-MM-DD`, Lusaka) of the year paid so far, or null (none on record). */
  validUntil: string | null;
}

/** A member's unpaid fee, as the secretariat's list (`GET admin/receivables`) shows it. */
export interface FeeDue {
  /** The fee's id, for recording its payment. */
  receivableId: number;
  /** What it is for, such as "Associate Membership: first annual subscription". */
  description: string;
  /** Kwacha: the amount a record must give. */
  amount: number;
  /** Always `ZMW`. */
  currency: 'ZMW';
  /** ISO date-time the fee was billed. */
  billedAt: string;
  /**
   * A mobile-money prompt for this fee still waits for the member's approval: a payment recorded
   * now makes that one a refund due if the member approves it.
   */
  mobileMoneyWaiting: boolean;
  /** Who owes it. */
  member: MemberOnRecord;
}

/** What an admin records of a fee paid another way (`POST admin/receivables/{id}/payments`). */
export interface PaymentRecord {
  /** How the money came. */
  method: RecordedPaymentMethod;
  /** Kwacha: the whole fee (a part payment is refused, 422 `amount_mismatch`). */
  amount: number;
  /**
   * The day (`YYYY-MM-DD`, Lusaka) the money arrived: not after today, at most 400 days ago, and
   * not before the day the member's application was approved (422 `received_on_out_of_range`).
   */
  receivedOn: string;
  /** The bank's reference, the cheque number or the office receipt book's number (2 to 80 characters). */
  reference: string;
}

/** A recorded payment: the fee is paid, its receipt issued. */
export interface RecordedPayment extends PaymentRecord {
  /** The payment's id. */
  paymentId: string;
  /** The fee it paid. */
  receivableId: number;
  /** Always `ZMW`. */
  currency: 'ZMW';
  /** The receipt the member downloads, such as `R2026-000042`. */
  receiptNumber: string;
  /** The member afterwards: `ACTIVE` once no fee is left unpaid, and the year paid for. */
  member: { username: string; status: string; validUntil: string | null };
  /** A sentence for the admin. */
  message: string;
}

/**
 * An account as the secretariat's billing search (`GET admin/subscriptions?q=`) shows it: who it
 * is, the year paid, and the subscription a bill made now would be, or why none may be made.
 */
export interface MemberToBill extends MemberOnRecord {
  /** In good standing on the server's Lusaka day, by the rule /verify follows. */
  goodStanding: boolean;
  /**
   * Last day (`YYYY-MM-DD`, Lusaka) of good standing: the end of the grace period after the paid
   * year, the same date while the paid year runs; null when not in good standing or on the roll
   * from before online dues.
   */
  goodStandingUntil: string | null;
  /** The type recorded; null for a member from before types were recorded (a bill names one). */
  membershipType: string | null;
  /** Its name, such as "Full Membership". */
  membershipTypeName: string | null;
  /**
   * The fee a bill made now would be, its amount from the type's subscription; null when the
   * account may not be billed or has no type recorded.
   */
  subscription: { membershipType: string; description: string; amount: number } | null;
  /** The oldest fee still unpaid, whose payment the secretariat records instead of billing. */
  unpaidFee: { receivableId: number; description: string; amount: number } | null;
  /**
   * Why a bill would be refused now, as `POST admin/subscriptions` would answer (409):
   * `application_to_approve`, `registration_unfinished`, `not_a_member`, `suspended`, `fee_due`
   * or `year_paid`; null when the account may be billed.
   */
  refusal: { error: string; message: string } | null;
}

/** What an admin sends to bill a year's subscription (`POST admin/subscriptions`). */
export interface SubscriptionBill {
  /** The member's user name. */
  username: string;
  /**
   * Only for a member with no type recorded: the type they hold, recorded with the bill (422
   * `membership_type_required` without it). The amount is never sent: it is the type's.
   */
  membershipType?: ApplicableMembershipType;
}

/** A subscription billed: the fee the member now sees on the dashboard. */
export interface BilledSubscription {
  /** The fee's id, for recording its payment. */
  receivableId: number;
  /** What it is for, such as "Full Membership: annual subscription, a year from the day it is paid". */
  description: string;
  /** Kwacha. */
  amount: number;
  /** Always `ZMW`. */
  currency: 'ZMW';
  /** ISO date-time it was billed. */
  billedAt: string;
  /** The member billed, with the type billed as. */
  member: {
    username: string;
    status: string;
    membershipNumber: string | null;
    membershipType: string;
  };
  /** A sentence for the admin. */
  message: string;
}
