-- The secretariat records when it paid a refund back (0004's `refund_due`) and who did, so the
-- admins' list of refunds due shows only those still owed. Refunds paid before this stay listed
-- until someone marks them.
ALTER TABLE payments ADD COLUMN refunded_at timestamptz;
ALTER TABLE payments ADD COLUMN refunded_by integer REFERENCES users (id) ON DELETE SET NULL;
