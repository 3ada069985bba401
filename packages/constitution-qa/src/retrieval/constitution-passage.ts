import type { ConstitutionDocument } from '../constitution-document/constitution-document';

/**
 * A page of the website, as @coaz/content-data's `searchDocuments` gives it (the same shape,
 * declared here so this package depends on no other workspace package).
 */
export interface SitePage {
  /** The page's title. */
  title: string;
  /** Its route on the site, such as `/membership`. */
  route: string;
  /** Its section headings. */
  headings: string[];
  /** Its text content as plain text. */
  text: string;
}

/** A retrievable stretch of text: a few clauses of an Article, or a part of a site page. */
export interface ConstitutionPassage {
  /** Position in the index; stable for one engine. */
  id: number;
  kind: 'article' | 'page';
  /** Article title or page title. */
  title: string;
  /** Text that heads the passage without being it: the Part title, or the page's headings. */
  context: string;
  /** The passage's text, plain. */
  text: string;
  /** Route on the site: `/constitution#article-40`, or the page's route. */
  route: string;
  articleNumber?: number;
  /** Index of the Article in the document's `articles`, for Articles. */
  articleIndex?: number;
  pageStart?: number;
  pageEnd?: number;
}

const TARGET_LENGTH = 450;
const MAX_LENGTH = 800;

/**
 * Cuts a constitution into passages of whole clauses (a long clause cut at item or sentence
 * boundaries) and the site's pages into passages of paragraphs. Articles whose heading has no
 * body give no passage: there is nothing in them to quote.
 */
export function buildPassages(
  document: ConstitutionDocument,
  sitePages: readonly SitePage[] = [],
): ConstitutionPassage[] {
  const passages: ConstitutionPassage[] = [];
  const partTitles = new Map(document.parts.map((part) => [part.number, part.title]));
  document.articles.forEach((article, articleIndex) => {
    const pieces = article.clauses.flatMap((clause) =>
      splitLong(clause.label ? `${clause.label}. ${clause.text}` : clause.text),
    );
    for (const text of groupPieces(pieces)) {
      passages.push({
        id: passages.length,
        kind: 'article',
        title: article.title,
        context: article.partNumber ? (partTitles.get(article.partNumber) ?? '') : '',
        text,
        route: `/constitution#${article.anchor}`,
        articleNumber: article.number,
        articleIndex,
        ...(article.pageStart !== undefined && { pageStart: article.pageStart }),
        ...(article.pageEnd !== undefined && { pageEnd: article.pageEnd }),
      });
    }
  });
  for (const page of sitePages) {
    const paragraphs = String(page.text ?? '')
      .split(/\n\s*\n|\n/)
      .flatMap((paragraph) => splitLong(paragraph.replace(/\s+/g, ' ').trim()));
    for (const text of groupPieces(paragraphs)) {
      passages.push({
        id: passages.length,
        kind: 'page',
        title: page.title,
        context: page.headings.join(' '),
        text,
        route: page.route,
      });
    }
  }
  return passages;
}

function groupPieces(pieces: readonly string[]): string[] {
  const groups: string[] = [];
  let current = '';
  for (const piece of pieces) {
    if (piece === '') continue;
    if (
      current !== '' &&
      (current.length >= TARGET_LENGTH || current.length + piece.length > MAX_LENGTH)
    ) {
      groups.push(current);
      current = '';
    }
    current = current === '' ? piece : `${current}\n${piece}`;
  }
  if (current !== '') groups.push(current);
  return groups;
}

// Cuts before a lettered item ("; b.") or after a sentence, whichever comes first past the target.
function splitLong(text: string): string[] {
  if (text.length <= MAX_LENGTH) return [text];
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > MAX_LENGTH) {
    const window = rest.slice(TARGET_LENGTH, MAX_LENGTH);
    const item = window.search(/\s\(?[a-z]{1,4}[.)]\s/);
    const sentence = window.search(/[.;]\s/);
    const cut =
      item >= 0
        ? TARGET_LENGTH + item
        : sentence >= 0
          ? TARGET_LENGTH + sentence + 1
          : rest.lastIndexOf(' ', MAX_LENGTH);
    const at = cut > 0 ? cut : MAX_LENGTH;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest !== '') pieces.push(rest);
  return pieces;
}
