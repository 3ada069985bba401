import type { ConstitutionPassage } from './constitution-passage';
import { buildLexicalIndex } from './lexical-index';
import { type LexicalRetrieverOptions, lexicalSettings } from './lexical-settings';
import type { PassageRetriever, RetrievedPassage } from './passage-retriever';
import { createPassageRanker } from './rank-passages';
import { createQueryReader, type LexicalQuery } from './read-lexical-query';

export type { LexicalRetrieverOptions, VocabularyEntry } from './lexical-settings';
export type { LexicalQuery, QueryExpansion, QueryTerm } from './read-lexical-query';

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
  /** Whether the Article (or page) a passage belongs to holds a stem in its title or text. */
  articleHolds(passage: ConstitutionPassage, stem: string): boolean;
  /** Whether any passage uses a word, as written (lower-case). */
  usesWord(word: string): boolean;
  /** Whether any passage uses a word with this stem ("abus" for "abuse", "abusing"). */
  usesStem(stem: string): boolean;
  /** Whether a passage holds two stems one after the other, stop words aside ("spoke person"). */
  usesPair(leftStem: string, rightStem: string): boolean;
}

/**
 * BM25-style ranking over passages with the domain in mind: stemming, boosts for Article and Part
 * titles, whole-Article evidence added to each passage, phrase matches, fuzzy matching for
 * misspelt words, the member glossary, neighbours in meaning, and "article 40" style lookups.
 * Built from three parts: the index (lexical-index.ts), query reading (read-lexical-query.ts, and
 * word by word read-question-word.ts) and ranking (rank-passages.ts).
 */
export function createLexicalRetriever(
  passages: readonly ConstitutionPassage[],
  options: LexicalRetrieverOptions = {},
): LexicalRetriever {
  const settings = lexicalSettings(options);
  const index = buildLexicalIndex(passages);
  const read = createQueryReader(index, settings);
  const rank = createPassageRanker(index, settings);
  return {
    name: 'lexical',
    read,
    rank,
    search(question, limit) {
      return rank(read(question), limit);
    },
    usesWord: (word) => index.surfaceWords.has(word),
    usesStem: (stem) => index.passageDf.has(stem),
    usesPair: (leftStem, rightStem) => index.pairDf.has(`${leftStem} ${rightStem}`),
    articleHolds(passage, stem) {
      // A passage's id is its place among the passages indexed.
      const entry = index.indexed[passage.id];
      const group = entry?.passage === passage ? index.groups[entry.group] : undefined;
      return group !== undefined && (group.body.tf.has(stem) || group.title.has(stem));
    },
  };
}
