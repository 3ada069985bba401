-- A password-reset code used to set a password is told apart from one retired without being
-- typed (by a newer code, a password change or a new phone number): `consumed_at` is set only when
-- a right code is used up, and only such a code, in the browser that used it, may answer a reset
-- pressed again (its answer lost on a flaky line) within five minutes. Retired codes had `used_at`
-- too and were answered as used, so for five minutes after any password change a stranger's own
-- dead code let them try passwords and get tokens on a hit (security tour, 7 December 2026).
-- `repeat_closed_at`: set at the first repeat with a password that is not the one set; the code
-- then answers no repeat, so repeating is no way to try passwords either. Codes used before this
-- migration have neither: they answer no repeat, which costs a member at most a login.
-- Adding nullable columns rewrites no row. Plain SQL that PGlite and PostgreSQL both take.
ALTER TABLE verification_codes ADD COLUMN consumed_at timestamptz;
ALTER TABLE verification_codes ADD COLUMN repeat_closed_at timestamptz;
