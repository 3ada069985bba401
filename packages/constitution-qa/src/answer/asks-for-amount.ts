// A question about how much money something is, or what share of it, wants a sum or a percentage
// in its answer: a passage on the subject that names neither does not answer it ("what is the
// fee", "what's the fee", and "what the fee" as the glossary reads a texted "wats"). "What joining
// fee will a student pay", with the money noun singular before its verb, asks for one sum; "what
// fees do members pay" may ask which kinds, and is left to the other rules. "What are the
// auditors paid (per sitting)" asks what they receive, a sum.
const AMOUNT_QUESTION =
  /\b(?:how much|what amount|how many kwacha|what (?:percentage|proportion|share|fraction|per ?cent)|what(?: is| are|['’]?s)? the (?:\w+ ){0,2}(?:amount|rate|price|cost|salary|salaries|allowances?|pension|subscriptions?|fees?|dues|levy|levies)|what (?:\w+ ){0,2}(?:fee|salary|allowance|price|cost|rate|levy|subscription) (?:is|must|should|will|would|does|do|can)|what (?:is|are|r) (?:(?!(?:who|whom|that|which)\b)\w+ ){1,8}paid(?=\s+(?:per|each|every|for|in)\b|\s*[?.!]|\s*$))\b/i;
const MONEY_WORD =
  /\b(?:fees?|dues|subscriptions?|levy|levies|pension|salary|salaries|allowances?|pay|paid|payment|cost|price|charge|kwacha|money|amount|contribution|emoluments?|remuneration|honorarium|stipends?|wages?|earn|earns|earning|earnings|fines?|penalty|penalties|funds?|grants?|loans?|benefits?|compensation|refunds?|reimbursements?|spend|spends|spent|spending|expenditures?|budgets?|revenues?|income)\b/i;
const SUM = /\b(?:k|zmw)\s?\d|\bkwacha\b|\bngwee\b|\d\s*(?:%|per ?cent)|\b(?:usd|\$)\s?\d/i;

// "Who decides how much…" asks for whoever decides: the sum is only what they decide on.
const ASKS_WHO = /\bwho(?:m|se)?\b/i;

/** Whether the question asks for a sum of money. */
export function asksForAmount(question: string): boolean {
  const amount = AMOUNT_QUESTION.exec(question);
  if (!amount || ASKS_WHO.test(question.slice(0, amount.index))) return false;
  return MONEY_WORD.test(question);
}

// What members are charged: the subscription, dues and membership or joining fees a site lists on
// its page of fees, which a constitution seldom states. A fee of some procedure ("a filing fee")
// is not one of them, nor is a share of what is collected.
const MEMBERS_CHARGE =
  /\b(?:subscriptions?|dues|(?:membership|joining|annual|registration|members?|members['’])\s+fees?|fees?\s+(?:for|to)\s+(?:members?|membership|join(?:ing)?))\b/i;
const SHARE = /\b(?:percentage|proportion|share|fraction|per ?cent)\b/i;

/** Whether the question asks how much the subscription, dues or a membership fee is. */
export function asksForCharge(question: string): boolean {
  return asksForAmount(question) && MEMBERS_CHARGE.test(question) && !SHARE.test(question);
}

/** Whether the text states a sum of money or a percentage. */
export function statesAmount(text: string): boolean {
  return SUM.test(text);
}
