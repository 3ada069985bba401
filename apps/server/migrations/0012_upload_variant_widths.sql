-- Each upload records the widths it is stored at, so a width added to the standard set (960 px,
-- December 2026) can be made for the pictures uploaded before it by the variant backfill, and a
-- request for a width not made yet is known for what it is. `variants_claimed_until` is the lease
-- an instance takes on an upload while it renders the missing widths, so two instances never
-- render the same picture at once; a lease left by an instance that stopped expires on its own.
-- Uploads re-encoded before this (`<uuid>-<widest>.webp`) were stored at every width of
-- 320, 640 and 1280 they reached, plus their own width when under 1280. Originals kept as sent
-- (`<uuid>.<ext>`) have no variants: NULL. Idempotent, so a test can run it again after nulling
-- the column. Plain SQL that PGlite and PostgreSQL both take.
ALTER TABLE uploads ADD COLUMN IF NOT EXISTS variant_widths integer[];
ALTER TABLE uploads ADD COLUMN IF NOT EXISTS variants_claimed_until timestamptz;
UPDATE uploads
SET variant_widths = ARRAY(
  SELECT DISTINCT width
  FROM unnest(ARRAY[320, 640, 1280, substring(file_name FROM '^[0-9a-f-]{36}-([0-9]{1,4})\.webp$')::integer]) AS width
  WHERE width <= substring(file_name FROM '^[0-9a-f-]{36}-([0-9]{1,4})\.webp$')::integer
  ORDER BY width
)
WHERE variant_widths IS NULL AND file_name ~ '^[0-9a-f-]{36}-[0-9]{1,4}\.webp$';
