const ARTICLE_REFERENCE = /\b(?:article|art\.?|section|sec\.?)\s*(\d{1,3})\b/i;

/**
 * The Article number a question names directly ("article 40", "Art. 40", "section 40"),
 * or undefined when it names none.
 *
 * @example articleReference('What does art. 12 say?') // 12
 */
export function articleReference(question: string): number | undefined {
  const match = ARTICLE_REFERENCE.exec(question);
  return match?.[1] ? Number(match[1]) : undefined;
}
