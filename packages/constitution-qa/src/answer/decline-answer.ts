import type { ConstitutionDocument } from '../constitution-document/constitution-document';

/**
 * What the assistant says when the constitution does not answer: plainly that, then the subjects
 * it can answer (the document's own Part titles) and how to ask about an Article.
 */
export function declineAnswer(
  document: ConstitutionDocument,
  reason: 'not-found' | 'empty',
): string {
  const subjects = [
    ...new Set(document.parts.map((part) => readableTitle(part.title)).filter(Boolean)),
  ].slice(0, 8);
  const example = document.articles.find((article) => article.text !== '');
  const topics =
    subjects.length > 0 ? ` I can answer questions on what it covers: ${subjects.join('; ')}.` : '';
  const askByNumber = example
    ? ` You can also ask about one Article, for example "What does Article ${example.number} say?"`
    : '';
  const opening =
    reason === 'empty'
      ? 'Please type a question about the constitution.'
      : 'I could not find an answer to that in the constitution.';
  return `${opening}${topics}${askByNumber}`;
}

function readableTitle(title: string): string {
  const trimmed = title.trim();
  if (trimmed !== trimmed.toUpperCase()) return trimmed;
  const lower = trimmed.toLowerCase().replace(/\bcoaz\b/g, 'COAZ');
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}
