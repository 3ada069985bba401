import { quotedText, readsAsHeading } from './quoted-text';

// A list item's label inside a clause: "a.", "(b)", "iv)", "B." (the PDF capitalises some).
const ITEM = /\s(?=(?:\(?[a-zA-Z]{1,2}[.)]|\([ivx]{1,4}\))\s)/;
const LEADING_LABEL = /^\(?[0-9a-zA-Z]{1,4}[.)]\s+/;
// Where a long stretch without items is cut into sentences.
const SENTENCE_END = /(?<=[.;])\s+(?=[A-Z])/;
// A clause that introduces a list ("… perform the following functions—"), and an item of it that
// the PDF set as a clause of its own without a label, starting in lower case ("oversee the …").
const INTRODUCES_LIST = /[—–:]$/;
const STARTS_LOWER_CASE = /^[a-z]/;
// A list item's closing conjunction ("…; or", "…; and"): it joins the item to the next one, which
// a quotation of the item leaves out.
const CLOSING_CONJUNCTION = /[;,]\s*(?:and\/or|and|or)$/i;
const TRAILING_MARKS = /[\s;:,—–-]+$/;
// A sentence's end: its mark, then any closing quotation marks or brackets ("… (HPCZ)" has none).
const ENDS_SENTENCE = /[.!?…]["'”’)]*$/;
/** Longest quotation of one unit, in characters; longer ones are cut at a word. */
export const MAX_UNIT_LENGTH = 420;

/** A quotable stretch of a clause: a list item keeps the lead-in that gives it meaning. */
export interface AnswerUnit {
  /** The clause's lead-in when `body` is one of its list items, else empty. */
  lead: string;
  body: string;
  /** For an item without a label of its own: it comes after other items of its list. */
  later?: boolean;
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
  const later = label === undefined ? unit.later === true : !FIRST_LABELS.has(label);
  return `${unit.lead}${later ? ' … ' : ' '}${itemText(unit.body)}`;
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
 * under the following circumstances— a. Non-payment of …"). A lead-in that is a heading over
 * its items is followed by a colon ("Renunciation of Membership: (a) Any member may…").
 */
export function answerUnits(clause: string): AnswerUnit[] {
  const text = plainClause(clause);
  if (text === '') return [];
  const { lead, items } = listOf(text);
  // Fewer than two labelled pieces means the "a." was not a list (or the clause has one item).
  if (items.length < 2 || lead === '') {
    return text.split(SENTENCE_END).map((sentence) => ({ lead: '', body: shorten(sentence) }));
  }
  // A lead-in is quotable alone only when it is a whole sentence, not "… where such limitation is".
  const alone = /[.!?]$/.test(lead) ? [{ lead: '', body: shorten(lead) }] : [];
  return [...alone, ...items.map((item) => ({ lead: shorten(lead), body: shorten(item) }))];
}

/**
 * The quotable units of an Article's clauses, in order. A list whose items the PDF set as clauses
 * of their own, unlabelled and starting in lower case after a clause that introduces them ("…
 * perform the following functions—" then "oversee the financial management…"), is quoted as a
 * list: each item with that lead-in, which is no sentence to quote alone.
 */
export function articleUnits(clauses: readonly string[]): AnswerUnit[] {
  const texts = clauses.map(plainClause);
  const units: AnswerUnit[] = [];
  let lead = '';
  let items = 0;
  texts.forEach((text, index) => {
    if (lead !== '' && STARTS_LOWER_CASE.test(text)) {
      units.push({ lead, body: shorten(text), later: items > 0 });
      items += 1;
      return;
    }
    lead = '';
    items = 0;
    if (INTRODUCES_LIST.test(text) && STARTS_LOWER_CASE.test(texts[index + 1] ?? '')) {
      lead = shorten(text);
      return;
    }
    units.push(...answerUnits(clauses[index] ?? ''));
  });
  return units;
}

/**
 * Units quoted together, in the order of the Article. An item following another item of the same
 * list joins it after ";" (after its own full stop when it has one) without its lead-in again, after "…" when items between are left out
 * ("shall have the right to— (a) be heard; … (c) appeal"); other units follow as sentences.
 * When the quotation leaves a list on an item and `all` (the units `index` counts in) has more
 * items of that list after it, the item ends on "…", not a full stop, whether the quotation ends
 * there or goes on to another clause: "shall consist of the following categories (a) Full
 * Members; (b) Associate Members." read as the whole list of an Article that has seven, and "vested
 * in members who— (a) hold Full Membership status. Associate, Student … Members shall not have
 * voting rights" as if holding Full Membership were all a vote needs.
 */
export function quoteUnits(
  chosen: readonly { unit: AnswerUnit; index: number }[],
  all: readonly AnswerUnit[],
): string {
  let text = '';
  chosen.forEach(({ unit, index }, position) => {
    const previous = chosen[position - 1];
    if (previous && unit.lead !== '' && unit.lead === previous.unit.lead) {
      const gap = index === previous.index + 1 ? ' ' : ' … ';
      // Items written as sentences ("(a) To advocate for … practitioners.") keep their full stop.
      const before = unfinished(text);
      text = `${before}${/[.!?]$/.test(before) ? '' : ';'}${gap}${itemText(unit.body)}`;
    } else if (text === '') {
      text = unitText(unit);
    } else {
      const left = previous !== undefined && listGoesOn(previous, all);
      text = `${left ? endOnMore(text) : finish(text)} ${unitText(unit)}`;
    }
  });
  const last = chosen.at(-1);
  return last && listGoesOn(last, all) ? endOnMore(text) : finish(text);
}

// Whether the unit is a list item and the list has more items after it.
function listGoesOn(
  { unit, index }: { unit: AnswerUnit; index: number },
  all: readonly AnswerUnit[],
): boolean {
  return unit.lead !== '' && all[index + 1]?.lead === unit.lead;
}

// A quotation left on a list item that the list goes on after: "(a) Full Members; …".
function endOnMore(text: string): string {
  const before = unfinished(text);
  if (before.endsWith('…')) return before;
  return `${before}${/[.!?]$/.test(before) ? '' : ';'} …`;
}

/**
 * The start of a clause as read out in full, in stretches of whole sentences or list items: a list
 * written with its labels as "(a)" and its lead-in joined to its first item, so no stretch is a
 * lead-in alone.
 */
export function clauseStretches(clause: string): string[] {
  const text = plainClause(clause);
  if (text === '') return [];
  const { lead, items } = listOf(text);
  if (items.length < 2 || lead === '') return text.split(SENTENCE_END);
  const [first = '', ...rest] = items.map(itemText);
  return [`${lead} ${first}`, ...rest];
}

/**
 * A quotation ended as a sentence: no trailing ";", "—" or list conjunction ("; or"), and a full
 * stop when it has none (a closing bracket is no full stop: "… (HPCZ).").
 */
export function finish(text: string): string {
  const trimmed = unfinished(text);
  return ENDS_SENTENCE.test(trimmed) ? trimmed : `${trimmed}.`;
}

// The quotation without what closes a list item or introduces the next: ";", "—", "; or".
function unfinished(text: string): string {
  return text
    .replace(TRAILING_MARKS, '')
    .replace(CLOSING_CONJUNCTION, '')
    .replace(TRAILING_MARKS, '');
}

function plainClause(clause: string): string {
  return quotedText(clause.replace(LEADING_LABEL, ''));
}

// A clause's lead-in and labelled items; a lead-in that is a heading takes a colon.
function listOf(text: string): { lead: string; items: string[] } {
  const pieces = text.split(ITEM);
  const lead = pieces[0]?.trim() ?? '';
  const items = pieces.slice(1).map((item) => item.trim());
  return { lead: items.length >= 2 && readsAsHeading(lead) ? `${lead}:` : lead, items };
}

function shorten(text: string): string {
  if (text.length <= MAX_UNIT_LENGTH) return text;
  const cut = text.lastIndexOf(' ', MAX_UNIT_LENGTH);
  return `${text.slice(0, cut > 0 ? cut : MAX_UNIT_LENGTH)}…`;
}
