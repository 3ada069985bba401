-- A receipt states the period its payment paid for: the bill's text is written when the fee is
-- billed (30 days ahead), while the year paid for starts on the payment date when the member pays
-- after their year ended. Receipts issued before this are left without one.
ALTER TABLE receipts ADD COLUMN period_from date;
ALTER TABLE receipts ADD COLUMN valid_until date;
