import type { PageSection } from '../page-section/page-section';

/** One instrument the association is governed by. */
export interface AssociationLaw {
  /** Its place in the order of precedence, 1 being highest. */
  rank: number;
  /** The instrument's name. */
  name: string;
  /** What it is and how it binds members. */
  description: string;
}

/** The texts of /organisation/laws. */
export interface LawsPage {
  /** The page's title. */
  title: string;
  /** What the page is, said for a search result or a link preview, where no list follows. */
  description: string;
  /** Paragraphs before the list. */
  introduction: string[];
  /** The instruments in order of precedence. */
  laws: AssociationLaw[];
  /** Sections after the list. */
  sections: PageSection[];
}

/** The laws page: the association's instruments in order of precedence (Article 7). */
export const lawsPage: LawsPage = {
  title: 'Laws of the Association',
  description:
    'The instruments that govern the association, from its constitution to its codes of conduct, and which of them prevails where two conflict.',
  introduction: [
    'The association is governed by the instruments below, in order of precedence. Where two conflict, the higher one prevails, and nothing may conflict with the constitution.',
  ],
  laws: [
    {
      rank: 1,
      name: 'The Constitution',
      description:
        "The supreme law of the association: its purpose, members' rights and duties, and how its organs are elected and work.",
    },
    {
      rank: 2,
      name: 'General Assembly Resolutions',
      description:
        'Decisions of the members meeting in General Assembly, binding where consistent with the constitution.',
    },
    {
      rank: 3,
      name: 'By-laws and Regulations',
      description:
        'Detailed rules made under the constitution, such as membership fees, elections procedure and committee rules.',
    },
    {
      rank: 4,
      name: 'Membership Code of Conduct',
      description: 'How members conduct themselves towards one another and the association.',
    },
    {
      rank: 5,
      name: 'Professional Code of Conduct',
      description:
        "The ethical standards members keep in clinical practice, alongside the regulator's code.",
    },
    {
      rank: 6,
      name: 'Other National Laws',
      description:
        'The laws of Zambia that apply to the association and its members, such as the Health Professions Act.',
    },
  ],
  sections: [
    {
      heading: 'How the rules are made',
      paragraphs: [
        'Only the General Assembly can change the constitution, and a change needs two thirds of the delegates voting. Proposals reach members well before the debate so that districts can discuss them first.',
        'By-laws and regulations are drafted by the Legislation and Judicial Committee, adopted under the constitution and published to members before they apply.',
      ],
    },
    {
      heading: 'Getting a copy',
      paragraphs: [
        // Whether the signed document can be downloaded is the server's configuration
        // (CONSTITUTION_PDF), so this says only what every site offers: the button below the
        // page's sections offers the download, or says it is not available, as the server has it.
        'Members can read the constitution in full on this site, Article by Article, and ask the secretariat for a copy of it, the by-laws and the codes. The constitution assistant answers questions about it with the Articles it relies on.',
      ],
    },
  ],
};
