-- The member service, contents, uploads, payments and rate limits.
-- Applied once, in a transaction, by src/db/migrate.ts; recorded in schema_migrations.

CREATE TABLE provinces (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE
);

CREATE TABLE districts (
  id integer PRIMARY KEY,
  province_id integer NOT NULL REFERENCES provinces (id),
  name text NOT NULL,
  UNIQUE (province_id, name)
);

CREATE TABLE membership_fee_criteria (
  id integer PRIMARY KEY,
  name text NOT NULL,
  amount_ngwee integer NOT NULL CHECK (amount_ngwee > 0)
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  status text NOT NULL CHECK (status IN ('ACTIVE', 'PENDING_PAYMENT', 'OTP', 'INCOMPLETE_REGISTRATION', 'SUSPENDED')),
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'editor')),
  first_name text,
  last_name text,
  email text,
  phone_number text,
  nrc_number text,
  district_id integer REFERENCES districts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE receivables (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  criteria_id integer NOT NULL REFERENCES membership_fee_criteria (id),
  amount_ngwee integer NOT NULL CHECK (amount_ngwee > 0),
  description text NOT NULL,
  paid_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX receivables_user_idx ON receivables (user_id);

CREATE TABLE payments (
  id uuid PRIMARY KEY,
  receivable_id integer NOT NULL REFERENCES receivables (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  network text NOT NULL CHECK (network IN ('MTN', 'AIRTEL', 'ZAMTEL')),
  phone_number text NOT NULL,
  amount_ngwee integer NOT NULL,
  provider text NOT NULL,
  provider_reference text NOT NULL,
  status text NOT NULL CHECK (status IN ('PENDING', 'CONFIRMED', 'FAILED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz
);
CREATE INDEX payments_user_idx ON payments (user_id);

CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id);

CREATE TABLE contents (
  id serial PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL,
  image_url text,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX contents_created_at_idx ON contents (created_at DESC, id DESC);

CREATE TABLE uploads (
  id uuid PRIMARY KEY,
  file_name text NOT NULL UNIQUE,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  original_name text,
  uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE rate_limit_hits (
  bucket text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
CREATE INDEX rate_limit_hits_window_idx ON rate_limit_hits (window_start);
