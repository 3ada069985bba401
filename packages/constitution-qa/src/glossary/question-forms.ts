import { isStopWord, tokenise } from '../internal/tokenise';

// "What does the Vice-President do?": an office or body followed by "do" asks for its functions,
// the constitution's own word ("Functions of the Vice-President"). Read word by word it asks only
// for the office, and every Article naming the office ranked alike. Not when "do" goes on to a
// circumstance or purpose ("what does a member do if…", "…do to appeal"), which asks what to do.
const DOES_QUESTION =
  /\bwhat\s+(?:does|do|will|would|should|shall)\s+((?:the|a|an|our|each|every)\s+)?([\p{L}\p{N}'’-]+(?:\s+[\p{L}\p{N}'’-]+){0,5}?)\s+(?:do|does)\b(?!\s+(?:if|when|whenever|where|after|before|to|about|with|in|on|for|during|once|until|unless)\b)/giu;
// Words that may sit inside the name of an office or body ("Clerk of the General Assembly").
const NAME_JOINERS = new Set(['of', 'the', 'and', 'for']);

/**
 * Rewrites question forms whose meaning the constitution words otherwise: "what does the X do"
 * becomes "what are the functions of the X" when X reads as a name (no pronoun, verb or other
 * function word inside it).
 */
export function readQuestionForms(question: string): string {
  return question.replace(DOES_QUESTION, (found, determiner: string | undefined, name: string) => {
    const words = tokenise(name);
    const isName =
      words.length > 0 &&
      words.every((token) => NAME_JOINERS.has(token.word) || !isStopWord(token.word));
    return isName ? `what are the functions of ${determiner ?? ''}${name}` : found;
  });
}
