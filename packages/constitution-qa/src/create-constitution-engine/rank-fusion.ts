import type { LexicalMatch } from '../retrieval/lexical-retriever';
import type { SemanticMatch } from '../semantic/semantic-retriever';

/** A passage as the engine ranks it: the lexical reading, and the semantic signal's nearness. */
export interface RankedMatch extends LexicalMatch {
  /** The semantic retriever's nearness of the passage's Article to the question (0 to 1). */
  similarity: number;
}

// Reciprocal rank fusion's damping constant (60 in the original paper; a smaller one trusts the
// top of each list more), for fusing two fused rankings (fuseLists).
const RRF_K = 20;

/**
 * The lexical and semantic rankings as one, by score: a passage scores its lexical score as a
 * share of the best passage's, plus `semanticWeight` times its semantic score as a share of the
 * best one; a list that does not hold a passage gives it nothing. Passages of an Article the
 * question names stay first, in the order named.
 *
 * Reciprocal rank fusion, used before, kept only each list's order: passages the semantic ranking
 * scores alike (every Article holding all of a question's words scores 1) were told apart by where
 * they stand in the document, and a clear lexical lead counted no more than a hair's breadth. Fused
 * by score, the tuning sets (279 answerable questions) gave seven more right Articles first and
 * the same number among the first three; each set never read gave more among the first three.
 */
export function fuseByScore(
  lexicalMatches: readonly LexicalMatch[],
  semanticMatches: readonly SemanticMatch[],
  semanticWeight: number,
): RankedMatch[] {
  const fusedMatches = new Map<number, RankedMatch>();
  // The semantic nearness is the Article's (see SemanticMatch.similarity), so any of its
  // passages the semantic ranking holds gives it; the lexical ranking may prefer another passage.
  const similarities = new Map<string, number>();
  for (const match of semanticMatches) {
    if (!similarities.has(match.passage.route))
      similarities.set(match.passage.route, match.similarity);
  }
  // An Article named by number scores far above any other in the lexical ranking, which would
  // leave every other passage's share near nothing: the best is taken over the others, and a
  // named Article's share is at most 1.
  const bestLexical = Math.max(
    0,
    ...lexicalMatches.filter((match) => !match.byNumber).map((match) => match.score),
  );
  const bestSemantic = Math.max(0, ...semanticMatches.map((match) => match.score));
  const share = (score: number, best: number) => (best > 0 ? Math.min(1, score / best) : 1);
  const semanticShares = new Map(
    semanticMatches.map((match) => [match.passage.id, share(match.score, bestSemantic)]),
  );
  // Articles the question names lead in the order named (the lexical ranking's), each further
  // ahead of the next than any fused score can reach.
  const named = [
    ...new Set(
      lexicalMatches.filter((match) => match.byNumber).map((match) => match.passage.route),
    ),
  ];
  const ceiling = 1 + semanticWeight;
  for (const match of lexicalMatches) {
    const lead = match.byNumber ? ceiling * (named.length - named.indexOf(match.passage.route)) : 0;
    fusedMatches.set(match.passage.id, {
      ...match,
      similarity: similarities.get(match.passage.route) ?? 0,
      score:
        share(match.score, bestLexical) +
        semanticWeight * (semanticShares.get(match.passage.id) ?? 0) +
        lead,
    });
  }
  for (const match of semanticMatches) {
    if (fusedMatches.has(match.passage.id)) continue;
    fusedMatches.set(match.passage.id, {
      passage: match.passage,
      score: semanticWeight * (semanticShares.get(match.passage.id) ?? 0),
      coverage: 0,
      similarity: match.similarity,
      matchedStems: new Set<string>(),
      byNumber: false,
    });
  }
  return [...fusedMatches.values()].sort((left, right) => right.score - left.score);
}

// Two rankings of Articles as one, by reciprocal rank; an Article found by both keeps the first
// list's reading of it.
export function fuseLists(
  first: readonly RankedMatch[],
  second: readonly RankedMatch[],
): RankedMatch[] {
  const fusedMatches = new Map<string, RankedMatch>();
  for (const list of [first, second]) {
    list.forEach((match, index) => {
      const key = match.passage.route;
      const score = 1 / (RRF_K + index + 1) + (match.byNumber ? 1 : 0);
      const existing = fusedMatches.get(key);
      if (existing) existing.score += score;
      else fusedMatches.set(key, { ...match, score });
    });
  }
  return [...fusedMatches.values()].sort((left, right) => right.score - left.score);
}

// One passage per Article (its best), so three sources are three Articles; Articles sharing a
// number are kept apart.
export function distinctArticles<T extends LexicalMatch>(matches: readonly T[]): T[] {
  const seen = new Set<string>();
  return matches.filter((match) => {
    const key = match.passage.route;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A ranking of Articles for a whole message with the best Article for each question it asks
 * brought up behind the whole message's best, so that a message asking two things has a source
 * for each among the first ones. An Article already there stays where it is. One the whole
 * message's ranking lacks joins with no coverage or nearness of its own: those were measured
 * against its part alone, and would overstate how well the message is answered.
 */
export function promoteParts(
  whole: readonly RankedMatch[],
  partBests: readonly (RankedMatch | undefined)[],
): RankedMatch[] {
  const [first, ...rest] = whole;
  if (!first) return [...whole];
  const promoted = [first];
  const has = (match: RankedMatch) =>
    promoted.some((each) => each.passage.route === match.passage.route);
  for (const best of partBests) {
    if (!best || has(best)) continue;
    promoted.push(
      rest.find((match) => match.passage.route === best.passage.route) ?? {
        ...best,
        coverage: 0,
        similarity: 0,
      },
    );
  }
  return [...promoted, ...rest.filter((match) => !has(match))];
}
