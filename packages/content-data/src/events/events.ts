import type { SiteImage } from '../site-image/site-image';

/** An event of the association shown on the landing page and the news page. */
export interface AssociationEvent {
  /** Stable slug for links and list keys. */
  id: string;
  /** The event's picture. */
  image: SiteImage;
  /** Date as published; may be a range, e.g. "October 14 - 16, 2025". */
  date: string;
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

/** The four events the site announces, soonest first. */
export const events: readonly AssociationEvent[] = [
  {
    id: 'annual-general-meeting-2025',
    image: eventImage(
      'annual-general-meeting',
      'A podium with the association badge before rows of delegates',
    ),
    date: 'October 14 - 16, 2025',
    title: 'Annual General Meeting 2025',
    start: '7:00 am',
    end: '10:00 am',
    venue: 'Mulungushi International Conference Centre, Lusaka',
  },
  {
    id: 'national-cpd-conference-2025',
    image: eventImage('cpd-conference', 'A lecture screen with a heart-rate line and an audience'),
    date: 'November 20, 2025',
    title: 'National CPD Conference: Emergency and Critical Care',
    start: '8:00 am',
    end: '4:30 pm',
    venue: 'Levy Mwanawasa Medical University, Lusaka',
  },
  {
    id: 'copperbelt-provincial-meeting-2025',
    image: eventImage('provincial-meeting', 'A round table with chairs and a map of a province'),
    date: 'December 6, 2025',
    title: "Copperbelt Provincial Members' Meeting",
    start: '9:00 am',
    end: '1:00 pm',
    venue: 'Ndola Teaching Hospital, Ndola',
  },
  {
    id: 'community-health-screening-day-2026',
    image: eventImage('screening-day', 'A tent with a blood-pressure cuff and a queue of people'),
    date: 'January 24, 2026',
    title: 'Community Health Screening Day',
    start: '8:00 am',
    end: '3:00 pm',
    venue: 'Chawama Level One Hospital grounds, Lusaka',
  },
];
