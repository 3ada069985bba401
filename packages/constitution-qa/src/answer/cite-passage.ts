import type { ConstitutionPassage } from '../retrieval/constitution-passage';

/**
 * How an answer cites a passage: "(Article 40: Renunciation and Termination of Membership, pp. 44–45)"
 * for an Article, "(Membership page)" for a site page.
 */
export function citePassage(passage: ConstitutionPassage): string {
  if (passage.kind === 'page') return `(${passage.title} page)`;
  return `(Article ${passage.articleNumber}: ${passage.title}${pagesOf(passage)})`;
}

function pagesOf(passage: ConstitutionPassage): string {
  if (passage.pageStart === undefined) return '';
  if (passage.pageEnd === undefined || passage.pageEnd === passage.pageStart)
    return `, p. ${passage.pageStart}`;
  return `, pp. ${passage.pageStart}–${passage.pageEnd}`;
}
