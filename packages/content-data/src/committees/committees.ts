import { type CompositionMember, defaultOfficeImage } from '../people/person';

/** A standing committee of the national executive. */
export interface Committee {
  /** The committee's name. */
  name: string;
  /** Route segment: `/organisation/governance/committees_of_the_executive/{slug}`. */
  slug: string;
  /** What the committee does in one sentence, for a search result or a link preview. */
  summary: string;
  /** Paragraphs on what the committee does. */
  about: string[];
  /** Its seats, in order of seniority. */
  composition: CompositionMember[];
}

function seats(chairFrom: string): CompositionMember[] {
  return [
    { position: `Chairperson (${chairFrom})`, image: defaultOfficeImage },
    { position: 'Vice-Chairperson', image: defaultOfficeImage },
    { position: 'Committee Secretary', image: defaultOfficeImage },
    { position: 'Member representing the provinces', image: defaultOfficeImage },
    { position: 'Member, co-opted for expertise', image: defaultOfficeImage },
  ];
}

/** The six committees of the national executive, in the order of the governance page. */
export const committees: readonly Committee[] = [
  {
    name: 'Disciplinary, Ethics and Professionalism Committee',
    slug: 'disciplinary_ethics_and_professionalism',
    summary:
      "Upholds the association's codes of conduct: it hears complaints about members' conduct fairly and recommends any sanction.",
    about: [
      "The committee upholds the Membership Code of Conduct and the Professional Code of Conduct. It receives complaints about members' conduct, investigates them and hears the member concerned before recommending any sanction.",
      'Every hearing follows the rules of natural justice the constitution guarantees: the member is told the grounds in writing, may answer them and may appeal. Matters of clinical negligence that fall to the regulator are referred to the Health Professions Council of Zambia.',
      'The committee also runs ethics sessions at provincial meetings so that members know the standards before a complaint ever arises.',
    ],
    composition: seats('a member of the National Executive Committee'),
  },
  {
    name: 'Training and Education Committee',
    slug: 'training_and_education',
    summary:
      "Plans the association's CPD programme, accredits its chapters' CPD activities and speaks for clinical officers on their training.",
    about: [
      "The committee plans the association's continuing professional development programme, accredits the CPD activities provincial and district chapters organise, and keeps members informed of the credits the regulator requires each year.",
      'It represents clinical officers to training institutions and the Higher Education Authority on curricula, clinical placements and upgrading routes from diploma to degree.',
    ],
    composition: seats('the National Secretary - Professional Welfare, Training and Development'),
  },
  {
    name: 'Finance and Administration Committee',
    slug: 'finance_and_administration',
    summary:
      "Oversees the association's budget, income and spending, its secretariat's administration and the audited accounts put to members.",
    about: [
      "The committee oversees the association's money: it prepares the annual budget with the Treasurer General, watches income from subscriptions and partners, and checks that spending follows the budget the General Assembly approved.",
      "It reviews the secretariat's staffing, procurement and asset register, and presents the audited accounts to members at the annual general meeting.",
    ],
    composition: seats('the Treasurer General'),
  },
  {
    name: 'Health Service Committee',
    slug: 'health_service',
    summary:
      'Follows the conditions members work in, from staffing and supplies to safety at work, and raises them with the Ministry of Health and employers.',
    about: [
      'The committee follows the conditions members work in: staffing of health facilities, deployment and recruitment, supplies, safety at work and the quality of care patients receive.',
      "It collects reports from districts, raises them with the Ministry of Health and employers, and prepares the association's submissions on health service policy.",
    ],
    composition: seats('a member of the National Executive Committee'),
  },
  {
    name: 'Legislation and Judicial Committee',
    slug: 'legislation_and_judicial',
    summary:
      "Drafts and reviews the association's by-laws, checks its decisions against the constitution and follows the laws on clinical practice.",
    about: [
      "The committee drafts and reviews the association's by-laws and regulations, checks that resolutions and directives agree with the constitution, and advises the executive on the laws that govern clinical practice in Zambia.",
      'It follows bills and statutory instruments that affect members, such as health professions and mental health legislation, and arranges legal representation for members in matters of their professional duty.',
    ],
    composition: seats("the Legal Advisor's office"),
  },
  {
    name: 'Public Health and Research Committee',
    slug: 'public_health_and_research',
    summary:
      "Leads the association's work in public health and research, and its response to outbreaks and health emergencies.",
    about: [
      "The committee leads the association's work in public health and research: it encourages members to study and publish what they see in practice, links them with research partners and reviews proposals that carry the association's name.",
      "It prepares the association's response to outbreaks and public health emergencies and publishes policy briefs drawn from members' field experience.",
    ],
    composition: seats('a member of the National Executive Committee'),
  },
];

/** The committee with this route slug, or undefined if there is none. */
export function findCommittee(slug: string): Committee | undefined {
  return committees.find((committee) => committee.slug === slug);
}
