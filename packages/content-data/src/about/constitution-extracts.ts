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

const PART_I = { partNumber: 'I', partTitle: 'Supremacy of Constitution' } as const;
const PART_II = {
  partNumber: 'II',
  partTitle: 'Association Values, Principles, Mission, Aim and Objectives',
} as const;
const PART_III = {
  partNumber: 'III',
  partTitle: 'Protection of Fundamental Rights and Freedoms of Membership',
} as const;
const PART_IV = { partNumber: 'IV', partTitle: 'Membership' } as const;
const PART_V = { partNumber: 'V', partTitle: 'Representation of the Membership' } as const;
const PART_VI = { partNumber: 'VI', partTitle: 'Legislature' } as const;
const PART_VII = { partNumber: 'VII', partTitle: 'National Executive' } as const;
const PART_VIII = { partNumber: 'VIII', partTitle: 'The COAZ Council' } as const;
const PART_IX = {
  partNumber: 'IX',
  partTitle: 'General Principles of Devolved Governance',
} as const;
const PART_XVI = { partNumber: 'XVI', partTitle: 'Association Finance and Budget' } as const;

/**
 * The thirty Articles members most often need, in constitution order: the association and its laws,
 * members' rights, membership, elections, the General Assembly, the national executive, discipline,
 * devolved structures and fees. The constitution numbers two Articles 61 (Tenure of Office in Part V
 * and the principles of legislative authority in Part VI); the extract here is Part V's.
 */
export const constitutionExtracts: readonly ConstitutionExtract[] = [
  {
    ...PART_I,
    articleNumber: 4,
    title: 'The Clinical Officers Association of Zambia',
    clauses: [
      'The association is a body corporate with perpetual succession: it can sue and be sued in its own name, own and dispose of property, and do whatever its objectives require.',
      'It is non-partisan, non-profit, professional and democratic, and represents the interests, welfare and development of clinical officers in Zambia.',
      'It works under the constitution and the laws of Zambia, and changes of membership, leadership or structure do not affect its legal status.',
    ],
  },
  {
    ...PART_I,
    articleNumber: 6,
    title: 'Association symbols',
    clauses: [
      'The official symbols are the name (Clinical Officers Association of Zambia, or COAZ), the logo or emblem, the motto and the official seal.',
      'How the symbols look and may be used is prescribed separately.',
    ],
  },
  {
    ...PART_I,
    articleNumber: 7,
    title: 'Laws of the Association',
    clauses: [
      'The association is governed by, in order of precedence: the constitution; resolutions of the General Meeting consistent with it; by-laws and regulations; the Membership Code of Conduct; the Professional Code of Conduct; and the other laws that apply to the association.',
      'Any rule, resolution or directive of an organ or officer that conflicts with the constitution is invalid to the extent of the conflict.',
    ],
  },
  {
    ...PART_II,
    articleNumber: 8,
    title: 'Values and Principles',
    clauses: [
      'The association is guided by professionalism and ethics; integrity, transparency and accountability; unity and solidarity; service to the public; respect for human rights, dignity, equity and non-discrimination; democracy and participation; and excellence and lifelong learning.',
      'These values bind every member, office bearer, employee and affiliated body, and every organ and officer must promote and defend them.',
    ],
  },
  {
    ...PART_II,
    articleNumber: 10,
    title: 'Mission, Aim and Objectives',
    clauses: [
      'Mission: to bring clinical officers and mid-level clinical practitioners together nationwide, speak for them and further their professional interests, growth and welfare.',
      "Aim: to be the recognised voice and professional body of clinical officers and mid-level practitioners, upholding their dignity and rights, their training and compliance with regulation, and what they give to health and to Zambia's development.",
      "The eleven objectives cover advocacy for recognition and progression, ethics and CPD, engagement with government and regulators, members' welfare, policy input, unity and discipline, support to training institutions, partnerships, research publication, health advocacy and any work incidental to these.",
    ],
  },
  {
    ...PART_III,
    articleNumber: 11,
    title: 'Fundamental Rights and Freedoms of members',
    clauses: [
      'Every member enjoys the rights in the constitution, limited only as far as needed to protect others, the public and the association.',
      "They include equal status regardless of gender, ethnicity, creed, social origin or politics; taking part, voting and standing for office; free expression on professional matters; access to the association's information; fair treatment in proceedings; organising within the association; and support and representation in professional, legal and employment matters.",
      'Rights depend on the membership category; full members enjoy all of them.',
      "No member is suspended, expelled or restricted except by natural justice and the constitution's procedures.",
    ],
  },
  {
    ...PART_III,
    articleNumber: 13,
    title: 'Protection of Right to Professional Liberty',
    clauses: [
      'Members are free to practise within the legal scope of their profession and to use their clinical judgement without undue interference or intimidation.',
      'They may take part in lawful research and advocacy, pursue CPD and career advancement, and work with peers and institutions in Zambia and abroad.',
      'No member is barred from practice except through a lawful process, and the association protects members against victimisation, unjust restrictions on licensing, scope or employment, and professional discrimination.',
    ],
  },
  {
    ...PART_III,
    articleNumber: 18,
    title: 'Rights to fair Disciplinary Process',
    clauses: [
      "Discipline follows the association's rules, starts with clear notice of the allegations, gives the member reasonable time to respond, and is decided by a properly constituted, impartial body.",
      'The member may be heard in person or in writing, be represented by a person of their choice, call witnesses, receive written reasons and appeal.',
      'Sanctions must be proportionate, and disciplinary records are kept confidential unless the law or the member allows disclosure.',
    ],
  },
  {
    ...PART_III,
    articleNumber: 24,
    title: 'Protection of Students and Junior members From Exploitation',
    clauses: [
      'Students, interns and clinical officers with less than two years since qualifying are protected from exploitation, abuse and unfair treatment.',
      'The association works so that they are not given duties beyond their training or authorisation, are not made to work unpaid or underpaid in the name of internship or volunteering except in special circumstances, and are supervised fairly.',
      'They may report abuse without fear of retaliation and take part in the association through its structures; the association may act against whoever exploits them.',
    ],
  },
  {
    ...PART_IV,
    articleNumber: 34,
    title: 'Categories of Membership',
    clauses: [
      'There are seven categories: full, associate, student, honorary, affiliate, life and retired members.',
      "The rights, obligations, privileges and limits of each category are set in the association's regulations or membership by-laws.",
    ],
  },
  {
    ...PART_IV,
    articleNumber: 35,
    title: 'Membership Eligibility',
    clauses: [
      'Full members hold a qualification recognised by the Health Professions Council of Zambia and a current licence, are in good standing and have paid their fees.',
      'Associate members are qualified but not in active practice, or practise outside Zambia; student members are enrolled at an accredited training institution.',
      'Honorary membership recognises distinguished service by people who do not otherwise qualify; affiliate membership is open to supporting institutions and related health professions.',
      "Life membership goes to a full member with long, distinguished service and at least fifteen consecutive years of active, compliant membership, nominated by five or more members, with the National Executive Committee's approval.",
      'Retired membership is for full members who have formally retired and apply; the association may ask for evidence of eligibility.',
    ],
  },
  {
    ...PART_IV,
    articleNumber: 38,
    title: 'Membership by Honorary Recognition',
    clauses: [
      "Honorary membership may be conferred for exceptional service to the profession, health care development or the association's objectives, even on people without the professional qualification.",
      'Nominations come from members of the National Executive Committee or the General Assembly, with a detailed recommendation.',
      'Conferral needs a two-thirds majority of the General Assembly or the COAZ Council; it lasts for life unless revoked for just cause, and honorary members pay no fee unless decided otherwise.',
    ],
  },
  {
    ...PART_IV,
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
    ...PART_IV,
    articleNumber: 41,
    title: 'Membership Governance and Admissions',
    clauses: [
      "The Secretary General is responsible for admissions, registration, classification and the Register of Members, and keeps members' data confidential.",
      'The National Executive Committee has the final say on applications, which are subject to the prescribed fees.',
      'Admission is open to every eligible applicant without discrimination, and the association publishes its criteria, benefits and procedures.',
    ],
  },
  {
    ...PART_IV,
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
    ...PART_IV,
    articleNumber: 43,
    title: 'Responsibilities of Members',
    clauses: [
      "Members keep high standards of conduct and ethics, obey the laws of the profession, respect colleagues, patients and the public, and take part in the association's work.",
      "Members pay their fees and dues on time, protect the association's reputation and unity, report misconduct and keep professional information confidential.",
      "Members avoid conduct that harms the association, discriminates or harasses, and take part in the association's CPD programmes.",
      'Failing in these duties may lead to disciplinary action.',
    ],
  },
  {
    ...PART_V,
    articleNumber: 46,
    title: 'Franchise',
    clauses: [
      'Full members who have paid their fees and dues in time before the election may vote and stand for election.',
      'Other categories vote only where the by-laws expressly allow it.',
      'No member is disenfranchised arbitrarily, and the association keeps an up-to-date Register of Voters.',
    ],
  },
  {
    ...PART_V,
    articleNumber: 51,
    title: 'Electoral candidates',
    clauses: [
      'A candidate for the National Executive Committee must be a full member in good standing with at least three continuous years of membership; for provincial chairperson, two years; for a district or branch committee, six months.',
      'Candidates may not be under disciplinary sanction or convicted of a dishonesty or professional offence in the past five years, and may contest only one position per cycle.',
      'The Electoral Commission vets nominations and publishes the final list at least thirty days before the election; candidates may not use association resources, incite hatred or buy votes.',
    ],
  },
  {
    ...PART_V,
    articleNumber: 52,
    title: 'Nominations',
    clauses: [
      "A nomination is made on the Electoral Commission's form, endorsed by at least five full members in good standing, with a declaration of eligibility, within the announced period.",
      'A provisional list follows within seven days; objections are lodged within three days and decided within five.',
      'A candidate may withdraw in writing at least ten days before the election.',
    ],
  },
  {
    ...PART_V,
    articleNumber: 56,
    title: 'Election date for National elections and Branch Elections',
    clauses: [
      "National elections for the National Executive Committee, professional coordinators and provincial chairpersons are held every three years on a date the Electoral Commission sets with the COAZ Council's approval.",
      'Branch elections take place at least thirty days before national elections, and all election dates are announced at least sixty days ahead.',
      "In an emergency, elections may be postponed by up to ninety days with the Council's approval, with written reasons to members.",
    ],
  },
  {
    ...PART_V,
    articleNumber: 61,
    title: 'Tenure of Office',
    clauses: [
      'Elected and appointed officers serve three-year terms and may serve at most two terms in the same office.',
      'Filling a vacancy with less than eighteen months left does not count as a full term; eighteen months or more does.',
      'Office is vacated on expiry, resignation, removal, incapacity, death or taking up a conflicting office.',
    ],
  },
  {
    ...PART_VI,
    articleNumber: 68,
    title: 'Composition of General Assembly',
    clauses: [
      "The General Assembly is the highest gathering of members and meets once every calendar year, on at least sixty days' notice from the President.",
      'It receives the reports of the President, the Secretary General and other organs, approves the strategic direction and financial statements, and elects the National Executive Committee every three years.',
      'All paid-up members in good standing belong to it, with student representatives, delegates of provinces and professional caucuses, invited guests and the COAZ Council.',
    ],
  },
  {
    ...PART_VI,
    articleNumber: 79,
    title: 'Ammendment of the Constitution',
    clauses: [
      'The constitution is amended by the General Assembly with the approval of two-thirds of delegates present and voting.',
      'A proposal goes to the Secretary General in writing at least ninety days before the Assembly and is circulated to members at least sixty days before the debate.',
      "No amendment may contradict national law, the association's objectives or professional ethics; a review may be started by the COAZ Council, by a petition of one-third of registered members or by the General Assembly.",
    ],
  },
  {
    ...PART_VII,
    articleNumber: 90,
    title: 'Principles of executive authority and functions of the national executive',
    clauses: [
      'Executive authority comes from the members and is exercised accountably, ethically and efficiently.',
      "The National Executive manages the association, represents it nationally and internationally, supervises all organs, committees and branches, keeps its finances accountable and carries out the General Assembly's resolutions.",
    ],
  },
  {
    ...PART_VII,
    articleNumber: 91,
    title: 'Presidency and vesting of executive authority',
    clauses: [
      'Executive authority vests in the President, who heads the National Executive and the association and chairs the National Executive Committee.',
      'The President is supported by the Vice-President, the Secretary General, the Treasurer General, the National Secretary for Coordination and Publication and the National Secretary for Professional Welfare, Training and Development.',
    ],
  },
  {
    ...PART_VII,
    articleNumber: 114,
    title: 'Functions of the Secretary General',
    clauses: [
      'The Secretary General leads the secretariat, runs day-to-day affairs and keeps the constitution, records and documents of the association.',
      'The Secretary General coordinates the carrying out of resolutions, oversees admissions and membership credentials, and acts as secretary of the General Assembly, of the Council and of the National Executive Committee.',
      "The Secretary General issues certified copies of resolutions and constitutional extracts, handles correspondence and partnerships, and signs for the association's accounts.",
    ],
  },
  {
    ...PART_VIII,
    articleNumber: 145,
    title: 'Procedures of the Member Disciplinary committee',
    clauses: [
      'On a complaint, the committee first checks that it is admissible, then notifies the member in writing of the specific allegations and gives at least fourteen days to respond.',
      'It may hold hearings, call witnesses and ask for documents, and keeps a record of everything.',
      'The member may be heard in person or through a representative, cross-examine witnesses, present evidence and appeal; the decision is given in writing with reasons and any sanction.',
    ],
  },
  {
    ...PART_VIII,
    articleNumber: 146,
    title: 'Appeals to the Member Disciplinary committee',
    clauses: [
      'A sanction by a lower disciplinary authority may be appealed to the committee within fourteen days, or later with leave for good cause.',
      'The appeal is in writing, states its grounds and includes the records of the decision.',
      'The committee may uphold, vary or set aside the decision, substitute its own or send it back, and rules within sixty days.',
    ],
  },
  {
    ...PART_IX,
    articleNumber: 149,
    title: 'Sub-structures of COAZ governance',
    clauses: [
      'The association works through provincial coordinators, district committees in every district, branch committees of at least fifteen members at a facility or locality, and professional national coordinators for each cadre or specialty.',
      'Sub-structures have functional autonomy but report upwards: each sends the National Executive a yearly report on its operations and finances, and the executive passes a combined report to the Council and the General Assembly.',
    ],
  },
  {
    ...PART_XVI,
    articleNumber: 199,
    title: 'Imposition of Member Levies or fees',
    clauses: [
      "No fee, levy or charge may be imposed on members unless the General Assembly approves it on the Council's recommendation.",
      'The National Executive proposes the categories and amounts of subscriptions and fees for the General Assembly to approve.',
      'All members must meet the financial obligations set, subject to any exemptions or concessions.',
    ],
  },
];
