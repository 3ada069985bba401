-- Associate members may practise outside Zambia and affiliate members may be institutions
-- (constitution, Article 35(2) and 35(5)); an online application asked everyone for an NRC
-- number, a Zambian mobile number and a district. An applicant abroad now gives the country
-- instead of a district and may give a passport number instead of an NRC number (their mobile
-- number, of any country, is stored as every number is: its E.164 digits); an organisation gives
-- its name and registration number, and the account's name is its contact person's. All are empty
-- for everyone else.
ALTER TABLE users ADD COLUMN IF NOT EXISTS country text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS passport_number text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS organisation_name text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS organisation_registration text;
