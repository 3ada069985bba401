import { tokenise } from '../internal/tokenise';
import type { ConstitutionPassage } from '../retrieval/constitution-passage';
import type { LexicalMatch, LexicalQuery } from '../retrieval/lexical-retriever';
import { citePassage } from './cite-passage';

const LABEL = /^\(?[0-9a-z]{1,4}[.)]\s+/i;
const MAX_SENTENCE = 360;

/**
 * An answer quoted from the best passages, each quotation followed by its citation. The first
 * Article gives up to two sentences, the others one each. When the question names an Article,
 * the answer opens that Article instead.
 */
export function composeExtractiveAnswer(
  query: LexicalQuery,
  used: readonly LexicalMatch[],
): string {
  if (used.length === 0) return '';
  if (used[0]?.byNumber) {
    return used
      .filter((match) => match.byNumber)
      .map(
        (match) =>
          `Article ${match.passage.articleNumber} (${match.passage.title}) provides: ${opening(match.passage)} ${citePassage(match.passage)}`,
      )
      .join('\n\n');
  }
  return used
    .map((match, index) => {
      const quoted = bestSentences(match.passage.text, query, index === 0 ? 2 : 1).join(' ');
      const lead = index === 0 ? '' : 'Also relevant: ';
      return `${lead}${quoted} ${citePassage(match.passage)}`;
    })
    .join('\n\n');
}

function opening(passage: ConstitutionPassage): string {
  const sentences = sentencesOf(passage.text);
  let text = '';
  for (const sentence of sentences) {
    if (text !== '' && text.length + sentence.length > 420) break;
    text = text === '' ? sentence : `${text} ${sentence}`;
  }
  return shorten(text);
}

function bestSentences(text: string, query: LexicalQuery, count: number): string[] {
  const importance = new Map(query.terms.map((term) => [term.stem, term.importance]));
  const scored = sentencesOf(text).map((sentence, index) => {
    const stems = new Set(tokenise(sentence).map((token) => token.stem));
    let score = 0;
    for (const stem of stems) score += importance.get(stem) ?? 0;
    return { sentence, index, score };
  });
  const chosen = [...scored]
    .sort((left, right) => right.score - left.score || left.index - right.index)
    .slice(0, count);
  const kept = chosen.filter((entry, position) => position === 0 || entry.score > 0);
  return kept
    .sort((left, right) => left.index - right.index)
    .map((entry) => shorten(entry.sentence));
}

function sentencesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(LABEL, '').trim())
    .flatMap((line) =>
      line.length > MAX_SENTENCE ? line.split(/(?<=[.;])\s+(?=[A-Z(]|[a-z]\.\s)/) : [line],
    )
    .filter((line) => line !== '');
}

function shorten(sentence: string): string {
  if (sentence.length <= MAX_SENTENCE) return sentence;
  const cut = sentence.lastIndexOf(' ', MAX_SENTENCE);
  return `${sentence.slice(0, cut > 0 ? cut : MAX_SENTENCE)}…`;
}
