import { isPlaceName } from '../glossary/zambian-places';

// Facts a constitution does not hold by its nature: it sets up offices, meetings and rules, and
// leaves people, dates, contact details and addresses, records of past events and statistics to
// notices, the secretariat and the website, and members' terms of employment to employers and the
// law. A question asking for one is declined, with the nearest Articles, unless the passages found
// state such a fact after all (a date, a year, an address).

// Who holds an office now ("who is the current…", "who is currently…", "who is the speaker
// now", "right now"), held it first or before, or who won: the constitution sets up offices and
// never names people. Who holds a power or a function is not a person: the constitution names the
// organ.
const PERSON_QUESTION =
  /\bwho\s+(?:is|are)\s+(?:currently|presently|now|at\s+present)\b|\bwho\s+(?:is|are)\s+(?:the\s+|our\s+)?\w+(?:\s+\w+){0,2}\s+(?:now|right\s+now|currently|at\s+the\s+moment|these\s+days|today)\s*(?:[?.!,;]|\s+and\b|$)|\bwho\s+(?:is|are|was|were)\s+(?:the\s+)?(?:current|present|sitting|new|last|outgoing|incoming|first|founding|previous|past|former)\b|\bwho\s+(?:won|is\s+running\s+(?:for|in|against)|will\s+win|holds?(?!\s+(?:that|the|this|these|those|such|any)?\s*(?:powers?|authority|responsibilit(?:y|ies)|rights?|functions?|dut(?:y|ies)|mandate)\b)|founded)\b|\bname\s+of\s+(?:the\s+)?(?:current|present)\b|\bnames?\s+of\s+(?:the\s+|our\s+)?(?:coaz\s+)?(?:president|vice[- ]president|secretary general|treasurer(?: general)?|chairperson|speaker|deputy speaker|legal advisor|auditor)\b|^\s*who\s+is\s+(?:the\s+|our\s+)?(?:coaz\s+)?(?:president|vice[- ]president|secretary general|treasurer(?: general)?|chairperson|speaker)(?:\s+of\s+(?:coaz|the association))?\s*\??\s*$/i;

// A clock time, calendar date or venue of a meeting, which a constitution leaves to notices, and
// when or where the next or coming one is ("when and where is the next AGM"), or its deadline
// ("the closing date for the coming by-election"). Where an office is
// located is read apart (LOCATION_QUESTION): a constitution may well name its registered office.
// "Within what time" and "what time frame" ask for a period, read as a time limit below.
const TIME_QUESTION =
  /\b(?:deadlines?|closing\s+dates?|last\s+day)\b[^?]*\b(?:next|upcoming|coming|forthcoming)\b|(?<!\b(?:within|in)\s+)\b(?:what|which)\s+(?:time|date|day)\b(?!\s*(?:frames?|limits?|periods?|lines?|scales?)\b)|\b(?:when|where)(?:\s+(?:and|or|&|n)\s+(?:when|where))?\s+(?:is|are|will|does)\s+(?:the\s+)?(?:next|upcoming|coming|forthcoming)\b/i;
// Where a meeting is held: a month or a date in the passages does not answer it, only a place.
const VENUE_QUESTION =
  /\b(?:what|which)\s+venue\b|\bwhere\s+(?:is|will|does|do|are)\b.*\b(?:held|take\s+place|takes\s+place|sit|meet)\b/i;
// A time or a date in the passages. Month names count only capitalised, and "May" only beside a
// day or a year: "may" is the document's commonest verb, and read as a month it made every
// passage state a date.
const TIME_OR_DATE =
  /\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?(?:am|pm|hrs|hours)\b|\b(?:January|February|March|April|June|July|August|September|October|November|December)\b|\b\d{1,2}(?:st|nd|rd|th)?\s+May\b|\bMay\s+\d{1,4}\b/;

// Which day of the week: a passage naming a month does not answer it, only one naming a weekday.
const WEEKDAY_QUESTION = /\bday\s+of\s+the\s+week\b|\b(?:what|which)\s+weekdays?\b/i;
const WEEKDAY = /\b(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?\b/;

// A deadline ("what is the deadline for…", "by when must I…"): the constitution may set one, as a
// date or as a period ("within thirty (30) days"); passages that state neither do not answer it.
const DEADLINE_QUESTION =
  /\b(?:deadlines?|due\s+dates?|by\s+when|by\s+what\s+date|closing\s+dates?|cut[- ]?off\s+dates?|last\s+day\s+(?:to|for))\b/i;
// One word may qualify the unit: "working days", and the constitution's own "fifteen (15)
// consecutive years" and "thirty (30) cumulative days" (Life Membership and terms of office were
// read as stating no period, so "how many years before life membership" was declined).
const PERIOD =
  /\b(?:\d+\)?|one|two|three|four|five|six|seven|eight|nine|ten|fourteen|fifteen|twenty|thirty|forty|sixty|ninety)\s*(?:[a-z]+\s+)?(?:days?|weeks?|months?|years?|hours?)\b/i;
// A time limit or a wait asked as a length of time ("how many days do I have to appeal", "how
// long must I wait before…", "how soon after…"). How long an office is held is left out: a term
// may run "for the remainder of the term", which states no number. "Within what time", "in what
// time frame" and "how many working (calendar, clear) days" ask the same.
const PERIOD_QUESTION =
  /\bhow\s+many\s+(?:(?:working|calendar|clear|business|full|more|extra|additional)\s+)?(?:days|weeks|months|years|hours)\b|\bwithin\s+how\s+(?:long|many)\b|\b(?:within|in)\s+(?:what|which)\s+(?:time|period)\b|\b(?:what|which)\s+(?:time\s*frames?|time\s*limits?|time\s*periods?|timelines?|timescales?)\b|\bhow\s+soon\b|\bhow\s+long\b[^?.!]*\b(?:wait|waiting|before|after|until|till|take|takes|to\s+(?:apply|appeal|respond|reply|decide|lodge|file|submit|complete|act|pay|renew))\b/i;

/**
 * Whether a question asks for a time limit or a wait (see PERIOD_QUESTION) that a text, the best
 * passages, does not state as a number of days, weeks, months or years, nor as a date.
 */
export function asksUnstatedPeriod(question: string, text: string): boolean {
  return PERIOD_QUESTION.test(question) && !PERIOD.test(text) && !TIME_OR_DATE.test(text);
}

// How to reach or pay the association: how one may contact it or its secretariat (contacting a
// body such as the Council is a procedure, reaching a quorum no contact), numbers, addresses on
// the web or by post, opening hours,
// its bank account; an office holder's or the office's own number ("the secretary general's
// number"), or a number to call someone on ("the number of members needed to call a meeting"
// counts members).
const CONTACT_QUESTION =
  /\bhow\s+(?:can|do|could|should|may)\s+(?:i|we|one|members?|someone|the\s+public)\s+(?:contact|get\s+(?:in\s+touch|hold)\s+(?:with|of)|phone|e-?mail|write\s+to|reach)\s+(?:the\s+)?(?:coaz|association|secretariat|office|offices|head\s+office|you)\b|\b(?:president|secretary\s+general|treasurer(?:\s+general)?|speaker|chair(?:person)?|secretariat|office|coaz)(?:['’]s)?\s+(?:(?:phone|cell|mobile)\s+)?(?:number|no)\b|\bnumbers?\b(?!\s+of\b)[^?]*\b(?:call|phone|text|sms|reach)\s+(?:him|her|them|you|the\s+office)\b|\b(?:(?:tele)?phone|cell(?:phone)?|mobile|whatsapp|contact|fax|account)\s+(?:number|no|details)\b|\be-?mail(?:\s+address)?\b|\bweb\s*(?:site|page|address)\b|\b(?:office|opening|working|business)\s+hours\b|\bpostal\s+address\b|\bp\.?\s?o\.?\s+box\b/i;
// How to pay: mobile money, cards, bank transfers and online payment are the secretariat's and the
// website's business; a constitution sets what is owed, not the channel. Named in the passages, a
// channel counts as stated.
const PAYMENT_CHANNEL =
  /\b(?:mobile\s+money|airtel\s+money|mtn\s+(?:money|momo)|momo|zamtel\s+kwacha|visa|mastercard|(?:debit|credit|bank)\s+cards?|bank\s+transfers?|eft|pay\s+online|online\s+payments?|pay\s+(?:by|with|via|through)\s+(?:phone|card|cheque))\b/i;

// Where the association's offices are: the constitution may name a seat, and a question asking
// where one is counts only when the passages name a Zambian place or a street.
const LOCATION_QUESTION =
  /\bwhere\s+(?:is|are)\s+(?:the\s+)?(?:coaz\s+|association'?s?\s+)?(?:head\s*office|headquarters|hq|secretariat|offices?)\b|\bwhere\b.*\b(?:located|situated|headquartered)\b|\b(?:physical|office|street)\s+address\b/i;
const STREET = /\b(?:road|street|avenue|plot|stand\s+no)\b/i;
const CONTACT_STATED = /@|\bwww\.|\bhttps?:|\+?\d[\d -]{7,}\d|\bP\.?\s?O\.?\s+Box\b/i;

// What happened at an election or meeting: results, votes, resolutions, when the last one was held,
// what the last one of anything did ("what did the last council decide"), and a question asked in
// the past tense of last year, month or week ("what did the council decide last year"). The
// constitution sets the rules for them and records none.
const PAST_EVENT_QUESTION =
  /\b(?:how many votes|how many\s+(?:\w+\s+)?(?:voted|attended|took part|turned up)|results?|turnout|outcome|(?:what|which)\s+(?:\w+\s+)?(?:was|were)\s+(?:decided|resolved|passed|agreed|adopted|approved)|what\s+happened|(?:when|where)\s+(?:was|were|did)(?:\s+the)?)\b.*\b(?:last|previous|past|recent|latest|most recent)\s+(?:[\w']+\s+){0,2}(?:elections?|polls?|general assembly|annual general assembly|agm|meeting|sitting|congress|conference)\b|\b(?:what|which)\s+\w+\s+did\s+the\s+(?:last|previous|past|recent|latest|most\s+recent)\b|^\s*(?:(?:what|who|which|when|where|how\s+many)(?:\s+(?!if\b|when\b)\w+){0,2}\s+)?(?:did|was|were)\b[^?]*\b(?:last|previous|past)\s+(?:year|month|week|time)\b/i;

// How many members the association has, or clinical officers Zambia has: statistics, which change
// every year and which no constitution holds. Counts of offices or seats stay questions for it.
const STATISTIC_QUESTION = new RegExp(
  [
    '\\bhow many\\s+(?:registered\\s+|paid[- ]up\\s+|active\\s+)?(?:members|people|clinical officers|students|branches|chapters)\\s+(?:does|do)\\s+(?:coaz|the association|zambia)\\s+(?:currently\\s+|now\\s+)?have\\b',
    '\\bhow many\\s+(?:registered\\s+|paid[- ]up\\s+|active\\s+)?(?:members|clinical officers|students)\\s+(?:are\\s+)?(?:there\\s+)?(?:registered\\s+)?(?:in|with)\\s+(?:coaz|the association|zambia)\\b',
    // Any count of how things stand now: a constitution sets rules, not a census.
    '\\bhow many\\b[^?]*\\b(?:currently|presently|at present|right now|these days|to date|so far)\\b',
  ].join('|'),
  'i',
);
// When the association was founded, in whichever words ("when was", "in which year was", "how old
// is"), is history; the passages may still state the year.
const WHEN_OR_WHICH_YEAR = String.raw`(?:when|(?:in\s+)?(?:what|which)\s+year)`;
const THE_ASSOCIATION = String.raw`(?:coaz|the\s+association|the\s+clinical\s+officers\s+association(?:\s+of\s+zambia)?)`;
const FOUNDING_QUESTION = new RegExp(
  String.raw`\b${WHEN_OR_WHICH_YEAR}\s+(?:was|were|did)\s+${THE_ASSOCIATION}\s+(?:\w+\s+)?(?:founded|formed|established|started|created|registered|begin|start)\b|\bhow\s+old\s+is\s+${THE_ASSOCIATION}\b`,
  'i',
);
// Who drafted or wrote the constitution is its history, which it does not record.
const HISTORY_QUESTION =
  /\bwho\s+(?:drafted|wrote|authored|prepared)\s+(?:this|the)\s+constitution\b/i;
// When the constitution was adopted or came into force is its history too, unless the passages
// give the year.
const ADOPTION_QUESTION = new RegExp(
  String.raw`\b${WHEN_OR_WHICH_YEAR}\s+(?:was|did)\s+(?:this|the|our|coaz)\s+constitution\s+(?:\w+\s+)?(?:adopted|passed|approved|enacted|made|written|signed|amended|come\s+into\s+(?:force|effect)|take\s+effect|commence)\b`,
  'i',
);
const YEAR = /\b(?:19|20)\d{2}\b/;

// An age limit ("how old must I be", "minimum age", "too old to stand"): a constitution may set
// one, in years of age; passages that state none do not answer it. "How old is COAZ" asks when it
// was founded (FOUNDING_QUESTION, read first).
const AGE_QUESTION =
  /\bhow\s+old\s+(?:must|should|do|does|can|will|would|has|have)\b|\b(?:minimum|maximum|lowest|highest|least|upper|lower|retirement|retiring)\s+age\b|\bage\s+(?:limits?|requirements?|restrictions?|bar|caps?)\b|\bwhat\s+age\b|\b(?:too|very)\s+(?:old|young)\b|\bunder\s*-?\s*age\b/i;
const AGE_STATED =
  /\byears?\s+(?:of\s+age|old)\b|\baged?\s+(?:of\s+)?(?:\d|between|over|under|above|below)/i;

// A member's terms of employment (days of leave, sick days, overtime, salary scales, allowances
// such as housing or rural hardship, salary arrears): set by the employer, by law and, for the
// association's own staff, by its human resource policy, never by a constitution. The phrase is
// looked for in the passages too, in case one states it.
const EMPLOYMENT_TERM =
  /\b(?:housing|rural|hardship|transport|on-?call|risk|uniform|commuted|extra[- ]duty)\s+allowances?\b|\b(?:salary|pay)\s+arrears\b|\barrears\s+of\s+(?:salary|pay)\b|\b(?:annual|sick|maternity|paternity|study|compassionate|casual)\s+leave\b|\bleave\s+days\b|\bsick\s+(?:days?|notes?)\b|\bover\s?time\b|\b(?:salary|pay)\s+(?:scales?|grades?|bands?)\b|\bnight\s+(?:shifts?|duty|duties)\b/i;

// What the association itself does about a member's situation ("can COAZ do anything", "does
// the association protect us", "what protection does the constitution give"): a member whose
// employer stops overtime or piles on night shifts asks about the association's duty to defend
// them, which its constitution does hold. Such a question names a term of employment as its story,
// not as the fact it asks for.
const ASKS_ASSOCIATION_STANCE =
  /\b(?:can|could|will|would|does|do|should|may|is)\s+(?:coaz|the\s+association|the\s+constitution|you)\s+(?:\w+\s+)?(?:do|help|protect|support|defend|intervene|step\s+in|act|assist|say|represent|fight|stand\s+up)\b|\bprotect(?:s|ed|ing|ion)?\b/i;

// What the association's symbols say or look like (its motto's words, its logo's colours): a
// constitution may list its symbols without describing them. Listing which symbols it has stays a
// question for it ("what are the official symbols").
const SYMBOL_QUESTION =
  /\b(?:what|which)\s+(?:colou?rs?|words?)\b.*\b(?:motto|slogan|anthem|logo|emblem|flag|seal)\b|\bwhat\s+(?:is|are|does)\s+(?:the\s+)?(?:coaz\s+|association'?s?\s+|official\s+)?(?:motto|slogan|anthem|logo|emblem|flag|seal)\b|\b(?:words?|wording|colou?rs?|design|meaning|shape|picture|image)\s+(?:of|on|in)\s+(?:the\s+)?(?:coaz\s+|association'?s?\s+|official\s+)?(?:motto|slogan|anthem|logo|emblem|flag|seal)\b/i;
// A motto quoted after its name, or a colour named beside a symbol, in the passages. Any quotation
// or colour anywhere was too loose: one in another clause made every passage state a symbol.
const SYMBOL_STATED =
  /\b(?:motto|slogan)\b[^.]{0,60}["“‘]|\b(?:logo|emblem|flag|seal)\b[^.]{0,80}\b(?:red|blue|green|white|black|gold|golden|yellow|maroon|orange|purple)\b|\b(?:red|blue|green|white|black|gold|golden|yellow|maroon|orange|purple)\b[^.]{0,80}\b(?:logo|emblem|flag|seal)\b/i;

// Another body's own affairs: what the Health Professions Council, the Ministry of Health, a
// university or a college requires, does or is led by. The association's constitution governs
// the association; it can mention such bodies, but their rules and office holders are theirs.
// The question arrives read by the glossary, which gives "ministry" as "government".
const OTHER_BODY =
  '(?:hpcz|health professions council(?: of zambia)?|(?:ministry|government) of health|zctu|zambia congress of trade unions|unza|university|universities|colleges?|training (?:schools?|institutions?)|nhima|napsa|zra|civil service commission|health service commission)';
const OTHER_BODY_QUESTION = new RegExp(
  [
    // The body as the subject: "does the Ministry of Health employ…"
    `\\b(?:does|do|did|will|would)\\s+(?:the\\s+)?${OTHER_BODY}\\b`,
    // The member's own dealings with it: "my NAPSA contributions", "my HPCZ licence".
    `\\b(?:my|our)\\s+${OTHER_BODY}\\b`,
    // Its officers: "the registrar of…", "the Minister of Health".
    `\\b(?:registrar|director|chairperson|chair|president|head|minister|ceo|principal|secretary|dean)(?:\\s+general)?\\s+(?:of|at)\\s+(?:the\\s+)?${OTHER_BODY}\\b|\\bminister\\s+of\\s+health\\b`,
    // What it requires or runs: "required by…", "the HPCZ licensing exam", "a job at the Ministry".
    `\\b(?:required|set|charged|issued|paid|run|offered|awarded)\\s+by\\s+(?:the\\s+)?${OTHER_BODY}\\b`,
    `\\b${OTHER_BODY}\\s+(?:\\w+\\s+)?(?:exams?|examinations?|interviews?)\\b`,
    // Applying to it: "how do I apply to the Ministry for a posting" ("moh" and "ministry" arrive
    // as "government").
    `\\b(?:apply|applying|application|submit)\\s+(?:\\w+\\s+)?(?:to|with)\\s+(?:the\\s+)?(?:government|${OTHER_BODY})\\b`,
    // The glossary may add its words after "job" ("job functions duties"), hence the gap.
    `\\b(?:jobs?|vacanc(?:y|ies)|posts?|employment)\\b(?:\\s+\\w+){0,3}?\\s+(?:at|with|in)\\s+(?:the\\s+)?${OTHER_BODY}\\b`,
  ].join('|'),
  'i',
);

// A question about the member's standing in the association itself ("if I lose my HPCZ licence, do
// I lose my COAZ membership"): the other body is then the member's situation, and what follows
// for their membership of the association is the constitution's to say.
const ASKS_OWN_MEMBERSHIP =
  /\b(?:coaz|association(?:['’]s)?)\s+(?:membership|member|subscriptions?|dues)\b|\bmembership\s+(?:of|with|in)\s+(?:coaz|the\s+association)\b/i;

// An opinion of the association, its constitution or its rules ("is COAZ a good association",
// "what do you think of…", "which is better"): a constitution sets rules and holds no view of
// itself. Whether something is fair under its rules ("is it fair to suspend me unheard") stays a
// question for it.
const OPINION_QUESTION =
  /\b(?:what\s+do\s+you\s+think|in\s+your\s+(?:opinion|view)|your\s+(?:opinion|view|views)\s+(?:on|of|about)|do\s+you\s+(?:think|believe|feel|recommend|like)|which\s+(?:one\s+)?is\s+better|(?:is|are)\s+(?:coaz|the\s+association|the\s+constitution|this\s+constitution)\s+(?:a\s+|really\s+)?(?:good|bad|fair|unfair|better|best|worse|worth|useful|effective|corrupt|legit|legitimate)|(?:coaz|the\s+association)\s+(?:is\s+)?better\s+than|worth\s+(?:joining|it))\b/i;

// Using the website or the member portal (passwords, logging in, profiles, downloads, receipts):
// the site's own pages and the secretariat answer that; a constitution predates and outlives them.
const SITE_TASK =
  /\b(?:password|passcode|log\s?in|logging\s+in|sign\s+in|signing\s+in|user\s?name|portal|website|web\s+site|mobile\s+app|the\s+app|my\s+profile|my\s+account|dashboard|otp|verification\s+code|download|upload)\b|\breceipts?\s+(?:for|of)\s+(?:my\s+)?(?:payments?|subscriptions?|dues|fees?)\b|\b(?:payment|subscription)\s+receipts?\b|\bpay\b[^.?!]{0,30}\bonline\b/i;

// Where and how long clinical officers train, and when colleges take students in (intakes,
// admissions): training institutions and the Health Professions Council set that, not the
// association's constitution.
const TRAINING_QUESTION =
  /\bintakes?\b|\badmissions?\s+(?:to|into|at|for)\s+(?:the\s+|a\s+)?(?:colleges?|schools?|universit(?:y|ies)|courses?|programmes?|programs?|training)\b|\bwhere\s+(?:can|do|should|could)\s+(?:i|one|you|we|someone)\s+(?:study|train|get\s+trained)\b|\b(?:how\s+long|how\s+many\s+(?:years|months))\b[^?]*\b(?:diploma|degree|course|programme|program|training)\b|\b(?:which|what)\s+(?:colleges?|schools?|universit(?:y|ies)|institutions?)\s+(?:[\w']+\s+){0,3}?(?:offer|train|teach|run)\b/i;

// Whether the question names a phrase of the pattern ("mobile money", "annual leave") that the
// text does not hold.
function asksUnstated(pattern: RegExp, question: string, text: string): boolean {
  const phrase = pattern.exec(question)?.[0];
  return phrase !== undefined && !text.toLowerCase().includes(phrase.toLowerCase());
}

// "Who is our coordinator", "who are the delegates for Chipata": who holds an office for the
// member, or at a place, is a person, whom a constitution does not name.
const WHO_IS = /^\s*(?:\w+\s*,\s*)?who\s+(?:is|are)\b/i;
const OURS = /^\s*(?:\w+\s*,\s*)?who\s+(?:is|are)\s+(?:our|my)\b/i;

function asksWhoIsAt(question: string): boolean {
  if (OURS.test(question)) return true;
  return WHO_IS.test(question) && (question.toLowerCase().match(/[a-z]+/g) ?? []).some(isPlaceName);
}

// "Who" after a person's noun opens a relative clause, not a question: "can someone who holds a
// party post stand for president" asks about a rule, not who holds the post.
const RELATIVE_WHO =
  /\b(someone|somebody|anyone|anybody|everyone|person|persons|people|members?|those|one|candidates?|officers?|officials?|leaders?|delegates?)\s+who\b/gi;

function withoutRelativeWho(question: string): string {
  return question.replace(RELATIVE_WHO, '$1 that');
}

// Whether a text names a Zambian place or a street, as an office's address would.
function namesPlace(text: string): boolean {
  return STREET.test(text) || (text.toLowerCase().match(/[a-z]+/g) ?? []).some(isPlaceName);
}

/** The kind of fact a constitution does not hold that a question asks for. */
export type NoticeFact =
  | 'office-holder'
  | 'meeting-time'
  | 'contact'
  | 'payment-channel'
  | 'location'
  | 'past-event'
  | 'statistic'
  | 'founding'
  | 'age'
  | 'employment'
  | 'deadline'
  | 'symbol'
  | 'other-body'
  | 'opinion'
  | 'site-task'
  | 'training'
  | 'history';

/**
 * The kind of fact a constitution does not hold by its nature that the question asks for (see
 * above), or undefined: who holds an office or won, when or where a meeting is (its day of the
 * week, the next one's deadline), how to contact or pay the association (its details, or a
 * channel such as mobile money), where its offices are, what happened at a past election or
 * meeting, a count of its members or of how things stand now, when it was founded and who drafted
 * its constitution, an age limit, a member's terms of employment, a deadline the best passages do
 * not set, what its symbols say or look like, another body's own rules and officers, an opinion,
 * using the website, and where clinical officers train. `text` is the best passages' text: a
 * question about a time, a contact, a payment channel, an office's place, a founding year, an age,
 * a term of employment, a deadline, a symbol or a site task counts only when it states none.
 */
export function noticeFactAsked(question: string, text: string): NoticeFact | undefined {
  if (PERSON_QUESTION.test(withoutRelativeWho(question)) || asksWhoIsAt(question))
    return 'office-holder';
  if (PAST_EVENT_QUESTION.test(question)) return 'past-event';
  if (STATISTIC_QUESTION.test(question)) return 'statistic';
  if (WEEKDAY_QUESTION.test(question)) return WEEKDAY.test(text) ? undefined : 'meeting-time';
  if (TIME_QUESTION.test(question)) return TIME_OR_DATE.test(text) ? undefined : 'meeting-time';
  if (VENUE_QUESTION.test(question)) return namesPlace(text) ? undefined : 'meeting-time';
  if (CONTACT_QUESTION.test(question)) return CONTACT_STATED.test(text) ? undefined : 'contact';
  if (asksUnstated(PAYMENT_CHANNEL, question, text)) return 'payment-channel';
  if (LOCATION_QUESTION.test(question)) return namesPlace(text) ? undefined : 'location';
  if (FOUNDING_QUESTION.test(question)) return YEAR.test(text) ? undefined : 'founding';
  if (HISTORY_QUESTION.test(question)) return 'history';
  if (ADOPTION_QUESTION.test(question)) return YEAR.test(text) ? undefined : 'history';
  if (AGE_QUESTION.test(question)) return AGE_STATED.test(text) ? undefined : 'age';
  if (DEADLINE_QUESTION.test(question))
    return TIME_OR_DATE.test(text) || PERIOD.test(text) ? undefined : 'deadline';
  if (asksUnstated(EMPLOYMENT_TERM, question, text) && !ASKS_ASSOCIATION_STANCE.test(question))
    return 'employment';
  if (SYMBOL_QUESTION.test(question)) return SYMBOL_STATED.test(text) ? undefined : 'symbol';
  if (OTHER_BODY_QUESTION.test(question) && !ASKS_OWN_MEMBERSHIP.test(question))
    return 'other-body';
  if (OPINION_QUESTION.test(question)) return 'opinion';
  if (asksUnstated(SITE_TASK, question, text)) return 'site-task';
  if (TRAINING_QUESTION.test(question)) return 'training';
  return undefined;
}

// When a meeting, an assembly, a conference or an election is ("when is the agm", "so when do
// branch elections happen"): the constitution may set when it is held (a month, a period), and the
// site's events list gives its date. "When" must open a question or a clause: "what happens when a
// vote ends in a tie" asks about something else.
const WHEN_MEETING =
  /(?:^|[,;:.!?]\s*|\b(?:and|so|but|then)\s+)(?:when|whn|wen)\s+(?:is|are|was|will|would|does|do|did|should|must|shall|can|r)\b[^?.!]{0,40}\b(?:meetings?|meet|assembly|assemblies|conferences?|congress|elections?|by-elections?|symposium|workshops?)\b/i;

/** Whether a question asks when a meeting, an assembly, a conference or an election is. */
export function asksWhenMeeting(question: string): boolean {
  return WHEN_MEETING.test(question);
}
