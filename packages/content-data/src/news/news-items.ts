import type { SiteImage } from '../site-image/site-image';

/** A news post on /news, kept as the association published it. */
export interface NewsItem {
  /** Stable slug: the article opens at `/news?article={id}`. */
  id: string;
  /** Topic label, e.g. "Lab coat" or "AGM"; related news share a tag. */
  tag?: string;
  /** The post's picture. */
  image: SiteImage;
  /** Date in free text as published ("12th March 2024", "05/04/2024", ...); empty when undated. */
  date: string;
  /** Headline, written from the post's text; never the picture's description. */
  heading: string;
  /** Body paragraphs joined by blank lines; empty for picture-only posts. */
  content: string;
}

function newsImage(file: string, alt: string): SiteImage {
  return { src: `news/${file}.svg`, alt, width: 600, height: 400 };
}

/** Every news post, in the order they were entered (use `newsNewestFirst` to show them). */
export const newsItems: readonly NewsItem[] = [
  {
    id: 'lab-coats-ndola-teaching-hospital',
    tag: 'Lab coat',
    image: newsImage(
      'lab-coats-ndola',
      'Folded white lab coats on a table in front of a hospital block',
    ),
    date: '12th March 2024',
    heading: 'Lab coats for clinical officers at Ndola Teaching Hospital',
    content:
      "The association handed over lab coats to clinical officers at Ndola Teaching Hospital, the first stop of this year's distribution on the Copperbelt.\n\nA clean coat is part of working safely and being recognised on the ward. Members who collected theirs were reminded to wear them with their practising badge so that patients know who is attending to them.",
  },
  {
    id: 'lab-coats-kitwe-teaching-hospital',
    tag: 'Lab coat',
    image: newsImage('lab-coats-kitwe', 'A lab coat on a hanger beside a stethoscope'),
    date: 'March 28, 2024',
    heading: 'Kitwe members receive their coats',
    content:
      'The distribution continued at Kitwe Teaching Hospital, where clinical officers from the hospital and surrounding clinics received their lab coats from the provincial executive.\n\nThe provincial chairperson thanked members for paying their subscriptions on time, which is what makes the distribution possible.',
  },
  {
    id: 'lab-coats-livingstone-hospital',
    tag: 'Lab coat',
    image: newsImage(
      'lab-coats-livingstone',
      "Three lab coats in a row with the association's green badge",
    ),
    date: '05/04/2024',
    heading: 'Southern Province: coats handed over in Livingstone',
    content:
      'Members at Livingstone University Teaching Hospital and nearby health centres collected their coats during the Southern Province leg of the distribution. Members in districts the team could not reach may collect theirs from the Provincial Coordinator.',
  },
  {
    id: 'lab-coats-chipata-hospital',
    tag: 'Lab coat',
    image: newsImage('lab-coats-chipata', 'A box of new lab coats being opened'),
    date: '',
    heading: 'Eastern Province distribution at Chipata Central Hospital',
    content:
      'Clinical officers in Chipata received lab coats from the association. The Eastern Province executive will share the date of the next collection for members in Lundazi, Petauke and Katete.',
  },
  {
    id: 'agm-2024-held-in-lusaka',
    tag: 'AGM',
    image: newsImage('agm-2024', 'A conference hall with rows of chairs facing a podium'),
    date: '16 October 2024',
    heading: 'Members meet in Lusaka for the 2024 annual general meeting',
    content:
      "Delegates from all ten provinces met in Lusaka for the association's 2024 annual general meeting. The meeting received the reports of the President, the Secretary General and the Treasurer General, and adopted the audited accounts.\n\nMembers discussed recruitment of unemployed clinical officers, upgrading routes from diploma to degree, and the group health insurance scheme.",
  },
  {
    id: 'agm-2024-clinical-excellence-award',
    tag: 'AGM',
    image: newsImage('agm-award', 'A trophy and a framed certificate on a table'),
    date: 'October 17, 2024',
    heading: 'Clinical excellence award presented at the AGM',
    content:
      "The annual general meeting closed with the presentation of the association's Clinical Excellence Award to a member recognised by colleagues for outstanding care at a rural health centre.\n\nNominations for next year's awards open in the first quarter; see Awards and Certificates under Services.",
  },
  {
    id: 'agm-2024-resolutions',
    tag: 'AGM',
    image: newsImage('agm-resolutions', 'A printed document with a green seal and a pen'),
    date: 'Oct 2024',
    heading: 'Resolutions of the 2024 AGM',
    content:
      "The General Assembly resolved to press for the recruitment of qualified clinical officers who are waiting for employment, to support members upgrading to degree programmes, and to extend the group health insurance scheme to members' dependants. The full resolutions are available from the secretariat.",
  },
  {
    id: 'professional-practice-scope-reminder',
    tag: 'Professional practice',
    image: newsImage('professional-practice', 'A clipboard with a checklist and a stethoscope'),
    date: '2024-06-10',
    heading: 'Know your scope of practice',
    content:
      "The association reminds members to practise within the scope of their category and to keep their practising licences current with the Health Professions Council of Zambia.\n\nWhere a document needs a medical doctor's signature, consult before signing. The categories pages set out the limits of each category.",
  },
  {
    id: 'advocacy-recruitment-of-clinical-officers',
    tag: 'Advocacy',
    image: newsImage('advocacy', 'A megaphone in front of a hospital outline'),
    date: '3rd July, 2024',
    heading: 'Recruit the clinical officers the health centres need',
    content:
      'Many qualified clinical officers are waiting for employment while rural health centres run without a clinician. The association has asked the government to include clinical officers in every recruitment round and to post them where the need is greatest.',
  },
  {
    id: 'member-benefits-group-health-insurance',
    tag: 'Member benefits',
    image: newsImage('health-insurance', 'A shield with a heart and a cross'),
    date: 'August 2024',
    heading: 'Group health insurance scheme for members',
    content:
      "Members can now join the association's group health insurance scheme, which covers outpatient and inpatient care at a lower premium than individual cover. Ask your District Representative or the secretariat how to enrol.",
  },
  {
    id: 'partner-support-medical-supplies',
    tag: 'In other news',
    image: newsImage('partner-support', 'Two hands shaking over a medical supplies box'),
    date: '21 Aug 2024',
    heading: "Partner company supports the association's outreach",
    content:
      "A partner company donated diagnostic supplies for the association's community outreach, which members will use at free screening days in peri-urban Lusaka. The association thanks its partners for their support.",
  },
  {
    id: 'statement-to-higher-education-authority',
    tag: 'Statements',
    image: newsImage('statement-hea', 'A graduation cap on a letter with a seal'),
    date: '14/09/2024',
    heading: 'Statement to the Higher Education Authority on clinical officer training',
    content:
      'The association asked the Higher Education Authority to make sure that every institution offering clinical medicine programmes has enough clinical placement sites and qualified tutors, and to keep clear upgrading routes from diploma to degree for serving clinical officers.',
  },
  {
    id: 'statement-to-ministry-of-health',
    tag: 'Statements',
    image: newsImage('statement-moh', 'A letter with a green seal beside a hospital outline'),
    date: 'September 30, 2024',
    heading: 'Statement to the Ministry of Health on conditions of service',
    content:
      'The association wrote to the Ministry of Health on the conditions of service of clinical officers: timely promotions, recognition of degree qualifications on the salary scale, and the staffing of rural facilities.',
  },
  {
    id: 'copperbelt-cpd-day',
    tag: 'In other news',
    image: newsImage('cpd-day', 'A presenter beside a screen showing a chart'),
    date: 'November 2024',
    heading: 'Copperbelt CPD day on emergency care of children',
    content:
      'Members on the Copperbelt at a CPD day on emergency care of children, organised by the provincial executive.',
  },
  {
    id: 'seasons-greetings-2024',
    tag: 'In other news',
    image: newsImage('seasons-greetings', 'Green and gold stars over the association badge'),
    date: '20th December 2024',
    heading: "Season's greetings from the association",
    content: '',
  },
];

/** The news post with this id (the `article` query of /news), or undefined if there is none. */
export function findNewsItem(id: string): NewsItem | undefined {
  return newsItems.find((item) => item.id === id);
}
