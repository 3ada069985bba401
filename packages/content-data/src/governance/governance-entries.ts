import { CONTACT_EMAIL } from '../association/contact-details';
import { committees } from '../committees/committees';
import { type Employee, employees } from '../employees/employees';
import { type CompositionMember, defaultOfficeImage, type Person } from '../people/person';

/**
 * A term of office by its first and last year, both included. Typed as years, not as this term's
 * two numbers, so a consumer may hold the next term (kept by editors in the studio) in the same
 * shape, and a release with a new term does not change the type.
 */
export interface ExecutiveTerm {
  /** The year the term began. */
  readonly firstYear: number;
  /** The year the term ends, at its end in Zambia (Africa/Lusaka). */
  readonly lastYear: number;
}

/**
 * The national executive's term as it was elected, by its first and last year. The term is known by
 * its years alone, so it runs until the end of its last year in Zambia; a page compares
 * `lastYear` with the current year in Africa/Lusaka before presenting the term as the present one.
 */
export const EXECUTIVE_TERM: ExecutiveTerm = { firstYear: 2022, lastYear: 2026 };

/**
 * {@link EXECUTIVE_TERM} as a term is written on the site ("2021 to 2025", as the studio asks editors
 * to write an office bearer's tenure): every leader's `tenure` here.
 */
export const EXECUTIVE_TENURE = `${EXECUTIVE_TERM.firstYear} to ${EXECUTIVE_TERM.lastYear}`;

/** An organ of the association's governance, each with its own page. */
export interface GovernanceEntry {
  /** Route segment: `/organisation/governance/{slug}`. */
  slug: string;
  /** The organ's name. */
  name: string;
  /** One sentence for menus and search results. */
  summary: string;
  /** Paragraphs on what the organ is and does. */
  about: string[];
  /** Its seats, in order of seniority. */
  composition: CompositionMember[];
  /** Leader profiles shown as cards (the national executive's office bearers). */
  leaders: Person[];
  /** Secretariat posts that serve the organ. */
  staff: Employee[];
}

function staffOf(...positions: string[]): Employee[] {
  return employees.filter((employee) => positions.includes(employee.position));
}

function seat(position: string): CompositionMember {
  return { position, image: defaultOfficeImage };
}

const GOOD_STANDING =
  'A Full Member of the association in good standing, registered with the Health Professions Council of Zambia.';
// Asked of the Vice-President, the Treasurer General and both National Secretaries by their
// Articles (the Secretary General's asks five years, the President's three years of leadership).
const THREE_YEARS_STANDING =
  'In good standing for at least three consecutive years before the election.';
const NOT_DISQUALIFIED =
  'Not serving a suspension or disciplinary sanction of the association, and not convicted of an offence involving dishonesty, fraud or gross professional misconduct.';
const TWO_TERMS = 'May not be elected if already elected to a national executive office twice.';

function officeBearer(
  position: string,
  about: string[],
  qualifications: string[],
  contributions: string[],
): Person {
  return {
    position,
    tenure: EXECUTIVE_TENURE,
    about,
    qualifications,
    contributions,
    email: CONTACT_EMAIL,
    image: defaultOfficeImage,
  };
}

/** The office bearers of the national executive committee, in the constitution's order. */
export const nationalExecutiveLeaders: readonly Person[] = [
  officeBearer(
    'President',
    [
      'The President is the head of the association and of the national executive, and chairs the National Executive Committee.',
      "The President speaks for the association to government, regulators and partners, signs its communiqués and declarations, and reports each year to the General Assembly on how the association's values are applied.",
    ],
    [
      GOOD_STANDING,
      'At least three years of leadership in the association or in a recognised professional or health institution.',
      NOT_DISQUALIFIED,
      'Holds no executive position in another national health professional association or in a political party.',
    ],
    [
      "Led the association's engagement with the Ministry of Health on the recruitment and deployment of clinical officers.",
      "Presented members' position on degree upgrading to the Higher Education Authority.",
      'Chaired the 2024 annual general meeting in Lusaka.',
    ],
  ),
  officeBearer(
    'Vice-President',
    [
      "The Vice-President deputises for the President and performs the President's functions when the President is absent.",
      'The Vice-President links the National Executive Committee with the General Assembly, coordinates work between branches, harmonises national policies and sits ex officio on the technical standing committees (Article 112).',
    ],
    [
      GOOD_STANDING,
      THREE_YEARS_STANDING,
      'Has held a leadership or governance position in the association or one of its organs.',
      NOT_DISQUALIFIED,
      TWO_TERMS,
    ],
    [
      'Coordinated the provincial tours that brought lab coats to members at hospitals across the country.',
      'Oversaw the committees of the executive and their reports to the national executive.',
    ],
  ),
  officeBearer(
    'Secretary General',
    [
      "The Secretary General runs the association's day-to-day affairs through the secretariat, keeps its records and the Register of Members, and coordinates the implementation of decisions of the General Assembly, the executive and the Council.",
      "Membership applications, references and renewals are handled under the Secretary General's authority.",
    ],
    [
      'A Full Member of the association in good standing for at least five consecutive years.',
      'Demonstrable experience in administration, governance or institutional leadership.',
      NOT_DISQUALIFIED,
      TWO_TERMS,
    ],
    [
      'Brought the Register of Members up to date after the adoption of the 2025 constitution.',
      'Organised the 2024 annual general meeting and published its resolutions to members.',
    ],
  ),
  officeBearer(
    'Treasurer General',
    [
      "The Treasurer General is responsible for the association's finances: budgets, subscriptions, banking and the accounts presented to members.",
      "The Finance and Administration Office of the secretariat works under the Treasurer General's authority.",
    ],
    [
      GOOD_STANDING,
      THREE_YEARS_STANDING,
      'Experience in financial management or accounting.',
      NOT_DISQUALIFIED,
      TWO_TERMS,
    ],
    [
      'Presented the audited accounts to the 2024 annual general meeting.',
      'Set up the collection of subscriptions for the group health insurance scheme.',
    ],
  ),
  officeBearer(
    'National Secretary - Coordination and Publication',
    [
      "The National Secretary for Coordination and Publication coordinates the association's communication: statements, the website, newsletters and social media.",
      "The office keeps members and the public informed of the association's positions and activities, and the Provincial Coordinators report to the executive through it (Article 154).",
    ],
    [GOOD_STANDING, THREE_YEARS_STANDING, NOT_DISQUALIFIED, TWO_TERMS],
    [
      "Published the association's statements to the Higher Education Authority and the Ministry of Health.",
      'Coordinated the news coverage of the lab-coat distributions.',
    ],
  ),
  officeBearer(
    'National Secretary - Professional Welfare, Training and Development',
    [
      "The National Secretary for Professional Welfare, Training and Development looks after members' welfare and their continuing professional development.",
      "The office leads the Training and Education Committee and the association's work with training institutions.",
    ],
    [GOOD_STANDING, THREE_YEARS_STANDING, NOT_DISQUALIFIED, TWO_TERMS],
    [
      'Organised CPD sessions for members in every province.',
      'Negotiated the group health insurance scheme for members and their families.',
    ],
  ),
];

/** The six organs listed under /organisation/governance, in menu order. */
export const governanceEntries: readonly GovernanceEntry[] = [
  {
    slug: 'national_executive_committee',
    name: 'National Executive Committee',
    summary: 'The elected office bearers who lead the association between General Assemblies.',
    about: [
      'The National Executive Committee manages the association, carries out the resolutions of the General Assembly, represents members nationally and internationally, and supervises every organ, committee and branch.',
      // No term here: this text stays the same every year, while a term ends (each office
      // bearer's term is their `tenure`, which a page shows while it runs).
      'Its members are elected by the membership for a term of office set by the constitution. It answers to the General Assembly, to which it reports at every annual general meeting, and its decisions are subject to the constitution and to the COAZ Council.',
    ],
    composition: nationalExecutiveLeaders.map((leader) => seat(leader.position)),
    leaders: [...nationalExecutiveLeaders],
    staff: staffOf('Head of Secretariat', 'Personal Assistant to the President'),
  },
  {
    slug: 'national_investment_board',
    name: 'National Investment Board',
    summary:
      "The board that manages the association's investments for the long-term good of members.",
    about: [
      "The National Investment Board advises the executive on investing the association's funds and oversees the investments it holds, so that subscriptions today also build lasting benefits for members.",
      "It assesses every proposal for risk and return, reports to the National Executive Committee and the General Assembly, and invests only as the constitution and the Finance and Administration Committee's guidelines permit.",
    ],
    composition: [
      seat('Chairperson'),
      seat('Treasurer General (ex officio)'),
      seat('Board Secretary'),
      seat('Member with investment or finance expertise'),
      seat('Member representing the provinces'),
    ],
    leaders: [],
    staff: staffOf('Finance and Administration Manager', 'Accounts Assistant'),
  },
  {
    slug: 'committees_of_the_executive',
    name: 'Committees of the Executive',
    summary: "Six standing committees that carry out the executive's work in specialised areas.",
    about: [
      'The National Executive Committee works through six standing committees: Disciplinary, Ethics and Professionalism; Training and Education; Finance and Administration; Health Service; Legislation and Judicial; and Public Health and Research.',
      'Each committee studies matters in its field, reports to the executive with recommendations and carries out the tasks the executive gives it. Members with relevant experience may be co-opted.',
    ],
    composition: committees.map((committee) => seat(`Chairperson, ${committee.name}`)),
    leaders: [],
    staff: staffOf('Head of Secretariat'),
  },
  {
    slug: 'national_program_coordinator',
    name: 'National Programme Coordinator',
    summary: "The officer who turns the executive's plans into programmes in every province.",
    about: [
      "The National Programme Coordinator plans, schedules and follows up the association's programmes: CPD sessions, the lab-coat distributions, member welfare activities and partner-funded projects.",
      'The coordinator works with the Provincial Coordinators so that programmes reach members in rural districts as well as in the cities, and reports progress to the National Executive Committee.',
    ],
    composition: [
      seat('National Programme Coordinator'),
      seat('Provincial Programme Focal Persons (one per province)'),
    ],
    leaders: [],
    staff: staffOf('CPD and Training Coordinator', 'Communications and Publicity Officer'),
  },
  // The slugs keep the addresses members and search engines already hold; the names and texts
  // follow Parts IX to XI of the constitution (Articles 149 to 154), which leads a province by one
  // Provincial Coordinator and a district by its elected District Representatives, not by the
  // chairperson, secretary and treasurer committees the site once listed.
  {
    slug: 'provincial_executive_committee',
    name: 'Provincial Leadership',
    summary: "The Provincial Coordinator who leads the association in each of Zambia's provinces.",
    about: [
      "A province takes in every district within its boundaries and is where the association's national and district structures meet (Article 150(2)).",
      'Each province is led by a Provincial Coordinator, elected from among its District Representatives for three years and re-eligible for one more term (Article 154). The articles on elections call the same office the Provincial Chairperson (Articles 51 and 56).',
      "The Provincial Coordinator chairs the province's meetings, is its link with the National Executive Committee, coordinates the District Representatives and makes sure the association's policies are followed, and reports to the executive by way of the National Secretary - Coordination and Publication (Article 154(2)).",
      'A candidate must be a Full Member in good standing who has been a member for at least two unbroken years, is not under disciplinary suspension and has no conviction for a professional offence or for dishonesty in the past five years (Article 51(2)).',
    ],
    composition: [
      seat('Provincial Coordinator'),
      seat("District Representatives of the province's districts"),
    ],
    leaders: [],
    staff: staffOf('Membership and Records Officer'),
  },
  {
    slug: 'district_executive_committees',
    name: 'District Committees and Branches',
    summary:
      "The association's structures closest to members: district committees, sub-districts and branches.",
    about: [
      "Every district has a District Committee, the association's main working arm: it brings members together, carries out programmes and reports on them (Article 149(2)(b)). The district is the main unit of local organisation and works under the guidance of the province (Article 150(3)).",
      "The members of a district elect District Representatives. They speak for the district's members, work with the provincial and national leadership, carry out the association's programmes locally, encourage members to take part in elections, CPD and conferences, and report to the Provincial Coordinator and the national secretariat (Article 152).",
      'A district may set up sub-districts to stay close to members in rural or crowded areas (Article 150(4)). Fifteen or more members at a health facility, in a programme or in one locality may form a Branch Committee (Article 149(2)(c)).',
      'How district, sub-district and branch representatives are elected, how their committees are made up and how long they serve is set by the National Executive Committee (Article 153).',
    ],
    composition: [
      seat('District Representatives, elected by the members of the district'),
      seat('Sub-district and branch representatives'),
    ],
    leaders: [],
    staff: staffOf('Membership and Records Officer'),
  },
];

/** The governance organ with this route slug, or undefined if there is none. */
export function findGovernanceEntry(slug: string): GovernanceEntry | undefined {
  return governanceEntries.find((entry) => entry.slug === slug);
}
