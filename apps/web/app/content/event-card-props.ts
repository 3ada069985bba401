import type { AssociationEvent } from '@coaz/content-data';
import type { EventCardProps } from '@coaz/ui-kit';
import { imageSource } from '../images/site-image-url';
import { clockTime, eventStartDate } from '../seo/structured-data';

/**
 * An event as the kit's card shows it. A single day goes as an ISO date (the card formats it); a
 * range of days keeps its published wording, which no single date could say.
 */
export function eventCardProps(event: AssociationEvent): EventCardProps {
  const isRange = /\d\s*-\s*\d/.test(event.date);
  return {
    title: event.title,
    date: isRange ? event.date : (eventStartDate(event) ?? event.date),
    startTime: clockTime(event.start),
    endTime: clockTime(event.end),
    venue: event.venue,
    image: imageSource(event.image),
  };
}
