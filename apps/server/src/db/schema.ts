// Drizzle's view of the tables that migrations/0001_initial.sql creates; the SQL is the source of
// truth and these declarations must follow it.
import {
  bigint,
  boolean,
  customType,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Zambia's ten provinces. */
export const provinces = pgTable('provinces', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

/** Zambia's districts, each in one province. */
export const districts = pgTable('districts', {
  id: integer('id').primaryKey(),
  provinceId: integer('province_id').notNull(),
  name: text('name').notNull(),
});

/** What a membership fee is charged for, and how much (in ngwee). */
export const membershipFeeCriteria = pgTable('membership_fee_criteria', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  amountNgwee: integer('amount_ngwee').notNull(),
});

/** Member accounts of the member service. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  passwordHash: text('password_hash').notNull(),
  status: text('status').$type<MemberStatus>().notNull(),
  role: text('role').$type<MemberRole>().notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email'),
  phoneNumber: text('phone_number'),
  nrcNumber: text('nrc_number'),
  districtId: integer('district_id'),
  usedOneTimePasswordHash: text('used_one_time_password_hash'),
  createdAt: moment('created_at').notNull().defaultNow(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
  // Membership (migrations/0005_membership.sql).
  membershipType: text('membership_type'),
  professionalCategory: text('professional_category'),
  hpczNumber: text('hpcz_number'),
  trainingInstitution: text('training_institution'),
  membershipNumber: text('membership_number'),
  validUntil: date('valid_until', { mode: 'string' }),
  photoDocumentId: uuid('photo_document_id'),
  // An applicant abroad, or an organisation (migrations/0014_applicants_abroad_and_organisations.sql).
  country: text('country'),
  passportNumber: text('passport_number'),
  organisationName: text('organisation_name'),
  organisationRegistration: text('organisation_registration'),
});

/** A fee a member owes; paid once `paidAt` is set. */
export const receivables = pgTable('receivables', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  criteriaId: integer('criteria_id').notNull(),
  amountNgwee: integer('amount_ngwee').notNull(),
  description: text('description').notNull(),
  paidAt: moment('paid_at'),
  createdAt: moment('created_at').notNull().defaultNow(),
  /** The last day the subscription covers once this fee is paid (0005_membership.sql). */
  coversUntil: date('covers_until', { mode: 'string' }),
});

/**
 * One payment of a receivable: a mobile-money attempt, or a payment the secretariat received
 * another way and recorded (migrations/0015), which has no network or wallet.
 */
export const payments = pgTable('payments', {
  id: uuid('id').primaryKey(),
  receivableId: integer('receivable_id').notNull(),
  userId: integer('user_id').notNull(),
  /** Null for a payment the secretariat recorded (`method` other than MOBILE_MONEY). */
  network: text('network').$type<MobileMoneyNetwork>(),
  phoneNumber: text('phone_number'),
  amountNgwee: integer('amount_ngwee').notNull(),
  provider: text('provider').notNull(),
  providerReference: text('provider_reference').notNull(),
  status: text('status').$type<PaymentStatus>().notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
  confirmedAt: moment('confirmed_at'),
  idempotencyKey: text('idempotency_key'),
  failureReason: text('failure_reason'),
  refundDue: boolean('refund_due').notNull().default(false),
  /** When the secretariat paid a `refundDue` payment back, and who recorded it (migrations/0007). */
  refundedAt: moment('refunded_at'),
  refundedBy: integer('refunded_by'),
  /** How the money came (migrations/0015): mobile money, or a way the secretariat recorded. */
  method: text('method').$type<PaymentMethod>().notNull().default('MOBILE_MONEY'),
  /** The day (Lusaka) the secretariat received the money; null for mobile money. */
  receivedOn: date('received_on', { mode: 'string' }),
  /** The admin who recorded a payment received another way. */
  recordedBy: integer('recorded_by'),
});

/** Refresh tokens, by SHA-256 of the token; the token itself is never stored. */
export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
  expiresAt: moment('expires_at').notNull(),
  revokedAt: moment('revoked_at'),
});

/** Published content entries (news and notices) that editors write. */
export const contents = pgTable('contents', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  imageUrl: text('image_url'),
  /** The picture's alternative text; '' means decorative (or no picture). */
  imageAlt: text('image_alt').notNull().default(''),
  /**
   * The last day (in Lusaka, inclusive) the public sees the notice; null shows it until deleted.
   * Editors still list an ended notice, to extend or delete it.
   */
  showUntil: date('show_until', { mode: 'string' }),
  createdBy: integer('created_by'),
  createdAt: moment('created_at').notNull().defaultNow(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
  /** When it was deleted (migrations/0020), null while in use: Undo puts back the same notice. */
  deletedAt: moment('deleted_at'),
});

/** Uploaded images; the file itself lives in the upload storage under `fileName`. */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  originalName: text('original_name'),
  uploadedBy: integer('uploaded_by'),
  createdAt: moment('created_at').notNull().defaultNow(),
  /** The widths stored as `<id>-<width>.webp`, narrowest first; null for an original kept as sent. */
  variantWidths: integer('variant_widths').array(),
  /** Until when one instance renders this upload's missing widths (the variant backfill). */
  variantsClaimedUntil: moment('variants_claimed_until'),
});

/** Counters of fixed-window rate limits, shared by every instance. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  bucket: text('bucket').notNull(),
  windowStart: moment('window_start').notNull(),
  hits: integer('hits').notNull(),
  lastHitAt: moment('last_hit_at').notNull().defaultNow(),
});

/** Refresh tokens a session has rotated away from; presenting one again revokes the session. */
export const retiredRefreshTokens = pgTable('retired_refresh_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: uuid('session_id').notNull(),
  retiredAt: moment('retired_at').notNull().defaultNow(),
});

/** Where a member's account stands; only `ACTIVE` members log in successfully. */
export type MemberStatus =
  | 'ACTIVE'
  | 'PENDING_PAYMENT'
  | 'OTP'
  | 'INCOMPLETE_REGISTRATION'
  | 'SUSPENDED';

/** What a member may do beyond their own account: editors write contents; admins also make editors, review applications and set dues. */
export type MemberRole = 'member' | 'editor' | 'admin';

/** The mobile-money networks members pay through. */
export type MobileMoneyNetwork = 'MTN' | 'AIRTEL' | 'ZAMTEL';

/** How a payment's money came: by mobile money online, or a way the secretariat records. */
export type PaymentMethod = 'MOBILE_MONEY' | 'BANK_TRANSFER' | 'CASH' | 'CHEQUE';

/** Where a payment stands. */
export type PaymentStatus = 'PENDING' | 'CONFIRMED' | 'FAILED';

/** A picture of an entry: an upload address or an https URL, its alternative text and focal point. */
export interface StoredPicture {
  url: string;
  alt: string;
  /** Percent of the width, 0 to 100. */
  focusX: number;
  /** Percent of the height, 0 to 100. */
  focusY: number;
}

/** Whether an entry shows publicly (once `publishAt` has passed) or only to editors. */
export type EntryStatus = 'draft' | 'published';

const day = (name: string) => date(name, { mode: 'string' });

/** The workflow columns every editable collection shares (migrations/0003). */
function entryColumns() {
  return {
    id: serial('id').primaryKey(),
    status: text('status').$type<EntryStatus>().notNull().default('published'),
    publishAt: moment('publish_at'),
    version: integer('version').notNull().default(1),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    /** When it was deleted (migrations/0019), null while in use: Undo puts back the same row. */
    deletedAt: moment('deleted_at'),
  };
}

/** News items. */
export const news = pgTable('news', {
  ...entryColumns(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  date: day('date').notNull(),
  /** How much of `date` was published and is shown (0016): the day, its month or year, or none. */
  datePrecision: text('date_precision')
    .$type<'day' | 'month' | 'year' | 'undated'>()
    .notNull()
    .default('day'),
  tag: text('tag'),
  picture: jsonb('picture').$type<StoredPicture>(),
});

/** The association's events. */
export const events = pgTable('events', {
  ...entryColumns(),
  title: text('title').notNull(),
  date: day('date').notNull(),
  endDate: day('end_date'),
  startTime: text('start_time'),
  endTime: text('end_time'),
  venue: text('venue').notNull(),
  description: text('description'),
  picture: jsonb('picture').$type<StoredPicture>(),
});

/** Posts on the careers page. */
export const vacancies = pgTable('vacancies', {
  ...entryColumns(),
  position: text('position').notNull(),
  company: text('company').notNull(),
  logo: jsonb('logo').$type<StoredPicture>(),
  country: text('country').notNull().default('Zambia'),
  province: text('province'),
  district: text('district'),
  numberOfVacancies: integer('number_of_vacancies').notNull().default(1),
  postedOn: day('posted_on').notNull(),
  closingOn: day('closing_on').notNull(),
  comments: jsonb('comments').$type<string[]>().notNull().default([]),
});

/** Office bearers, committee members and staff. */
export const people = pgTable('people', {
  ...entryColumns(),
  name: text('name').notNull(),
  gender: text('gender').$type<'female' | 'male'>(),
  position: text('position').notNull(),
  tenure: text('tenure'),
  about: text('about'),
  qualifications: text('qualifications'),
  contributions: text('contributions'),
  publicationsUrl: text('publications_url'),
  email: text('email'),
  photo: jsonb('photo').$type<StoredPicture>(),
  group: text('group_slug').notNull(),
  order: integer('sort_order').notNull().default(0),
});

/** Organisations the association works with. */
export const partners = pgTable('partners', {
  ...entryColumns(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  logo: jsonb('logo').$type<StoredPicture>(),
  url: text('url'),
  order: integer('sort_order').notNull().default(0),
});

/** Every saved state of every entry; `id` is the revision number. */
export const entryRevisions = pgTable('entry_revisions', {
  id: serial('id').primaryKey(),
  collection: text('collection').notNull(),
  entryId: integer('entry_id').notNull(),
  version: integer('version').notNull(),
  savedAt: moment('saved_at').notNull().defaultNow(),
  savedBy: text('saved_by'),
  entry: jsonb('entry').$type<Record<string, unknown>>().notNull(),
});

/**
 * What an audit log line records: a studio change, a role change, or an admin's decision on an
 * application (`approve`, `reject`) or a refund paid back (`refund`).
 */
export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'publish'
  | 'unpublish'
  | 'schedule'
  | 'restore'
  | 'role'
  | 'approve'
  | 'reject'
  | 'refund';

/** Who changed what, when. */
export const auditLog = pgTable('audit_log', {
  id: serial('id').primaryKey(),
  at: moment('at').notNull().defaultNow(),
  actor: text('actor'),
  action: text('action').$type<AuditAction>().notNull(),
  collection: text('collection').notNull(),
  entryId: integer('entry_id'),
  summary: text('summary').notNull(),
});

/** The site's settings, one row (id 1) once an editor first saves them; see migrations/0008. */
export const siteSettings = pgTable('site_settings', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
});

/** The one row every instance polls: `version` goes up with each change the public can see. */
export const contentState = pgTable('content_state', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
  changedAt: moment('changed_at').notNull().defaultNow(),
  seededAt: moment('seeded_at'),
});

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres sends a Buffer as bytea, not every Uint8Array.
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** Uploaded files' bytes, so every instance serves them and backups include them. */
export const uploadBlobs = pgTable('upload_blobs', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
});
