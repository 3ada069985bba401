-- A number abroad written with its home 0 after the country code (`+44 (0) 7700 900123`, as on
-- cards and e-mail signatures) was stored with it (`4407700900123`), beside the same phone
-- written without it (`447700900123`): one phone could be two members' numbers, and a login by
-- it in one form missed the member who gave the other. The server now leaves that 0 out when a
-- number is typed (`numberWithCountryCode`, src/membership/member-phone-number.ts); this stores
-- the numbers written before in the same one form, so every check and lookup compares one form.
--
-- The country code is read as that function reads it (ITU-T E.164): 1 and 7 are of one digit,
-- the two-digit codes are listed, every other is of three; the first two digits decide, so the
-- alternatives never overlap. Not rewritten: Zambia's (+260, stored without the 0 already), the
-- countries whose numbers begin with 0 when dialled from abroad too (Italy 39, San Marino 378,
-- the Vatican 379, Côte d'Ivoire 225, Benin 229, Gabon 241, the Republic of the Congo 242), and
-- a number that would keep fewer than 8 digits. Two accounts left holding one number afterwards
-- are one phone: login and recovery by it then name neither, as for any number on two accounts
-- (server README, "Numbers abroad in one form").
UPDATE users
SET phone_number = regexp_replace(phone_number, '^([17]|2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58]|2[1-689][0-9]|3[578][0-9]|42[0-9]|5[09][0-9]|6[7-9][0-9]|8[0357-9][0-9]|9[679][0-9])0', '\1')
WHERE phone_number ~ '^([17]|2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58]|2[1-689][0-9]|3[578][0-9]|42[0-9]|5[09][0-9]|6[7-9][0-9]|8[0357-9][0-9]|9[679][0-9])0[0-9]+$'
  AND length(phone_number) >= 9
  AND phone_number !~ '^(260|39|378|379|225|229|241|242)';

-- A number-change code waiting to confirm such a number confirms it in the same form.
UPDATE verification_codes
SET target = regexp_replace(target, '^([17]|2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58]|2[1-689][0-9]|3[578][0-9]|42[0-9]|5[09][0-9]|6[7-9][0-9]|8[0357-9][0-9]|9[679][0-9])0', '\1')
WHERE purpose = 'phone_change'
  AND target ~ '^([17]|2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58]|2[1-689][0-9]|3[578][0-9]|42[0-9]|5[09][0-9]|6[7-9][0-9]|8[0357-9][0-9]|9[679][0-9])0[0-9]+$'
  AND length(target) >= 9
  AND target !~ '^(260|39|378|379|225|229|241|242)';
