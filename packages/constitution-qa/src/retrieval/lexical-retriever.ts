import { articleReference } from '../article-reference/article-reference';
import { createGlossaryReader, memberGlossary } from '../glossary/member-glossary';
import { createNearWordIndex } from '../internal/near-words';
import { stemWord } from '../internal/stem-word';
import { isStopWord, tokenise } from '../internal/tokenise';
import type { ConstitutionPassage } from './constitution-passage';
import type { PassageRetriever, RetrievedPassage } from './passage-retriever';

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

// The glossary's `expand` entries, read as expansion vocabulary.
const glossaryVocabulary: readonly VocabularyEntry[] = memberGlossary
  .filter((entry) => entry.use === 'expand')
  .map((entry) => ({ asked: entry.said, written: entry.means }));

/** Tuning of {@link createLexicalRetriever}; the defaults suit a constitution of a few hundred pages. */
export interface LexicalRetrieverOptions {
  /** Expansion vocabulary. @default the member glossary's `expand` entries */
  vocabulary?: readonly VocabularyEntry[];
  /** Weight of a word in the Article's (or page's) title against one in its text. @default 2.5 */
  titleBoost?: number;
  /** Weight of a word in the Part title (or page headings). @default 0.6 */
  contextBoost?: number;
  /** Weight of a term added by the vocabulary. @default 0.55 */
  expansionWeight?: number;
  /** Weight of a term found by fuzzy matching a word the index does not know. @default 0.8 */
  fuzzyWeight?: number;
  /** Share of the whole Article's score added to each of its passages. @default 0.6 */
  articleWeight?: number;
  /**
   * Extra weight for an Article whose title holds much of the question: its score is multiplied by
   * 1 + this × the share of the question's word weight found in the title. @default 0.8
   */
  titleShareBoost?: number;
  /**
   * The document's words nearest in meaning to a word it never uses, best first (the semantic
   * retriever's word vectors give them); they stand in for the word at a weight scaled by their
   * similarity. @default none
   */
  neighbours?: (word: string) => readonly { word: string; similarity: number }[];
  /** Weight of a neighbour in meaning, times its similarity. @default 0.7 */
  neighbourWeight?: number;
}

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
  /** Adjacent stems of the question, for phrase matches. */
  pairs: string[];
  /** The Article number the question names, if any. */
  articleNumber?: number;
}

/** A passage the lexical retriever found, with what explains its rank. */
export interface LexicalMatch extends RetrievedPassage {
  /** Share (0 to 1) of the question's meaning found in the passage's Article or page, rare words weighing more. */
  coverage: number;
  /** Stems of the question found in the passage, for highlighting. */
  matchedStems: Set<string>;
  /** Whether the passage is there because the question named its Article. */
  byNumber: boolean;
}

/** The lexical retriever, with its reading of a question exposed for answer composition. */
export interface LexicalRetriever extends PassageRetriever {
  /** The question's terms: stems, vocabulary expansions and fuzzy corrections. */
  read(question: string): LexicalQuery;
  /** The best passages for a read question, best first. */
  rank(
    query: LexicalQuery,
    limit: number,
    accept?: (passage: ConstitutionPassage) => boolean,
  ): LexicalMatch[];
}

interface FieldStats {
  tf: Map<string, number>;
  length: number;
}

interface IndexedPassage {
  passage: ConstitutionPassage;
  body: FieldStats;
  title: Map<string, number>;
  context: Map<string, number>;
  pairs: Set<string>;
  group: number;
  order: number;
}

const ARTICLE_MENTION = /\b(?:article|art\.?|section|sec\.?)\s*\d{1,3}\b/gi;
const K1 = 1.2;
const COVERAGE_FLOOR = 0.5;
const B = 0.75;
const MAX_QUESTION_WORDS = 60;
const MAX_FUZZY_WORDS = 8;
// Weight of a known stem sharing a long beginning with a question word's stem.
const RELATED_WEIGHT = 0.5;
// Shortest shared beginning for two stems to count as forms of one word.
const MIN_PREFIX = 6;

function countStems(
  text: string,
  corrections: ReadonlyMap<string, string> = new Map(),
): FieldStats {
  const tf = new Map<string, number>();
  let length = 0;
  for (const token of tokenise(text)) {
    if (isStopWord(token.word)) continue;
    tf.set(token.stem, (tf.get(token.stem) ?? 0) + 1);
    const corrected = corrections.get(token.word);
    if (corrected !== undefined) tf.set(corrected, (tf.get(corrected) ?? 0) + 1);
    length += 1;
  }
  return { tf, length };
}

/**
 * Title words the document itself misspells ("Represantatives", "Commmittee"): a title word used
 * at most twice that is an edit or two from a word the document uses at least three times, mapped
 * to that word's stem, so the title is found under both spellings. Titles weigh most in ranking,
 * and checking only their words keeps the index quick to build.
 */
function misspellingCorrections(
  titles: readonly string[],
  texts: readonly string[],
): Map<string, string> {
  const frequency = new Map<string, number>();
  for (const text of [...titles, ...texts]) {
    for (const token of tokenise(text)) {
      if (token.word.length >= 5 && /^[a-z]+$/.test(token.word) && !isStopWord(token.word)) {
        frequency.set(token.word, (frequency.get(token.word) ?? 0) + 1);
      }
    }
  }
  const common = createNearWordIndex([...frequency].filter(([, count]) => count >= 3));
  const titleWords = new Set(titles.flatMap((title) => tokenise(title).map((token) => token.word)));
  const corrections = new Map<string, string>();
  for (const word of titleWords) {
    const count = frequency.get(word) ?? 0;
    if (count === 0 || count > 2) continue;
    const limit = word.length >= 8 ? 2 : 1;
    let best: { word: string; count: number } | undefined;
    for (const candidate of common.near(word, limit)) {
      if (!best || candidate.value > best.count)
        best = { word: candidate.word, count: candidate.value };
    }
    const stem = best ? stemWord(best.word) : undefined;
    if (stem !== undefined && stem !== stemWord(word)) corrections.set(word, stem);
  }
  return corrections;
}

function adjacentPairs(text: string): string[] {
  const stems = tokenise(text)
    .filter((token) => !isStopWord(token.word))
    .map((token) => token.stem);
  return stems.slice(1).map((stem, index) => `${stems[index]} ${stem}`);
}

/**
 * BM25-style ranking over passages with the domain in mind: stemming, boosts for Article and Part
 * titles, whole-Article evidence added to each passage, phrase matches, fuzzy matching for
 * misspelt words, the expansion vocabulary, and "article 40" style lookups.
 */
export function createLexicalRetriever(
  passages: readonly ConstitutionPassage[],
  options: LexicalRetrieverOptions = {},
): LexicalRetriever {
  const vocabulary = options.vocabulary ?? glossaryVocabulary;
  const readGlossary = createGlossaryReader();
  const titleBoost = options.titleBoost ?? 2.5;
  const contextBoost = options.contextBoost ?? 0.6;
  const expansionWeight = options.expansionWeight ?? 0.55;
  const fuzzyWeight = options.fuzzyWeight ?? 0.8;
  const articleWeight = options.articleWeight ?? 0.6;
  const titleShareBoost = options.titleShareBoost ?? 0.8;
  const neighbourWeight = options.neighbourWeight ?? 0.7;

  const groupKeys = new Map<string, number>();
  const groupTexts: { title: string; context: string; text: string[] }[] = [];
  const corrections = misspellingCorrections(
    [...new Set(passages.map((passage) => passage.title))],
    passages.map((passage) => passage.text),
  );
  const indexed: IndexedPassage[] = passages.map((passage) => {
    const key =
      passage.kind === 'article' ? `article:${passage.articleIndex}` : `page:${passage.route}`;
    let group = groupKeys.get(key);
    if (group === undefined) {
      group = groupTexts.length;
      groupKeys.set(key, group);
      groupTexts.push({ title: passage.title, context: passage.context, text: [] });
    }
    const groupText = groupTexts[group] as (typeof groupTexts)[number];
    groupText.text.push(passage.text);
    return {
      passage,
      body: countStems(passage.text, corrections),
      title: countStems(passage.title, corrections).tf,
      context: countStems(passage.context, corrections).tf,
      pairs: new Set([...adjacentPairs(passage.text), ...adjacentPairs(passage.title)]),
      group,
      order: groupText.text.length - 1,
    };
  });
  const groups = groupTexts.map((group) => ({
    body: countStems(group.text.join('\n'), corrections),
    title: countStems(group.title, corrections).tf,
    context: countStems(group.context, corrections).tf,
  }));

  // Inverted lists, so a question touches only the passages and Articles holding its terms.
  const passagePostings = postingsOf(indexed);
  const groupPostings = postingsOf(groups);
  const passageDf = new Map<string, number>();
  const pairDf = new Map<string, number>();
  const surfaceWords = new Map<string, string>();
  for (const entry of indexed) {
    const stems = new Set([
      ...entry.body.tf.keys(),
      ...entry.title.keys(),
      ...entry.context.keys(),
    ]);
    for (const stem of stems) passageDf.set(stem, (passageDf.get(stem) ?? 0) + 1);
    for (const pair of entry.pairs) pairDf.set(pair, (pairDf.get(pair) ?? 0) + 1);
  }
  for (const passage of passages) {
    for (const token of tokenise(`${passage.title} ${passage.text}`)) {
      if (!isStopWord(token.word) && !/^\d+$/.test(token.word))
        surfaceWords.set(token.word, token.stem);
    }
  }
  const groupDf = new Map<string, number>();
  for (const group of groups) {
    for (const stem of new Set([...group.body.tf.keys(), ...group.title.keys()])) {
      groupDf.set(stem, (groupDf.get(stem) ?? 0) + 1);
    }
  }
  const passageCount = Math.max(indexed.length, 1);
  const groupCount = Math.max(groups.length, 1);
  const averagePassageLength =
    indexed.reduce((sum, entry) => sum + entry.body.length, 0) / passageCount || 1;
  const averageGroupLength =
    groups.reduce((sum, group) => sum + group.body.length, 0) / groupCount || 1;
  const idf = (df: number, count: number) => Math.log(1 + (count - df + 0.5) / (df + 0.5));
  const unknownIdf = idf(0, passageCount);
  const vocabularyStems = vocabulary.map((entry) => ({
    asked: entry.asked.map((phrase) => tokenise(phrase).map((token) => token.stem)),
    written: entry.written.flatMap((phrase) =>
      tokenise(phrase)
        .filter((token) => !isStopWord(token.word))
        .map((token) => token.stem),
    ),
  }));

  // The document's words, for reading a misspelt question word as one of them.
  const knownWords = createNearWordIndex(surfaceWords);

  const knownStems = [...passageDf.keys()].filter(
    (stem) => stem.length >= MIN_PREFIX && !/\d/.test(stem),
  );

  // Known stems sharing a long beginning with this one: forms of one word that stemming did not
  // meet ("incapacitated" and "incapacity").
  function relatedStems(stem: string): string[] {
    if (stem.length < MIN_PREFIX) return [];
    return knownStems.filter((known) => {
      if (known === stem) return false;
      const shorter = Math.min(known.length, stem.length);
      let common = 0;
      while (common < shorter && known[common] === stem[common]) common += 1;
      return common >= MIN_PREFIX && common >= shorter * 0.8;
    });
  }

  // Words of the vocabulary's questions, so a misspelling of a word the document never uses
  // ("yell") still reaches the vocabulary.
  const askedWords = createNearWordIndex(
    vocabulary.flatMap((entry) =>
      entry.asked
        .flatMap((phrase) => tokenise(phrase))
        // Both the word and its stem, so "yeling" (stem "yele") meets "yell".
        .flatMap((token) =>
          [...new Set([token.word, token.stem])].map((form) => [form, token.stem] as const),
        ),
    ),
  );

  // The stem of the known word nearest to a misspelt one, for reading the question with the vocabulary.
  function closestStem(word: string): string | undefined {
    if (word.length < 4 || /\d/.test(word)) return undefined;
    let best: { stem: string; distance: number } | undefined;
    for (const form of new Set([word, stemWord(word)])) {
      const limit = form.length >= 8 ? 2 : 1;
      for (const candidate of [...knownWords.near(form, limit), ...askedWords.near(form, limit)]) {
        if (!best || candidate.distance < best.distance)
          best = { stem: candidate.value, distance: candidate.distance };
      }
    }
    return best?.stem;
  }

  // Misspellings within an edit or two of a known word, and other forms of a known word.
  function fuzzyStems(word: string, stem: string): string[] {
    const limit = word.length >= 8 ? 2 : 1;
    const found = new Set<string>(relatedStems(stem));
    for (const candidate of knownWords.near(word, limit)) found.add(candidate.value);
    return [...found];
  }

  function read(question: string): LexicalQuery {
    const text = readGlossary(String(question ?? '').slice(0, 4000));
    const articleNumber = articleReference(text);
    // The words that name an Article ("article 40") select it; they say nothing about content.
    const tokens = tokenise(
      articleNumber === undefined ? text : text.replace(ARTICLE_MENTION, ' '),
    );
    const allStems = tokens.map((token) => token.stem);
    // The vocabulary also reads misspelt words as the word they are closest to ("jion" as "join").
    let corrections = 0;
    const correctedStems = tokens.map((token) => {
      if (passageDf.has(token.stem) || isStopWord(token.word) || corrections >= MAX_FUZZY_WORDS) {
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
    const content = tokens.filter((token) => !isStopWord(token.word)).slice(0, MAX_QUESTION_WORDS);
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
      let weight = explained.has(token.stem) ? unknownIdf * 0.4 : unknownIdf;
      let fuzzyFound = 0;
      if (
        token.word.length >= 4 &&
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
      if (options.neighbours && !explained.has(token.stem) && !terms.has(token.stem)) {
        let found = false;
        for (const neighbour of options.neighbours(token.word)) {
          const stem = tokenise(neighbour.word)[0]?.stem;
          if (stem === undefined || !passageDf.has(stem)) continue;
          found = true;
          addTerm(stem, neighbourWeight * neighbour.similarity, word);
          weight = Math.min(weight, idf(passageDf.get(stem) ?? 0, passageCount));
        }
        if (!found && fuzzyFound === 0) weight = Math.max(weight, unknownIdf);
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
    const contentStems = content.map((token) => token.stem);
    const pairs = contentStems.slice(1).map((stem, index) => `${contentStems[index]} ${stem}`);
    return {
      words,
      wordWeights,
      terms: [...terms.values()],
      expansions,
      pairs,
      ...(articleNumber !== undefined && { articleNumber }),
    };
  }

  function fieldScore(
    weight: number,
    termIdf: number,
    bodyTf: number,
    length: number,
    average: number,
    titleTf: number,
    contextTf: number,
  ): number {
    const pseudo =
      bodyTf / (1 - B + (B * length) / average) + titleBoost * titleTf + contextBoost * contextTf;
    return pseudo > 0 ? (weight * termIdf * (pseudo * (K1 + 1))) / (K1 + pseudo) : 0;
  }

  function rank(
    query: LexicalQuery,
    limit: number,
    accept: (passage: ConstitutionPassage) => boolean = () => true,
  ): LexicalMatch[] {
    const groupScores = new Float64Array(groups.length);
    const passageScores = new Float64Array(indexed.length);
    const matchedByEntry = new Map<number, Set<string>>();
    for (const term of query.terms) {
      const groupIdf = idf(groupDf.get(term.stem) ?? 0, groupCount);
      for (const posting of groupPostings.get(term.stem) ?? []) {
        const group = groups[posting.index];
        if (!group) continue;
        groupScores[posting.index] =
          (groupScores[posting.index] ?? 0) +
          fieldScore(
            term.weight,
            groupIdf,
            posting.body,
            group.body.length,
            averageGroupLength,
            posting.title,
            posting.context,
          );
      }
      const passageIdf = idf(passageDf.get(term.stem) ?? 0, passageCount);
      for (const posting of passagePostings.get(term.stem) ?? []) {
        const entry = indexed[posting.index];
        if (!entry) continue;
        passageScores[posting.index] =
          (passageScores[posting.index] ?? 0) +
          fieldScore(
            term.weight,
            passageIdf,
            posting.body,
            entry.body.length,
            averagePassageLength,
            posting.title,
            posting.context,
          );
        if (posting.body + posting.title > 0) {
          const matched = matchedByEntry.get(posting.index) ?? new Set<string>();
          matched.add(term.stem);
          matchedByEntry.set(posting.index, matched);
        }
      }
    }
    const totalWordWeight = query.wordWeights.reduce((sum, weight) => sum + weight, 0);
    const matches: LexicalMatch[] = [];
    const coverageByGroup = new Map<number, number>();
    const orders: number[] = [];
    for (const [entryIndex, entry] of indexed.entries()) {
      const byNumber =
        query.articleNumber !== undefined && entry.passage.articleNumber === query.articleNumber;
      const groupScore = groupScores[entry.group] ?? 0;
      let score = passageScores[entryIndex] ?? 0;
      if (score <= 0 && groupScore <= 0 && !byNumber) continue;
      if (!accept(entry.passage)) continue;
      const matchedStems = matchedByEntry.get(entryIndex) ?? new Set<string>();
      for (const pair of query.pairs) {
        if (entry.pairs.has(pair)) score += 0.5 * idf(pairDf.get(pair) ?? 0, passageCount);
      }
      score += articleWeight * groupScore;
      if (score <= 0 && !byNumber) continue;
      let groupCoverage = coverageByGroup.get(entry.group);
      if (groupCoverage === undefined) {
        groupCoverage = coverageOf(query, groups[entry.group], totalWordWeight);
        coverageByGroup.set(entry.group, groupCoverage);
      }
      const coverage = byNumber ? 1 : groupCoverage;
      // A soft AND: an Article that answers more of the question's words beats one that repeats a few.
      score *= COVERAGE_FLOOR + coverage;
      // An Article whose title names much of the question is about it, even when its text is short.
      score *= 1 + titleShareBoost * titleShare(query, groups[entry.group], totalWordWeight);
      matches.push({ passage: entry.passage, score, coverage, matchedStems, byNumber });
      orders.push(entry.order);
    }
    // Passages of a named Article come first, in their order in the Article.
    const best = matches.reduce((top, match) => Math.max(top, match.score), 0);
    matches.forEach((match, index) => {
      if (match.byNumber) match.score += best + 10 - (orders[index] ?? 0) * 0.01;
    });
    return matches.sort((left, right) => right.score - left.score).slice(0, limit);
  }

  function titleShare(
    query: LexicalQuery,
    group: (typeof groups)[number] | undefined,
    totalWordWeight: number,
  ): number {
    if (!group || totalWordWeight <= 0) return 0;
    let held = 0;
    for (const term of query.terms) {
      if (term.weight === 1 && term.word >= 0 && group.title.has(term.stem)) {
        held += query.wordWeights[term.word] ?? 0;
      }
    }
    return held / totalWordWeight;
  }

  function coverageOf(
    query: LexicalQuery,
    group: (typeof groups)[number] | undefined,
    totalWordWeight: number,
  ): number {
    if (!group || totalWordWeight <= 0) return 0;
    const credit = query.words.map(() => 0);
    const found = (stem: string) =>
      group.body.tf.has(stem) || group.title.has(stem) || group.context.has(stem);
    for (const term of query.terms) {
      // A fuzzy correction stands for its word only as far as it is trusted.
      if (term.word >= 0 && found(term.stem)) {
        credit[term.word] = Math.max(credit[term.word] ?? 0, term.weight);
      }
    }
    // The constitution's own word for what the member said stands for it (in full from weight 0.5).
    const expansionCredit = Math.min(1, expansionWeight * 2);
    for (const { word, stem } of query.expansions) {
      if (found(stem)) credit[word] = Math.max(credit[word] ?? 0, expansionCredit);
    }
    const covered = credit.reduce(
      (sum, value, index) => sum + value * (query.wordWeights[index] ?? 0),
      0,
    );
    return covered / totalWordWeight;
  }

  return {
    name: 'lexical',
    read,
    rank,
    search(question, limit) {
      return rank(read(question), limit);
    },
  };
}

// A phrase occurs when its words come in order with at most two other words between neighbours,
// so "kick out" is found in "kick me out" and "vote for me" in "vote for me please".
interface Posting {
  index: number;
  body: number;
  title: number;
  context: number;
}

function postingsOf(
  documents: readonly {
    body: FieldStats;
    title: Map<string, number>;
    context: Map<string, number>;
  }[],
): Map<string, Posting[]> {
  const postings = new Map<string, Posting[]>();
  documents.forEach((document, index) => {
    const stems = new Set([
      ...document.body.tf.keys(),
      ...document.title.keys(),
      ...document.context.keys(),
    ]);
    for (const stem of stems) {
      const list = postings.get(stem) ?? [];
      list.push({
        index,
        body: document.body.tf.get(stem) ?? 0,
        title: document.title.get(stem) ?? 0,
        context: document.context.get(stem) ?? 0,
      });
      postings.set(stem, list);
    }
  });
  return postings;
}

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
