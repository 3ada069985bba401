import type {
  ConstitutionArticle,
  ConstitutionDocument,
} from '../constitution-document/constitution-document';
import { shareBeginning } from '../internal/share-beginning';
import { tokenise } from '../internal/tokenise';
import type { LexicalQuery } from '../retrieval/lexical-retriever';
import { stemsStandingFor } from '../retrieval/read-lexical-query';

// Share of the question's word weight an empty heading's title must hold to be named.
const MIN_SHARE = 0.4;
// Titles name their subject by a noun ("Definitions", "Publication") where a question uses the verb
// ("define", "published"): two stems meet when they share a beginning of this many letters that is
// most of the shorter one (see shareBeginning).
const MIN_SHARED_BEGINNING = 5;
// "Times" counts occasions ("how many times can someone be secretary general", "at all times")
// and never names time as the headings on it do ("Computation of time", "Time for performance of
// function"): met through its stem "time", it made those empty headings the subject of questions
// on how often an office may be held.
const COUNTED_OCCASIONS = /^times$/i;

/** An Article with a heading but no text that a question is about. */
export interface EmptyHeadingMatch {
  article: ConstitutionArticle;
  /** Share (0 to 1) of the question's word weight found in the empty heading's title. */
  share: number;
  /** The same share for the best-matching title of an Article that has text. */
  textShare: number;
  /** Indexes of the question's words (`LexicalQuery.words`) that the empty heading's title meets. */
  words: number[];
}

/** Finds, for a question, the Article with a heading but no text that the question is about. */
export type EmptyHeadingFinder = (query: LexicalQuery) => EmptyHeadingMatch | undefined;

/**
 * A finder for the Article whose heading has no body and whose title best matches a question,
 * when it matches well: the constitution names the subject but says nothing on it, which is worth
 * telling a member who asked about it. Titles are read once, when the finder is made.
 */
export function createEmptyHeadingFinder(document: ConstitutionDocument): EmptyHeadingFinder {
  const titles = document.articles.map((article) => ({
    article,
    stems: new Set(tokenise(article.title).map((token) => token.stem)),
  }));
  const empty = titles.filter(({ article }) => article.text === '');
  const withText = titles.filter(({ article }) => article.text !== '');
  return (query) => {
    const total = query.wordWeights.reduce((sum, weight) => sum + weight, 0);
    if (total <= 0 || empty.length === 0) return undefined;
    // A word is met by its own stems, or by the corrections, neighbours in meaning and glossary
    // words read for it.
    const wordStems = query.words.map((word, index) =>
      COUNTED_OCCASIONS.test(word) ? [] : stemsStandingFor(query, index, 0),
    );
    // Whether a title meets a question word, with the near forms of its stems or its stems alone.
    const meets = (stems: ReadonlySet<string>, forms: readonly string[], nearForms = true) =>
      forms.some((stem) => stems.has(stem)) ||
      (nearForms &&
        forms.some((stem) =>
          [...stems].some((title) => shareBeginning(stem, title, MIN_SHARED_BEGINNING)),
        ));
    // Share of the question a title holds.
    const shareOf = (stems: ReadonlySet<string>, nearForms = true) =>
      wordStems.reduce(
        (sum, forms, index) =>
          sum + (meets(stems, forms, nearForms) ? (query.wordWeights[index] ?? 0) : 0),
        0,
      ) / total;
    // Of two titles holding as much of the question, the one holding its own words wins.
    let best:
      | { article: ConstitutionArticle; stems: ReadonlySet<string>; share: number; exact: number }
      | undefined;
    for (const { article, stems } of empty) {
      const share = shareOf(stems);
      if (share < MIN_SHARE) continue;
      const exact = shareOf(stems, false);
      if (!best || share > best.share || (share === best.share && exact > best.exact))
        best = { article, stems, share, exact };
    }
    if (!best) return undefined;
    const textShare = Math.max(0, ...withText.map(({ stems }) => shareOf(stems)));
    const { stems } = best;
    const words = wordStems.flatMap((forms, index) => (meets(stems, forms) ? [index] : []));
    return { article: best.article, share: best.share, textShare, words };
  };
}
