import { tokenise } from '../internal/tokenise';
import type { ConstitutionPassage } from '../retrieval/constitution-passage';
import type { LexicalMatch, LexicalQuery } from '../retrieval/lexical-retriever';
import { citePassage } from './cite-passage';

const LABEL = /^\(?[0-9a-z]{1,4}[.)]\s+/i;
const MAX_SENTENCE = 360;

/** An extractive answer and the passages it quotes. */
export interface ExtractiveAnswer {
  text: string;
  used: LexicalMatch[];
}

// A further Article is quoted only when its best sentence holds at least this share of what the
// first Article's best sentence holds of the question.
const FURTHER_SHARE = 0.3;

/**
 * An answer quoted from the best passages, each quotation followed by its citation. The first
 * Article gives up to two sentences, each further candidate one, when that sentence speaks to the
 * question. When the question names an Article, the answer opens that Article instead.
 */
export function composeExtractiveAnswer(
  query: LexicalQuery,
  candidates: readonly LexicalMatch[],
): ExtractiveAnswer {
  if (candidates.length === 0) return { text: '', used: [] };
  if (candidates[0]?.byNumber) {
    const used = candidates.filter((match) => match.byNumber);
    const text = used
      .map(
        (match) =>
          `Article ${match.passage.articleNumber} (${match.passage.title}) provides: ${opening(match.passage)} ${citePassage(match.passage)}`,
      )
      .join('\n\n');
    return { text, used };
  }
  const used: LexicalMatch[] = [];
  const paragraphs: string[] = [];
  let firstScore = 0;
  for (const [index, match] of candidates.entries()) {
    const sentences = bestSentences(match.passage.text, query, index === 0 ? 2 : 1);
    const top = Math.max(0, ...sentences.map((sentence) => sentence.score));
    if (index === 0) firstScore = top;
    else if (top <= 0 || top < firstScore * FURTHER_SHARE) continue;
    const quoted = finish(sentences.map((sentence) => sentence.sentence).join(' '));
    paragraphs.push(
      `${index === 0 ? '' : 'Also relevant: '}${quoted} ${citePassage(match.passage)}`,
    );
    used.push(match);
  }
  return { text: paragraphs.join('\n\n'), used };
}

// A quotation cut from a list ends on ";" or "—": end it as a sentence instead.
function finish(text: string): string {
  const trimmed = text.replace(/[\s;:,—–-]+$/, '');
  return /[.!?…)]$/.test(trimmed) ? trimmed : `${trimmed}.`;
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

function bestSentences(
  text: string,
  query: LexicalQuery,
  count: number,
): { sentence: string; index: number; score: number }[] {
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
    .map((entry) => ({ ...entry, sentence: shorten(entry.sentence) }));
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
