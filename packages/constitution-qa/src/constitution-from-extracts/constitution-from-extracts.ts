import type {
  ConstitutionArticle,
  ConstitutionDocument,
  ConstitutionPart,
} from '../constitution-document/constitution-document';

/**
 * One Article summarised for members, as @coaz/content-data's `constitutionExtracts` gives it
 * (the same shape, declared here so this package depends on no other workspace package).
 */
export interface ConstitutionExtractInput {
  /** The Part's number, such as `IV`. */
  partNumber?: string;
  /** The Part's title. */
  partTitle?: string;
  /** The Article's number. */
  articleNumber: number;
  /** The Article's title. */
  title: string;
  /** The Article's provisions, one point each. */
  clauses: readonly string[];
}

/** Options for {@link constitutionFromExtracts}. */
export interface ConstitutionFromExtractsOptions {
  /** The document's title. @default 'Constitution (extracts)' */
  title?: string;
}

/**
 * A constitution document built from Article extracts, so a fresh install with no PDF configured
 * still answers from what the site publishes. Clauses are numbered from 1; there are no page numbers.
 *
 * @example
 * const engine = createConstitutionEngine(constitutionFromExtracts(constitutionExtracts));
 */
export function constitutionFromExtracts(
  extracts: readonly ConstitutionExtractInput[],
  options: ConstitutionFromExtractsOptions = {},
): ConstitutionDocument {
  const parts: ConstitutionPart[] = [];
  const seen = new Map<number, number>();
  const articles: ConstitutionArticle[] = extracts.map((extract) => {
    if (extract.partNumber) {
      const last = parts.at(-1);
      if (last?.number === extract.partNumber && last.title === (extract.partTitle ?? '')) {
        last.articleNumbers.push(extract.articleNumber);
      } else {
        parts.push({
          number: extract.partNumber,
          title: extract.partTitle ?? '',
          articleNumbers: [extract.articleNumber],
        });
      }
    }
    const count = (seen.get(extract.articleNumber) ?? 0) + 1;
    seen.set(extract.articleNumber, count);
    const clauses = extract.clauses
      .map((text) => text.replace(/\s+/g, ' ').trim())
      .filter((text) => text !== '')
      .map((text, index) => ({ label: String(index + 1), text }));
    return {
      number: extract.articleNumber,
      title: extract.title,
      ...(extract.partNumber && { partNumber: extract.partNumber }),
      anchor:
        count === 1
          ? `article-${extract.articleNumber}`
          : `article-${extract.articleNumber}-${count}`,
      text: clauses.map((clause) => `${clause.label}. ${clause.text}`).join('\n'),
      clauses,
    };
  });
  return { title: options.title ?? 'Constitution (extracts)', parts, articles };
}
