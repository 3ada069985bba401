import { isStopWord, tokenise } from '../internal/tokenise';
import type { AnswerHighlight } from './constitution-answer';

/** Ranges of `text` whose words share a stem with the question's terms, in order, merged where adjacent. */
export function findHighlights(text: string, stems: ReadonlySet<string>): AnswerHighlight[] {
  const highlights: AnswerHighlight[] = [];
  for (const token of tokenise(text)) {
    if (isStopWord(token.word) || !stems.has(token.stem)) continue;
    const last = highlights.at(-1);
    if (last && token.start <= last.end) last.end = Math.max(last.end, token.end);
    else if (last && /^\s+$/.test(text.slice(last.end, token.start))) last.end = token.end;
    else highlights.push({ start: token.start, end: token.end });
  }
  return highlights;
}
