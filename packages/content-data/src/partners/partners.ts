import type { SiteImage } from '../site-image/site-image';

/** An institution the association works with, shown on the partners page. */
export interface Partner {
  /** Wordmark logo of the institution's name. */
  image: SiteImage;
  /** The institution's name. */
  name: string;
  /** One line on what the association does with it. */
  description: string;
}

function wordmark(file: string, name: string): SiteImage {
  return { src: `partners/${file}.svg`, alt: `${name} wordmark`, width: 640, height: 449 };
}

/** The institutions on the partners page. */
export const partners: readonly Partner[] = [
  {
    image: wordmark('health-professions-council-of-zambia', 'Health Professions Council of Zambia'),
    name: 'Health Professions Council of Zambia',
    description:
      'The regulator that registers and licenses clinical officers; we work with it on scope of practice and CPD requirements.',
  },
  {
    image: wordmark('higher-education-authority', 'Higher Education Authority'),
    name: 'Higher Education Authority',
    description:
      "Regulates higher education institutions; we bring members' views on clinical medicine programmes and upgrading routes.",
  },
  {
    image: wordmark('ministry-of-health', 'Ministry of Health'),
    name: 'Ministry of Health',
    description:
      'The employer of most members; we engage it on recruitment, deployment and conditions of service.',
  },
  {
    image: wordmark('zambia-qualifications-authority', 'Zambia Qualifications Authority'),
    name: 'Zambia Qualifications Authority',
    description:
      'Keeps the Zambia Qualifications Framework on which clinical officer qualifications are levelled.',
  },
  {
    image: wordmark(
      'zambia-medicines-regulatory-authority',
      'Zambia Medicines Regulatory Authority',
    ),
    name: 'Zambia Medicines Regulatory Authority',
    description:
      'Regulates medicines; its rules shape what each category of members may prescribe.',
  },
  {
    image: wordmark(
      'national-health-insurance-management-authority',
      'National Health Insurance Management Authority',
    ),
    name: 'National Health Insurance Management Authority',
    description:
      'Runs national health insurance; we work with it on accreditation of facilities members run.',
  },
  {
    image: wordmark(
      'ministry-of-local-government',
      'Ministry of Local Government and Rural Development',
    ),
    name: 'Ministry of Local Government and Rural Development',
    description:
      'Oversees the local authorities whose clinics and community health programmes members staff.',
  },
  {
    image: wordmark('lusaka-city-council', 'Lusaka City Council'),
    name: 'Lusaka City Council',
    description:
      'The local authority of the capital, a partner in community health screening days.',
  },
];
