import type { ReactNode } from 'react';
import type { ChatLinks } from './chat-links';

// "(Article 40: Membership Fees)" links its whole inside; an Article heading an answer, offered
// by a decline or listed by a search, "Article 40, Membership Fees (pp. 44–45)", links its
// number and title, which the page reference closes (a link named "Article 40" alone told a
// screen reader's list of links nothing); a title holds no other Article, bracket or full stop,
// so a sentence is never taken for one. A bare "Article 40" links itself.
const CITATION =
  /\((Article\s+(\d{1,3})(?::[^()\n]{0,160})?)\)|\b(Article\s+(\d{1,3}), (?:(?!Article\s+\d)[^().;:\n]){1,160}?)(?= \(pp?\. \d)|\bArticle\s+(\d{1,3})\b/g;

/** Props of {@link CitedText}. */
export interface CitedTextProps {
  text: string;
  links: ChatLinks;
}

/** Answer text with every cited Article turned into a link, built from text slices only. */
export function CitedText({ text, links: { articleHref, Link } }: CitedTextProps) {
  const parts: ReactNode[] = [];
  let position = 0;
  for (const match of text.matchAll(CITATION)) {
    const start = match.index;
    const wrapped = match[1] !== undefined;
    const label = match[1] ?? match[3] ?? match[0];
    const articleNumber = Number(match[2] ?? match[4] ?? match[5]);
    if (start > position) parts.push(text.slice(position, start));
    if (wrapped) parts.push('(');
    parts.push(
      <Link
        key={`${start}-${label}`}
        href={articleHref(articleNumber)}
        className="coaz-chat-citation"
      >
        {label}
      </Link>,
    );
    if (wrapped) parts.push(')');
    position = start + match[0].length;
  }
  if (position < text.length) parts.push(text.slice(position));
  return <p className="coaz-chat-text">{parts}</p>;
}
