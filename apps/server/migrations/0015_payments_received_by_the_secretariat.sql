-- The secretariat records a fee paid another way than by mobile money (a bank transfer, cash at
-- the office, a cheque): a member abroad, an institution, or a member from before online dues
-- had no way to pay that the site could see. Such a payment is a row of `payments` like any
-- other, CONFIRMED when recorded, so the one guard that keeps a fee from being paid twice
-- (`receivables.paid_at` set only while it is null) and the receipts, whose `payment_id` refers
-- here, serve both. A payment received this way has no network or wallet; it has the day the
-- money arrived, the bank's or receipt book's reference (kept in `provider_reference`) and the
-- admin who recorded it. The decision is in the server README ("Payments the secretariat records").
ALTER TABLE payments ADD COLUMN method text NOT NULL DEFAULT 'MOBILE_MONEY'
  CHECK (method IN ('MOBILE_MONEY', 'BANK_TRANSFER', 'CASH', 'CHEQUE'));
ALTER TABLE payments ALTER COLUMN network DROP NOT NULL;
ALTER TABLE payments ALTER COLUMN phone_number DROP NOT NULL;
ALTER TABLE payments ADD COLUMN received_on date;
ALTER TABLE payments ADD COLUMN recorded_by integer REFERENCES users (id) ON DELETE SET NULL;
-- A mobile-money payment has its network and wallet; one the secretariat recorded has neither,
-- and is confirmed with the day the money arrived.
ALTER TABLE payments ADD CONSTRAINT payments_method_details CHECK (
  CASE WHEN method = 'MOBILE_MONEY'
    THEN network IS NOT NULL AND phone_number IS NOT NULL
    ELSE network IS NULL AND phone_number IS NULL AND received_on IS NOT NULL
      AND status = 'CONFIRMED'
  END
);
