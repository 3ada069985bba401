import type { EventCardProps } from '@coaz/ui-kit';
import { createElement } from 'react';
import type { EventEntry } from '../render/content-types';
import { eventIllustration } from './illustrations';
import { LinkedText } from './linked-text';
import { pictureOrIllustration } from './picture-image';

const EVENT_CARD_SIZES = '(min-width: 64rem) 20rem, (min-width: 40rem) 50vw, 100vw';

/**
 * An event as the kit's card shows it: its first day, and its last where it runs over several
 * (the card writes the span as people read it and gives each end as a date a machine reads). The
 * description the editor typed goes under the details, its web and e-mail addresses links as in a
 * news post (`LinkedText`: shown as typed, never read as HTML).
 */
export function eventCardProps(event: EventEntry): EventCardProps {
  return {
    title: event.title,
    date: event.date,
    ...(event.endDate && event.endDate !== event.date ? { endDate: event.endDate } : {}),
    startTime: event.startTime ?? '',
    endTime: event.endTime ?? '',
    venue: event.venue,
    ...(event.description?.trim()
      ? { description: createElement(LinkedText, { text: event.description }) }
      : {}),
    image: pictureOrIllustration(event.picture, eventIllustration(event.title), EVENT_CARD_SIZES),
  };
}
