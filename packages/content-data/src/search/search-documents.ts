import { aboutPage } from '../about/about-page';
import { constitutionExtracts } from '../about/constitution-extracts';
import { professionalCategories } from '../categories/professional-categories';
import { committees } from '../committees/committees';
import { cpdSections } from '../cpd/cpd-sections';
import { developmentPage } from '../development/development-page';
import { associationDuties } from '../duties/association-duties';
import { employees } from '../employees/employees';
import { governanceEntries } from '../governance/governance-entries';
import { landingSections } from '../landing/landing-sections';
import { statisticsBannerWords } from '../landing/statistics-banner-words';
import { lawsPage } from '../laws/laws-page';
import { membershipTypes } from '../membership/membership-types';
import type { PageSection } from '../page-section/page-section';
import { servicePages } from '../services/service-pages';

/** One page of the site as the site search and the assistant's Search mode index it. */
export interface SearchDocument {
  /** The page's title. */
  title: string;
  /** The web app route that shows it, e.g. `/membership/full_membership`. */
  route: string;
  /** The page's headings, in order. */
  headings: string[];
  /** The page's text as plain text, one paragraph or list point per line. */
  text: string;
}

function sectionsText(sections: readonly PageSection[]): string {
  return sections
    .flatMap((section) => [...section.paragraphs, ...(section.points ?? [])])
    .join('\n');
}

function join(...parts: string[]): string {
  return parts.filter((part) => part.trim() !== '').join('\n');
}

function servicePageDocument(slug: string): SearchDocument[] {
  const page = servicePages.find((service) => service.slug === slug);
  if (!page) return [];
  // The CPD page shows its own sections under the service's: one page, one address.
  const own = slug === 'cpd' ? cpdSections : [];
  // The careers page lists the vacancies editors publish under a heading of its own (the web
  // app's careers-vacancies.tsx): a search for "vacancies" must find the page while none is open.
  const listed = slug === 'careers' ? ['Open vacancies'] : [];
  return [
    {
      title: page.title,
      route: `/services/${page.slug}`,
      headings: [...[...page.sections, ...own].map((section) => section.heading), ...listed],
      text: join(page.summary, sectionsText(page.sections), sectionsText(own)),
    },
  ];
}

// The membership types one applies for on /join; life and honorary membership are conferred by
// nomination, and the termination page is no membership at all.
const APPLIED_FOR = [
  'full_membership',
  'associate_membership',
  'student_membership',
  'affiliate_membership',
  'retired_membership',
];

/**
 * The joining page (`/join`, the web app's own page, with the application form): what a visitor
 * searching "join", "apply" or "membership fee" is looking for, said in its own words so a search
 * and the assistant's site links find it.
 */
function joinDocument(): SearchDocument {
  const applied = membershipTypes.filter((type) => APPLIED_FOR.includes(type.slug));
  return {
    title: 'Join COAZ',
    route: '/join',
    headings: [
      'How to join',
      'Membership fees',
      'Who may apply',
      'Life and honorary membership',
      'Your application',
    ],
    text: join(
      'How to join the association and become a member: apply online for membership in about ten minutes.',
      'Have your NRC, your HPCZ number and your practising licence (or student card) ready, as a PDF or a photo.',
      'Choose your membership type and check that you are eligible, then fill in the application and attach your documents.',
      'The secretariat reviews your application and tells you by SMS.',
      "Membership fees: the page shows the annual subscription of each membership type. Once the secretariat has approved your application, pay your first year's membership fee by mobile money, and you are a member in good standing.",
      ...applied.map((type) => `${type.name}: ${type.summary}`),
      'Life and honorary membership are not applied for: they are conferred by nomination.',
      'Already a member? Log in to pay and renew your subscription.',
    ),
  };
}

function buildSearchDocuments(): SearchDocument[] {
  const { mainFeatures, benefits, contactBanner } = landingSections;
  return [
    {
      title: 'Home',
      route: '/home',
      // The carousel, the success story and the contact details are the editors' site settings:
      // a search built from the values shipped here would find the home page by text it may no
      // longer show (the success story once replaced, a telephone number once changed).
      // The figures band's heading and labels, not its figures, which change with every join.
      headings: [
        mainFeatures.heading,
        statisticsBannerWords.heading,
        benefits.heading,
        contactBanner.heading,
      ],
      text: join(
        mainFeatures.intro,
        `${statisticsBannerWords.heading}: ${Object.values(statisticsBannerWords.labels).join(', ')}.`,
        ...mainFeatures.features.map((feature) => `${feature.title}: ${feature.text}`),
        benefits.intro,
        ...benefits.points,
        contactBanner.text,
      ),
    },
    {
      title: 'About the association',
      route: '/about',
      headings: ['Background', 'Mission', 'Aim', 'Vision'],
      text: join(...aboutPage.background, aboutPage.mission, aboutPage.aim, aboutPage.vision),
    },
    {
      title: 'Objectives',
      route: '/objective',
      headings: ['Objectives'],
      text: aboutPage.objectives.join('\n'),
    },
    {
      title: developmentPage.title,
      route: '/development',
      headings: developmentPage.sections.map((section) => section.heading),
      text: join(developmentPage.summary, sectionsText(developmentPage.sections)),
    },
    {
      // The page's heading, so the result reads as the page it opens.
      title: 'The constitution in brief',
      route: '/readmore',
      headings: constitutionExtracts.map(
        (extract) => `Article ${extract.articleNumber}: ${extract.title}`,
      ),
      text: constitutionExtracts
        .flatMap((extract) =>
          extract.clauses.map(
            (clause) => `Article ${extract.articleNumber}, ${extract.title}: ${clause}`,
          ),
        )
        .join('\n'),
    },
    ...associationDuties.map((duty) => ({
      title: duty.title,
      route: `/association/${duty.slug}`,
      headings: duty.sections.map((section) => section.heading),
      text: join(duty.summary, sectionsText(duty.sections)),
    })),
    ...servicePages.flatMap((page) => servicePageDocument(page.slug)),
    ...professionalCategories.map((category) => ({
      title: category.name,
      route: `/categories/${category.slug}`,
      headings: category.details
        ? ['Qualification', 'Area of practice', 'Limitations', 'Administration', 'Scope']
        : [category.group],
      text: join(
        category.summary,
        category.details
          ? join(
              category.details.qualification,
              category.details.qualificationAuthorityLevel,
              category.details.minimumCreditRequirement,
              category.details.areaOfPractice,
              category.details.limitationsInDrugPrescription,
              category.details.limitationInSignatory,
              category.details.administration,
              ...category.details.scope,
            )
          : '',
      ),
    })),
    ...governanceEntries.map((entry) => ({
      title: entry.name,
      route: `/organisation/governance/${entry.slug}`,
      headings: ['About', 'Composition', ...entry.leaders.map((leader) => leader.position)],
      text: join(
        entry.summary,
        ...entry.about,
        ...entry.composition.map((member) => member.position),
        // Not the leaders' contributions: they are one term's record, which the page stops
        // showing once that term is over, and this index is built once for every year.
        ...entry.leaders.flatMap((leader) => leader.about),
      ),
    })),
    ...committees.map((committee) => ({
      title: committee.name,
      route: `/organisation/governance/committees_of_the_executive/${committee.slug}`,
      headings: ['About', 'Composition'],
      text: join(...committee.about, ...committee.composition.map((member) => member.position)),
    })),
    {
      title: 'Employees',
      route: '/organisation/administration/employees',
      headings: ['Secretariat'],
      text: employees.map((employee) => `${employee.position}, ${employee.office}.`).join('\n'),
    },
    {
      title: lawsPage.title,
      route: '/organisation/laws',
      headings: lawsPage.laws.map((law) => law.name),
      text: join(
        ...lawsPage.introduction,
        ...lawsPage.laws.map((law) => `${law.rank}. ${law.name}: ${law.description}`),
        sectionsText(lawsPage.sections),
      ),
    },
    ...membershipTypes.map((type) => ({
      title: type.name,
      route: `/membership/${type.slug}`,
      headings: [
        type.eligibility.length > 0 ? 'Eligibility criteria' : '',
        type.onceApproved ? 'Once the application is approved' : '',
        type.rights.length > 0 ? 'Rights and privileges' : '',
        type.obligations.length > 0 ? 'Obligations and responsibilities' : '',
        type.slug === 'termination' ? 'Termination procedure' : 'Grounds for termination',
      ].filter((heading) => heading !== ''),
      text: join(
        type.summary,
        ...type.eligibility,
        ...(type.onceApproved ?? []),
        ...type.rights,
        ...type.obligations,
        ...type.termination,
      ),
    })),
    joinDocument(),
    {
      title: 'News and events',
      route: '/news',
      headings: ['News', 'Upcoming events', 'Notices'],
      text: join(
        'News from the association and its districts, with a photograph and the full story of each post.',
        'Upcoming events: meetings, conferences, CPD days and screening days, with their dates and venues.',
        'Notices from the secretariat.',
      ),
    },
  ];
}

let built: readonly SearchDocument[] | undefined;

/**
 * Every page of the site as search documents: built from the content above on the first call,
 * then the same array every time. The entries editors keep and change at any time (news posts,
 * events, vacancies, partners) are not in them: the package's are earlier announcements, and a search that
 * offered them would show deleted or renamed entries, past events and closed posts. A site
 * searches those from its content API (the web app does).
 * @example getSearchDocuments().find((page) => page.route === '/about')?.title // 'About the association'
 */
export function getSearchDocuments(): readonly SearchDocument[] {
  built ??= buildSearchDocuments();
  return built;
}
