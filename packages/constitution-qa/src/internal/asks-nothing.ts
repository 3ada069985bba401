import { isPlaceName } from '../glossary/zambian-places';
import { isStopWord, type Token, writtenAsName } from './tokenise';

/** What a reader knows of a word, for telling whether it asks anything. */
export interface WordStanding {
  /** Whether the document uses the word. */
  inDocument: boolean;
  /** The spelling corrector, when there is one: a misspelling read as the word meant. */
  correct?: (word: string) => string;
  /** Whether English (the word vectors) knows a word. */
  knows?: (word: string) => boolean;
}

// A number the document never uses, other than a year: a detail of the member's own case ("20
// months left", "we are 15"), which weighed as much as a subject the constitution never mentions.
// A year stays a word, since a year the constitution does not state may be what a question asks
// about ("the 2019 elections"); an Article's number is read before this (articleReference).
const DETAIL_NUMBER = /^(?!(?:19|20)\d{2}$)\d+$/;

/**
 * Whether a word of a question says nothing of what it asks, so a reader leaves it out: a function
 * word; a number of the member's own case that the document never uses; a misspelt function word
 * ("hapens", "becuase"), which read as a word of its own weighed most or brought the neighbours of
 * "happens" ("whenever", "matter"); a place the member names that the document does not; and a
 * name as written in `source` ("Mwape"), capitalised and known to neither the document nor English.
 * The lexical and the semantic reader both ask it.
 */
export function asksNothing(token: Token, source: string, standing: WordStanding): boolean {
  if (isStopWord(token.word)) return true;
  if (standing.inDocument) return false;
  if (DETAIL_NUMBER.test(token.word)) return true;
  if (isPlaceName(token.word)) return true;
  if (standing.correct === undefined) return false;
  const corrected = standing.correct(token.word);
  if (isStopWord(corrected)) return true;
  const unknown = corrected === token.word && !standing.knows?.(token.word);
  return unknown && writtenAsName(source, token);
}
