-- The site's settings (the secretariat's contact details and office hours, the home page's
-- success story and carousel) become the editors', as one record. No row means nothing was saved
-- yet: the server then answers content-data's values, so a fresh install shows what it always
-- showed, and the first save writes the row. Revisions and the audit log are the collections'
-- (`entry_revisions`, `audit_log`, collection `site-settings`, entry 1).
CREATE TABLE site_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  version integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  settings jsonb NOT NULL
);
