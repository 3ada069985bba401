import { isStopWord, tokenise } from './tokenise';

// Members often tell their situation before they ask ("i work nights at a rural clinic far from
// town, can someone vote for me by proxy"). Read whole, the story's words weigh as much as the
// question's and the right Articles cover little of the message. The clause that asks is the
// last one opening with a question word or an auxiliary verb, in full or in text spelling.
const CLAUSE_BREAK = /[.,;:!?]+\s*|\s+-\s+/;
const QUESTION_OPENER =
  /^(?:(?:and|but|so|then|now|pls|please|kindly)\s+)?(?:can|could|may|might|must|should|shall|will|would|do|does|did|is|are|was|were|am|have|has|who|whom|whose|what|which|when|where|why|how|if|whether|cn|kan|hw|wat|wht|wen|whn|hu|wer|shud|wud|cud|y)\b/i;
// Fewest words of meaning the asking clause needs to be read on its own.
const MIN_CLAUSE_WORDS = 2;

/**
 * The clause of a message that asks its question when the message also tells something else
 * first, or undefined: when the message is one clause, when no clause opens as a question, or when
 * the asking clause holds fewer than two words of meaning ("hw can we remove him").
 */
export function askingClause(message: string): string | undefined {
  const clauses = message
    .split(CLAUSE_BREAK)
    .map((clause) => clause.trim())
    .filter((clause) => clause !== '');
  if (clauses.length < 2) return undefined;
  const asking = clauses.findLast((clause) => QUESTION_OPENER.test(clause));
  if (asking === undefined || asking === clauses[0]) return undefined;
  const words = tokenise(asking).filter((token) => !isStopWord(token.word));
  return words.length >= MIN_CLAUSE_WORDS ? asking : undefined;
}
