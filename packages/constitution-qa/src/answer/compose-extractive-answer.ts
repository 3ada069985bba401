import type { ConstitutionDocument } from '../constitution-document/constitution-document';
import { tokenise } from '../internal/tokenise';
import type { ConstitutionPassage } from '../retrieval/constitution-passage';
import type { LexicalMatch, LexicalQuery } from '../retrieval/lexical-retriever';
import { type AnswerUnit, answerUnits, finish, itemText, unitText } from './answer-units';
import { citePassage } from './cite-passage';

/** An extractive answer and the passages it quotes. */
export interface ExtractiveAnswer {
  text: string;
  used: LexicalMatch[];
}

// A further Article is quoted only when its best unit holds at least this share of what the first
// Article's best unit holds of the question.
const FURTHER_SHARE = 0.3;
// Longest opening quoted when a question names an Article.
const OPENING_LENGTH = 420;

/**
 * An answer quoted from the best Articles. It leads with the best clause of the best Article under
 * that Article's number and title ("Article 40, Renunciation and Termination of Membership (pp.
 * 44–45): …"), adds the next best clause of it when that one also speaks to the question, then one
 * clause of each further candidate that does (for a message asking several questions, a candidate
 * found for one of them is quoted where it answers that one: `partQueries`, by route). Quotations
 * start at a clause or sentence boundary, and a list item is quoted with its clause's lead-in.
 * When the question names an Article, the answer opens that Article instead.
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
    const text = used
      .map(
        (match) =>
          `Article ${match.passage.articleNumber} (${match.passage.title}) provides: ${opening(document, match.passage)} ${citePassage(match.passage)}`,
      )
      .join('\n\n');
    return { text, used };
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
    const units = bestUnits(
      unitsOf(document, match.passage),
      partQuery ? importanceOf(partQuery) : importance,
      index === 0 ? 2 : 1,
    );
    const top = Math.max(0, ...units.map((unit) => unit.score));
    if (index === 0) firstScore = top;
    else if (!partQuery && (top <= 0 || top < firstScore * FURTHER_SHARE)) continue;
    // A second item of the same list is quoted without repeating the lead-in.
    const quoted = units
      .map((unit, position) =>
        finish(
          position > 0 && unit.unit.lead !== '' && unit.unit.lead === units[0]?.unit.lead
            ? itemText(unit.unit.body)
            : unitText(unit.unit),
        ),
      )
      .join(' ');
    paragraphs.push(
      `${index === 0 ? '' : 'Also relevant: '}${headingOf(match.passage)}: ${quoted}`,
    );
    used.push(match);
  }
  return { text: paragraphs.join('\n\n'), used };
}

/** "Article 40, Renunciation and Termination of Membership (pp. 44–45)". */
function headingOf(passage: ConstitutionPassage): string {
  const citation = citePassage(passage); // "(Article 40: Title, pp. 44–45)"
  const pages = citation.match(/, (pp?\. [^)]+)\)$/)?.[1];
  return `Article ${passage.articleNumber}, ${passage.title}${pages ? ` (${pages})` : ''}`;
}

// The units of the passage's Article, clause by clause, so a quotation never lacks its lead-in
// even when the passage begins inside a long clause.
function unitsOf(document: ConstitutionDocument, passage: ConstitutionPassage): AnswerUnit[] {
  const article =
    passage.articleIndex === undefined ? undefined : document.articles[passage.articleIndex];
  const clauses = article ? article.clauses.map((clause) => clause.text) : passage.text.split('\n');
  return clauses.flatMap(answerUnits);
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

// A quotation cut from a list ends on ";" or "—": end it as a sentence instead.
// The Article's first clauses, whole, up to about OPENING_LENGTH characters.
function opening(document: ConstitutionDocument, passage: ConstitutionPassage): string {
  const article =
    passage.articleIndex === undefined ? undefined : document.articles[passage.articleIndex];
  const clauses = article ? article.clauses.map((clause) => clause.text) : passage.text.split('\n');
  let text = '';
  for (const clause of clauses) {
    const plain = clause.replace(/\s+/g, ' ').trim();
    if (text !== '' && text.length + plain.length > OPENING_LENGTH) break;
    text = text === '' ? plain : `${text} ${plain}`;
  }
  if (text.length > OPENING_LENGTH) {
    const cut = text.lastIndexOf(' ', OPENING_LENGTH);
    text = `${text.slice(0, cut > 0 ? cut : OPENING_LENGTH)}…`;
  }
  return finish(text);
}
