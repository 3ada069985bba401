// A list item's label inside a clause: "a.", "(b)", "iv)", "B." (the PDF capitalises some).
const ITEM = /\s(?=(?:\(?[a-zA-Z]{1,2}[.)]|\([ivx]{1,4}\))\s)/;
const LEADING_LABEL = /^\(?[0-9a-zA-Z]{1,4}[.)]\s+/;
// Where a long stretch without items is cut into sentences.
const SENTENCE_END = /(?<=[.;])\s+(?=[A-Z])/;
/** Longest quotation of one unit, in characters; longer ones are cut at a word. */
export const MAX_UNIT_LENGTH = 420;

/** A quotable stretch of a clause: a list item keeps the lead-in that gives it meaning. */
export interface AnswerUnit {
  /** The clause's lead-in when `body` is one of its list items, else empty. */
  lead: string;
  body: string;
}

// An item's own label at its start: "b.", "(b)", "iv)".
const ITEM_LABEL = /^\(?([a-zA-Z]{1,2}|[ivx]{1,4})[.)]\s+/;
// Labels that open a list: an item under another label follows items left out of the quotation.
const FIRST_LABELS = new Set(['a', 'i']);

/**
 * A unit as quoted on its own. A list item's label is written "(b)", and an item after the
 * first follows "…", so "if they b. possess a current license" reads as the quotation of one
 * item it is: "if they … (b) possess a current license".
 */
export function unitText(unit: AnswerUnit): string {
  if (unit.lead === '') return unit.body;
  const label = itemLabel(unit.body);
  const gap = label === undefined || FIRST_LABELS.has(label) ? ' ' : ' … ';
  return `${unit.lead}${gap}${itemText(unit.body)}`;
}

/** A list item with its label written "(b)", as quoted after another item of its list. */
export function itemText(body: string): string {
  return body.replace(ITEM_LABEL, (_label, letter: string) => `(${letter.toLowerCase()}) `);
}

/** The item's label, lower case ("b"), or undefined when it has none. */
export function itemLabel(body: string): string | undefined {
  return ITEM_LABEL.exec(body)?.[1]?.toLowerCase();
}

/**
 * The quotable units of one clause, each starting where the clause or one of its sentences
 * starts, never at a stray "(b)": a clause without a list is its sentences; a clause with a list
 * gives its lead-in alone and its lead-in followed by each item ("Membership may be terminated …
 * under the following circumstances— a. Non-payment of …").
 */
export function answerUnits(clause: string): AnswerUnit[] {
  const text = clause.replace(LEADING_LABEL, '').replace(/\s+/g, ' ').trim();
  if (text === '') return [];
  const pieces = text.split(ITEM);
  const lead = pieces[0]?.trim() ?? '';
  const items = pieces.slice(1).map((item) => item.trim());
  // Fewer than two labelled pieces means the "a." was not a list (or the clause has one item).
  if (items.length < 2 || lead === '') {
    return text.split(SENTENCE_END).map((sentence) => ({ lead: '', body: shorten(sentence) }));
  }
  // A lead-in is quotable alone only when it is a whole sentence, not "… where such limitation is".
  const alone = /[.!?]$/.test(lead) ? [{ lead: '', body: shorten(lead) }] : [];
  return [...alone, ...items.map((item) => ({ lead: shorten(lead), body: shorten(item) }))];
}

/** A quotation ended as a sentence: no trailing ";" or "—", and a full stop when it has none. */
export function finish(text: string): string {
  const trimmed = text.replace(/[\s;:,—–-]+$/, '');
  return /[.!?…)]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function shorten(text: string): string {
  if (text.length <= MAX_UNIT_LENGTH) return text;
  const cut = text.lastIndexOf(' ', MAX_UNIT_LENGTH);
  return `${text.slice(0, cut > 0 ? cut : MAX_UNIT_LENGTH)}…`;
}
