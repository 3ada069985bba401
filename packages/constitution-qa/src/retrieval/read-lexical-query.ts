import {
  ARTICLE_MENTIONS,
  articleReferences,
  namedArticleNumbers,
} from '../article-reference/article-reference';
import { askingClause } from '../internal/asking-clause';
import { baseOfIrregular } from '../internal/irregular-verbs';
import { mostInformativeWords } from '../internal/most-informative-words';
import { withoutRequestFrame } from '../internal/request-frame';
import { stemWord } from '../internal/stem-word';
import { isStopWord, isTextingWord, tokenise } from '../internal/tokenise';
import { asksForComposition, COMPOSITION_WORDS } from './asks-for-composition';
import { asksForPurpose, FUNCTION_WORDS } from './asks-for-purpose';
import type { LexicalIndex } from './lexical-index';
import type { LexicalSettings } from './lexical-settings';
import {
  asksForConsequence,
  negatedActions,
  OMISSION_PREFIX,
  OMISSION_WORDS,
  SANCTION_WORDS,
} from './negated-actions';
import { createWordReader, MIN_FUZZY_LENGTH } from './read-question-word';

// What a question asks, read from its grammar, with the constitution's words for it, brought in
// at the glossary's weight: a body's make-up reaches the Article on its composition, and what a
// body is for or does the Article on its functions, however either is put.
const ASKING_READINGS: readonly [(question: string) => boolean, readonly string[]][] = [
  [asksForComposition, COMPOSITION_WORDS],
  [asksForPurpose, FUNCTION_WORDS],
];

/** A question's term and how much it counts. */
export interface QueryTerm {
  stem: string;
  weight: number;
  /** Weight times the term's rarity: what finding it in a sentence is worth. */
  importance: number;
  /** Index of the question word it stands for in `LexicalQuery.words`, or -1 for vocabulary terms. */
  word: number;
}

/** A word the vocabulary added for a word of the question. */
export interface QueryExpansion {
  /** Index of the question word in `LexicalQuery.words`. */
  word: number;
  stem: string;
}

/** A question as the lexical retriever reads it. */
export interface LexicalQuery {
  /** The question's meaningful words. */
  words: string[];
  /** Weight of each word for coverage: rare words weigh more. */
  wordWeights: number[];
  terms: QueryTerm[];
  /** The vocabulary's words for each question word it explains. */
  expansions: QueryExpansion[];
  /**
   * The constitution's nouns for actions the question says are not done, by question word
   * ("attend": non-attendance).
   */
  omissions: QueryExpansion[];
  /** Adjacent stems of the question, for phrase matches. */
  pairs: string[];
  /** The Article number the question names, if any: the first of `articleNumbers`. */
  articleNumber?: number;
  /** Every Article number the question names, in the order named (up to three). */
  articleNumbers: number[];
  /** Article numbers the question names beyond the three read ("articles 12 to 20": 15 to 20). */
  articleNumbersLeft: number[];
}

/**
 * The stems that stand for the question's word at `index`: its own, the reading's terms for it of
 * at least `leastTermWeight` (a correction weighs 0.8, a neighbour in meaning 0.7 × its
 * similarity; the default takes none), and the glossary's words for it.
 */
export function stemsStandingFor(
  query: LexicalQuery,
  index: number,
  leastTermWeight = Number.POSITIVE_INFINITY,
): string[] {
  return [
    ...tokenise(query.words[index] ?? '').map((token) => token.stem),
    ...query.terms
      .filter((term) => term.word === index && term.weight >= leastTermWeight)
      .map((term) => term.stem),
    ...query.expansions.filter((expansion) => expansion.word === index).map(({ stem }) => stem),
  ];
}

// A count the member gives while telling their situation before asking ("we are 12 at our
// clinic, can we…", "after 3 warnings, can they…") describes their case; it does not ask about
// that number, and where the constitution states the same figure ("twelve (12)") it steered the
// ranking to that Article. A year stays a word (see asks-nothing.ts); a figure in the clause
// that asks ("can 12 members form a branch") is read as ever.
const STORY_COUNT = /^(?!(?:19|20)\d{2}$)\d+$/;

// How much of a message tells before the clause that asks, or 0 when no clause tells first.
function storyLength(message: string): number {
  const asking = askingClause(message);
  if (asking === undefined) return 0;
  return Math.max(0, message.lastIndexOf(asking));
}

const MAX_QUESTION_LENGTH = 4000;
const MAX_QUESTION_WORDS = 60;
const MAX_FUZZY_WORDS = 8;
// Weight of a known stem sharing a long beginning with a question word's stem.
const RELATED_WEIGHT = 0.5;
// Weight left to an unknown word that the glossary explains.
const EXPLAINED_UNKNOWN_SHARE = 0.4;
// A message texted as phones text ("hw mny yrs do u nid…") holds words no reader can mend
// ("nid", "elxns", "acc"): there a word neither the document nor English knows is likelier a
// spelling than a subject the constitution lacks, and weighs this share of an unknown word's
// weight. Texted means holding this many texting spellings.
const TEXTED_UNKNOWN_SHARE = 0.3;
const TEXTED_FROM = 2;

/**
 * Reads questions for the lexical index: the glossary's rewrites, stems, the Article a question
 * names, corrections of misspelt words, the glossary's expansions, neighbours in meaning of words
 * the document never uses, and each word's weight (rare words weigh more).
 */
export function createQueryReader(
  index: LexicalIndex,
  settings: LexicalSettings,
): (question: string) => LexicalQuery {
  const { passageDf, passageCount, idf, unknownIdf, relatedStems } = index;
  const { vocabulary, readGlossary, expansionWeight, fuzzyWeight, neighbourWeight, neighbours } =
    settings;
  const vocabularyStems = vocabulary.map((entry) => ({
    asked: entry.asked.map((phrase) => tokenise(phrase).map((token) => token.stem)),
    written: entry.written.flatMap((phrase) =>
      tokenise(phrase)
        .filter((token) => !isStopWord(token.word))
        .map((token) => token.stem),
    ),
  }));
  const { closestStem, fuzzyStems, asksNothing, knownOffice } = createWordReader(index, settings);

  function read(question: string): LexicalQuery {
    const text = readGlossary(
      withoutRequestFrame(String(question ?? '').slice(0, MAX_QUESTION_LENGTH)),
    );
    const articleNumbers = articleReferences(text);
    const articleNumbersLeft = namedArticleNumbers(text).slice(articleNumbers.length);
    const articleNumber = articleNumbers[0];
    // The words that name Articles ("article 40", "articles 12 and 13") select them; they say
    // nothing about content.
    const source = articleNumber === undefined ? text : text.replace(ARTICLE_MENTIONS, ' ');
    const tokens = tokenise(source).map((token, index, all) => knownOffice(token, all[index - 1]));
    const allStems = tokens.map((token) => token.stem);
    const storyEnd = storyLength(source);
    // A long message is read by its rarest words alone, before any is corrected or given
    // neighbours: each such word costs a pass over the document's words (see MAX_RANKED_WORDS).
    // The Articles it names were read above, from the text, so they are always kept.
    const stemOf = new Map(tokens.map((token) => [token.word, token.stem]));
    const ranked = mostInformativeWords(
      tokens.filter((token) => !isStopWord(token.word)).map((token) => token.word),
      (word) => {
        const df = passageDf.get(stemOf.get(word) ?? '');
        return df === undefined ? undefined : idf(df, passageCount);
      },
    );
    const askNothing = tokens.map(
      (token) =>
        !ranked.has(token.word) ||
        asksNothing(token, source) ||
        (token.start < storyEnd && STORY_COUNT.test(token.word)),
    );
    // The vocabulary also reads misspelt words as the word they are closest to ("jion" as "join").
    let corrections = 0;
    const correctedStems = tokens.map((token, index) => {
      if (passageDf.has(token.stem) || askNothing[index] || corrections >= MAX_FUZZY_WORDS) {
        return token.stem;
      }
      corrections += 1;
      return closestStem(token.word) ?? token.stem;
    });
    const vocabularyHits = vocabularyStems.flatMap((entry) =>
      entry.asked
        .filter(
          (phrase) =>
            phrase.length > 0 &&
            (containsSequence(allStems, phrase) || containsSequence(correctedStems, phrase)),
        )
        .map((hit) => ({ hit, written: entry.written })),
    );
    const correctedOf = new Map(
      allStems.map((stem, index) => [stem, correctedStems[index] ?? stem]),
    );
    const explained = new Set(
      vocabularyHits.flatMap(({ hit }) => [
        ...hit,
        ...allStems.filter(
          (stem, index) =>
            stem !== correctedStems[index] && hit.includes(correctedStems[index] ?? ''),
        ),
      ]),
    );
    const content = tokens.filter((_, index) => !askNothing[index]).slice(0, MAX_QUESTION_WORDS);
    const words: string[] = [];
    const wordWeights: number[] = [];
    const terms = new Map<string, QueryTerm>();
    const addTerm = (stem: string, weight: number, word: number) => {
      const existing = terms.get(stem);
      const importance = weight * idf(passageDf.get(stem) ?? 0, passageCount);
      if (!existing || existing.weight < weight)
        terms.set(stem, { stem, weight, importance, word });
    };
    let fuzzyBudget = MAX_FUZZY_WORDS;
    const texted =
      tokenise(String(question ?? '').slice(0, MAX_QUESTION_LENGTH)).filter((token) =>
        isTextingWord(token.word),
      ).length >= TEXTED_FROM;
    // A word of English ("gap") is read as itself, texted or not: only a word no list knows is
    // likelier a spelling.
    const unreadWeight = (word: string) =>
      texted && settings.knows !== undefined && !settings.knows(word)
        ? unknownIdf * TEXTED_UNKNOWN_SHARE
        : unknownIdf;
    for (const token of content) {
      if (words.includes(token.word)) continue;
      const word = words.length;
      words.push(token.word);
      const df = passageDf.get(token.stem);
      if (df !== undefined) {
        wordWeights.push(idf(df, passageCount));
        addTerm(token.stem, 1, word);
        // Other forms of the word that stemming kept apart ("represented", "representation")
        // help ranking, lightly, but do not count as covering the word.
        for (const stem of relatedStems(token.stem)) addTerm(stem, RELATED_WEIGHT, -1);
        continue;
      }
      // A word the index does not know weighs most when nothing explains it: it may be exactly
      // what the constitution does not cover.
      let weight = explained.has(token.stem)
        ? unknownIdf * EXPLAINED_UNKNOWN_SHARE
        : unreadWeight(token.word);
      let fuzzyFound = 0;
      if (
        token.word.length >= MIN_FUZZY_LENGTH &&
        !/\d/.test(token.word) &&
        !explained.has(token.stem) &&
        fuzzyBudget > 0
      ) {
        fuzzyBudget -= 1;
        fuzzyFound = 0;
        for (const stem of fuzzyStems(token.word, token.stem)) {
          fuzzyFound += 1;
          addTerm(stem, fuzzyWeight, word);
          weight = Math.min(weight, idf(passageDf.get(stem) ?? 0, passageCount));
        }
      }
      if (neighbours && !explained.has(token.stem) && !terms.has(token.stem)) {
        let found = false;
        for (const neighbour of neighbours(token.word)) {
          const stem = tokenise(neighbour.word)[0]?.stem;
          if (stem === undefined || !passageDf.has(stem)) continue;
          found = true;
          addTerm(stem, neighbourWeight * neighbour.similarity, word);
          weight = Math.min(weight, idf(passageDf.get(stem) ?? 0, passageCount));
        }
        if (!found && fuzzyFound === 0) weight = Math.max(weight, unreadWeight(token.word));
      }
      wordWeights.push(weight);
    }
    const expansions: QueryExpansion[] = [];
    const wordStems = words.map((word) => tokenise(word)[0]?.stem ?? '');
    for (const { hit, written } of vocabularyHits) {
      const anchors = wordStems.flatMap((stem, index) =>
        hit.includes(stem) || hit.includes(correctedOf.get(stem) ?? stem) ? [index] : [],
      );
      for (const stem of written) {
        if (!passageDf.has(stem)) continue;
        addTerm(stem, expansionWeight, -1);
        for (const word of anchors) expansions.push({ word, stem });
      }
    }
    for (const [asks, constitutionWords] of ASKING_READINGS) {
      if (!asks(text)) continue;
      for (const word of constitutionWords) {
        const stem = tokenise(word)[0]?.stem;
        if (stem !== undefined && passageDf.has(stem)) addTerm(stem, expansionWeight, -1);
      }
    }
    // An action the member does not do ("if I don't pay") is named by the constitution's noun for
    // the omission: its "non-" word beginning with the verb's stem or its written form
    // ("non-attendance", "non-compliance", and "non-payment", which Porter's stem of "pay", "pai",
    // never begins), or else "failure", at the glossary's weight and standing for the verb.
    const omitted = negatedActions(text);
    const omissions: QueryExpansion[] = [];
    // What follows an omission ("what happens if I don't…", "can they … if I never…") is what the
    // constitution provides for it: a sanction.
    if (omitted.length > 0 && asksForConsequence(text)) {
      for (const sanction of SANCTION_WORDS) {
        const stem = stemWord(sanction);
        if (passageDf.has(stem)) addTerm(stem, expansionWeight, -1);
      }
    }
    for (const verb of omitted) {
      // A participle after a negated "have" is read as its verb ("paid" as "pay").
      const stems = [...new Set([verb, baseOfIrregular(verb)].map(stemWord))];
      const word = words.indexOf(verb);
      const written = [verb, baseOfIrregular(verb)];
      const forms = [...stems.flatMap((stem) => [stem, ...relatedStems(stem)]), ...written];
      const nouns = [...passageDf.keys()].filter(
        (known) =>
          known.startsWith(OMISSION_PREFIX) &&
          forms.some((form) => known.slice(OMISSION_PREFIX.length).startsWith(form)),
      );
      const named = nouns.length > 0 ? nouns : OMISSION_WORDS.map(stemWord);
      for (const omission of named) {
        if (!passageDf.has(omission)) continue;
        addTerm(omission, expansionWeight, -1);
        if (word >= 0) {
          expansions.push({ word, stem: omission });
          omissions.push({ word, stem: omission });
        }
      }
    }
    const contentStems = content.map((token) => token.stem);
    const pairs = contentStems.slice(1).map((stem, index) => `${contentStems[index]} ${stem}`);
    return {
      words,
      wordWeights,
      terms: [...terms.values()],
      expansions,
      omissions,
      pairs,
      articleNumbers,
      articleNumbersLeft,
      ...(articleNumber !== undefined && { articleNumber }),
    };
  }

  return read;
}

// A phrase occurs when its words come in order with at most two other words between neighbours,
// so "kick out" is found in "kick me out" and "vote for me" in "vote for me please".
function containsSequence(stems: readonly string[], phrase: readonly string[]): boolean {
  for (let start = 0; start < stems.length; start += 1) {
    if (stems[start] !== phrase[0]) continue;
    let position = start;
    let matched = 1;
    while (matched < phrase.length) {
      const next = stems.slice(position + 1, position + 4).indexOf(phrase[matched] ?? '');
      if (next < 0) break;
      position += next + 1;
      matched += 1;
    }
    if (matched === phrase.length) return true;
  }
  return false;
}
