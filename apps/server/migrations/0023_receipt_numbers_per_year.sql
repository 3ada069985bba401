-- Receipt numbers restart at 000001 each (Lusaka) year, as auditors read a year's series: one
-- sequence numbered them all, so the first receipt of 2028 was R2028-000003 when 2027 had ended at
-- R2027-000002. A row per year holds the last number issued in it, drawn by
-- `nextReceiptNumber` (INSERT ... ON CONFLICT DO UPDATE ... RETURNING) in the transaction that
-- stores the receipt. Receipts already issued keep their numbers: each year present starts from the
-- highest number it holds, so a year under way continues after its last receipt and no number is
-- issued twice. `receipt_number_seq` is no longer drawn from; it is left for backups that name it.
-- Plain SQL that PGlite and PostgreSQL both take.
CREATE TABLE receipt_number_years (
  year integer PRIMARY KEY,
  last_number integer NOT NULL CHECK (last_number > 0)
);
INSERT INTO receipt_number_years (year, last_number)
SELECT substring(receipt_number FROM '^R(\d{4})-')::integer,
       max(substring(receipt_number FROM '-(\d{1,9})$')::integer)
FROM receipts
WHERE receipt_number ~ '^R\d{4}-\d{1,9}$'
GROUP BY 1;
