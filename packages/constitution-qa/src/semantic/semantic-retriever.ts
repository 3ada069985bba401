import { asksNothing } from '../internal/asks-nothing';
import { mostInformativeWords } from '../internal/most-informative-words';
import { withoutRequestFrame } from '../internal/request-frame';
import { stemWord } from '../internal/stem-word';
import { isStopWord, tokenise } from '../internal/tokenise';
import type { ConstitutionPassage } from '../retrieval/constitution-passage';
import type { RetrievedPassage } from '../retrieval/passage-retriever';
import { createSpellingCorrector } from './spelling-corrector';
import type { WordVectors } from './word-vectors';

/** A passage the semantic retriever found. */
export interface SemanticMatch extends RetrievedPassage {
  /** Weighted share (0 to 1) of the question's words with a near word in the passage's Article. */
  similarity: number;
}

/** Ranks passages by how near their words are to the question's in meaning. */
export interface SemanticRetriever {
  readonly name: string;
  /** The question's words as read: lower-cased, misspellings corrected, stop words left out. */
  read(question: string): string[];
  /**
   * Passages best first, at most `limit`. `readings` gives, for a question word, stems of the
   * document's words that stand for it as the question reads it (see LexicalQuery.omissions).
   */
  rank(
    words: readonly string[],
    limit: number,
    accept?: (passage: ConstitutionPassage) => boolean,
    readings?: ReadonlyMap<string, readonly string[]>,
  ): SemanticMatch[];
  search(question: string, limit: number): SemanticMatch[];
  /** A word as the retriever reads it: a misspelling corrected against the document and English. */
  correct(word: string): string;
  /** Whether the word vectors know a word: a word of everyday English or of the document. */
  knows(word: string): boolean;
  /** The document's words nearest in meaning to a word, best first, at least `MIN_NEIGHBOUR` alike. */
  neighbours(word: string): { word: string; similarity: number }[];
}

// How near a question word is to the constitution's own noun for it that a reading gives.
const READING_SIMILARITY = 1;
// Below this cosine two words are not taken as related at all.
const MIN_SIMILARITY = 0.45;
// How alike a document word must be to stand in for a question word, and how many may.
const MIN_NEIGHBOUR = 0.55;
const MAX_NEIGHBOURS = 3;
// Weight of the whole Article's nearness against the passage's own.
const ARTICLE_SHARE = 0.5;
// Rarity given to a question word the document never uses ("boss"): a typical content word's.
const UNKNOWN_WORD_IDF_SHARE = 0.6;

/**
 * A semantic signal over word vectors: for each question word, its nearest word (by cosine) in a
 * passage and in the passage's Article counts, weighted by the word's rarity, so "expel" finds
 * "expulsion" and "boss" finds "supervisors" without a table of synonyms. Misspelt words are
 * corrected against the document's words and the vectors' everyday English first.
 */
export function createSemanticRetriever(
  passages: readonly ConstitutionPassage[],
  vectors: WordVectors,
  /** English words most frequent first, for reading texting spellings (see createSpellingCorrector). */
  frequentWords: Iterable<string> = [],
): SemanticRetriever {
  // The document's distinct content words, and which passages and Articles hold each. A word the
  // vectors lack ("nonpayment", written "non-payment") is kept with no vector: it is near no other
  // word, but a question word meets it as itself or through a reading, where before it counted
  // for nothing in this ranking.
  const vocabulary: string[] = [];
  const vocabularyIndex = new Map<string, number>();
  const passageWords: Uint32Array[] = [];
  const documentFrequency = new Map<string, number>();
  const surfaceWords = new Set<string>();
  const groupOf: number[] = [];
  const groupKeys = new Map<string, number>();
  const groupWords: Set<number>[] = [];
  for (const passage of passages) {
    const words = new Set<number>();
    for (const token of tokenise(`${passage.title} ${passage.text}`)) {
      surfaceWords.add(token.word);
      if (isStopWord(token.word)) continue;
      let index = vocabularyIndex.get(token.word);
      if (index === undefined) {
        index = vocabulary.length;
        vocabulary.push(token.word);
        vocabularyIndex.set(token.word, index);
      }
      words.add(index);
    }
    for (const index of words) {
      const word = vocabulary[index] as string;
      documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
    }
    passageWords.push(Uint32Array.from(words));
    const key =
      passage.kind === 'article' ? `article:${passage.articleIndex}` : `page:${passage.route}`;
    let group = groupKeys.get(key);
    if (group === undefined) {
      group = groupWords.length;
      groupKeys.set(key, group);
      groupWords.push(new Set());
    }
    for (const index of words) groupWords[group]?.add(index);
    groupOf.push(group);
  }
  const dimensions = vectors.dimensions;
  const matrix = new Float32Array(vocabulary.length * dimensions);
  const hasVector = new Uint8Array(vocabulary.length);
  vocabulary.forEach((word, index) => {
    const vector = vectors.vector(word);
    if (!vector) return;
    matrix.set(vector, index * dimensions);
    hasVector[index] = 1;
  });
  const passageCount = Math.max(passages.length, 1);
  const idf = (df: number) => Math.log(1 + (passageCount - df + 0.5) / (df + 0.5));
  const unknownIdf = idf(0) * UNKNOWN_WORD_IDF_SHARE;
  const correct = createSpellingCorrector(surfaceWords, vectors.words, frequentWords);
  const knows = (word: string) => vectors.vector(word) !== undefined;
  const groupLists = groupWords.map((set) => Uint32Array.from(set));
  // The document's words by stem, for the readings of a question word, which are stems.
  const stemIndex = new Map<string, number[]>();
  vocabulary.forEach((word, index) => {
    const stem = stemWord(word);
    stemIndex.set(stem, [...(stemIndex.get(stem) ?? []), index]);
  });

  function read(question: string): string[] {
    const words: string[] = [];
    const asked = withoutRequestFrame(question);
    const tokens = tokenise(asked).filter(
      (token) => !/^\d+$/.test(token.word) && !isStopWord(token.word),
    );
    // A long message is read by its rarest words alone, before any is corrected: each word costs
    // a correction and a pass over the vocabulary (see MAX_RANKED_WORDS).
    const ranked = mostInformativeWords(
      tokens.map((token) => token.word),
      (word) => {
        const df = documentFrequency.get(word);
        return df === undefined ? undefined : idf(df);
      },
    );
    for (const token of tokens) {
      if (!ranked.has(token.word)) continue;
      const standing = { inDocument: documentFrequency.has(token.word), correct, knows };
      if (asksNothing(token, asked, standing)) continue;
      const word = correct(token.word);
      if (!words.includes(word)) words.push(word);
    }
    return words;
  }

  function rank(
    words: readonly string[],
    limit: number,
    accept: (passage: ConstitutionPassage) => boolean = () => true,
    readings: ReadonlyMap<string, readonly string[]> = new Map(),
  ): SemanticMatch[] {
    // For each question word, its similarity to every word of the document (one pass over the matrix).
    const rows: { weight: number; similarity: Float32Array }[] = [];
    for (const word of words) {
      const vector = vectors.vector(word);
      const df = documentFrequency.get(word);
      const weight = df === undefined ? unknownIdf : idf(df);
      const similarity = new Float32Array(vocabulary.length);
      if (vector) {
        for (let index = 0; index < vocabulary.length; index += 1) {
          if (hasVector[index] === 0) continue;
          let sum = 0;
          const base = index * dimensions;
          for (let dimension = 0; dimension < dimensions; dimension += 1) {
            sum += (vector[dimension] ?? 0) * (matrix[base + dimension] ?? 0);
          }
          similarity[index] = sum >= MIN_SIMILARITY ? Math.min(1, sum) : 0;
        }
      }
      const exact = vocabularyIndex.get(word);
      if (exact !== undefined) similarity[exact] = 1;
      // The constitution's noun for the word as read ("attend", said not done, is
      // "non-attendance"), which the vectors may not know or place near it.
      for (const stem of readings.get(word) ?? []) {
        for (const index of stemIndex.get(stem) ?? []) {
          similarity[index] = Math.max(similarity[index] ?? 0, READING_SIMILARITY);
        }
      }
      rows.push({ weight, similarity });
    }
    const total = rows.reduce((sum, row) => sum + row.weight, 0);
    if (total <= 0) return [];
    const nearness = (list: Uint32Array) => {
      let sum = 0;
      for (const row of rows) {
        let best = 0;
        for (const index of list) best = Math.max(best, row.similarity[index] ?? 0);
        sum += row.weight * best;
      }
      return sum / total;
    };
    const groupNearness = groupLists.map(nearness);
    const matches: SemanticMatch[] = [];
    passages.forEach((passage, index) => {
      if (!accept(passage)) return;
      const article = groupNearness[groupOf[index] ?? 0] ?? 0;
      const score =
        (1 - ARTICLE_SHARE) * nearness(passageWords[index] as Uint32Array) +
        ARTICLE_SHARE * article;
      if (score > 0) matches.push({ passage, score, similarity: article });
    });
    return matches.sort((left, right) => right.score - left.score).slice(0, limit);
  }

  function neighbours(word: string): { word: string; similarity: number }[] {
    const vector = vectors.vector(correct(word));
    if (!vector) return [];
    const found: { word: string; similarity: number }[] = [];
    for (let index = 0; index < vocabulary.length; index += 1) {
      if (hasVector[index] === 0) continue;
      let sum = 0;
      const base = index * dimensions;
      for (let dimension = 0; dimension < dimensions; dimension += 1) {
        sum += (vector[dimension] ?? 0) * (matrix[base + dimension] ?? 0);
      }
      if (sum >= MIN_NEIGHBOUR)
        found.push({ word: vocabulary[index] as string, similarity: Math.min(1, sum) });
    }
    return found.sort((left, right) => right.similarity - left.similarity).slice(0, MAX_NEIGHBOURS);
  }

  return {
    name: 'semantic',
    correct,
    knows,
    neighbours,
    read,
    rank,
    search(question, limit) {
      return rank(read(question), limit);
    },
  };
}
