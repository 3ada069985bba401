import { pointsBack, QUESTION_OPENERS } from './question-parts';
import { isStopWord, tokenise } from './tokenise';

// Members often tell their situation before they ask ("i work nights at a rural clinic far from
// town, can someone vote for me by proxy"). Read whole, the story's words weigh as much as the
// question's and the right Articles cover little of the message. The clause that asks is the
// last one opening with a question word or an auxiliary verb, in full or in text spelling.
const CLAUSE_BREAK = /[.,;:!?]+\s*|\s+-\s+/;
// Beside the usual openers, "might", "am", "have" and "has", and their text spellings.
const QUESTION_OPENER = new RegExp(
  `^(?:(?:and|but|so|then|now|pls|please|kindly)\\s+)?(?:${QUESTION_OPENERS}|might|am|have|has|cn|kan|hw|wat|wht|wen|whn|hu|wer|shud|wud|cud|y)\\b`,
  'i',
);
// A message opening on a condition ("if the association is wound up, what happens to its
// property") asks under it: read alone, an asking clause pointing back to the condition with a
// pronoun loses its subject. One naming its own ("if conditions worsen, can the association
// take collective action") stands alone.
const CONDITION = /^(?:if|unless|once|suppose|supposing|assuming|in\s+case|in\s+the\s+event)\b/i;
// Fewest words of meaning the asking clause needs to be read on its own.
const MIN_CLAUSE_WORDS = 2;

// The clauses of a message, trimmed, empty ones left out.
function clausesOf(message: string): string[] {
  return message
    .split(CLAUSE_BREAK)
    .map((clause) => clause.trim())
    .filter((clause) => clause !== '');
}

/** How many clauses of a message open as questions (see askingClause). */
export function askingClauseCount(message: string): number {
  return clausesOf(message).filter((clause) => QUESTION_OPENER.test(clause)).length;
}

/**
 * The clause of a message that asks its question when the message also tells something else
 * first, or undefined: when the message is one clause, when no clause opens as a question, when
 * the asking clause points back to a condition it opens on, or when the asking clause holds fewer
 * than two words of meaning ("hw can we remove him").
 */
export function askingClause(message: string): string | undefined {
  const clauses = clausesOf(message);
  if (clauses.length < 2) return undefined;
  const asking = clauses.findLast((clause) => QUESTION_OPENER.test(clause));
  if (asking === undefined || asking === clauses[0]) return undefined;
  if (CONDITION.test(clauses[0] ?? '') && pointsBack(asking)) return undefined;
  const words = tokenise(asking).filter((token) => !isStopWord(token.word));
  return words.length >= MIN_CLAUSE_WORDS ? asking : undefined;
}

/**
 * Whether a message tells something before it asks: its first clause neither asks nor sets a
 * condition, and a later clause asks ("our treasurer resigned last month. can the president pick
 * someone to act?").
 */
export function tellsBeforeAsking(message: string): boolean {
  const [first = '', ...rest] = clausesOf(message);
  return (
    !QUESTION_OPENER.test(first) &&
    !CONDITION.test(first) &&
    rest.some((clause) => QUESTION_OPENER.test(clause))
  );
}
