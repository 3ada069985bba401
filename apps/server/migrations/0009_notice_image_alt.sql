-- A notice's picture gets its alternative text, as the site settings' pictures have `alt`.
-- Existing notices get '' (decorative) until an editor describes their picture: nothing better
-- can be said of a picture no one has described, and '' makes screen readers skip it rather than
-- read out its file name. Plain SQL that PGlite and PostgreSQL both take.
ALTER TABLE contents ADD COLUMN image_alt text NOT NULL DEFAULT '';
