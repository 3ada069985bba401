import { ASSOCIATION_NAME, ASSOCIATION_SHORT_NAME, CONTACT_CITY } from '@coaz/content-data';
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
