import {
  ASSOCIATION_NAME,
  ASSOCIATION_SHORT_NAME,
  type AssociationEvent,
  CONTACT_CITY,
  parseNewsDate,
} from '@coaz/content-data';
import { siteImageUrl } from '../images/site-image-url';
import { defaultSiteSettings, type SiteSettings } from '../site/site-settings';
import { siteUrl } from './site-origin';

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The days of "Monday to Friday" (or one day's name) as schema.org names them; `undefined` for
 * office days an editor wrote some other way, which search engines then are not told.
 */
export function weekDays(text: string): string[] | undefined {
  const match = /^\s*([A-Za-z]+)(?:\s+(?:to|-|–)\s+([A-Za-z]+))?\s*$/.exec(text);
  const index = (name: string | undefined) =>
    WEEK.findIndex((day) => day.toLowerCase() === name?.toLowerCase());
  const first = index(match?.[1]);
  const last = match?.[2] === undefined ? first : index(match[2]);
  if (first < 0 || last < first) return undefined;
  return WEEK.slice(first, last + 1);
}

/**
 * The association as a schema.org Organization, for search engines' knowledge panels, with the
 * contact details editors keep in the site settings.
 */
export function organizationData(settings: SiteSettings = defaultSiteSettings()): object {
  const dayOfWeek = weekDays(settings.officeDays);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: ASSOCIATION_NAME,
    alternateName: ASSOCIATION_SHORT_NAME,
    url: siteUrl('/'),
    email: settings.contactEmail,
    telephone: settings.contactPhone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.contactAddress,
      addressLocality: CONTACT_CITY,
      addressCountry: 'ZM',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: settings.contactPhone,
      email: settings.contactEmail,
      ...(dayOfWeek
        ? {
            hoursAvailable: {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek,
              opens: settings.officeOpens,
              closes: settings.officeCloses,
            },
          }
        : {}),
    },
  };
}

/**
 * `7:00 am` as `07:00`; text that is not a clock time is returned as it is.
 * @example clockTime('4:30 pm') // '16:30'
 */
export function clockTime(text: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*([ap])\.?m\.?$/i.exec(text.trim());
  if (!match) return text;
  let hours = Number(match[1]) % 12;
  if (match[3]?.toLowerCase() === 'p') hours += 12;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/**
 * The first day of an event as an ISO date (`2025-10-14`), read from dates as published
 * ("October 14 - 16, 2025", "November 20, 2025"), or undefined when it cannot be read.
 */
export function eventStartDate(event: Pick<AssociationEvent, 'date'>): string | undefined {
  const range = /^([A-Za-z]+)\s+(\d{1,2})\s*-\s*\d{1,2},\s*(\d{4})$/.exec(event.date.trim());
  const firstDay = range ? `${range[1]} ${range[2]}, ${range[3]}` : event.date;
  return parseNewsDate(firstDay)?.toISOString().slice(0, 10);
}

/** An association event as a schema.org Event, so search engines can list it with its date. */
export function eventData(event: AssociationEvent): object {
  const day = eventStartDate(event);
  const start = clockTime(event.start);
  const end = clockTime(event.end);
  // Zambia keeps Central Africa Time (UTC+2) all year.
  const at = (time: string) => (day && /^\d{2}:\d{2}$/.test(time) ? `${day}T${time}+02:00` : day);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: at(start),
    endDate: at(end),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    image: [siteUrl(siteImageUrl(event.image.src))],
    location: { '@type': 'Place', name: event.venue, address: event.venue },
    organizer: { '@type': 'Organization', name: ASSOCIATION_NAME, url: siteUrl('/') },
  };
}
