import { createGlossaryReader, memberGlossary } from '../glossary/member-glossary';

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
   * 1 + this × the share of the question's word weight found in the title (a corrected misspelling
   * or a neighbour in meaning counting at its own weight, as in coverage). @default 0.8
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
  /**
   * A spelling corrector for words the document never uses (the semantic retriever's, against the
   * document and everyday English). A word it reads as a function word ("hapens", "becuase") is
   * left out of the question, as the function word would be. @default none
   */
  correct?: (word: string) => string;
  /**
   * Whether a word is a word of English (the word vectors know it): such a word the document does
   * not use is read through its neighbours in meaning, never as a misspelling of a document word
   * ("hold" is not "held"). @default none: any word the document does not use may be a misspelling
   */
  knows?: (word: string) => boolean;
}

// Defaults of the options, set on the development questions as a whole.
const TITLE_BOOST = 2.5;
const CONTEXT_BOOST = 0.6;
const EXPANSION_WEIGHT = 0.55;
const FUZZY_WEIGHT = 0.8;
const ARTICLE_WEIGHT = 0.6;
const TITLE_SHARE_BOOST = 0.8;
const NEIGHBOUR_WEIGHT = 0.7;

/** The options with their defaults filled in, shared by query reading and ranking. */
export interface LexicalSettings {
  vocabulary: readonly VocabularyEntry[];
  readGlossary: (question: string) => string;
  titleBoost: number;
  contextBoost: number;
  expansionWeight: number;
  fuzzyWeight: number;
  articleWeight: number;
  titleShareBoost: number;
  neighbourWeight: number;
  neighbours?: LexicalRetrieverOptions['neighbours'];
  correct?: LexicalRetrieverOptions['correct'];
  knows?: LexicalRetrieverOptions['knows'];
}

/** The settings for some options. */
export function lexicalSettings(options: LexicalRetrieverOptions = {}): LexicalSettings {
  return {
    vocabulary: options.vocabulary ?? glossaryVocabulary,
    readGlossary: createGlossaryReader(),
    titleBoost: options.titleBoost ?? TITLE_BOOST,
    contextBoost: options.contextBoost ?? CONTEXT_BOOST,
    expansionWeight: options.expansionWeight ?? EXPANSION_WEIGHT,
    fuzzyWeight: options.fuzzyWeight ?? FUZZY_WEIGHT,
    articleWeight: options.articleWeight ?? ARTICLE_WEIGHT,
    titleShareBoost: options.titleShareBoost ?? TITLE_SHARE_BOOST,
    neighbourWeight: options.neighbourWeight ?? NEIGHBOUR_WEIGHT,
    ...(options.neighbours && { neighbours: options.neighbours }),
    ...(options.correct && { correct: options.correct }),
    ...(options.knows && { knows: options.knows }),
  };
}
