import type { SiteImage } from '../site-image/site-image';

/** A job advertised on the careers page. */
export interface Vacancy {
  /** Stable slug for list keys and links. */
  id: string;
  /** Logo of the employer. */
  logo: SiteImage;
  /** The employer. */
  company: string;
  /** The post advertised. */
  position: string;
  /** Country of the post. */
  country: string;
  /** Province of the post. */
  province: string;
  /** District of the post. */
  district: string;
  /** How many posts are open. */
  numberOfVacancies: number;
  /** Date the advert was posted, as published. */
  postedOn: string;
  /** Closing date for applications, as published. */
  closingOn: string;
  /** The posting date as an ISO calendar date in Zambia (Africa/Lusaka), e.g. '2024-11-01'. */
  postedDate: string;
  /** The last day to apply as an ISO calendar date in Zambia, e.g. '2024-11-29'. */
  closingDate: string;
  /** Requirements and how to apply, one point each. */
  comments: string[];
}

const COAZ_LOGO: SiteImage = {
  src: 'vacancies/coaz-wordmark.svg',
  alt: 'Clinical Officers Association of Zambia wordmark',
  width: 320,
  height: 160,
};

const HOW_TO_APPLY =
  "Send a cover letter, CV and certified copies of certificates to the Secretary General through the association's general contact email, quoting the position in the subject.";

/**
 * Posts the association advertised in itself, as its first site published them: earlier adverts,
 * all closed by now (the last on 13 December 2024). Current vacancies are kept by the
 * association's editors in the studio (the server's vacancies collection, which starts from
 * these). Compare `closingDate` with today's date in Zambia before showing any as open.
 * Employers' adverts are shared with members through the district chapters; the site lists only
 * posts the association itself is filling.
 */
export const vacancies: readonly Vacancy[] = [
  {
    id: 'membership-and-records-officer-lusaka',
    logo: COAZ_LOGO,
    company: 'Clinical Officers Association of Zambia',
    position: 'Membership and Records Officer',
    country: 'Zambia',
    province: 'Lusaka',
    district: 'Lusaka',
    numberOfVacancies: 1,
    postedOn: '1st November 2024',
    closingOn: '29th November 2024',
    postedDate: '2024-11-01',
    closingDate: '2024-11-29',
    comments: [
      'Diploma in records management, business administration or a related field.',
      'At least two years of experience keeping membership or client records in a database.',
      'Careful with personal data and familiar with the Data Protection Act.',
      HOW_TO_APPLY,
    ],
  },
  {
    id: 'cpd-and-training-coordinator-lusaka',
    logo: COAZ_LOGO,
    company: 'Clinical Officers Association of Zambia',
    position: 'CPD and Training Coordinator',
    country: 'Zambia',
    province: 'Lusaka',
    district: 'Lusaka',
    numberOfVacancies: 1,
    postedOn: '1st November 2024',
    closingOn: '29th November 2024',
    postedDate: '2024-11-01',
    closingDate: '2024-11-29',
    comments: [
      'A registered clinical officer or medical licentiate with a current practising licence.',
      'Experience organising training or CPD for health workers.',
      'Willing to travel to all provinces.',
      HOW_TO_APPLY,
    ],
  },
  {
    id: 'provincial-program-focal-person-northern',
    logo: COAZ_LOGO,
    company: 'Clinical Officers Association of Zambia',
    position: 'Provincial Programme Focal Person (part-time)',
    country: 'Zambia',
    province: 'Northern',
    district: 'Kasama',
    numberOfVacancies: 1,
    postedOn: '15th November 2024',
    closingOn: '13th December 2024',
    postedDate: '2024-11-15',
    closingDate: '2024-12-13',
    comments: [
      'A Full Member of the association in good standing, working in Northern Province.',
      'Coordinates CPD sessions and member activities in the province with the National Programme Coordinator.',
      "An allowance is paid; the post is held alongside the member's clinical work.",
      HOW_TO_APPLY,
    ],
  },
];
