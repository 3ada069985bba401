import { LUSAKA_TIME_ZONE } from '../clock/lusaka-date';

const dayAndTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: LUSAKA_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as the audit log's readers (editors, the secretariat) read it: the site's date
 * format and the time of day in Lusaka, "5 December 2026, 23:30". The log keeps its lines as
 * text, so the stored instant (`2026-12-05T21:30:00.000Z`, two hours off and in UTC) would be
 * what they read for good.
 */
export function lusakaMoment(iso: string): string {
  const parts = Object.fromEntries(
    dayAndTime.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}
