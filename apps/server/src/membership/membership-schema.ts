// Drizzle's view of the tables migrations/0005_membership.sql creates; the SQL is the source of
// truth. Kept apart from db/schema.ts so the membership work merges without touching its tables.
import {
  customType,
  date,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres answers a Buffer and PGlite a Uint8Array; both are Uint8Array.
  fromDriver: (value) => new Uint8Array(value),
});

/** Where an application stands with the secretariat. */
export type ApplicationStatus = 'SUBMITTED' | 'APPROVED' | 'REJECTED';

/** What a stored member document is. */
export type DocumentKind = 'practising_licence' | 'student_card' | 'other' | 'photo';

/** What a verification code proves. */
export type CodePurpose = 'password_reset' | 'phone_change';

/** The annual subscription of each membership type, in ngwee, set by admins. */
export const membershipDues = pgTable('membership_dues', {
  membershipType: text('membership_type').primaryKey(),
  amountNgwee: integer('amount_ngwee').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
  updatedBy: integer('updated_by'),
});

/** One application for membership per applicant account. */
export const membershipApplications = pgTable('membership_applications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  membershipType: text('membership_type').notNull(),
  status: text('status').$type<ApplicationStatus>().notNull(),
  reason: text('reason'),
  submittedAt: moment('submitted_at').notNull().defaultNow(),
  decidedAt: moment('decided_at'),
  decidedBy: integer('decided_by'),
});

/** Supporting documents and profile photos, stored in the database and never public. */
export const memberDocuments = pgTable('member_documents', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id').notNull(),
  kind: text('kind').$type<DocumentKind>().notNull(),
  contentType: text('content_type').notNull(),
  originalName: text('original_name').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/** A receipt for one confirmed payment. */
export const receipts = pgTable('receipts', {
  id: serial('id').primaryKey(),
  receiptNumber: text('receipt_number').notNull(),
  paymentId: uuid('payment_id').notNull(),
  userId: integer('user_id').notNull(),
  amountNgwee: integer('amount_ngwee').notNull(),
  description: text('description').notNull(),
  network: text('network').notNull(),
  issuedAt: moment('issued_at').notNull().defaultNow(),
  /** The first day of the membership this payment paid for (0006_receipt_period.sql). */
  periodFrom: date('period_from', { mode: 'string' }),
  /** The last day the membership is valid after this payment. */
  validUntil: date('valid_until', { mode: 'string' }),
});

/** Six-digit codes (hashed) for password recovery and phone confirmation. */
export const verificationCodes = pgTable('verification_codes', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id').notNull(),
  purpose: text('purpose').$type<CodePurpose>().notNull(),
  target: text('target'),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: moment('expires_at').notNull(),
  /** When the code stopped working: used, or retired (a newer code, a password or phone change). */
  usedAt: moment('used_at'),
  /**
   * When a right code was typed and used up (a password reset done with it). Only `consumeCode`
   * sets it; a code retired by a newer one or by a password change has `usedAt` alone, so only
   * this code, in the browser that used it, can be answered as the reset it made (migration 0022).
   */
  consumedAt: moment('consumed_at'),
  /**
   * When a repeat of the reset this code made was refused for a password that is not the one set:
   * from then on the code answers no repeat, so a repeat tells no one which password is right.
   */
  repeatClosedAt: moment('repeat_closed_at'),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/** Messages the demo provider would have sent. */
export const messageOutbox = pgTable('message_outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').$type<'sms' | 'email'>().notNull(),
  recipient: text('recipient').notNull(),
  body: text('body').notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/** What happened to a membership, newest first in the member's history. */
export const membershipEvents = pgTable('membership_events', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  at: moment('at').notNull().defaultNow(),
  kind: text('kind').notNull(),
  summary: text('summary').notNull(),
});

/** Dues reminders already sent, so each goes once. */
export const duesReminders = pgTable('dues_reminders', {
  userId: integer('user_id').notNull(),
  validUntil: text('valid_until').notNull(),
  daysBefore: integer('days_before').notNull(),
  sentAt: moment('sent_at').notNull().defaultNow(),
});
