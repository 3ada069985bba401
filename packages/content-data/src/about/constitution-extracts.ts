/**
 * One Article of the constitution, summarised in plain words for members.
 * Numbers and titles follow the COAZ Constitution 2025; the clauses are summaries, not the text.
 */
export interface ConstitutionExtract {
  /** The Part's roman numeral, e.g. "IV". */
  partNumber?: string;
  /** The Part's title. */
  partTitle?: string;
  /** The Article's number in the constitution. */
  articleNumber: number;
  /** The Article's title in the constitution. */
  title: string;
  /** The Article's provisions, summarised one point each. */
  clauses: string[];
}

/** The Articles members most often need, in constitution order. */
export const constitutionExtracts: readonly ConstitutionExtract[] = [
  {
    partNumber: 'I',
    partTitle: 'Supremacy of Constitution',
    articleNumber: 4,
    title: 'The Clinical Officers Association of Zambia',
    clauses: [
      'The association is a body corporate with perpetual succession: it can sue and be sued in its own name, own and dispose of property, and do whatever its objectives require.',
      'It is non-partisan, non-profit, professional and democratic, and represents the interests, welfare and development of clinical officers in Zambia.',
      'It works under the constitution and the laws of Zambia, and changes of membership or leadership do not affect its legal status.',
    ],
  },
  {
    partNumber: 'I',
    partTitle: 'Supremacy of Constitution',
    articleNumber: 6,
    title: 'Association symbols',
    clauses: [
      'The official symbols are the name (Clinical Officers Association of Zambia, or COAZ), the logo or emblem, the motto and the official seal.',
      'How the symbols look and may be used is prescribed separately.',
    ],
  },
  {
    partNumber: 'I',
    partTitle: 'Supremacy of Constitution',
    articleNumber: 7,
    title: 'Laws of the Association',
    clauses: [
      'The association is governed by, in order of precedence: the constitution; resolutions of the General Meeting consistent with it; by-laws and regulations; the Membership Code of Conduct; the Professional Code of Conduct; and the other laws that apply to the association.',
      'Any rule, resolution or directive that conflicts with the constitution is invalid to the extent of the conflict.',
    ],
  },
  {
    partNumber: 'II',
    partTitle: 'Association Values, Principles, Mission, Aim and Objectives',
    articleNumber: 10,
    title: 'Mission, Aim and Objectives',
    clauses: [
      'Mission: to unite, represent and advance the professional interests, development and welfare of clinical officers and mid-level clinical practitioners across Zambia.',
      'Aim: to be the voice and professional body of clinical officers and mid-level practitioners, promoting their dignity, rights, training, regulatory compliance and contribution to health and national development.',
      "Objectives include advocacy for recognition and progression, high standards of ethics and CPD, engagement with government and regulators, members' welfare, policy input, unity and discipline, support to training institutions, partnerships, research publication and health advocacy.",
    ],
  },
  {
    partNumber: 'IV',
    partTitle: 'Membership',
    articleNumber: 34,
    title: 'Categories of Membership',
    clauses: [
      'There are seven categories: full, associate, student, honorary, affiliate, life and retired members.',
      "The rights, obligations, privileges and limits of each category are set in the association's regulations or membership by-laws.",
    ],
  },
  {
    partNumber: 'IV',
    partTitle: 'Membership',
    articleNumber: 35,
    title: 'Membership Eligibility',
    clauses: [
      'Full members hold a qualification recognised by the Health Professions Council of Zambia and a current licence, are in good standing and have paid their fees.',
      'Associate members are qualified but not in active practice in Zambia, or practise abroad; student members are enrolled at an accredited training institution.',
      'Honorary membership recognises distinguished service by people who do not otherwise qualify; affiliate membership is open to supporting institutions and related professions.',
      'Life membership goes to a full member with at least fifteen consecutive years of active, compliant membership, nominated by at least five members and approved by the National Executive Committee.',
      'Retired membership is for full members who have formally retired and apply for it; the association may ask for evidence of eligibility.',
    ],
  },
  {
    partNumber: 'IV',
    partTitle: 'Membership',
    articleNumber: 40,
    title: 'Renunciation and Termination of Membership',
    clauses: [
      'A member may resign in writing; resignation takes effect once acknowledged and outstanding dues are settled, within an administrative window of up to three months.',
      'The association may end a membership for non-payment after notice, breach of the constitution or codes, criminal conviction or misconduct, harmful conduct, loss of licence, or other grounds in the disciplinary procedures.',
      'No one is terminated without a fair hearing: the grounds are given in writing and the member may answer before the competent body decides.',
      'Termination ends all rights at once; the former member returns association property, stays liable for earlier obligations and may appeal.',
    ],
  },
  {
    partNumber: 'IV',
    partTitle: 'Membership',
    articleNumber: 42,
    title: 'Rights of Members',
    clauses: [
      "Every member may take part in the association's activities and governance, vote where the category allows, stand for office, receive information, and use its training and resources.",
      'Every member is entitled to protection of professional rights, dignity and welfare, and to fair disciplinary and grievance procedures.',
      'Full members have unrestricted voting rights and may hold any office; other categories have the rights their by-laws give.',
      "No member loses rights arbitrarily: there is always a right to be heard and to appeal, and members' personal information is kept confidential.",
    ],
  },
  {
    partNumber: 'IV',
    partTitle: 'Membership',
    articleNumber: 43,
    title: 'Responsibilities of Members',
    clauses: [
      "Members keep high standards of conduct and ethics, obey the laws of the profession, respect colleagues, patients and the public, and take part in the association's work.",
      "Members pay their fees and dues on time, protect the association's reputation and unity, report misconduct and keep professional information confidential.",
      "Members avoid conduct that harms the association, discriminates or harasses, and take part in the association's CPD programmes.",
      'Failing in these duties may lead to disciplinary action.',
    ],
  },
];
