import type { AssociationEvent } from '@coaz/content-data';
import type { EventCardProps } from '@coaz/ui-kit';
import { formatDateRange } from '../dates/format-date';
import { imageSource } from '../images/site-image-url';
import { clockTime, eventStartDate } from '../seo/structured-data';

const MONTH_RANGE = /^([A-Za-z]+) (\d{1,2})\s*-\s*(\d{1,2}),? (\d{4})$/;

/** A published range of days in one month ('October 14 - 16, 2025') in the site's one format. */
function dayRange(published: string): string | undefined {
  const [, month, from, to, year] = MONTH_RANGE.exec(published.trim()) ?? [];
  const index = month ? new Date(`${month} 1, 2000`).getMonth() + 1 : Number.NaN;
  if (!from || !to || !year || Number.isNaN(index)) return undefined;
  const iso = (day: string) => `${year}-${String(index).padStart(2, '0')}-${day.padStart(2, '0')}`;
  return formatDateRange(iso(from), iso(to));
}

/**
 * An event as the kit's card shows it. A single day goes as an ISO date (the card formats it); a
 * range of days is written in the same format ('14 – 16 October 2025'), or keeps its published
 * wording when it is not a range the site can read.
 */
export function eventCardProps(event: AssociationEvent): EventCardProps {
  const isRange = /\d\s*-\s*\d/.test(event.date);
  return {
    title: event.title,
    date: isRange ? (dayRange(event.date) ?? event.date) : (eventStartDate(event) ?? event.date),
    startTime: clockTime(event.start),
    endTime: clockTime(event.end),
    venue: event.venue,
    image: imageSource(event.image),
  };
}
