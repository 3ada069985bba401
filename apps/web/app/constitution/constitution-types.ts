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
