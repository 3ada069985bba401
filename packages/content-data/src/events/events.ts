import type { SiteImage } from '../site-image/site-image';

/**
 * An event the association announced: one of its earlier announcements, kept as published (see
 * {@link events}).
 */
export interface AssociationEvent {
  /** Stable slug for links and list keys. */
  id: string;
  /** The event's picture. */
  image: SiteImage;
  /** Date as published; may be a range, e.g. "October 14 - 16, 2025". */
  date: string;
  /** The first day as an ISO calendar date in Zambia (Africa/Lusaka), e.g. '2025-10-14'. */
  startDate: string;
  /** The last day as an ISO calendar date in Zambia; `startDate` again for a one-day event. */
  endDate: string;
  /** The event's name. */
  title: string;
  /** Start time of each day, e.g. "7:00 am". */
  start: string;
  /** End time of each day, e.g. "10:00 am". */
  end: string;
  /** Where it takes place. */
  venue: string;
}

function eventImage(file: string, alt: string): SiteImage {
  return { src: `events/${file}.svg`, alt, width: 600, height: 400 };
}

/**
 * The four events the association announced on its first site, earliest first: its earlier
 * announcements, all past by now (the last ended on 24 January 2026). Current events are kept by
 * the association's editors in the studio (the server's events collection, which starts from
 * these). Compare `endDate` with today's date in Zambia before calling any of them upcoming.
 */
export const events: readonly AssociationEvent[] = [
  {
    id: 'annual-general-meeting-2025',
    image: eventImage(
      'annual-general-meeting',
      'A podium with the association badge before rows of delegates',
    ),
    date: 'October 14 - 16, 2025',
    startDate: '2025-10-14',
    endDate: '2025-10-16',
    title: 'Annual General Meeting 2025',
    start: '7:00 am',
    end: '10:00 am',
    venue: 'Mulungushi International Conference Centre, Lusaka',
  },
  {
    id: 'national-cpd-conference-2025',
    image: eventImage('cpd-conference', 'A lecture screen with a heart-rate line and an audience'),
    date: 'November 20, 2025',
    startDate: '2025-11-20',
    endDate: '2025-11-20',
    title: 'National CPD Conference: Emergency and Critical Care',
    start: '8:00 am',
    end: '4:30 pm',
    venue: 'Levy Mwanawasa Medical University, Lusaka',
  },
  {
    id: 'copperbelt-provincial-meeting-2025',
    image: eventImage('provincial-meeting', 'A round table with chairs and a map of a province'),
    date: 'December 6, 2025',
    startDate: '2025-12-06',
    endDate: '2025-12-06',
    title: "Copperbelt Provincial Members' Meeting",
    start: '9:00 am',
    end: '1:00 pm',
    venue: 'Ndola Teaching Hospital, Ndola',
  },
  {
    id: 'community-health-screening-day-2026',
    image: eventImage('screening-day', 'A tent with a blood-pressure cuff and a queue of people'),
    date: 'January 24, 2026',
    startDate: '2026-01-24',
    endDate: '2026-01-24',
    title: 'Community Health Screening Day',
    start: '8:00 am',
    end: '3:00 pm',
    venue: 'Chawama Level One Hospital grounds, Lusaka',
  },
];
