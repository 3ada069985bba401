import { createNearWordIndex, type NearWordIndex } from '../internal/near-words';
import { shareBeginning } from '../internal/share-beginning';
import { stemWord } from '../internal/stem-word';
import { isStopWord, tokenise } from '../internal/tokenise';
import type { ConstitutionPassage } from './constitution-passage';

/** Term counts of one field of a passage or Article. */
export interface FieldStats {
  tf: Map<string, number>;
  length: number;
}

/** A passage as indexed. */
export interface IndexedPassage {
  passage: ConstitutionPassage;
  body: FieldStats;
  title: Map<string, number>;
  context: Map<string, number>;
  pairs: Set<string>;
  /** Index of its Article (or page) in `LexicalIndex.groups`. */
  group: number;
  /** Its place among its Article's passages. */
  order: number;
}

/** A whole Article (or site page) as indexed. */
export interface IndexedGroup {
  body: FieldStats;
  title: Map<string, number>;
  context: Map<string, number>;
}

/** Where a stem occurs in one passage or Article, field by field. */
export interface Posting {
  index: number;
  body: number;
  title: number;
  context: number;
}

/** Everything the lexical retriever knows of its passages, built once. */
export interface LexicalIndex {
  indexed: IndexedPassage[];
  groups: IndexedGroup[];
  passagePostings: Map<string, Posting[]>;
  groupPostings: Map<string, Posting[]>;
  passageDf: Map<string, number>;
  pairDf: Map<string, number>;
  groupDf: Map<string, number>;
  passageCount: number;
  groupCount: number;
  averagePassageLength: number;
  averageGroupLength: number;
  /** BM25's inverse document frequency of a term found in `df` of `count` documents. */
  idf(df: number, count: number): number;
  /** The rarity of a word found nowhere. */
  unknownIdf: number;
  /** The document's words as written (lower-case), each with its stem. */
  surfaceWords: ReadonlyMap<string, string>;
  /** The document's words (surface form → stem), for reading a misspelt word as one of them. */
  knownWords: NearWordIndex<string>;
  /** Known stems sharing a long beginning with a stem: forms stemming kept apart. */
  relatedStems(stem: string): string[];
}

// Shortest shared beginning for two stems to count as forms of one word.
const MIN_PREFIX = 6;
// Derivational endings Porter stemming leaves on a short stem ("payment", "arrival"), making a
// noun of a verb; the forms of one word a short stem can have beyond its inflections.
const SHORT_STEM_ENDINGS = ['ment', 'al', 'ance', 'ence'] as const;
// A document word used this often is taken as the right spelling of a rarer title word near it.
const COMMON_WORD_COUNT = 3;

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
  const common = createNearWordIndex(
    [...frequency].filter(([, count]) => count >= COMMON_WORD_COUNT),
  );
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
 * Indexes passages for BM25-style ranking: term counts per passage and per whole Article (or page)
 * in body, title and context fields, inverted lists, document frequencies, adjacent-stem pairs for
 * phrase matches, and the document's words for misspellings.
 */
export function buildLexicalIndex(passages: readonly ConstitutionPassage[]): LexicalIndex {
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
  // The document's words, for reading a misspelt question word as one of them.
  const knownWords = createNearWordIndex(surfaceWords);

  const knownStems = [...passageDf.keys()].filter(
    (stem) => stem.length >= MIN_PREFIX && !/\d/.test(stem),
  );

  // Known stems sharing a long beginning with this one: forms of one word that stemming did not
  // meet ("incapacitated" and "incapacity"). A short stem has no long beginning to share, and
  // Porter stemming keeps a derivational ending after a short one ("pay" and "payment", "ship" and
  // "shipment"): the noun made from it by such an ending is its other form.
  function relatedStems(stem: string): string[] {
    if (stem.length < MIN_PREFIX) {
      // Porter stemming writes a final "y" as "i" ("pay" is "pai"), which the endings follow.
      const bases = stem.endsWith('i') ? [stem, `${stem.slice(0, -1)}y`] : [stem];
      return bases
        .flatMap((base) => SHORT_STEM_ENDINGS.map((ending) => base + ending))
        .filter((known) => passageDf.has(known));
    }
    return knownStems.filter((known) => known !== stem && shareBeginning(known, stem, MIN_PREFIX));
  }

  return {
    indexed,
    groups,
    passagePostings,
    groupPostings,
    passageDf,
    pairDf,
    groupDf,
    passageCount,
    groupCount,
    averagePassageLength,
    averageGroupLength,
    idf,
    unknownIdf,
    surfaceWords,
    knownWords,
    relatedStems,
  };
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
