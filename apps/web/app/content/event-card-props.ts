import type { EventCardProps } from '@coaz/ui-kit';
import { formatDateRange } from '../dates/format-date';
import type { EventEntry } from '../render/content-types';
import { eventIllustration } from './illustrations';
import { pictureOrIllustration } from './picture-image';

const EVENT_CARD_SIZES = '(min-width: 64rem) 20rem, (min-width: 40rem) 50vw, 100vw';

/**
 * An event as the kit's card shows it. A single day goes as its ISO date (the card writes it as
 * people read it); several days are written out here, from the first to the last. The description
 * the editor typed goes under the details.
 */
export function eventCardProps(event: EventEntry): EventCardProps {
  const range = event.endDate && event.endDate !== event.date;
  return {
    title: event.title,
    date: range ? formatDateRange(event.date, event.endDate ?? event.date) : event.date,
    startTime: event.startTime ?? '',
    endTime: event.endTime ?? '',
    venue: event.venue,
    ...(event.description?.trim() ? { description: event.description } : {}),
    image: pictureOrIllustration(event.picture, eventIllustration(event.title), EVENT_CARD_SIZES),
  };
}
