// The thing a question asks for, named by the noun its question word governs: "what rights does…",
// "how many days…", "what kind of penalty…". Articles that answer such a question name that thing,
// or a word standing for it; Articles that never do are about its subject, not its answer.
//
// Read conservatively, from English grammar rather than from any question: the word after "what"
// or "which" counts only when an auxiliary or modal verb follows it ("what rights does…"), since a
// verb there ("what constitutes…") names no thing; after "how many" and "how much" it is a noun by
// construction. "Kind of", "type of" and their like pass to the noun after "of".

import { isStopWord } from '../internal/tokenise';
import type { ConstitutionPassage } from '../retrieval/constitution-passage';
import type { LexicalMatch } from '../retrieval/lexical-retriever';
import { type LexicalQuery, stemsStandingFor } from '../retrieval/read-lexical-query';

const QUESTION_WORD =
  /\b(what|which|how\s+many|how\s+much)\s+([a-z]+)(?:\s+([a-z]+))?(?:\s+([a-z]+))?/;
const AUXILIARY = new Set(
  'do does did is are was were can could may might must shall should will would has have had'.split(
    ' ',
  ),
);
// Nouns that only say "a kind of" or "a share of" what follows "of".
const PARTITIVE = new Set(
  'kind kinds type types sort sorts form forms category categories number amount part parts'.split(
    ' ',
  ),
);
const DETERMINER = new Set(['the', 'a', 'an', 'my', 'our', 'their', 'his', 'her', 'its']);
// Nouns an answer fills in without naming them: a way ("in what ways", "by what means") is told in
// the answer's own words, and a body or a person ("which body decides", "which person signs") is
// named by its name or office ("the National Executive Committee", "the Treasurer General"). So
// are the circumstances, cases, conditions, grounds and reasons of "under what circumstances",
// "in what cases", "on what grounds" and "for what reasons", which ask when or why as "in what
// ways" asks how: a clause answers them with "where…", "if…" or the reasons themselves. "At what
// point" and "at what stage" ask when, and "how many times" asks for a count ("one further term",
// "twice"), not for the word "times".
const FILLED_IN = new Set(
  [
    'way ways manner means method methods body bodies organ organs person persons individual individuals',
    'circumstance circumstances case cases situation situations instance instances',
    'condition conditions ground grounds reason reasons basis point stage times',
  ]
    .join(' ')
    .split(' '),
);

// Least weight of a reading of the asked-for word that names it: the word itself, its other forms,
// corrections and related stems (0.5 and up), and a neighbour in meaning only from a similarity of
// about 0.71 (a neighbour weighs 0.7 times its similarity). A looser neighbour shares the subject,
// not the thing.
const LEAST_WEIGHT = 0.5;

/**
 * The noun a question asks for, lower-case, or undefined when its wording names none that can be
 * read with confidence.
 */
export function askedForWord(question: string): string | undefined {
  const match = QUESTION_WORD.exec(question.toLowerCase());
  if (!match) return undefined;
  const [, questionWord = '', head = '', next = '', after = ''] = match;
  if (PARTITIVE.has(head) && next === 'of') {
    return after === '' || DETERMINER.has(after) || isStopWord(after) ? undefined : after;
  }
  if (isStopWord(head) || AUXILIARY.has(head) || FILLED_IN.has(head)) return undefined;
  // A compound noun names its thing by its last noun: "how many CPD points do I need" asks for
  // points, "what membership fees does a student pay" for fees.
  if (AUXILIARY.has(after) && !isStopWord(next) && !AUXILIARY.has(next) && !FILLED_IN.has(next))
    return next;
  const countsAmount = questionWord.startsWith('how');
  return countsAmount || AUXILIARY.has(next) ? head : undefined;
}

// "Does COAZ have a housing scheme?", "is there a bursary for students?": whether a thing exists,
// the thing being the words after the verb up to a preposition or the end. A constitution that
// has it names it; one that never names it does not have it, however near its Articles come.
const EXISTENCE_QUESTION =
  /\b(?:(?:does|do|will|would|can)\s+(?:coaz|the\s+association|it|they|you)\s+(?:have|has|offer|give|provide|run|pay|own|operate|sponsor)|(?:is|are)\s+there)\s+(.+?)(?=\s+(?:for|to|in|on|at|from|if|when|during|after|before|by|with|that|which|who)\b|[?.!,;]|$)/;

// Words that, after the thing's first word, end its name: what follows describes it ("a fund meant
// to…", "a committee responsible for…", "anywhere i can take it"). A participle or an adjective
// in -able or -ible after a noun opens such a description; a pronoun opens a clause.
const DESCRIBES =
  /^(?:[a-z]{3,}(?:ed|ing|able|ible)|meant|set|made|given|known|paid|held|kept|run|put|done|taken|chosen|seen|said|told|sent|spent|written)$/;
const PRONOUN = new Set('i me you we us he him she her they them it one'.split(' '));
// A thing named only as "anything" or "anywhere" is not named: the answer says what it is.
const INDEFINITE = /^(?:any|some|no|every)(?:thing|where|one|body|place)$/;

/** The words naming the thing whose existence a question asks about, or none. */
export function existenceAskedFor(question: string): string[] {
  const thing = EXISTENCE_QUESTION.exec(question.toLowerCase())?.[1] ?? '';
  let words = (thing.match(/[a-z]+/g) ?? []).filter(
    (word) => !DETERMINER.has(word) && word !== 'any' && word !== 'some',
  );
  // "Is there a kind of pension…" asks whether there is a pension, as "what kind of…" asks.
  if (PARTITIVE.has(words[0] ?? '') && words[1] === 'of') words = words.slice(2);
  if (words.length === 0 || INDEFINITE.test(words[0] ?? '')) return [];
  const end = words.findIndex(
    (word, index) => index > 0 && (PRONOUN.has(word) || DESCRIBES.test(word)),
  );
  return (end < 0 ? words : words.slice(0, end)).filter((word) => !isStopWord(word));
}

/**
 * Whether the best Articles (or pages) name what a question asks for, in its own word or one
 * standing for it: another form, a correction, the glossary's word, a close neighbour in meaning.
 * That is the noun its question word governs, or every word of a thing whose existence it asks
 * about; true when the question names no such thing. `articleHolds` is the lexical index's
 * knowledge of each Article's words.
 */
export function namesAskedFor(
  asked: string,
  query: LexicalQuery,
  top: readonly LexicalMatch[],
  articleHolds: (passage: ConstitutionPassage, stem: string) => boolean,
): boolean {
  const noun = askedForWord(asked);
  const words = [...(noun === undefined ? [] : [noun]), ...existenceAskedFor(asked)];
  return words.every((word) => {
    const index = query.words.indexOf(word);
    if (index < 0) return true;
    // The word's own stem counts too: when the document does not use the word, no Article holds it.
    const standsFor = stemsStandingFor(query, index, LEAST_WEIGHT);
    return top.some((match) => standsFor.some((stem) => articleHolds(match.passage, stem)));
  });
}
