/**
 * One way members ask about a subject, and the words the constitution uses for it. When a question
 * contains every word of one of `asked` (a word or a phrase, matched on word stems), the words of
 * `written` join the search at a reduced weight.
 */
export interface VocabularyEntry {
  /** Words or phrases members use. */
  asked: readonly string[];
  /** Words the constitution uses for the same subject. */
  written: readonly string[];
}

/**
 * How members of a professional association talk about its constitution, mapped to the formal
 * words such constitutions use. Built for the domain (membership, fees, discipline, elections,
 * meetings, offices, money, rights), not for particular questions.
 */
export const constitutionVocabulary: readonly VocabularyEntry[] = [
  {
    asked: [
      'fee',
      'fees',
      'dues',
      'subscription',
      'levy',
      'contribution',
      'pay',
      'payment',
      'cost',
      'charge',
    ],
    written: [
      'fee',
      'subscription',
      'dues',
      'levy',
      'contribution',
      'paid-up',
      'financial obligations',
    ],
  },
  {
    asked: [
      'expel',
      'kick out',
      'kicked out',
      'throw out',
      'thrown out',
      'sack',
      'fire',
      'ban',
      'banned',
      'remove',
    ],
    written: ['expulsion', 'termination', 'removal', 'suspension', 'disciplinary'],
  },
  {
    asked: ['quit', 'leave', 'resign', 'cancel', 'stop being'],
    written: ['renunciation', 'resignation', 'withdrawal', 'termination'],
  },
  {
    asked: [
      'punish',
      'punishment',
      'penalty',
      'penalties',
      'sanction',
      'trouble',
      'misbehave',
      'guilty',
    ],
    written: ['sanctions', 'disciplinary', 'misconduct', 'reprimand', 'suspension', 'expulsion'],
  },
  {
    asked: ['boss', 'supervisor', 'manager', 'in-charge', 'superior', 'employer', 'senior'],
    written: ['supervisors', 'superiors', 'employer', 'workplace'],
  },
  {
    asked: [
      'yell',
      'shout',
      'scream',
      'insult',
      'belittle',
      'bully',
      'harass',
      'humiliate',
      'abuse',
      'mistreat',
    ],
    written: [
      'verbal abuse',
      'humiliation',
      'degrading treatment',
      'harassment',
      'intimidation',
      'inhuman',
    ],
  },
  {
    asked: ['back me up', 'help', 'support me', 'stand with', 'defend me', 'protect me'],
    written: ['protection', 'support', 'protected', 'redress'],
  },
  {
    asked: [
      'zoom',
      'online',
      'virtual',
      'video',
      'internet',
      'remotely',
      'teams',
      'livestream',
      'stream',
    ],
    written: ['remote participation', 'digital platforms', 'virtual', 'electronic'],
  },
  {
    asked: ['agm', 'annual general meeting', 'general meeting', 'meeting'],
    written: ['General Assembly', 'sitting', 'annual general meeting'],
  },
  {
    asked: [
      'on my behalf',
      'for me',
      'someone else vote',
      'colleague vote',
      'proxy',
      'instead of me',
    ],
    written: ['proxy voting', 'proxy'],
  },
  {
    asked: ['sign up', 'join', 'register', 'apply', 'application', 'become a member', 'enrol'],
    written: ['registration', 'admission', 'application', 'eligibility', 'membership'],
  },
  {
    asked: [
      'old rules',
      'already a member',
      'joined years ago',
      'previous',
      'before this',
      'existing',
    ],
    written: [
      'existing membership',
      'deemed',
      'previous constitution',
      'adoption',
      'transitional',
      'regularization',
    ],
  },
  {
    asked: ['still a member', 'still valid', 'still count', 'remain a member', 'all over again'],
    written: ['continue', 'status', 'deemed', 'existing membership', 'uninterrupted'],
  },
  {
    asked: ['cadre', 'politician', 'party member', 'partisan', 'politics'],
    written: ['political party', 'partisan'],
  },
  {
    asked: ['money', 'funds', 'cash', 'finances', 'income', 'revenue', 'budget'],
    written: [
      'funds',
      'finances',
      'revenue',
      'subscriptions',
      'levies',
      'Consolidated Fund',
      'resources',
    ],
  },
  {
    asked: ['bank', 'bank account', 'cheque', 'signatory', 'signs', 'sign off', 'withdraw money'],
    written: ['signatory', 'joint signatures', 'bank accounts', 'accounts'],
  },
  {
    asked: ['complain', 'complaint', 'grievance', 'report', 'unfair'],
    written: ['lodge a complaint', 'grievance', 'petition', 'redress'],
  },
  {
    asked: ['challenge', 'dispute', 'contest', 'rigged', 'result', 'results'],
    written: ['petition', 'dispute', 'election petition'],
  },
  {
    asked: ['appeal', 'overturn', 'reverse', 'unfair decision', 'challenge a decision'],
    written: ['appeal', 'appeals', 'review'],
  },
  {
    asked: ['change', 'amend', 'amendment', 'update', 'rewrite'],
    written: ['amendment', 'amended', 'amend'],
  },
  {
    asked: ['review', 'revise', 'revision', 'overhaul'],
    written: ['review', 'Constitutional Review Committee'],
  },
  {
    asked: ['student', 'trainee', 'intern', 'internship', 'junior', 'newly qualified'],
    written: ['students', 'junior members', 'student membership', 'early-career'],
  },
  {
    asked: ['retire', 'retirement', 'pension', 'after office', 'former president'],
    written: ['pension benefit', 'Pension Fund'],
  },
  {
    asked: [
      'chair',
      'chairs',
      'presides over',
      'run the meeting',
      'lead the meeting',
      'in charge of the meeting',
    ],
    // "preside" and "president" share a stem, so "preside" is no word to add: Speaker and chair are.
    written: ['Speaker', 'Deputy Speakers', 'chairperson', 'Leader of General Assembly Business'],
  },
  {
    asked: ['notice', 'how long before', 'in advance', 'warning', 'informed'],
    written: ['notice', 'prior', 'days'],
  },
  {
    asked: [
      'discriminate',
      'discrimination',
      'tribe',
      'tribalism',
      'racism',
      'sexism',
      'favouritism',
    ],
    written: ['discrimination', 'ethnicity', 'race', 'religion', 'equal'],
  },
  {
    asked: ['quorum', 'how many people', 'enough people', 'minimum attendance'],
    written: ['quorum'],
  },
  {
    asked: [
      'how long in office',
      'term',
      'terms',
      'term limit',
      'years in office',
      'serve',
      'stay in office',
      'in power',
    ],
    written: ['tenure', 'term of office', 'hold office'],
  },
  {
    asked: ['candidate', 'stand', 'run for', 'contest', 'campaign'],
    written: ['candidate', 'nomination', 'eligible', 'qualifications'],
  },
  {
    asked: ['endorse', 'second', 'sponsor', 'back a candidate', 'support a candidate'],
    written: ['endorse', 'nomination', 'supported'],
  },
  {
    asked: ['vote', 'voting', 'ballot', 'poll', 'election', 'elect'],
    written: ['election', 'voting', 'ballot', 'electoral'],
  },
  {
    asked: ['salary', 'allowance', 'paid for', 'wages', 'compensation'],
    written: ['emoluments', 'allowances', 'remuneration'],
  },
  {
    asked: ['meaning', 'interpret', 'interpretation', 'unclear'],
    written: ['interpretation', 'interpret', 'constitutional interpretation'],
  },
  {
    asked: ['rights', 'entitled', 'entitlement', 'allowed'],
    written: ['rights', 'entitled', 'freedom'],
  },
  {
    asked: ['free speech', 'speak out', 'opinion'],
    written: ['freedom of expression', 'professional opinion'],
  },
  {
    asked: ['privacy', 'private', 'confidential', 'personal information', 'data'],
    written: ['privacy', 'confidentiality'],
  },
  {
    asked: ['head', 'leader', 'chief', 'top job', 'in charge'],
    written: ['President', 'presidency', 'executive authority'],
  },
  {
    asked: ['financial year', 'fiscal year', 'accounting year', 'year end'],
    written: ['financial year', 'January', 'December'],
  },
  {
    asked: ['honorary', 'honour', 'honor', 'award'],
    written: ['Honorary Membership', 'conferral'],
  },
  {
    asked: [
      'make up',
      'makes up',
      'made up of',
      'consist',
      'composed',
      'who sits on',
      'who is on',
      'members of the',
    ],
    written: ['composition', 'comprise', 'consist', 'members'],
  },
  {
    asked: ['how long', 'duration', 'expire', 'valid', 'how many years'],
    written: ['period', 'valid', 'term', 'years', 'duration'],
  },
  {
    asked: ['how often', 'frequency', 'every how many'],
    written: ['every', 'years', 'annually', 'periodically'],
  },
  {
    asked: ['disagree', 'disagreement', 'conflicting views', 'dispute over meaning'],
    written: ['dispute', 'interpretation', 'constitutional interpretation'],
  },
  {
    asked: [
      'same time',
      'simultaneously',
      'another professional',
      'another association',
      'two associations',
      'other body',
      'both',
      'dual',
    ],
    written: ['dual membership', 'other professional bodies'],
  },
  {
    asked: [
      'who can vote',
      'member vote',
      'members vote',
      'right to vote',
      'eligible to vote',
      'allowed to vote',
      'vote in',
      'voters',
    ],
    written: ['franchise', 'entitled to vote', 'voters'],
  },
  {
    asked: [
      'get rid of',
      'oust',
      'vote out',
      'remove the president',
      'throw out the president',
      'no confidence',
    ],
    written: ['removal', 'impeachment', 'censure', 'incapacity'],
  },
  {
    asked: ['parent', 'mother', 'father', 'family', 'child', 'children', 'relative', 'inherit'],
    written: ['lineage', 'descent', 'professional lineage'],
  },
  {
    asked: [
      'my side',
      'hearing',
      'heard',
      'defend myself',
      'fair trial',
      'without warning',
      'accused',
    ],
    written: ['fair hearing', 'disciplinary process', 'right to be heard', 'natural justice'],
  },
  {
    asked: [
      'unpaid',
      'not paid',
      'didnt pay',
      'overtime',
      'extra shifts',
      'forced to work',
      'extra hours',
      'exploit',
      'overworked',
      'overwork',
      'long hours',
      'too many hours',
    ],
    written: ['unpaid', 'underpaid', 'exploitation', 'coerced labour', 'overtime'],
  },
  {
    asked: [
      'my messages',
      'private messages',
      'my emails',
      'my phone',
      'read my',
      'my records',
      'my files',
      'spy on',
      'snoop',
    ],
    written: ['privacy', 'communications', 'correspondence', 'confidentiality'],
  },
  {
    asked: [
      'point of',
      'purpose',
      'why does',
      'what does coaz do',
      'aims',
      'goals',
      'objectives',
      'exist',
    ],
    written: ['mission', 'aim', 'objectives', 'values'],
  },
  {
    asked: [
      'criticism',
      'criticise',
      'criticize',
      'complain publicly',
      'whatsapp',
      'facebook',
      'social media',
      'posted',
      'post',
    ],
    written: ['freedom of expression', 'opinion', 'media', 'expression'],
  },
  {
    asked: ['exec', 'nec', 'executive committee'],
    written: ['National Executive Committee', 'executive'],
  },
  {
    asked: ['religion', 'faith', 'belief', 'beliefs', 'church', 'conscience', 'religious'],
    written: ['conscience', 'belief', 'religion'],
  },
  {
    asked: [
      'move',
      'transfer',
      'relocate',
      'another province',
      'another district',
      'travel',
      'posting',
    ],
    written: ['freedom of movement', 'movement', 'transfer'],
  },
  {
    asked: [
      'what do i need',
      'requirements',
      'requirement',
      'qualify',
      'criteria',
      'eligible',
      'age limit',
      'minimum age',
      'old enough',
      'too old',
    ],
    written: ['qualifications', 'eligible', 'requirements', 'criteria'],
  },
  {
    asked: ['title', 'recognition', 'recognise', 'identity', 'called'],
    written: ['recognition', 'identity', 'professional title'],
  },
  {
    asked: ['stop me', 'prevent', 'block', 'bar me', 'restrict', 'not allowed'],
    written: ['restriction', 'limitation', 'prohibited', 'freedom'],
  },
  {
    asked: [
      'lose seat',
      'lose their seat',
      'lose my seat',
      'lose office',
      'stop being',
      'leave office',
      'kicked off',
    ],
    written: ['vacation of office', 'vacate', 'vacant', 'cease to hold office'],
  },
  {
    asked: ['sue', 'sued', 'court', 'legal action', 'lawsuit', 'prosecute', 'take to court'],
    written: ['legal proceedings', 'court', 'proceedings', 'immunity'],
  },
  {
    asked: [
      'taking office',
      'take office',
      'handover',
      'hand over',
      'before office',
      'sworn in',
      'swearing in',
    ],
    written: ['transition', 'assumption of office', 'assume office', 'swearing-in'],
  },
  {
    asked: ['holds', 'who has the power', 'who has authority', 'in whom', 'belongs to'],
    written: ['vest', 'vested', 'exercise'],
  },
  {
    asked: [
      'role',
      'roles',
      'job',
      'duties',
      'responsible for',
      'responsibilities',
      'tasks',
      'work of',
    ],
    written: ['functions', 'duties', 'responsibilities'],
  },
  {
    asked: ['what do i get', 'benefits', 'benefit of', 'perks', 'advantages', 'in it for me'],
    written: ['rights', 'benefits', 'privileges', 'entitled'],
  },
  {
    asked: ['supposed to', 'have to do', 'expected of', 'obligations', 'my duties', 'must members'],
    written: ['responsibilities', 'duties', 'obligations'],
  },
  {
    asked: ['halfway', 'mid-term', 'midterm', 'before the end of', 'resigns', 'dies', 'vacancy'],
    written: ['vacancy', 'by-election', 'vacant', 'casual vacancy'],
  },
  {
    asked: ['decide on', 'decides', 'powers', 'what can it do', 'in charge of', 'incharge'],
    written: ['functions', 'powers', 'authority'],
  },
  {
    asked: [
      'taken away',
      'take away',
      'revoke',
      'revoked',
      'strip',
      'lose my membership',
      'cancel my membership',
    ],
    written: ['termination', 'terminated', 'revocation', 'cessation', 'cease'],
  },
  {
    asked: ['attend', 'attendance', 'come to', 'sit in', 'observe', 'watch'],
    written: ['participation', 'attendance', 'access', 'public', 'observers'],
  },
  {
    asked: [
      'union',
      'trade union',
      'what kind of',
      'type of organisation',
      'ngo',
      'non-profit',
      'legal status',
    ],
    written: ['body corporate', 'non-partisan', 'non-profit', 'professional', 'established'],
  },
  {
    asked: ['colleague', 'workmate', 'fellow member', 'fellow clinical officer'],
    written: ['member', 'members'],
  },
];
