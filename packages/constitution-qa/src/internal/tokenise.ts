import { stemWord } from './stem-word';

/** A word of a text with its stem and where it sits. */
export interface Token {
  word: string;
  stem: string;
  start: number;
  end: number;
}

// Words that make the word after them another office: a Vice-President is not the President, nor
// a Deputy Speaker the Speaker.
const RANK_PREFIXES = new Set(['vice', 'deputy']);
// A word may carry combining marks ("cafe" and U+0301), which are dropped from it.
const WORD = /(?:[A-Za-z0-9]\p{M}*)+(?:['’](?:[A-Za-z]\p{M}*)+)?/gu;
const MARKS = /\p{M}/gu;
// Latin letters with accents, each one code unit, read as their plain letter in place (see
// tokenise): the document's "communiqués" was two words, "communiqu" and "s".
const ACCENTED_LATIN = /[\u00C0-\u024F\u1E00-\u1EFF]/g;

function plainLetter(letter: string): string {
  const base = letter.normalize('NFD').replace(MARKS, '');
  return /^[A-Za-z]$/.test(base) ? base : letter;
}

// Function words and the words every question about the constitution uses; they say nothing of
// which Article answers it. The modals are here ("must", "should", "can") except "shall", which
// the document itself says everywhere, and "may", which is also a month. "Current" says when, not
// what: "who is the current treasurer" asks what "who is the treasurer" asks, and as a word it kept
// the site's page of officers from the reply. Contractions typed without the apostrophe ("hes",
// "theyre"), "-ever" words and everyday adverbs ("always", "usually") never occur in the document,
// so each was read as an unknown subject and weighed most; "another", "give" and "never" stay words
// (dual membership is "another" body, a reference is "given"). "How far (in advance)" and "how
// soon" ask for a time, as "how long" does. "Whose", "nobody", "either", "beyond" and the like are
// function words the document uses once or never.
const FUNCTION_WORDS = `a about above after again against all am an and any are as at be because been before being
  below between both but by can could did do does doing down during each few for from further had
  has have having he her here hers herself him himself his how i if in into is it its itself just
  me more most my myself no nor not now of off on once only or other our ours ourselves us out over
  own same she should so some such than that the their theirs them themselves then there these
  they this those through to too under until up very was we were what when where which while who
  whom why will with would you your yours yourself yourselves also im ive dont cant cannot isnt
  whats hi hello please tell say says said know want need get got go going really still etc
  thing things way ok okay yes u ur pls plz coaz association associations
  provide provides provided mean means much many someone somebody anyone anybody everyone
  happen happens happened true ago onto front keep keeps kept come comes came make made take takes
  taking took carry carries carried start done like lot lots exactly actually basically
  anything something everything mine per different long last whether rules wanna
  gonna gotta hows hw wat wht abt r y b4 didnt doesnt wont arent wasnt werent havent hasnt shouldnt
  couldnt wouldnt often needs needed must might current currently
  whoever whatever whenever wherever whichever else ever yet anyway somehow already always
  sometimes usually almost quite rather enough totally simply see sees saw seen look looks think
  thinks sure along amongst around behind beside besides towards via though although hes shes
  theyre theyve weve youve whos wheres whens whys lets far soon whose nobody none noone everybody
  either neither beyond since whilst till ought let toward`;

// Text-message spellings of function words, as members write on a phone (general SMS and Zambian
// usage, not taken from any question): "wen shud i pay" is "when should I pay". Unread, each was
// a word nothing in the document explains, so it weighed most and pulled the right Article's
// coverage down until a plain question was declined. Forms that are also content words here are
// left out: "2" and "4" (numbers), "cos" (clinical officers, in the glossary), "ill" (sick).
const TEXTING_FUNCTION_WORDS = `wen whn wn shud shld shd cn kan nt da de teh tha dey dem dis ths dat
  tht dt hv hav hve gt ma mi mch wud wd cud cd wit wiv wth bt frm jst evn even kno knw nw ova thn
  wer wea whr hu wil yu ya yo urs sumtin smthn sumthing watz thats bout cuz nd n tho lyk lik alot
  wan wana fo fr cnt dnt wnt ama iam smone sum1 some1 any1 evry1 goin doin der dere thr dia hea wy
  youre lemme gimme kinda sorta mayb maybe b tru btwn betwn btwen theres
  2day 2dy 2moro tmrw tmr approx esp eg ie tbh tnx thnx thanx`;

// How members open, close and colour a message: greetings, forms of address, courtesy and
// interjections of Zambian English ("Good morning sir, kindly…", "eish ba secretary…", "…regards"),
// with the greetings, thanks and small words of Bemba, Nyanja and Tonga that members mix in
// ("mwapoleni", "muli bwanji", "zikomo", "natotela", "twalumba", "nga ndi member…"), and the
// words of address and particles that colour a sentence in them ("bwana", "mukwai", "bane",
// "mwebantu", "kaili", "fye", "ndithu", "chabwino"), which a member may put at either end of any
// question: unread, "bwana, how do i resign…" was declined where "how do i resign…" was answered.
// They frame a question without asking anything; read as words of their own, each weighed as much
// as a subject the constitution never mentions, and a courteous question was declined where the
// same question put plainly was answered. "Good" and "day" stay words ("good standing", "days").
const DISCOURSE_WORDS = `greetings greeting morning afternoon evening dear sir sirs madam mam maam
  bro sis guys kindly thanks thank thankyou thx sorry bother regards eh ah aah eish hmm lol yaba
  mwandi sha shaa nomba ati ba iwe mwe nah yeah yah kk hey hallo hellow mwapoleni mulishani
  mwashibukeni mwabombeni mwauka mwaswera muli bwanji shani zikomo natotela twalumba btw fyi idk
  imo asap bless blessed blessings nga ndi nanga kuti ukuti chani cani ndani liti chifukwa koma
  inde awe ine bwana mukwai bamukwai bane mune mwebantu bambo amai bamayo batata bashi kaili fye
  ndithu nangu elo ala ayi chabwino`;

// Words about asking, or about what the document says, that frame a question without naming its
// subject ("I wanted to ask…", "kindly explain…", "what does the constitution stipulate
// concerning…", "pls help", "pls assist", "quick question", "urgent", "hi admin", "am confused",
// "what committees exist", "I need clarification on…"). Several are rare in the document, so they
// weighed as the subject itself; "clarification", which the word vectors do not know, was even
// read as a misspelling of "classification".
const FRAMING_WORDS = `explain describe clarify wondering curious ask asks asking asked inquire
  enquire query understand regarding concerning pertaining stipulate stipulates stipulated mention
  mentions talk talks wanted wanting help assist urgent urgently quick question questions admin
  confused worried exist exists clarification clarifications explanation explanations elaborate
  elaboration enlighten`;

const STOP_WORDS = new Set(
  `${FUNCTION_WORDS} ${TEXTING_FUNCTION_WORDS} ${DISCOURSE_WORDS} ${FRAMING_WORDS}`.split(/\s+/),
);

/**
 * The office named after "vice" or "deputy" when a token is their join with it ("chair" for the
 * "deputychair" that follows "deputy"), or undefined when it is not such a join.
 */
export function officeAfterRank(token: Token, previous: Token | undefined): string | undefined {
  if (!previous || previous.start !== token.start || !RANK_PREFIXES.has(previous.word)) {
    return undefined;
  }
  return token.word.slice(previous.word.length);
}

/** Whether a token is written as a name in its text ("Mwape"): a capital, then small letters. */
export function writtenAsName(text: string, token: Token): boolean {
  return /^[A-Z][a-z]+$/.test(text.slice(token.start, token.end));
}

// An indefinite pronoun however a phone types it ("someone", "sumbody", "no1", "evry1", "any1")
// and its possessive typed without the apostrophe ("someones", "sum1s", "nobodys"): members tell of
// "sum1s membership" or a case "no1 told me" about. Unread, each of these forms was a word nothing
// in the document explains, so it weighed most and a plain question was declined.
const INDEFINITE_PRONOUN = /^(?:some|sum|any|ani|every|evry|no)(?:one|body|bdy|1)s?$/;

// Spellings that only a phone's texting register uses (beside TEXTING_FUNCTION_WORDS).
const TEXTING_SPELLINGS = new Set('u r y ur b4 hw wat wht abt pls plz coz bcoz ppl yrs'.split(' '));
const TEXTING_WORDS = new Set(TEXTING_FUNCTION_WORDS.split(/\s+/));

/** Whether a lower-case word is written as phones text ("cn", "wen", "b4", "u"). */
export function isTextingWord(word: string): boolean {
  return TEXTING_WORDS.has(word) || TEXTING_SPELLINGS.has(word);
}

/** Whether a lower-case word carries no meaning for retrieval. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word) || INDEFINITE_PRONOUN.test(word);
}

/**
 * Every word of a text, lower-cased and stemmed, with its offsets; possessive endings dropped.
 * Latin letters are read without accents or dots ("communiqués" is "communiques", "İ" is "i"),
 * the offsets still those of the text as written.
 * A hyphenated compound ("by-elections") gives its parts and then the joined word, so it matches
 * both "elections" and "byelections". An office named with "vice" or "deputy" is one word after the
 * prefix ("vice", then "vicepresident"), whether written with a hyphen or a space.
 */
export function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let compound: Token[] = [];
  const closeCompound = () => {
    const first = compound[0];
    const last = compound.at(-1);
    if (compound.length > 1 && first && last) {
      const word = compound.map((part) => part.word).join('');
      tokens.push({ word, stem: stemWord(word), start: first.start, end: last.end });
    }
    compound = [];
  };
  for (const match of text.replace(ACCENTED_LATIN, plainLetter).matchAll(WORD)) {
    const word = match[0]
      .replace(MARKS, '')
      .toLowerCase()
      .replace(/['’]s$/, '')
      .replace(/['’]/g, '');
    const start = match.index ?? 0;
    const token = { word, stem: stemWord(word), start, end: start + match[0].length };
    const previous = tokens.at(-1);
    // "Vice-President" and "vice president" give "vice" and the office "vicepresident", never
    // "president" alone, so a question about the President does not meet the Vice-President's
    // Articles (nor one about the Vice-President the President's) through the shared word.
    if (
      previous &&
      RANK_PREFIXES.has(previous.word) &&
      !RANK_PREFIXES.has(word) &&
      !isStopWord(word) &&
      /^(?:[-‐]|\s+)$/.test(text.slice(previous.end, start))
    ) {
      const office = previous.word + word;
      tokens.push({ word: office, stem: stemWord(office), start: previous.start, end: token.end });
      compound = [];
      continue;
    }
    // A noun made of a verb and "off" ("run-off", "cooling-off") is one word, never its verb:
    // read as "run", the run-off's Articles answered "who runs the elections".
    if (
      word === 'off' &&
      previous &&
      compound.length === 1 &&
      /^[-‐]$/.test(text.slice(previous.end, start))
    ) {
      const noun = previous.word + word;
      tokens[tokens.length - 1] = {
        word: noun,
        stem: stemWord(noun),
        start: previous.start,
        end: token.end,
      };
      compound = [];
      continue;
    }
    const joined =
      compound.length > 0 && /^[-‐]$/.test(text.slice(compound.at(-1)?.end ?? 0, start));
    if (!joined) closeCompound();
    tokens.push(token);
    compound.push(token);
  }
  closeCompound();
  return tokens;
}

/** The stems of a text's meaningful words, in order. */
export function contentStems(text: string): string[] {
  return tokenise(text)
    .filter((token) => !isStopWord(token.word))
    .map((token) => token.stem);
}
