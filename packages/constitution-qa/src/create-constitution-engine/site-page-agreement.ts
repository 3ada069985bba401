import { inflectionBases } from '../internal/inflection-bases';
import { baseOfIrregular } from '../internal/irregular-verbs';
import { tokenise } from '../internal/tokenise';
import type { SitePage } from '../retrieval/constitution-passage';
import { type LexicalQuery, stemsStandingFor } from '../retrieval/read-lexical-query';

// What a question word met only through a shared stem counts for, against a word met as itself
// or as another inflection of it. Porter stemming merges words of different meaning ("offices"
// and "officer" are both "offic", "general" and "generation" both "gener"): fine for ranking the
// Articles, where the other words of the question decide, but a page linked beside an answer
// should speak of what was asked.
const STEM_ONLY_CREDIT = 0.5;
// A correction of a misspelt word weighs this much (lexical-settings' fuzzy weight): the member's
// spelling cannot agree with the page's, so the corrected word counts as the word.
const CORRECTION_WEIGHT = 0.8;

/** A word's own form and the forms it may inflect: "offices" → offices, office; "held" → hold. */
function lemmasOf(word: string): string[] {
  return [word, ...inflectionBases(word), baseOfIrregular(word)];
}

/**
 * How much of a question's meaning a site page holds word for word (0 to 1): each question word
 * counts whole when the page has it or another inflection of it ("fees" and "fee", "joining" and
 * "join"), the glossary's word for it, or, for a misspelling, its correction; and half when the
 * page only shares its stem ("offices" and "officer"). Words weigh as the retriever weighs them
 * (rare words more).
 */
export function createSitePageAgreement(
  sitePages: readonly SitePage[],
): (query: LexicalQuery, route: string, knownStem: (stem: string) => boolean) => number {
  const pages = new Map<string, { lemmas: Set<string>; stems: Set<string> }>();
  for (const page of sitePages) {
    const entry = pages.get(page.route) ?? { lemmas: new Set<string>(), stems: new Set<string>() };
    for (const token of tokenise([page.title, ...page.headings, page.text].join('\n'))) {
      for (const lemma of lemmasOf(token.word)) entry.lemmas.add(lemma);
      entry.stems.add(token.stem);
    }
    pages.set(page.route, entry);
  }
  return (query, route, knownStem) => {
    const page = pages.get(route);
    const total = query.wordWeights.reduce((sum, weight) => sum + weight, 0);
    if (!page || total <= 0) return 0;
    let held = 0;
    query.words.forEach((word, index) => {
      const weight = query.wordWeights[index] ?? 0;
      if (lemmasOf(word).some((lemma) => page.lemmas.has(lemma))) {
        held += weight;
        return;
      }
      const ownStem = tokenise(word)[0]?.stem ?? word;
      // The glossary's words for it are reviewed synonyms ("become" → "registration"), and a
      // misspelt word's correction is the word meant: both agree in meaning, not by accident.
      const meant = [
        ...query.expansions.filter((expansion) => expansion.word === index).map(({ stem }) => stem),
        ...(knownStem(ownStem) ? [] : stemsStandingFor(query, index, CORRECTION_WEIGHT)),
      ];
      if (meant.some((stem) => page.stems.has(stem))) {
        held += weight;
        return;
      }
      if (page.stems.has(ownStem)) held += weight * STEM_ONLY_CREDIT;
    });
    return held / total;
  };
}
