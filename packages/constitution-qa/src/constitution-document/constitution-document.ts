/** A constitution read into its Parts, Articles and clauses. */
export interface ConstitutionDocument {
  /** The document's title, such as "Constitution of the Clinical Officers Association of Zambia". */
  title: string;
  /** Parts in document order; a Part number may repeat when the source repeats it. */
  parts: ConstitutionPart[];
  /**
   * Articles in document order. Numbers may skip or repeat as they do in the source; an Article
   * whose heading has no body keeps an empty `text` and no clauses.
   */
  articles: ConstitutionArticle[];
}

/** A Part of the constitution ("PART IV: MEMBERSHIP"). */
export interface ConstitutionPart {
  /** The Part's number as written, such as `IV`. */
  number: string;
  /** The Part's title, such as `Membership`, as written in the source. */
  title: string;
  /** Numbers of the Articles under this Part, in document order. */
  articleNumbers: number[];
}

/** One Article with its clauses. */
export interface ConstitutionArticle {
  /** The Article's number as printed. */
  number: number;
  /** The Article's title, with a heading wrapped over lines joined into one. */
  title: string;
  /** Number of the Part the Article sits under, when there is one. */
  partNumber?: string;
  /** First page of the Article in the PDF (1-based), when read from a PDF. */
  pageStart?: number;
  /** Last page of the Article in the PDF, when read from a PDF. */
  pageEnd?: number;
  /** Fragment identifier on the constitution page: `article-40`, `article-61-2` for a repeated number. */
  anchor: string;
  /** The Article's body as plain text, clauses on their own lines. Empty for a heading with no body. */
  text: string;
  /** The Article's numbered or lettered clauses; one unlabelled clause when the body has no numbering. */
  clauses: ConstitutionClause[];
}

/** A clause of an Article, its sub-items folded into its text. */
export interface ConstitutionClause {
  /** The clause's label as printed without punctuation (`1`, `a`, `iv`), or empty when unnumbered. */
  label: string;
  /** The clause's text, sub-items included. */
  text: string;
}
