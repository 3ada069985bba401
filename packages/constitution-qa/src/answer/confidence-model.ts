/** What the confidence model reads from a retrieval. */
export interface ConfidenceFeatures {
  /** Largest lexical coverage among the best Articles: share of the question's weighted words found there. */
  coverage: number;
  /** Largest semantic nearness among the best Articles (0 to 1). */
  similarity: number;
  /** Share of the question's weighted words that nothing in the document stands for. */
  unexplained: number;
  /**
   * How well the question's rarest word is met in the best passages: 1 for the word itself (or the
   * glossary's word for it), less for a correction or a neighbour in meaning, 0 when absent.
   */
  focus: number;
}

/**
 * Coefficients of a logistic model of "the best three Articles hold a right answer", fitted on the
 * development questions (ours and the team's shared set, never the validation split) by
 * scripts/fit-confidence.mjs; see the README for the reliability table on validation.
 */
export const CONFIDENCE_COEFFICIENTS = {
  intercept: -5.57,
  coverage: 2.97,
  similarity: 4.13,
  unexplained: -0.87,
  focus: 0.38,
} as const;

/** The probability, from the fitted model, that the retrieved Articles answer the question. */
export function confidenceOf(
  features: ConfidenceFeatures,
  coefficients: typeof CONFIDENCE_COEFFICIENTS = CONFIDENCE_COEFFICIENTS,
): number {
  const logit =
    coefficients.intercept +
    coefficients.coverage * features.coverage +
    coefficients.similarity * features.similarity +
    coefficients.unexplained * features.unexplained +
    coefficients.focus * features.focus;
  return 1 / (1 + Math.exp(-logit));
}
