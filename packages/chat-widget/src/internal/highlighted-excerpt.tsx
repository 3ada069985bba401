import type { ChatHighlight } from '@coaz/api-client';
import type { ReactNode } from 'react';

/** Highlights clamped to the text, sorted, and merged where they overlap. */
export function tidyHighlights(highlights: ChatHighlight[], length: number): ChatHighlight[] {
  const clamped = highlights
    .map(({ start, end }) => ({ start: Math.max(0, start), end: Math.min(length, end) }))
    .filter(({ start, end }) => end > start)
    .sort((first, second) => first.start - second.start);
  const merged: ChatHighlight[] = [];
  for (const range of clamped) {
    const last = merged.at(-1);
    if (last !== undefined && range.start <= last.end) {
      last.end = Math.max(last.end, range.end);
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

/** Props of {@link HighlightedExcerpt}. */
export interface HighlightedExcerptProps {
  excerpt: string;
  highlights: ChatHighlight[];
}

/** A passage with its matched ranges in `<mark>`, cut from the text, never parsed as HTML. */
export function HighlightedExcerpt({ excerpt, highlights }: HighlightedExcerptProps) {
  const parts: ReactNode[] = [];
  let position = 0;
  for (const { start, end } of tidyHighlights(highlights, excerpt.length)) {
    if (start > position) parts.push(excerpt.slice(position, start));
    parts.push(<mark key={start}>{excerpt.slice(start, end)}</mark>);
    position = end;
  }
  if (position < excerpt.length) parts.push(excerpt.slice(position));
  return <p className="coaz-chat-excerpt">{parts}</p>;
}
