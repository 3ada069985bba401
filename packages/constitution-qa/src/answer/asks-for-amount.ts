// A question about how much money something is wants a sum in its answer: a passage on the
// subject that names no sum does not answer it.
const AMOUNT_QUESTION =
  /\b(?:how much|what amount|how many kwacha|what (?:is|are) the (?:\w+ ){0,2}(?:amount|rate|price|cost|salary|salaries|allowances?|pension|subscriptions?|fees?|dues|levy|levies))\b/i;
const MONEY_WORD =
  /\b(?:fees?|dues|subscriptions?|levy|levies|pension|salary|salaries|allowances?|pay|paid|payment|cost|price|charge|kwacha|money|amount|contribution|emoluments?|stipend|wage|fines?|penalty|penalties)\b/i;
const SUM = /\b(?:k|zmw)\s?\d|\bkwacha\b|\bngwee\b|\d\s*(?:%|per ?cent)|\b(?:usd|\$)\s?\d/i;

/** Whether the question asks for a sum of money. */
export function asksForAmount(question: string): boolean {
  return AMOUNT_QUESTION.test(question) && MONEY_WORD.test(question);
}

/** Whether the text states a sum of money or a percentage. */
export function statesAmount(text: string): boolean {
  return SUM.test(text);
}

// Who holds an office now, or who won: the constitution sets up offices and never names people.
const PERSON_QUESTION =
  /\bwho\s+(?:is|are|was|were)\s+(?:the\s+)?(?:current|present|sitting|new|last|outgoing|incoming)\b|\bwho\s+(?:won|is\s+running|will\s+win|holds?)\b|\bname\s+of\s+(?:the\s+)?(?:current|present)\b|^\s*who\s+is\s+(?:the\s+|our\s+)?(?:coaz\s+)?(?:president|vice[- ]president|secretary general|treasurer(?: general)?|chairperson|speaker)(?:\s+of\s+(?:coaz|the association))?\s*\??\s*$/i;
// A clock time, calendar date or venue of a meeting, which a constitution leaves to notices. Where
// an office is located is not among them: a constitution may well name its registered office.
const TIME_QUESTION =
  /\b(?:what|which)\s+(?:time|date|day|venue)\b|\bwhere\s+(?:is|will)\b.*\b(?:held|take place)\b/i;
const TIME_OR_DATE =
  /\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?(?:am|pm|hrs|hours)\b|\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/i;

/**
 * Whether the question asks for a fact a constitution does not hold by its nature: who holds an
 * office now or won an election (it names no people), or when and where a meeting happens (left
 * to notices), unless the text given states a time or date.
 */
export function asksForNoticeFact(question: string, text: string): boolean {
  if (PERSON_QUESTION.test(question)) return true;
  return TIME_QUESTION.test(question) && !TIME_OR_DATE.test(text);
}
