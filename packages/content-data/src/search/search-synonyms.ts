/**
 * Abbreviations members use and what they stand for. A search for either side finds the other:
 * "AGM" finds the Annual General Meeting, "continuing professional development" finds CPD.
 * The web app's site search and the server's Search mode in the chat widget both read this list.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  // The constitution's General Assembly meets once a year: the secretariat's notices call that
  // meeting the Annual General Assembly, the news the annual general meeting.
  ['agm', 'annual general meeting', 'annual general assembly'],
  ['cpd', 'continuing professional development'],
  ['co', 'clinical officer'],
  ['cos', 'clinical officers'],
  ['hpcz', 'health professions council of zambia'],
  ['nec', 'national executive committee'],
  ['pec', 'provincial executive committee'],
  ['dec', 'district executive committee'],
  ['coaz', 'clinical officers association of zambia'],
  ['moh', 'ministry of health'],
  ['ml', 'medical licentiate'],
  // How Zambians say mobile money, the way the site takes subscriptions.
  ['momo', 'mobile money'],
];

/**
 * Words visitors use for one thing that the site names another way: a search for "fees" finds the
 * annual subscription, which is what a member pays. Unlike the abbreviations, each is also found
 * inside longer words ("subscription" finds "subscriptions").
 */
export const SEARCH_SAME_MEANINGS: readonly (readonly string[])[] = [
  // "Subs" is how members say their subscription.
  ['fee', 'subscription', 'dues', 'subs'],
  // "Jobs" is how most people ask for work; the site says vacancies and careers. Both numbers of
  // "vacancy" are listed, since a word found inside longer ones cannot find its "-ies" plural.
  ['job', 'vacancy', 'vacancies', 'career'],
  // The American spelling (and the British verb) for the practising licence.
  ['licence', 'license'],
  // How to reach the secretariat: the home page's contact strip says "Call or write to us" beside
  // the telephone, e-mail and postal address the editors keep, which the search cannot read.
  ['contact', 'call or write', 'telephone', 'phone', 'email', 'address'],
  // The other words people use for each way of reaching an office: asking to "call" or for a
  // "cell" number, an "e-mail" ("mail" once the hyphen is gone), where it is "located" or how to
  // find it, and when it is open.
  ['phone', 'telephone', 'call', 'cell'],
  ['email', 'mail'],
  ['address', 'location', 'located', 'directions', 'whereabouts', 'premises'],
  ['enquiries', 'inquiries', 'helpline', 'contact'],
  ['hours', 'opening times', 'working hours', 'business hours'],
  // An employer asks to confirm a membership; the membership check says verify.
  ['verify', 'confirm'],
  // A journalist asks for statistics or figures; the site gives them "in numbers".
  ['statistics', 'stats', 'figures', 'in numbers'],
  // A journalist asks for an organisation's history; the site tells it as its background.
  ['history', 'background'],
];
