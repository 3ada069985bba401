-- Migration 0017 left out one home 0 after a foreign country code; a number written with the
-- national form after the code and its home 0 (`+44 (0) 07700 900123`) kept the second
-- (`4407700900123`), beside the same phone stored as `447700900123`: one phone as two members'
-- numbers, and a login by one form missing the other. The server now leaves out every 0 there
-- (`numberWithCountryCode`, src/membership/member-phone-number.ts), as no such country's number
-- begins with 0; this stores the numbers written before in that one form.
--
-- The country code is read as in 0017 (and as that function reads it). Not rewritten: Zambia's
-- (+260), the countries whose numbers begin with 0 when dialled from abroad too (Italy 39,
-- San Marino 378, the Vatican 379, Côte d'Ivoire 225, Benin 229, Gabon 241, the Republic of the
-- Congo 242), and a number that would keep fewer than 8 digits.
UPDATE users
SET phone_number = regexp_replace(phone_number, '^([17]|2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58]|2[1-689][0-9]|3[578][0-9]|42[0-9]|5[09][0-9]|6[7-9][0-9]|8[0357-9][0-9]|9[679][0-9])0+', '\1')
WHERE phone_number ~ '^([17]|2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58]|2[1-689][0-9]|3[578][0-9]|42[0-9]|5[09][0-9]|6[7-9][0-9]|8[0357-9][0-9]|9[679][0-9])0[0-9]+$'
  AND length(regexp_replace(phone_number, '^([17]|2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58]|2[1-689][0-9]|3[578][0-9]|42[0-9]|5[09][0-9]|6[7-9][0-9]|8[0357-9][0-9]|9[679][0-9])0+', '\1')) >= 8
  AND phone_number !~ '^(260|39|378|379|225|229|241|242)';

-- A number-change code waiting to confirm such a number confirms it in the same form.
UPDATE verification_codes
SET target = regexp_replace(target, '^([17]|2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58]|2[1-689][0-9]|3[578][0-9]|42[0-9]|5[09][0-9]|6[7-9][0-9]|8[0357-9][0-9]|9[679][0-9])0+', '\1')
WHERE purpose = 'phone_change'
  AND target ~ '^([17]|2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58]|2[1-689][0-9]|3[578][0-9]|42[0-9]|5[09][0-9]|6[7-9][0-9]|8[0357-9][0-9]|9[679][0-9])0[0-9]+$'
  AND length(regexp_replace(target, '^([17]|2[07]|3[0-469]|4[013-9]|5[1-8]|6[0-6]|8[1246]|9[0-58]|2[1-689][0-9]|3[578][0-9]|42[0-9]|5[09][0-9]|6[7-9][0-9]|8[0357-9][0-9]|9[679][0-9])0+', '\1')) >= 8
  AND target !~ '^(260|39|378|379|225|229|241|242)';
