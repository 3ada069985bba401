-- The secretariat's decisions are audited as the studio's changes are: approving and rejecting an
-- application (`approve`, `reject`, collection `applications`) and marking a refund paid back
-- (`refund`, collection `refunds`); a dues change is an `update` of collection `dues`. The action
-- column's check takes the new words. Replacing a check constraint rewrites no row; plain SQL that
-- PGlite and PostgreSQL both take.
ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN (
  'create', 'update', 'delete', 'publish', 'unpublish', 'schedule', 'restore', 'role',
  'approve', 'reject', 'refund'
));
