/**
 * What the date of "In good standing until …" is, in one place for the /verify form's "What the
 * answer means" and the answer itself (`/verify/{number}`, where a card's QR code leads): the date
 * runs past the paid year the member's card shows, by the grace period to renew in, and an
 * employer reading both dates, with no word on the answer, could not tell why they differ.
 */
export const GOOD_STANDING_DATE_MEANS =
  'This date is the end of the grace period the association gives members to renew in after their paid year, so it falls after the paid year’s end shown on the member’s card.';
