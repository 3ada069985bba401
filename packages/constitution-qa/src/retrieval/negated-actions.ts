import { isStopWord } from '../internal/tokenise';

// An action the member does not do, said with a negated verb ("if I don't pay", "she never
// attended", "we failed to renew"), where a constitution names the omission with a noun: "non-
// payment", "non-attendance", "failure to comply". Read from English grammar: "do" or "did"
// negated, "have" negated before a participle ("haven't paid"), "never", a refusal ("won't") or a form of "fail to", then a verb. Bare "not" is left
// out: it mostly negates a state or a passive ("is not allowed", "was not elected"), which names
// no omission.
const NEGATED_ACTION =
  /\b(?:(?:do|does|did|have|has|had)\s*n[o’']?t|dont|doesnt|didnt|dnt|havent|hasnt|hadnt|wont|won[’']t|will\s+not|never|fail(?:s|ed|ing)?\s+to|failure\s+to)\s+([a-z]+)/gi;

// Verbs after a negation that name no action of the member's: "I don't know", "didn't get".
const NOT_ACTIONS = new Set(['have', 'has', 'had', 'be', 'been', 'understand', 'agree', 'mind']);

/** The verbs a question negates as actions not done, lower-cased, in order. */
export function negatedActions(question: string): string[] {
  const verbs: string[] = [];
  for (const match of question.matchAll(NEGATED_ACTION)) {
    const verb = match[1]?.toLowerCase() ?? '';
    if (verb.length < 3 || isStopWord(verb) || NOT_ACTIONS.has(verb)) continue;
    if (!verbs.includes(verb)) verbs.push(verb);
  }
  return verbs;
}

/** The constitution's word for not doing a thing, when it has no "non-" noun for the verb. */
export const OMISSION_WORDS = ['failure'] as const;

/** The prefix a constitution's noun for an omission carries ("non-payment"). */
export const OMISSION_PREFIX = 'non';

// A question on what follows a condition: "what happens if…" (texted "hapens" too), "what
// if…", "what will happen when…", "what are the consequences", or one asking whether something may be done to the member
// if or when something holds ("can they … if…", "will I … if…").
const CONSEQUENCE_QUESTION =
  /\b(?:wh?at\s+(?:(?:will\s+|would\s+)?hap+e?ns?|if)|what\s+(?:are|is)\s+the\s+(?:consequences?|penalty|penalties)|consequences?\s+of|penalty\s+for|(?:can|could|will|would|may)\b[^?.!]{1,60}\b(?:if|when|because)\b)/i;

/** Whether a question asks what follows a condition. */
export function asksForConsequence(question: string): boolean {
  return CONSEQUENCE_QUESTION.test(question);
}

/** The constitution's words for what follows a member's omission: a sanction. */
export const SANCTION_WORDS = ['terminated', 'disciplinary', 'sanctions'] as const;
