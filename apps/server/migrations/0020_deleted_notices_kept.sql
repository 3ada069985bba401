-- Undo of a notice's delete puts back the same notice, as 0019 does for the collections' entries:
-- its id (so the home page's link and a shared /news#notice-N work again), its version and its
-- revision history. A delete therefore marks the row instead of removing it: `deleted_at` is when
-- it was deleted, NULL for a notice in use. Every read of the notices, public or editor's, leaves
-- marked rows out; `POST /api/contents/{id}/put-back` clears the mark. Marked rows are kept
-- indefinitely (their revisions always were), so a notice deleted by mistake can be put back later.
-- Adding a nullable column rewrites no row. Plain SQL that PGlite and PostgreSQL both take.
ALTER TABLE contents ADD COLUMN deleted_at timestamptz;
