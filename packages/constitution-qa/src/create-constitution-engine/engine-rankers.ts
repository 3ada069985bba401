import { createGlossaryReader, isGlossaryWord } from '../glossary/member-glossary';
import { isPlaceName } from '../glossary/zambian-places';
import { createCompoundJoiner } from '../internal/join-compound-parts';
import { createWordSeparator } from '../internal/separate-joined-words';
import { stemWord } from '../internal/stem-word';
import { isStopWord } from '../internal/tokenise';
import type { ConstitutionPassage } from '../retrieval/constitution-passage';
import {
  createLexicalRetriever,
  type LexicalRetriever,
  type LexicalRetrieverOptions,
} from '../retrieval/lexical-retriever';
import {
  fuseRetrievers,
  type PassageRetriever,
  type WeightedRetriever,
} from '../retrieval/passage-retriever';
import { createSemanticRetriever, type SemanticRetriever } from '../semantic/semantic-retriever';
import type { WordVectors } from '../semantic/word-vectors';

// Shortest part of a word the passages write as two: "spokes" and "person", never "a" or "in".
const MIN_APART_PART = 3;

/** The retrievers built over one set of passages. */
export interface EngineRankers {
  lexical: LexicalRetriever;
  semantic?: SemanticRetriever;
  /** The lexical retriever fused with the caller's own retrievers, when there are any. */
  fused?: PassageRetriever;
  /** A question with the words a phone keyboard ran together split, as these passages read them. */
  separate(question: string): string;
  /** A question with a hyphenated word of these passages written as one where members write it apart (see join-compound-parts.ts). */
  joinParts(question: string): string;
}

/** What the rankers are built with, beside the passages. */
export interface RankerOptions {
  vectors: WordVectors | undefined;
  /**
   * Words of English beyond those with vectors, most frequent first: so that "refund" is not read
   * as "re fund", and a texted "mny" is read as "many".
   */
  englishWords?: ReadonlySet<string>;
  lexical?: LexicalRetrieverOptions;
  retrievers?: WeightedRetriever[];
}

/**
 * The lexical and semantic retrievers over some passages. The engine builds them twice when the
 * site's pages are given: once over the Articles alone, for answers, and once over the Articles and
 * the pages, for Search mode and page links. Pages indexed beside the Articles change the rarity of
 * words, the average length and the vocabulary that misspellings are corrected to, and with them
 * which Article answers and how sure the engine is: with the site's own pages indexed beside the
 * Articles (as the server did until 25 November 2026), false declines on the development questions
 * rose from 0.08 to 0.14 and unanswerable declines fell from 0.85 to 0.75.
 */
export function createEngineRankers(
  passages: readonly ConstitutionPassage[],
  options: RankerOptions,
): EngineRankers {
  const semantic = options.vectors
    ? createSemanticRetriever(passages, options.vectors, options.englishWords)
    : undefined;
  const lexical = createLexicalRetriever(passages, {
    ...(semantic && {
      neighbours: semantic.neighbours,
      correct: semantic.correct,
      knows: semantic.knows,
    }),
    ...options.lexical,
  });
  const fused =
    options.retrievers && options.retrievers.length > 0
      ? fuseRetrievers([{ retriever: lexical, weight: 1 }, ...options.retrievers])
      : undefined;
  return {
    lexical,
    ...(semantic && { semantic }),
    ...(fused && { fused }),
    separate: createQuestionSeparator(lexical, semantic, options.englishWords),
    joinParts: createCompoundJoiner(lexical.usesWord, createGlossaryReader()),
  };
}

/**
 * Splits words a phone keyboard ran together ("canthe", "theprez") where both parts are words of
 * the passages, of English or of the glossary, and the run-together word is no misspelling the
 * spelling corrector mends (see separate-joined-words.ts). A form of a word the passages use is a
 * word: "abusing", unknown as written, was split into "abu sing" though the passages say "abuse".
 * So is a word of English (`englishWords`): "refund" was read as "re fund", and "fund" is the
 * constitution's word. A word the passages never use is split, known or not, where the passages
 * write its two parts side by side: "spokesperson" as the constitution's "spokes person".
 */
function createQuestionSeparator(
  lexical: LexicalRetriever,
  semantic: SemanticRetriever | undefined,
  englishWords: ReadonlySet<string> = new Set(),
): (text: string) => string {
  return createWordSeparator(
    (word) => {
      if (isStopWord(word)) return 1;
      const known =
        lexical.usesWord(word) ||
        lexical.usesStem(stemWord(word)) ||
        semantic?.knows(word) === true ||
        englishWords.has(word) ||
        isGlossaryWord(word) ||
        isPlaceName(word);
      return known ? 2 : 0;
    },
    (word) => semantic !== undefined && semantic.correct(word) !== word,
    (word, left, right) =>
      !lexical.usesWord(word) &&
      !lexical.usesStem(stemWord(word)) &&
      [left, right].every(
        (part) => part.length >= MIN_APART_PART && !isStopWord(part) && lexical.usesWord(part),
      ) &&
      lexical.usesPair(stemWord(left), stemWord(right)),
  );
}
