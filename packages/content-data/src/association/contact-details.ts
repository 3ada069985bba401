// These are the site settings' first values: the server answers them until an editor saves the
// settings in the studio (apps/server `/api/site-settings`), and pages built without the server
// show them. Change them here only for a fresh install; the running site is changed in the studio.

/**
 * The association's general contact address for the public, members and partners.
 * It reaches the secretariat in Lusaka; leaders and staff are written to through it too,
 * because the site publishes no personal addresses.
 */
export const CONTACT_EMAIL = 'info@coaz.org';

/**
 * The secretariat's telephone line, in international format: the number the association's
 * current website lists. Confirm it with the secretariat whenever the site is republished.
 */
export const CONTACT_PHONE = '+260 761 234 390';

/**
 * The secretariat's street address, as the constitution's cover gives it. The site publishes no
 * postal address (no P.O. Box), so no text may promise one.
 */
export const CONTACT_ADDRESS = 'Plot No. F32A/1827, Obama, Lusaka, Zambia';

/** The city the secretariat works from. */
export const CONTACT_CITY = 'Lusaka';

/**
 * When the secretariat answers the telephone and receives visitors. Typed as text, not as today's
 * words: editors change the hours in the site settings, and a consumer that shows the settings'
 * hours in place of these keeps the same type.
 */
export interface WorkHours {
  /** Days the office is open, such as 'Monday to Friday'. */
  readonly days: string;
  /** Opening time, 24-hour clock, Central Africa Time, such as '08:00'. */
  readonly opens: string;
  /** Closing time, 24-hour clock, Central Africa Time, such as '17:00'. */
  readonly closes: string;
  /** The whole rule as one line for footers and contact banners. */
  readonly label: string;
}

/** The secretariat's hours (the site settings' first value of them). */
export const WORK_HOURS: WorkHours = {
  days: 'Monday to Friday',
  opens: '08:00',
  closes: '17:00',
  label: 'Monday to Friday, 08:00 - 17:00',
};

/**
 * The year in the footer's copyright line: the current year in Zambia, so it turns at midnight in
 * Lusaka on 1 January rather than at the server's or the visitor's midnight.
 * @default now: the current year
 * @example copyrightYear(new Date('2026-12-31T22:30:00Z')) // 2027: already 00:30 in Lusaka
 */
export function copyrightYear(now: Date = new Date()): number {
  const year = new Intl.DateTimeFormat('en', { timeZone: 'Africa/Lusaka', year: 'numeric' }).format(
    now,
  );
  return Number(year);
}

/**
 * The year the footer showed when it was fixed.
 * @deprecated A fixed year goes stale every January: use {@link copyrightYear}, the current year
 * in Lusaka.
 */
export const COPYRIGHT_YEAR = 2024;
