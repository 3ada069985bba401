import type {
  ConstitutionArticle,
  ConstitutionDocument,
} from '../constitution-document/constitution-document';
import type { AnswerSource } from './constitution-answer';

/**
 * What the assistant says when the constitution does not answer: plainly that, an Article on the
 * subject that has a heading but no text when there is one, the nearest Articles the search found
 * when there are any (else the subjects it covers, its Part titles), and how to ask about an Article.
 */
export function declineAnswer(
  document: ConstitutionDocument,
  reason: 'not-found' | 'empty',
  emptyHeading?: ConstitutionArticle,
  missingArticle?: number,
  nearest: readonly AnswerSource[] = [],
): string {
  const subjects = [
    ...new Set(document.parts.map((part) => readableTitle(part.title)).filter(Boolean)),
  ].slice(0, 8);
  const example = document.articles.find((article) => article.text !== '');
  const nearestArticles = nearest.filter((source) => source.articleNumber !== undefined);
  const topics =
    nearestArticles.length > 0
      ? ` The nearest Articles are ${listOf(nearestArticles.map((source) => `Article ${source.articleNumber} (${source.title})`))}.`
      : subjects.length > 0
        ? ` I can answer questions on what it covers: ${subjects.join('; ')}.`
        : '';
  const askByNumber = example
    ? ` You can also ask about one Article, for example "What does Article ${example.number} say?"`
    : '';
  const opening =
    reason === 'empty'
      ? 'Please type a question about the constitution.'
      : "I couldn't find this in the constitution.";
  const heading = emptyHeading ? ` ${emptyHeadingNote(emptyHeading)}` : '';
  const missing =
    missingArticle === undefined ? '' : ` ${missingArticleNote(document, missingArticle)}`;
  return `${opening}${heading}${missing}${topics}${askByNumber}`;
}

function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function missingArticleNote(document: ConstitutionDocument, number: number): string {
  const numbers = document.articles.map((article) => article.number);
  if (numbers.length === 0) return `It has no Article ${number}.`;
  return `It has no Article ${number}; its Articles are numbered from ${Math.min(...numbers)} to ${Math.max(...numbers)}, with gaps.`;
}

function emptyHeadingNote(article: ConstitutionArticle): string {
  const page = article.pageStart === undefined ? '' : ` (p. ${article.pageStart})`;
  return `It has a heading on the subject, Article ${article.number}: ${article.title}${page}, but no provisions under it yet.`;
}

function readableTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  const lower = trimmed.toLowerCase().replace(/\bcoaz\b/g, 'COAZ');
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
