/** A clause of an Article: its label as printed (`(1)`, `(a)`) and its text. */
export interface ConstitutionClause {
  label: string;
  text: string;
}

/** An Article of the constitution as the server indexed it from the PDF. */
export interface ConstitutionArticle {
  number: number;
  title: string;
  /** The Part it belongs to; absent for Articles outside any Part. */
  partNumber?: string;
  pageStart?: number;
  pageEnd?: number;
  /** The element id the assistant's citations link to, e.g. `article-40`. */
  anchor: string;
  text: string;
  clauses: ConstitutionClause[];
}

/** A Part of the constitution. */
export interface ConstitutionPart {
  number: string;
  title: string;
}

/** `GET /api/constitution`: the whole constitution as the server indexed it. */
export interface ConstitutionDocument {
  title: string;
  /** `pdf` when the server indexed the signed document (and offers it for download), `extracts` when it fell back to content-data's summaries. */
  source?: 'pdf' | 'extracts';
  /** Size in bytes of the PDF offered for download, when the server has one. */
  documentBytes?: number;
  parts: ConstitutionPart[];
  articles: ConstitutionArticle[];
}

/** Where the PDF of the constitution is downloaded from. */
export const CONSTITUTION_PDF_PATH = '/api/constitution/document';

/**
 * The Articles grouped under their Parts, in document order. Articles before the first Part, or of
 * a Part the server did not list, form a group without a Part.
 */
export function articlesByPart(
  document: ConstitutionDocument,
): { part: ConstitutionPart | undefined; articles: ConstitutionArticle[] }[] {
  const groups: { part: ConstitutionPart | undefined; articles: ConstitutionArticle[] }[] = [];
  for (const article of document.articles) {
    const part = document.parts.find(
      (candidate) => String(candidate.number) === String(article.partNumber),
    );
    const last = groups[groups.length - 1];
    if (last && last.part === part) last.articles.push(article);
    else groups.push({ part, articles: [article] });
  }
  return groups;
}
