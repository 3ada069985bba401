import type { ConstitutionDocument } from '../constitution-document/constitution-document';
import { tokenise } from '../internal/tokenise';
import type { ConstitutionPassage } from '../retrieval/constitution-passage';
import type { LexicalMatch, LexicalQuery } from '../retrieval/lexical-retriever';
import {
  type AnswerUnit,
  articleUnits,
  clauseStretches,
  finish,
  quoteUnits,
  unitText,
} from './answer-units';
import { passageHeading } from './cite-passage';
import { namedArticlesNote } from './named-articles-note';

/** An extractive answer and the passages it quotes. */
export interface ExtractiveAnswer {
  text: string;
  used: LexicalMatch[];
  /** What the answer says of Articles named and not quoted (the last paragraph of `text`). */
  note?: string;
}

// A further Article is quoted only when its best unit holds at least this share of what the first
// Article's best unit holds of the question.
const FURTHER_SHARE = 0.3;
// Length of the opening quoted when a question names an Article: whole stretches up to this
// many characters, and while it is shorter than OPENING_FLOOR, one more up to OPENING_CEILING, so
// a long first item does not leave the opening at a line or two.
const OPENING_LENGTH = 420;
const OPENING_FLOOR = 300;
const OPENING_CEILING = 600;
// What an opening cut short ends with: the member reads on under the Article's link.
const MORE = ' …';

/**
 * An answer quoted from the best Articles. It leads with the best clause of the best Article under
 * that Article's number and title ("Article 40, Renunciation and Termination of Membership (pp.
 * 44–45): …"), adds the next best clause of it when that one also speaks to the question, then one
 * clause of each further candidate that does (for a message asking several questions, a candidate
 * found for one of them is quoted where it answers that one: `partQueries`, by route). Quotations
 * start at a clause or sentence boundary, and a list item is quoted with its clause's lead-in.
 * When the question names an Article, the answer opens that Article instead, under the same
 * heading.
 */
export function composeExtractiveAnswer(
  document: ConstitutionDocument,
  query: LexicalQuery,
  candidates: readonly LexicalMatch[],
  partQueries: ReadonlyMap<string, LexicalQuery> = new Map(),
): ExtractiveAnswer {
  if (candidates.length === 0) return { text: '', used: [] };
  if (candidates[0]?.byNumber) {
    const used = candidates.filter((match) => match.byNumber);
    const quoted = used.map(
      (match) => `${passageHeading(match.passage)}: ${opening(document, match.passage)}`,
    );
    // Named and not quoted: an Article the constitution lacks, a heading with no text, or one
    // named beyond the three an answer quotes ("articles 12 and 290", "articles 12 to 20").
    const note = namedArticlesNote(
      document,
      query.articleNumbers,
      query.articleNumbersLeft,
      new Set(used.map((match) => match.passage.articleNumber ?? -1)),
    );
    if (note === '') return { text: quoted.join('\n\n'), used };
    return { text: [...quoted, note].join('\n\n'), used, note };
  }
  const importanceOf = (each: LexicalQuery) =>
    new Map(each.terms.map((term) => [term.stem, term.importance]));
  const importance = importanceOf(query);
  const used: LexicalMatch[] = [];
  const paragraphs: string[] = [];
  let firstScore = 0;
  for (const [index, match] of candidates.entries()) {
    // An Article found for one question of a message is quoted where it answers that question,
    // and as the answer to it, not measured against the first Article's answer to the whole.
    // It is quoted even when no clause holds that question's words: it was found by its title
    // ("Election of … branch Representatives, composition and tenure", whose only clause says it
    // "shall be prescribed by the National executive"), and that is the constitution's answer.
    const partQuery = index === 0 ? undefined : partQueries.get(match.passage.route);
    const all = unitsOf(document, match.passage);
    const units = bestUnits(
      all,
      partQuery ? importanceOf(partQuery) : importance,
      index === 0 ? 2 : 1,
    );
    const top = Math.max(0, ...units.map((unit) => unit.score));
    if (index === 0) firstScore = top;
    else if (!partQuery && (top <= 0 || top < firstScore * FURTHER_SHARE)) continue;
    // A second item of the same list is quoted without repeating the lead-in.
    const quoted = quoteUnits(units, all);
    paragraphs.push(
      `${index === 0 ? '' : 'Also relevant: '}${passageHeading(match.passage)}: ${quoted}`,
    );
    used.push(match);
  }
  return { text: paragraphs.join('\n\n'), used };
}

// The units of the passage's Article, clause by clause, so a quotation never lacks its lead-in
// even when the passage begins inside a long clause.
function unitsOf(document: ConstitutionDocument, passage: ConstitutionPassage): AnswerUnit[] {
  return articleUnits(clausesOf(document, passage));
}

function clausesOf(document: ConstitutionDocument, passage: ConstitutionPassage): string[] {
  const article =
    passage.articleIndex === undefined ? undefined : document.articles[passage.articleIndex];
  return article ? article.clauses.map((clause) => clause.text) : passage.text.split('\n');
}

function bestUnits(
  units: readonly AnswerUnit[],
  importance: ReadonlyMap<string, number>,
  count: number,
): { unit: AnswerUnit; index: number; score: number }[] {
  const scored = units.map((unit, index) => {
    let score = 0;
    for (const stem of new Set(tokenise(unitText(unit)).map((token) => token.stem))) {
      score += importance.get(stem) ?? 0;
    }
    return { unit, index, score };
  });
  const chosen = [...scored]
    .sort((left, right) => right.score - left.score || left.index - right.index)
    .slice(0, count)
    .filter((entry, position) => position === 0 || entry.score > 0);
  return chosen.sort((left, right) => left.index - right.index);
}

// The Article's first clauses, in whole sentences or list items, up to about OPENING_LENGTH
// characters; a first stretch longer than OPENING_CEILING is cut at a word, and an opening cut short says so.
function opening(document: ConstitutionDocument, passage: ConstitutionPassage): string {
  const stretches = clausesOf(document, passage).flatMap(clauseStretches);
  let text = '';
  let taken = 0;
  for (const stretch of stretches) {
    const length = text.length + stretch.length + 1;
    if (text !== '' && length > (text.length < OPENING_FLOOR ? OPENING_CEILING : OPENING_LENGTH))
      break;
    text = text === '' ? stretch : `${text} ${stretch}`;
    taken += 1;
  }
  if (text.length > OPENING_CEILING) {
    const cut = text.lastIndexOf(' ', OPENING_LENGTH);
    return `${text.slice(0, cut > 0 ? cut : OPENING_LENGTH).replace(/[\s;:,—–-]+$/, '')}${MORE}`;
  }
  return taken < stretches.length ? `${text.replace(/[\s;:,—–-]+$/, '')}${MORE}` : finish(text);
}
