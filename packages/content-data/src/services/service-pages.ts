import type { PageSection } from '../page-section/page-section';

/** A page under "Services". */
export interface ServicePage {
  /** Route segment: `/services/{slug}` (the CPD page also answers at `/cpd`). */
  slug: string;
  /** The page's title. */
  title: string;
  /** One sentence for menus and search results. */
  summary: string;
  /** The page's sections. */
  sections: PageSection[];
}

/** The seven service pages, in menu order. */
export const servicePages: readonly ServicePage[] = [
  {
    slug: 'cpd',
    title: 'Learning and CPD',
    summary: "Continuing professional development that keeps members' licences and skills current.",
    sections: [
      {
        heading: 'Learning for every member',
        paragraphs: [
          'The Health Professions Council of Zambia requires every practitioner to earn CPD points each year to renew a practising licence. The association organises CPD that counts: conferences, provincial and district sessions, and short courses with partners.',
          'Below: how to take part and how points are recorded. Conferences and CPD days to come are announced under News and events.',
        ],
      },
    ],
  },
  {
    slug: 'health_insurance',
    title: 'Health Insurance',
    summary: "The association's group health insurance scheme for members.",
    sections: [
      {
        heading: 'Cover negotiated for all members',
        paragraphs: [
          'Because the association negotiates for its members together, the group scheme costs less than individual cover and accepts members without a waiting period for most benefits.',
        ],
        points: [
          'Outpatient consultations, medicines and laboratory tests.',
          'Hospital admission and surgery.',
          'Maternity care.',
          'Optional cover for a spouse and children.',
        ],
      },
      {
        heading: 'How to join',
        paragraphs: [
          'Members in good standing enrol through their District Representative or the secretariat, which gives the premium and how to pay it each month; members who fall behind on payments may have their benefits suspended until they catch up.',
        ],
      },
    ],
  },
  {
    slug: 'awards_and_certificates',
    title: 'Awards and Certificates',
    summary: 'How the association recognises outstanding members.',
    sections: [
      {
        heading: 'Recognising excellence',
        paragraphs: [
          'Each year the association honours members whose work stands out. Members nominate colleagues through their district committees; a panel of the Training and Education Committee reviews nominations, and the awards are presented at the annual general meeting.',
        ],
        points: [
          'Clinical Excellence: outstanding, safe and compassionate patient care.',
          'Leadership and Innovation: improving how a facility or programme works.',
          'Community Service: health work that reaches beyond the facility.',
          'Research and Academic Excellence: studies, publications and teaching that advance the profession.',
        ],
      },
      {
        heading: 'Certificates',
        paragraphs: [
          'The secretariat issues certificates of membership and letters of good standing on request, and certificates of attendance for CPD the association organises.',
        ],
      },
    ],
  },
  {
    slug: 'resource_banking',
    title: 'Resource Banking',
    summary: 'A shared library of guidelines, forms and learning materials for members.',
    sections: [
      {
        heading: 'What members can find',
        paragraphs: [
          'Resource Banking gathers the documents members reach for in daily practice. The constitution can be read in full on this site; ask the secretariat for the others.',
        ],
        points: [
          "The association's constitution, by-laws and codes of conduct.",
          'National treatment guidelines and standard operating procedures.',
          'Presentations and notes from past CPD sessions.',
          'Templates for referral letters, reports and CPD logs.',
          "Guides to licence renewal and the regulator's requirements.",
        ],
      },
      {
        heading: 'What members can share',
        paragraphs: [
          'Members may send teaching materials, case reviews and audit tools they have written to the secretariat. The Training and Education Committee checks each contribution for accuracy and patient confidentiality before adding it, with credit to the author.',
        ],
      },
    ],
  },
  {
    slug: 'research_and_innovation',
    title: 'Research and Innovation',
    summary: 'Helping members turn what they see in practice into evidence that improves care.',
    sections: [
      {
        heading: 'Areas of research',
        paragraphs: [
          "The Public Health and Research Committee encourages members' research in four areas:",
        ],
        points: [
          'Community health: the health of the communities members serve and the services that reach them.',
          'Clinical research and trials: better diagnosis and treatment at first-level facilities, with ethical approval.',
          'Public health: disease surveillance, outbreaks and prevention.',
          'Policy and health systems: staffing, financing and the organisation of care.',
        ],
      },
      {
        heading: 'Capacity building',
        paragraphs: [
          "The association runs workshops on research methods, ethics applications and writing for publication, links members with mentors and research partners, and publishes policy briefs drawn from members' findings.",
        ],
      },
    ],
  },
  {
    slug: 'partners',
    title: 'Partners',
    summary: 'The institutions the association works with.',
    sections: [
      {
        heading: 'Working together',
        paragraphs: [
          'The association works with regulators, government ministries, local authorities and education bodies so that clinical officers are trained, registered, employed and supported well. The partners below are the institutions we work with most closely.',
        ],
      },
    ],
  },
  {
    slug: 'careers',
    title: 'Careers',
    // Shown above the list even when it is empty: it must not say that posts are open.
    summary: 'Jobs at the association, with what each asks of applicants and when it closes.',
    sections: [
      {
        heading: 'Work with us',
        paragraphs: [
          'The association recruits on merit through open competition, as its constitution requires. Open vacancies are listed below with their requirements and closing dates.',
        ],
      },
    ],
  },
];

/** The service page with this route slug, or undefined if there is none. */
export function findServicePage(slug: string): ServicePage | undefined {
  return servicePages.find((page) => page.slug === slug);
}
