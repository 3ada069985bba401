// Drizzle's view of the tables that migrations/0001_initial.sql creates; the SQL is the source of
// truth and these declarations must follow it.
import { date, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/** One mobile-money payment attempt for a receivable. */
export const payments = pgTable('payments', {
  id: uuid('id').primaryKey(),
  receivableId: integer('receivable_id').notNull(),
  userId: integer('user_id').notNull(),
  network: text('network').$type<MobileMoneyNetwork>().notNull(),
  phoneNumber: text('phone_number').notNull(),
  amountNgwee: integer('amount_ngwee').notNull(),
  provider: text('provider').notNull(),
  providerReference: text('provider_reference').notNull(),
  status: text('status').$type<PaymentStatus>().notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
  confirmedAt: moment('confirmed_at'),
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
  createdBy: integer('created_by'),
  createdAt: moment('created_at').notNull().defaultNow(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
  version: integer('version').notNull().default(1),
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
});

/** Counters of fixed-window rate limits, shared by every instance. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  bucket: text('bucket').notNull(),
  windowStart: moment('window_start').notNull(),
  hits: integer('hits').notNull(),
});

/** Where a member's account stands; only `ACTIVE` members log in successfully. */
export type MemberStatus =
  | 'ACTIVE'
  | 'PENDING_PAYMENT'
  | 'OTP'
  | 'INCOMPLETE_REGISTRATION'
  | 'SUSPENDED';

/** What a member may do beyond their own account: editors write contents, admins also review applications and set dues. */
export type MemberRole = 'member' | 'editor' | 'admin';

/** The mobile-money networks members pay through. */
export type MobileMoneyNetwork = 'MTN' | 'AIRTEL' | 'ZAMTEL';

/** Where a payment stands. */
export type PaymentStatus = 'PENDING' | 'CONFIRMED' | 'FAILED';

/** The logo of a vacancy's employer, as content-data describes a site image. */
export interface VacancyLogo {
  /** Path relative to content-data's assets folder. */
  src: string;
  /** What the image shows. */
  alt: string;
  /** Intrinsic width in CSS pixels. */
  width: number;
  /** Intrinsic height in CSS pixels. */
  height: number;
}

/** Posts the association is filling, shown on the careers page. */
export const vacancies = pgTable('vacancies', {
  id: text('id').primaryKey(),
  company: text('company').notNull(),
  position: text('position').notNull(),
  country: text('country').notNull(),
  province: text('province').notNull(),
  district: text('district').notNull(),
  numberOfVacancies: integer('number_of_vacancies').notNull(),
  postedOn: text('posted_on').notNull(),
  closingOn: text('closing_on').notNull(),
  comments: jsonb('comments').$type<string[]>().notNull(),
  logo: jsonb('logo').$type<VacancyLogo>().notNull(),
  sortOrder: integer('sort_order').notNull(),
});
