-- A notice may carry the last day it is shown to the public ("AGM registration closes Friday"):
-- a calendar day in Lusaka, inclusive, so the notice leaves the public lists at the midnight after
-- it. A date, not a moment, because editors think of a notice's end as a day and the public
-- caches already change at Lusaka's midnight (the cache key carries the date).
-- Existing notices get NULL, "no end": they stay shown until an editor deletes them, as before.
-- Adding a nullable column rewrites no row. Plain SQL that PGlite and PostgreSQL both take.
ALTER TABLE contents ADD COLUMN show_until date;
