// Constitutions are not "changed" but "amended": a member who asks how to change, alter or revise
// the constitution (or its by-laws) asks about its amendment, which the constitution names only so.
// Read alone, "change" met every clause on a change in membership or in circumstances, and the
// Article on amendment came below them. English usage, not any question's wording: the verb (or
// noun) is read as "amend" ("amendment") only when the constitution or its by-laws is what it
// changes, within a few words ("change our COAZ constitution", "changes to the constitution").

// "Amend" in the form of the verb it stands for, by that verb's ending (see endingOf).
const VERB_FORMS: Record<string, string> = {
  '': 'amend',
  s: 'amends',
  ed: 'amended',
  ing: 'amending',
};

const DOCUMENT = String.raw`(?:constitution|constitutions|by-?laws)\b`;
// Up to three words between the verb and the document: "the", "our", "coaz's", "this new".
const BETWEEN = String.raw`(?:[\p{L}'’]+\s+){0,3}?`;
const CHANGE_VERB = new RegExp(
  String.raw`\b(chang|alter|modif(?:y|i)|revis|rewrit)(e|es|ed|ing|s|)\s+(${BETWEEN}${DOCUMENT})`,
  'giu',
);
const CHANGE_NOUN = new RegExp(
  String.raw`\b(?:changes|alterations|modifications|revisions)\s+(to|in|of)\s+(${BETWEEN}${DOCUMENT})|\b(?:change|alteration|modification|revision)\s+(to|in|of)\s+(${BETWEEN}${DOCUMENT})`,
  'giu',
);

// The passive: "was our constitution altered", "the by-laws were revised".
const CHANGED_PASSIVE = new RegExp(
  String.raw`\b(${DOCUMENT}\s+(?:[\p{L}'’]+\s+){0,2}?(?:be|is|was|were|been|being|get|gets|got)\s+)(?:changed|altered|modified|revised|rewritten)\b`,
  'giu',
);

// The ending of the verb as written ("changes", "modified"), as one of VERB_FORMS' keys.
function endingOf(ending: string): string {
  const lower = ending.toLowerCase();
  if (lower === 'es' || lower === 's') return 's';
  if (lower === 'ed' || lower === 'ing') return lower;
  return '';
}

/** A question with changing the constitution (or its by-laws) read as amending it. */
export function readChangeAsAmendment(question: string): string {
  // The noun first: "changes to the constitution" is no verb "changes" with "to the" between.
  return question
    .replace(
      CHANGE_NOUN,
      (_, pluralLink?: string, pluralRest?: string, link?: string, rest?: string) =>
        pluralLink !== undefined
          ? `amendments ${pluralLink} ${pluralRest}`
          : `amendment ${link} ${rest}`,
    )
    .replace(
      CHANGE_VERB,
      (_, _stem: string, ending: string, rest: string) =>
        `${VERB_FORMS[endingOf(ending)] ?? 'amend'} ${rest}`,
    )
    .replace(CHANGED_PASSIVE, (_, before: string) => `${before}amended`);
}
