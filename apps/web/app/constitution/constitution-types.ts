import type { ConstitutionArticle, ConstitutionDocument, ConstitutionPart } from '@coaz/api-client';

// The shapes come from @coaz/api-client, which generates them from the server's OpenAPI document.
export type {
  ConstitutionArticle,
  ConstitutionClause,
  ConstitutionDocument,
  ConstitutionPart,
} from '@coaz/api-client';

/** Where the PDF of the constitution is downloaded from. */
export const CONSTITUTION_PDF_PATH = '/api/constitution/document';

/** Articles under one Part (or before any Part), with the id of their section on the page. */
export interface PartGroup {
  part: ConstitutionPart | undefined;
  articles: ConstitutionArticle[];
  /** `part-iv`; `part-xx-2` for the second Part numbered XX; `part-opening` for Articles before any Part. */
  anchor: string;
}

/**
 * The Articles grouped under their Parts, in document order. Each Part lists its Articles'
 * numbers in document order, so the Articles are matched to the Parts one after the other: a
 * number written twice (the PDF has two Parts XX, the Electoral Commission and General
 * Provisions, and two Articles 61) still finds its own Part, where matching by the Part's number
 * put General Provisions under the Electoral Commission. Articles before the first Part, or that
 * no Part lists, form a group without a Part.
 */
export function articlesByPart(document: ConstitutionDocument): PartGroup[] {
  const { parts } = document;
  const groups: PartGroup[] = [];
  const anchors = new Map<string, number>();
  // The Part being read, and the place in its list of the next Article it expects.
  let partIndex = 0;
  let position = 0;
  for (const article of document.articles) {
    let part: ConstitutionPart | undefined;
    if (parts[partIndex]?.articleNumbers[position] === article.number) {
      part = parts[partIndex];
      position += 1;
    } else {
      const opening = parts.findIndex(
        (candidate, index) =>
          index >= (position === 0 ? partIndex : partIndex + 1) &&
          candidate.articleNumbers[0] === article.number,
      );
      if (opening >= 0) {
        partIndex = opening;
        part = parts[opening];
        position = 1;
      }
    }
    if (part && position >= part.articleNumbers.length) {
      partIndex += 1;
      position = 0;
    }
    const last = groups[groups.length - 1];
    if (last && last.part === part) last.articles.push(article);
    else groups.push({ part, articles: [article], anchor: uniqueAnchor(part, anchors) });
  }
  return groups;
}

function uniqueAnchor(part: ConstitutionPart | undefined, seen: Map<string, number>): string {
  const base = part ? `part-${String(part.number).toLowerCase()}` : 'part-opening';
  const count = (seen.get(base) ?? 0) + 1;
  seen.set(base, count);
  return count === 1 ? base : `${base}-${count}`;
}

/**
 * The document with only what the page shows: an Article's clauses, or its text when it has no
 * clauses. The server gives both (the assistant quotes the text), and the page's hydration data
 * repeats whatever the loader returns, so leaving the repeat out keeps the page some 40% lighter.
 */
export function withoutRepeatedText(document: ConstitutionDocument): ConstitutionDocument {
  return {
    ...document,
    articles: document.articles.map((article) =>
      article.clauses.length > 0 ? { ...article, text: '' } : article,
    ),
  };
}
