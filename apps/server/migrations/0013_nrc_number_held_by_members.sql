-- An NRC number is unique among members, not among applications awaiting review. Until this, an
-- application held its NRC number from the moment it was sent, so a stranger who applied online
-- with someone else's number kept its owner from ever applying (409 `nrc_registered`). Accounts
-- still `INCOMPLETE_REGISTRATION` (an online application not approved, or refused) may now share
-- a number; approval moves the account out of that status, and this index then refuses a second
-- member with the number, as the approval's own check does first (`src/applications/`). Every
-- database that passed the old index passes this one, which indexes fewer rows.
DROP INDEX IF EXISTS users_nrc_number_unique;
CREATE UNIQUE INDEX users_nrc_number_unique ON users (nrc_number)
  WHERE nrc_number IS NOT NULL AND status <> 'INCOMPLETE_REGISTRATION';
