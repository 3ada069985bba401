-- Before e71f149 the dues job, which every instance runs a few seconds after it starts, could run
-- on two instances restarted together and bill one member's renewal twice in the same run. The
-- member who paid one of the two stayed PENDING_PAYMENT, asked to pay the other. This removes
-- such twins once, and lets a member whom only a twin held back be ACTIVE again, as paying would
-- have. The decision, and what is left alone, is in the server README ("Duplicate renewal bills").
--
-- A twin is an unpaid renewal bill ("<type>: annual subscription…"; an approval's "first annual
-- subscription" is never one) with no payment at all, not even a failed one, since a payment we
-- stopped waiting for (`LOCAL_…`) may still be confirmed by the provider, and a failed one is the
-- member's history. Its twin is another renewal bill of the same member made within a day of it
-- (one run; the next renewal is a year later) that is kept: a paid one first, then one with a
-- payment, then the older. Receivables have no state besides `paid_at` to void one with, and
-- marking a bill paid would be a lie, so a twin is deleted, as the demo's dues rewind deletes a
-- bill nobody paid. Nothing refers to a receivable but its payments, of which a twin has none.
WITH twin AS (
  DELETE FROM receivables AS bill
  WHERE bill.paid_at IS NULL
    AND bill.description ~ '^.+?: annual subscription'
    AND NOT EXISTS (SELECT 1 FROM payments WHERE payments.receivable_id = bill.id)
    AND EXISTS (
      SELECT 1 FROM receivables AS kept
      WHERE kept.user_id = bill.user_id
        AND kept.id <> bill.id
        AND kept.description ~ '^.+?: annual subscription'
        AND kept.created_at BETWEEN bill.created_at - interval '1 day'
          AND bill.created_at + interval '1 day'
        AND (
          kept.paid_at IS NOT NULL
          OR EXISTS (SELECT 1 FROM payments WHERE payments.receivable_id = kept.id)
          OR kept.id < bill.id
        )
    )
  RETURNING bill.id, bill.user_id
)
-- The settlement of a payment makes the member ACTIVE when no fee is left unpaid; the twin kept
-- that from happening. Only while the year paid for still runs (Zambia is UTC+2 all year): once
-- it is over, the dues job's grace period and lapse decide, as for anyone.
UPDATE users
SET status = 'ACTIVE', updated_at = now()
WHERE users.id IN (SELECT user_id FROM twin)
  AND users.status = 'PENDING_PAYMENT'
  AND users.valid_until >= ((now() AT TIME ZONE 'UTC') + interval '2 hours')::date
  AND NOT EXISTS (
    SELECT 1 FROM receivables AS owed
    WHERE owed.user_id = users.id
      AND owed.paid_at IS NULL
      AND owed.id NOT IN (SELECT id FROM twin)
  );
