-- Membership from application to good standing: applications and their documents, admins'
-- review, annual dues per membership type, receipts, messages, verification codes and history.

-- Admins review applications and set dues (issue 16 introduces the same role for the studio;
-- dropping and re-adding keeps this migration correct whichever lands first).
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('member', 'editor', 'admin'));

ALTER TABLE users ADD COLUMN membership_type text;
ALTER TABLE users ADD COLUMN professional_category text;
ALTER TABLE users ADD COLUMN hpcz_number text;
ALTER TABLE users ADD COLUMN training_institution text;
ALTER TABLE users ADD COLUMN membership_number text UNIQUE;
-- The last day (Africa/Lusaka) the paid subscription covers; null before the first payment.
ALTER TABLE users ADD COLUMN valid_until date;
ALTER TABLE users ADD COLUMN photo_document_id uuid;
CREATE UNIQUE INDEX users_nrc_number_unique ON users (nrc_number) WHERE nrc_number IS NOT NULL;

CREATE SEQUENCE membership_number_seq START 1;
CREATE SEQUENCE receipt_number_seq START 1;

-- What each membership type pays a year, in ngwee; admins change it.
CREATE TABLE membership_dues (
  membership_type text PRIMARY KEY,
  amount_ngwee integer NOT NULL CHECK (amount_ngwee > 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by integer REFERENCES users (id) ON DELETE SET NULL
);

CREATE TABLE membership_applications (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  membership_type text NOT NULL,
  status text NOT NULL CHECK (status IN ('SUBMITTED', 'APPROVED', 'REJECTED')),
  reason text,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by integer REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX membership_applications_status_idx ON membership_applications (status, submitted_at);

-- Supporting documents and profile photos: bytes in the database, never served publicly.
CREATE TABLE member_documents (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('practising_licence', 'student_card', 'other', 'photo')),
  content_type text NOT NULL,
  original_name text NOT NULL,
  size_bytes integer NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_documents_user_idx ON member_documents (user_id);

-- A receivable may extend the subscription to a date once paid.
ALTER TABLE receivables ADD COLUMN covers_until date;

CREATE TABLE receipts (
  id serial PRIMARY KEY,
  receipt_number text NOT NULL UNIQUE,
  payment_id uuid NOT NULL UNIQUE REFERENCES payments (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  amount_ngwee integer NOT NULL,
  description text NOT NULL,
  network text NOT NULL,
  issued_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX receipts_user_idx ON receipts (user_id, issued_at DESC);

-- Six-digit codes for password recovery and phone confirmation; only a hash is kept.
CREATE TABLE verification_codes (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('password_reset', 'phone_change')),
  target text,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_codes_user_idx ON verification_codes (user_id, purpose, created_at DESC);

-- The demo outbox: messages the demo provider "sent", readable at /api/dev/outbox.
CREATE TABLE message_outbox (
  id serial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- What happened to a membership, for the member's history.
CREATE TABLE membership_events (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  at timestamptz NOT NULL DEFAULT now(),
  kind text NOT NULL,
  summary text NOT NULL
);
CREATE INDEX membership_events_user_idx ON membership_events (user_id, at DESC);

-- One reminder per member, expiry date and lead time, whichever instance runs the job.
CREATE TABLE dues_reminders (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  valid_until date NOT NULL,
  days_before integer NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, valid_until, days_before)
);
