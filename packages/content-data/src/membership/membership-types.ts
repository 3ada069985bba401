/**
 * A membership page: one category of membership, or the page on how membership ends.
 * Lists that do not apply to a page are empty, and the page leaves their section out.
 */
export interface MembershipType {
  /** Route segment: `/membership/{slug}`. */
  slug: string;
  /** The page's title, e.g. "Full Membership". */
  name: string;
  /** One sentence for menus and search results. */
  summary: string;
  /**
   * Who may apply, one criterion each: only what a person can meet before applying, since the
   * joining page lists these under "Who may apply". What is met through the application itself
   * (paying, completing registration) is in `onceApproved`.
   */
  eligibility: string[];
  /**
   * What else the constitution asks before the membership begins, met after the application is
   * approved, such as paying the first fee (Article 35(1)(d), 35(3)(c) and 35(7)(c); Article
   * 37(3) confirms registration on eligibility checked and fees paid). Absent where nothing is.
   */
  onceApproved?: string[];
  /** Rights and privileges of the category. */
  rights: string[];
  /** Obligations and responsibilities of the category. */
  obligations: string[];
  /** Grounds for termination, or the termination procedure on the termination page. */
  termination: string[];
  /**
   * What a type one does not apply for online costs, said as the constitution says it. The
   * annual subscriptions of the types one applies for are the member service's
   * (`GET /coaz/api/dues`), which the secretariat sets, so they are never written here; the
   * termination page has none.
   */
  feeNote?: string;
}

const COMMON_OBLIGATIONS = [
  'Uphold the constitution, the Membership Code of Conduct and the Professional Code of Conduct.',
  'Respect the rights and dignity of fellow members, patients and the public.',
  'Protect the reputation and unity of the association and report misconduct.',
];

const COMMON_TERMINATION = [
  "Breach of the constitution, the codes of conduct or the association's regulations.",
  'Conduct that harms the interests, objectives or reputation of the association.',
  "A criminal conviction, or professional misconduct, that damages the association's good name or integrity.",
];

const NON_PAYMENT =
  'Not paying subscriptions within the set period after notice; benefits may first be suspended until the arrears are paid.';

/** The eight membership pages, in menu order. */
export const membershipTypes: readonly MembershipType[] = [
  {
    slug: 'full_membership',
    name: 'Full Membership',
    summary:
      'For practising clinical officers and mid-level clinical practitioners registered in Zambia.',
    eligibility: [
      'Holds a clinical officer or mid-level clinical practitioner qualification recognised by the Health Professions Council of Zambia.',
      'Holds a current licence or registration to practise clinical medicine in Zambia.',
      'Is in good professional standing, with no outstanding disciplinary sanction or unresolved ethical complaint.',
    ],
    // Part of Article 35(1)'s eligibility, but no applicant has done it yet: it follows approval.
    onceApproved: ["Pays the membership fee and completes the association's registration."],
    rights: [
      'Vote at General Assemblies and meetings without restriction.',
      'Stand for and hold any office, and serve on any committee, of the association.',
      "Take part in the association's activities, programmes and governance.",
      "Receive the association's communications, CPD, training and resources.",
      'Protection of professional rights, dignity and welfare, and representation by the association.',
      'Fair disciplinary and grievance procedures, with the right to be heard and to appeal.',
      "Benefit from the association's services for members' growth and welfare, such as the group health insurance scheme.",
    ],
    obligations: [
      ...COMMON_OBLIGATIONS,
      'Pay subscriptions and dues on time.',
      'Keep the practising licence current and take part in continuing professional development.',
      'Take part in the meetings and programmes of the association.',
      'Keep confidential what is learned in professional duty.',
    ],
    termination: [
      NON_PAYMENT,
      ...COMMON_TERMINATION,
      'Failing to keep professional licensure or registration as the law requires.',
    ],
  },
  {
    slug: 'associate_membership',
    name: 'Associate Membership',
    summary:
      'For qualified practitioners not in active clinical practice, or practising outside Zambia.',
    eligibility: [
      'A qualified clinical officer or mid-level clinical practitioner not currently in active clinical practice, or',
      'A clinical officer practising outside Zambia.',
      'Meets any further criteria the National Executive Committee sets.',
    ],
    rights: [
      "Take part in the association's activities and programmes.",
      "Receive the association's communications and CPD opportunities.",
      'Voting and office-holding as the membership by-laws provide.',
    ],
    obligations: [...COMMON_OBLIGATIONS, 'Pay the associate subscription on time.'],
    termination: [NON_PAYMENT, ...COMMON_TERMINATION],
  },
  {
    slug: 'student_membership',
    name: 'Student Membership',
    summary: 'For students of clinical officer and equivalent mid-level clinical programmes.',
    eligibility: [
      'Formally enrolled at an accredited institution offering clinical officer or equivalent mid-level clinical training.',
      'Subscribes to the values and objectives of the association.',
    ],
    onceApproved: ['Completes registration and pays the student fee.'],
    rights: [
      'Protection from exploitation during training and clinical placements.',
      'A safe and respectful place to learn, and the right to report abuse or exploitation without fear of reprisal.',
      'Access to mentorship, study resources and CPD events open to students.',
      'A voice in the association through the structures set up for students.',
      'Other rights and privileges as the membership by-laws set them.',
      'On qualifying and registering with the Health Professions Council of Zambia, may apply for Full Membership.',
    ],
    obligations: [
      ...COMMON_OBLIGATIONS,
      'Follow the rules of the training institution and its placements.',
    ],
    termination: [
      'Leaving or being dismissed from the training programme.',
      NON_PAYMENT,
      ...COMMON_TERMINATION,
    ],
  },
  {
    slug: 'life_membership',
    name: 'Life Membership',
    summary: 'Conferred on full members for distinguished, long-standing service.',
    eligibility: [
      'Is a Full Member.',
      'Has served the profession and the association with distinction over many years.',
      'Has been an active, compliant member for at least fifteen consecutive years.',
      'Has the nomination of five or more members and the approval of the National Executive Committee.',
    ],
    rights: [
      'The rights and privileges of membership for life, as the membership by-laws set them.',
      "Recorded as a Life Member in the association's Register of Members.",
    ],
    obligations: COMMON_OBLIGATIONS,
    termination: [
      'Like any membership, it ends only on the grounds below, and never without a fair hearing.',
      ...COMMON_TERMINATION,
    ],
    // The constitution names no fee for life members: Article 34 leaves each category's
    // obligations to the association's regulations or membership by-laws.
    feeNote:
      'The constitution sets no fee for Life Membership: the association’s regulations or membership by-laws set what life members owe.',
  },
  {
    slug: 'honorary_membership',
    name: 'Honorary Membership',
    summary:
      'Conferred on people who have given exceptional service to the profession or the association.',
    eligibility: [
      "Has served the clinical officer profession, health care development or the association's objectives in an exceptional way.",
      'Need not meet the professional criteria for full membership.',
      'Is nominated by members of the National Executive Committee or the General Assembly, with a detailed recommendation.',
      'Is approved by two thirds of the votes in the General Assembly or the COAZ Council.',
    ],
    rights: [
      'The privileges the association determines for honorary members.',
      'No membership fee unless the association decides otherwise.',
      'Honorary membership is for life unless revoked for just cause.',
    ],
    obligations: COMMON_OBLIGATIONS,
    // Article 38(4)(b) says only "revoked for a just cause"; who revokes it is not said, and the fair
    // hearing is Article 40(3)'s, owed before any membership ends.
    termination: ['Revocation for just cause, after a fair hearing.'],
    feeNote: 'Honorary members pay no membership fee unless the association decides otherwise.',
  },
  {
    slug: 'affiliate_membership',
    name: 'Affiliate Membership',
    summary:
      'For institutions, organisations and related health professionals who support the association.',
    eligibility: [
      "An institution, organisation or individual from a related health profession that supports the association's objectives.",
      'Meets any conditions the National Executive Committee sets.',
    ],
    rights: [
      "Take part in the association's programmes, conferences and partnerships as the by-laws provide.",
      "Receive the association's communications.",
    ],
    obligations: [...COMMON_OBLIGATIONS, 'Pay the affiliate fee on time.'],
    termination: [
      NON_PAYMENT,
      ...COMMON_TERMINATION,
      "A conflict of interest with the association's objectives.",
    ],
  },
  {
    slug: 'retired_membership',
    name: 'Retired Membership',
    summary: 'For full members who have formally retired from practice.',
    eligibility: [
      'Was a Full Member.',
      'Has formally retired from active professional practice.',
      'Applies for retired membership, with evidence of retirement if asked.',
    ],
    rights: [
      "Takes part in the association's activities and receives its communications, within the limits of the category.",
      'Voting and office-holding as the membership by-laws provide.',
    ],
    obligations: [...COMMON_OBLIGATIONS, "Pay the retired members' fee, where one is set."],
    termination: [NON_PAYMENT, ...COMMON_TERMINATION],
  },
  {
    slug: 'termination',
    name: 'Termination of Membership',
    summary: 'How a member may leave, and how the association may end a membership.',
    eligibility: [],
    rights: [
      'No member is terminated without a fair hearing under the rules of natural justice.',
      'The right to appeal a termination within the time the appeal procedures set.',
    ],
    obligations: [
      'A leaving member settles outstanding dues and obligations; resignation takes effect within an administrative window of at most three months.',
      "A terminated member returns the association's property and remains liable for obligations incurred before termination.",
    ],
    termination: [
      'Resignation: write to the association on the prescribed form; it takes effect once acknowledged and outstanding obligations are met.',
      'Grounds for termination by the association: non-payment of dues after notice, breach of the constitution or codes, criminal conviction or professional misconduct, conduct harmful to the association, failure to keep a practising licence, and other grounds in the disciplinary procedures.',
      'Notice: the member is told in writing of the grounds and may respond before any decision.',
      'Decision: taken by the competent disciplinary or adjudicating body set up under the constitution or by-laws.',
      'Effect: all rights, privileges and benefits of membership end at once.',
      "Appeal: the member may appeal within the prescribed time under the association's appeal procedures.",
    ],
  },
];

/** The membership page with this route slug, or undefined if there is none. */
export function findMembershipType(slug: string): MembershipType | undefined {
  return membershipTypes.find((type) => type.slug === slug);
}
