import { ASSOCIATION_NAME } from '@coaz/content-data';
import { eventIllustration } from '../content/illustrations';
import { siteImageUrl } from '../images/site-image-url';
import type { EventEntry } from '../render/content-types';
import { siteUrl } from './site-origin';

/** An event editors keep, as a schema.org Event, so search engines can list it with its date. */
export function eventEntryData(event: EventEntry): object {
  // Zambia keeps Central Africa Time (UTC+2) all year.
  const at = (day: string, time: string | null) => (time ? `${day}T${time}+02:00` : day);
  const picture = event.picture?.url ?? siteImageUrl(eventIllustration(event.title).src);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: at(event.date, event.startTime),
    endDate: at(event.endDate ?? event.date, event.endTime),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    image: [picture.startsWith('https:') ? picture : siteUrl(picture)],
    location: { '@type': 'Place', name: event.venue, address: event.venue },
    organizer: { '@type': 'Organization', name: ASSOCIATION_NAME, url: siteUrl('/') },
    ...(event.description ? { description: event.description } : {}),
  };
}
