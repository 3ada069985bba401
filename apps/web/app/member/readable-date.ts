const DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const LUSAKA_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Lusaka',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** A calendar date (`YYYY-MM-DD`) as people read it: "23 November 2026". */
export function readableDate(date: string): string {
  return DAY.format(new Date(`${date}T00:00:00Z`));
}

/** The Lusaka date of an ISO date-time, as people read it. */
export function readableMoment(moment: string): string {
  return LUSAKA_DAY.format(new Date(moment));
}
