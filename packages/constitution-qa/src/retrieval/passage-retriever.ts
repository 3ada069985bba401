import type { ConstitutionPassage } from './constitution-passage';

/** A passage a retriever found, with its score. */
export interface RetrievedPassage {
  passage: ConstitutionPassage;
  /** Relevance, higher is better; comparable only within one retriever's answer. */
  score: number;
}

/**
 * Ranks passages for a question. The lexical retriever is one; a dense (embedding) scorer can
 * join it through {@link fuseRetrievers} without changing anything else.
 */
export interface PassageRetriever {
  /** A short name for logs and metadata, such as `lexical` or `dense`. */
  readonly name: string;
  /** The best passages for the question, best first, at most `limit`. */
  search(question: string, limit: number): RetrievedPassage[];
}

/** A retriever and the share of the fused score it contributes. */
export interface WeightedRetriever {
  retriever: PassageRetriever;
  /** Relative weight; weights need not add up to 1. */
  weight: number;
}

/**
 * One retriever from several: each one's scores are scaled so its best is 1, then weighted and
 * added per passage.
 */
export function fuseRetrievers(
  retrievers: readonly WeightedRetriever[],
  name = 'fused',
): PassageRetriever {
  return {
    name,
    search(question, limit) {
      const fused = new Map<number, RetrievedPassage>();
      for (const { retriever, weight } of retrievers) {
        const results = retriever.search(question, limit * 3);
        const best = results[0]?.score ?? 0;
        if (best <= 0) continue;
        for (const result of results) {
          const entry = fused.get(result.passage.id) ?? { passage: result.passage, score: 0 };
          entry.score += (weight * result.score) / best;
          fused.set(result.passage.id, entry);
        }
      }
      return [...fused.values()].sort((left, right) => right.score - left.score).slice(0, limit);
    },
  };
}
