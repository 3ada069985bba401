import type {
  ConstitutionArticle,
  ConstitutionDocument,
} from '../constitution-document/constitution-document';
import { tokenise } from '../internal/tokenise';
import type { LexicalQuery } from '../retrieval/lexical-retriever';

// Share of the question's word weight an empty heading's title must hold to be named.
const MIN_SHARE = 0.4;

/**
 * The Article whose heading has no body and whose title best matches the question, when it
 * matches well: the constitution names the subject but says nothing on it, which is worth telling
 * a member who asked about it.
 */
export function findEmptyHeading(
  document: ConstitutionDocument,
  query: LexicalQuery,
): ConstitutionArticle | undefined {
  const total = query.wordWeights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return undefined;
  const wordStems = query.words.map((word) => new Set(tokenise(word).map((token) => token.stem)));
  let best: { article: ConstitutionArticle; share: number } | undefined;
  for (const article of document.articles) {
    if (article.text !== '') continue;
    const titleStems = new Set(tokenise(article.title).map((token) => token.stem));
    const held = wordStems.reduce(
      (sum, stems, index) =>
        sum +
        ([...stems].some((stem) => titleStems.has(stem)) ? (query.wordWeights[index] ?? 0) : 0),
      0,
    );
    const share = held / total;
    if (share >= MIN_SHARE && (!best || share > best.share)) best = { article, share };
  }
  return best?.article;
}
