-- Issue 20: payments that cannot charge twice, refresh tokens that rotate, rate limits that
-- remember when they were last hit.

-- A payment may carry the client's Idempotency-Key, and the reason it failed. `failure_reason`
-- values starting with `LOCAL_` are our own decisions (we stopped waiting, or a newer attempt
-- replaced it), so a later answer from the provider may still settle the payment.
ALTER TABLE payments ADD COLUMN idempotency_key text;
ALTER TABLE payments ADD COLUMN failure_reason text;
-- Money arrived for a fee another payment had already paid: the secretariat must refund it.
ALTER TABLE payments ADD COLUMN refund_due boolean NOT NULL DEFAULT false;

-- Before the constraint: of several pending payments for one fee, the newest stays pending.
UPDATE payments AS older
SET status = 'FAILED', failure_reason = 'LOCAL_SUPERSEDED'
WHERE older.status = 'PENDING'
  AND EXISTS (
    SELECT 1 FROM payments AS newer
    WHERE newer.receivable_id = older.receivable_id
      AND newer.status = 'PENDING'
      AND (newer.created_at, newer.id) > (older.created_at, older.id)
  );

-- At most one payment waiting for the member's approval per fee: the database, not the code,
-- makes thirty simultaneous requests one charge.
CREATE UNIQUE INDEX payments_one_pending_per_receivable ON payments (receivable_id)
  WHERE status = 'PENDING';
CREATE UNIQUE INDEX payments_idempotency_key ON payments (user_id, idempotency_key)
  WHERE idempotency_key IS NOT NULL;
CREATE INDEX payments_unsettled_idx ON payments (created_at)
  WHERE status = 'PENDING' OR failure_reason LIKE 'LOCAL\_%';

-- Refresh tokens rotate: the session row keeps the current token's hash; every earlier token of
-- the session is remembered here, so presenting one again revokes the session.
CREATE TABLE retired_refresh_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES refresh_tokens (id) ON DELETE CASCADE,
  retired_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX retired_refresh_tokens_session_idx ON retired_refresh_tokens (session_id);

-- The one-time password a member has replaced, kept (hashed) so a second change that proves it
-- is told 409 "already changed" rather than 401 "wrong password".
ALTER TABLE users ADD COLUMN used_one_time_password_hash text;

-- The per-user login backoff waits from the last failure.
ALTER TABLE rate_limit_hits ADD COLUMN last_hit_at timestamptz NOT NULL DEFAULT now();
