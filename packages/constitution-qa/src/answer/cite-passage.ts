import type { ConstitutionPassage } from '../retrieval/constitution-passage';
import { quotedText } from './quoted-text';

/**
 * How an answer cites a passage: "(Article 40: Renunciation and Termination of Membership, pp. 44–45)"
 * for an Article, "(Membership page)" for a site page.
 */
export function citePassage(passage: ConstitutionPassage): string {
  if (passage.kind === 'page') return `(${passage.title} page)`;
  return `(Article ${passage.articleNumber}: ${passage.title}${pagesOf(passage)})`;
}

/** An Article as answers and declines name it. */
export interface ArticleNamed {
  number: number | undefined;
  title: string;
  pageStart?: number | undefined;
  pageEnd?: number | undefined;
}

/**
 * An Article as every reply written for members names it, heading an answer, offered when
 * declining or found by a search: "Article 40, Renunciation and Termination of Membership (pp.
 * 44–45)", or "(p. 52)" for one page.
 */
export function articleHeading({ number, title, pageStart, pageEnd }: ArticleNamed): string {
  const pages =
    pageStart === undefined
      ? ''
      : pageEnd === undefined || pageEnd === pageStart
        ? ` (p. ${pageStart})`
        : ` (pp. ${pageStart}–${pageEnd})`;
  return `Article ${number}, ${quotedText(title)}${pages}`;
}

/** {@link articleHeading} of a passage's Article. */
export function passageHeading(passage: ConstitutionPassage): string {
  return articleHeading({ ...passage, number: passage.articleNumber });
}

function pagesOf(passage: ConstitutionPassage): string {
  if (passage.pageStart === undefined) return '';
  if (passage.pageEnd === undefined || passage.pageEnd === passage.pageStart)
    return `, p. ${passage.pageStart}`;
  return `, pp. ${passage.pageStart}–${passage.pageEnd}`;
}
