import { isStopWord, tokenise } from './tokenise';

/** Words that open a question in English: auxiliary and modal verbs, question words, "if". */
export const QUESTION_OPENERS =
  'can|could|may|must|should|shall|will|would|do|does|did|is|are|was|were|who|whom|whose|what|which|when|where|why|how|if|whether';

// Where a message asks a second question: after a question mark or a semicolon, or at "and",
// "but", "also" or "plus" followed by a word that opens a question ("…exist and can the President
// reduce them?"). "Or" is left alone: it offers alternatives within one question ("suspended or
// expelled"), and "and" before anything else joins words, not questions ("rights and duties").
const QUESTION_BREAK = new RegExp(
  `\\?+\\s*|\\s*;\\s*|,?\\s+(?:and|but|also|plus)\\s+(?=(?:${QUESTION_OPENERS})\\b)`,
  'i',
);
const MAX_PARTS = 3;
// Words by which a later question points back to what an earlier one named ("how is he elected").
const PRONOUN = /\b(?:he|she|him|her|his|hers|they|them|their|theirs|it|its)\b/gi;
// Words that open a noun phrase: what follows the last of them is what a question named last.
const DETERMINERS = new Set(
  'the a an this that these those my our your its their his her'.split(' '),
);

/**
 * The questions a message asks, when it asks more than one ("What sanctions exist and can the
 * President reduce them?" asks two); a single question gives an empty list. Parts that carry no
 * word of meaning ("ok?") are dropped, and at most three are read.
 */
export function questionParts(message: string): string[] {
  const parts = message
    .split(QUESTION_BREAK)
    .map((part) => part.trim())
    .filter((part) => tokenise(part).some((token) => !isStopWord(token.word)));
  if (parts.length < 2) return [];
  return parts
    .slice(0, MAX_PARTS)
    .map((part, index) => (index === 0 ? part : resolvePronouns(part, parts[index - 1] ?? '')));
}

/**
 * Whether a part still points back with a pronoun ("how long do they serve"): its subject is in
 * another part.
 */
export function pointsBack(part: string): boolean {
  // `search` ignores the pattern's global state, which `replace` below needs.
  return part.search(PRONOUN) >= 0;
}

// A later question's pronouns read as what the question before it named last: the words of
// meaning after its last determiner ("the term of the President" and "how is he elected" give
// "how is President elected"). Read alone, "how is he elected" met the Vice-President's election
// as well as the President's. Without a determiner the pronoun stays: "When are by-elections
// held" names "by-elections", but nothing short of parsing tells it from "held".
function resolvePronouns(part: string, previous: string): string {
  const tokens = tokenise(previous);
  const last = tokens.findLastIndex((token) => DETERMINERS.has(token.word));
  if (last < 0) return part;
  let start = -1;
  let end = -1;
  for (const token of tokens.slice(last + 1)) {
    const hyphenated = /^[-‐]/.test(previous.slice(token.end));
    if (isStopWord(token.word) && !hyphenated) break;
    // A compound comes after its parts ("by", "elections", "by-elections"; "deputy",
    // "deputyspeaker") and spans them.
    if (start < 0) start = token.start;
    end = Math.max(end, token.end);
  }
  return start < 0 ? part : part.replace(PRONOUN, previous.slice(start, end));
}
