import type { ConstitutionPassage } from './constitution-passage';
import type { IndexedGroup, LexicalIndex } from './lexical-index';
import type { LexicalMatch } from './lexical-retriever';
import type { LexicalSettings } from './lexical-settings';
import type { LexicalQuery } from './read-lexical-query';

// BM25's term-frequency saturation and length normalisation.
const K1 = 1.2;
const B = 0.75;
// A passage keeps this share of its score however little of the question its Article covers.
const COVERAGE_FLOOR = 0.5;
// Weight of a phrase match (two adjacent question stems) against its rarity.
const PAIR_WEIGHT = 0.5;
// Lead given to the passages of an Article the question names, above the best other score.
const NAMED_ARTICLE_LEAD = 10;
const NAMED_ARTICLE_ORDER_STEP = 0.01;
// Each Article named later in the question leads by this share of the lead less.
const NAMED_ARTICLE_STEP = 0.2;

/** Ranks indexed passages for a read question. */
export type PassageRanker = (
  query: LexicalQuery,
  limit: number,
  accept?: (passage: ConstitutionPassage) => boolean,
) => LexicalMatch[];

/**
 * BM25-style ranking with the domain in mind: Article and Part title boosts, the whole Article's
 * score added to each of its passages, phrase matches, a soft AND favouring Articles covering more
 * of the question, a boost for titles naming much of it, and named Articles first.
 */
export function createPassageRanker(index: LexicalIndex, settings: LexicalSettings): PassageRanker {
  const {
    indexed,
    groups,
    passagePostings,
    groupPostings,
    passageDf,
    pairDf,
    groupDf,
    passageCount,
    groupCount,
    averagePassageLength,
    averageGroupLength,
    idf,
  } = index;
  const { titleBoost, contextBoost, expansionWeight, articleWeight, titleShareBoost } = settings;

  function fieldScore(
    weight: number,
    termIdf: number,
    bodyTf: number,
    length: number,
    average: number,
    titleTf: number,
    contextTf: number,
  ): number {
    const pseudo =
      bodyTf / (1 - B + (B * length) / average) + titleBoost * titleTf + contextBoost * contextTf;
    return pseudo > 0 ? (weight * termIdf * (pseudo * (K1 + 1))) / (K1 + pseudo) : 0;
  }

  function rank(
    query: LexicalQuery,
    limit: number,
    accept: (passage: ConstitutionPassage) => boolean = () => true,
  ): LexicalMatch[] {
    const groupScores = new Float64Array(groups.length);
    const passageScores = new Float64Array(indexed.length);
    const matchedByEntry = new Map<number, Set<string>>();
    for (const term of query.terms) {
      const groupIdf = idf(groupDf.get(term.stem) ?? 0, groupCount);
      for (const posting of groupPostings.get(term.stem) ?? []) {
        const group = groups[posting.index];
        if (!group) continue;
        groupScores[posting.index] =
          (groupScores[posting.index] ?? 0) +
          fieldScore(
            term.weight,
            groupIdf,
            posting.body,
            group.body.length,
            averageGroupLength,
            posting.title,
            posting.context,
          );
      }
      const passageIdf = idf(passageDf.get(term.stem) ?? 0, passageCount);
      for (const posting of passagePostings.get(term.stem) ?? []) {
        const entry = indexed[posting.index];
        if (!entry) continue;
        passageScores[posting.index] =
          (passageScores[posting.index] ?? 0) +
          fieldScore(
            term.weight,
            passageIdf,
            posting.body,
            entry.body.length,
            averagePassageLength,
            posting.title,
            posting.context,
          );
        if (posting.body + posting.title > 0) {
          const matched = matchedByEntry.get(posting.index) ?? new Set<string>();
          matched.add(term.stem);
          matchedByEntry.set(posting.index, matched);
        }
      }
    }
    const totalWordWeight = query.wordWeights.reduce((sum, weight) => sum + weight, 0);
    const matches: LexicalMatch[] = [];
    const coverageByGroup = new Map<number, number>();
    const orders: number[] = [];
    const namedOrders: number[] = [];
    for (const [entryIndex, entry] of indexed.entries()) {
      const namedAt =
        entry.passage.articleNumber === undefined
          ? -1
          : query.articleNumbers.indexOf(entry.passage.articleNumber);
      const byNumber = namedAt >= 0;
      const groupScore = groupScores[entry.group] ?? 0;
      let score = passageScores[entryIndex] ?? 0;
      if (score <= 0 && groupScore <= 0 && !byNumber) continue;
      if (!accept(entry.passage)) continue;
      const matchedStems = matchedByEntry.get(entryIndex) ?? new Set<string>();
      for (const pair of query.pairs) {
        if (entry.pairs.has(pair)) score += PAIR_WEIGHT * idf(pairDf.get(pair) ?? 0, passageCount);
      }
      score += articleWeight * groupScore;
      if (score <= 0 && !byNumber) continue;
      let groupCoverage = coverageByGroup.get(entry.group);
      if (groupCoverage === undefined) {
        groupCoverage = coverageOf(query, groups[entry.group], totalWordWeight);
        coverageByGroup.set(entry.group, groupCoverage);
      }
      const coverage = byNumber ? 1 : groupCoverage;
      // A soft AND: an Article that answers more of the question's words beats one that repeats a few.
      score *= COVERAGE_FLOOR + coverage;
      // An Article whose title names much of the question is about it, even when its text is short.
      score *= 1 + titleShareBoost * titleShare(query, groups[entry.group], totalWordWeight);
      matches.push({ passage: entry.passage, score, coverage, matchedStems, byNumber });
      orders.push(entry.order);
      namedOrders.push(namedAt);
    }
    // Passages of a named Article come first, the Articles in the order the question names them
    // and each one's passages in their order in the Article.
    const best = matches.reduce((top, match) => Math.max(top, match.score), 0);
    matches.forEach((match, index) => {
      if (match.byNumber)
        match.score +=
          best +
          NAMED_ARTICLE_LEAD * (1 - (namedOrders[index] ?? 0) * NAMED_ARTICLE_STEP) -
          (orders[index] ?? 0) * NAMED_ARTICLE_ORDER_STEP;
    });
    return matches.sort((left, right) => right.score - left.score).slice(0, limit);
  }

  function titleShare(
    query: LexicalQuery,
    group: IndexedGroup | undefined,
    totalWordWeight: number,
  ): number {
    if (!group) return 0;
    return heldShare(query, (stem) => group.title.has(stem), totalWordWeight, 0);
  }

  function coverageOf(
    query: LexicalQuery,
    group: IndexedGroup | undefined,
    totalWordWeight: number,
  ): number {
    if (!group) return 0;
    const found = (stem: string) =>
      group.body.tf.has(stem) || group.title.has(stem) || group.context.has(stem);
    // The constitution's own word for what the member said stands for it (in full from weight 0.5).
    return heldShare(query, found, totalWordWeight, Math.min(1, expansionWeight * 2));
  }

  return rank;
}

/**
 * Share of the question's word weight that an Article holds, by `holds`: each word counts at the
 * weight of its best term held (a correction or a neighbour in meaning only as far as it is
 * trusted), and at `expansionCredit` when the glossary's word for it is held.
 */
function heldShare(
  query: LexicalQuery,
  holds: (stem: string) => boolean,
  totalWordWeight: number,
  expansionCredit: number,
): number {
  if (totalWordWeight <= 0) return 0;
  const credit = query.words.map(() => 0);
  for (const term of query.terms) {
    if (term.word >= 0 && holds(term.stem)) {
      credit[term.word] = Math.max(credit[term.word] ?? 0, Math.min(1, term.weight));
    }
  }
  for (const { word, stem } of query.expansions) {
    if (holds(stem)) credit[word] = Math.max(credit[word] ?? 0, expansionCredit);
  }
  const held = credit.reduce(
    (sum, value, index) => sum + value * (query.wordWeights[index] ?? 0),
    0,
  );
  return held / totalWordWeight;
}
