-- Undo of a delete puts back the same entry: its id (so its address, /news?article=16, already
-- shared, works again), its version and its revision history, and its publication as it was.
-- A delete therefore marks the row instead of removing it: `deleted_at` is when it was deleted,
-- NULL for an entry in use. Every read the public or the studio makes leaves marked rows out;
-- `POST /api/{collection}/{id}/put-back` clears the mark. Marked rows are kept indefinitely (their
-- revisions always were), so an entry deleted by mistake can be put back later too.
-- Adding a nullable column rewrites no row. Plain SQL that PGlite and PostgreSQL both take.
ALTER TABLE news ADD COLUMN deleted_at timestamptz;
ALTER TABLE events ADD COLUMN deleted_at timestamptz;
ALTER TABLE vacancies ADD COLUMN deleted_at timestamptz;
ALTER TABLE people ADD COLUMN deleted_at timestamptz;
ALTER TABLE partners ADD COLUMN deleted_at timestamptz;
