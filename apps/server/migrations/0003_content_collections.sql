-- Issue 16: the association edits its own news, events, vacancies, people and partners.
-- Every collection shares the workflow columns (status, publish_at, version, created_at,
-- updated_at); what changed is kept in entry_revisions and audit_log; content_state holds the
-- version that every instance polls to invalidate its page and list caches; upload_blobs keeps
-- uploaded pictures in the database so every instance serves them and backups include them.

ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('member', 'editor', 'admin'));

CREATE TABLE news (
  id serial PRIMARY KEY,
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published')),
  publish_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  title text NOT NULL,
  body text NOT NULL,
  date date NOT NULL,
  tag text,
  picture jsonb
);
CREATE INDEX news_order_idx ON news (date DESC, id DESC);

CREATE TABLE events (
  id serial PRIMARY KEY,
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published')),
  publish_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  title text NOT NULL,
  date date NOT NULL,
  end_date date,
  start_time text,
  end_time text,
  venue text NOT NULL,
  description text,
  picture jsonb
);
CREATE INDEX events_order_idx ON events (date DESC, id DESC);

-- 0002's vacancies had text ids and free-text dates, seeded from content-data and never edited;
-- their rows move into the new table, dates parsed ("29th November 2024" or ISO).
ALTER TABLE vacancies RENAME TO vacancies_0002;
CREATE TABLE vacancies (
  id serial PRIMARY KEY,
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published')),
  publish_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  position text NOT NULL,
  company text NOT NULL,
  logo jsonb,
  country text NOT NULL DEFAULT 'Zambia',
  province text,
  district text,
  number_of_vacancies integer NOT NULL DEFAULT 1 CHECK (number_of_vacancies >= 1),
  posted_on date NOT NULL,
  closing_on date NOT NULL,
  comments jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX vacancies_order_idx ON vacancies (closing_on DESC, id DESC);

CREATE FUNCTION pg_temp.published_date(value text) RETURNS date LANGUAGE sql AS $$
  SELECT CASE
    WHEN value ~ '^\d{4}-\d{2}-\d{2}$' THEN value::date
    WHEN value ~ '^\d{1,2}(st|nd|rd|th)? [A-Za-z]+ \d{4}$'
      THEN to_date(regexp_replace(value, '(\d)(st|nd|rd|th)', '\1'), 'DD Month YYYY')
  END
$$;
INSERT INTO vacancies (position, company, logo, country, province, district,
  number_of_vacancies, posted_on, closing_on, comments)
SELECT position, company, NULL, country, province, district, number_of_vacancies,
  coalesce(pg_temp.published_date(posted_on), CURRENT_DATE),
  coalesce(pg_temp.published_date(closing_on), CURRENT_DATE),
  comments
FROM vacancies_0002 ORDER BY sort_order, id;
DROP TABLE vacancies_0002;

CREATE TABLE people (
  id serial PRIMARY KEY,
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published')),
  publish_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  name text NOT NULL,
  gender text CHECK (gender IN ('female', 'male')),
  position text NOT NULL,
  tenure text,
  about text,
  qualifications text,
  contributions text,
  publications_url text,
  email text,
  photo jsonb,
  group_slug text NOT NULL,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX people_group_idx ON people (group_slug, sort_order, name, id);

CREATE TABLE partners (
  id serial PRIMARY KEY,
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published')),
  publish_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  name text NOT NULL,
  description text NOT NULL,
  logo jsonb,
  url text,
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX partners_order_idx ON partners (sort_order, name, id);

-- Every saved state of every entry; `id` is the revision number the API shows.
CREATE TABLE entry_revisions (
  id serial PRIMARY KEY,
  collection text NOT NULL,
  entry_id integer NOT NULL,
  version integer NOT NULL,
  saved_at timestamptz NOT NULL DEFAULT now(),
  saved_by text,
  entry jsonb NOT NULL
);
CREATE INDEX entry_revisions_entry_idx ON entry_revisions (collection, entry_id, id DESC);

CREATE TABLE audit_log (
  id serial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor text,
  action text NOT NULL CHECK (action IN ('create', 'update', 'delete', 'publish', 'unpublish', 'schedule', 'restore', 'role')),
  collection text NOT NULL,
  entry_id integer,
  summary text NOT NULL
);
CREATE INDEX audit_log_collection_idx ON audit_log (collection, id DESC);

-- One row: bumped in the same transaction as every write that can change what the public sees.
CREATE TABLE content_state (
  id integer PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  seeded_at timestamptz
);
INSERT INTO content_state (id, version) VALUES (1, 1);

CREATE TABLE upload_blobs (
  name text PRIMARY KEY,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
