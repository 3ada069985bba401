// The chat service's reply, declared here in the same shape as @coaz/api-client's `ChatReply`
// (this package may not import api-client): the server sends these objects as they are.

/** How an answer was produced. */
export type ConstitutionResponseType =
  | 'rag_qa'
  | 'ai_with_constitution'
  | 'ai_general'
  | 'fallback'
  | 'search';

/** A character range of an excerpt that matched the question. */
export interface AnswerHighlight {
  /** Offset of the first matched character in `excerpt`. */
  start: number;
  /** Offset just past the last matched character. */
  end: number;
}

/** A passage an answer used, or a search result. */
export interface AnswerSource {
  /** A constitution Article, or a page of the website. */
  kind: 'article' | 'page';
  /** Article title or page title. */
  title: string;
  /** The Article's number, for Articles. */
  articleNumber?: number;
  /** First page of the Article in the PDF, when known. */
  pageStart?: number;
  /** Last page of the Article in the PDF, when known. */
  pageEnd?: number;
  /** Where to read it on the site: `/constitution#article-40`, or the page's route. */
  route: string;
  /** The passage's text, plain. */
  excerpt: string;
  /** Ranges of `excerpt` holding words of the question. */
  highlights: AnswerHighlight[];
  /** Relevance, higher is better; comparable only within one answer. */
  score: number;
}

/** A page of the website that answers the question better than the constitution's text. */
export interface SitePageLink {
  /** The page's title. */
  title: string;
  /** Its path on the site, such as `/membership/join`. */
  path: string;
}

/** Retrieval figures of one answer. */
export interface AnswerRagMetadata {
  /** Model that phrased the answer, or `extractive`. */
  model: string;
  /**
   * Calibrated probability (0 to 1) that the cited Articles answer the question; below 0.32 the
   * assistant declines (below 0.2 for a message that tells the member's situation before it asks,
   * or of 16 words or more).
   */
  confidence: number;
  /** Number of passages the answer was built from. */
  contextChunks: number;
  /** Milliseconds spent answering. */
  processingTime: number;
}

/** Who produced an answer. */
export interface AnswerProviderMetadata {
  /** `constitution-qa` for extractive answers, else the model provider's name. */
  provider: string;
  /** Model name, or `extractive`. */
  model: string;
  /** Milliseconds spent answering. */
  processingTime: number;
}

/** The assistant's reply: exactly the chat contract's `ChatReply`. */
export interface ConstitutionAnswer {
  /** The answer, plain text with citations such as "(Article 40: Membership Fees, p. 52)". */
  answer: string;
  /** The same text, for older clients. */
  text: string;
  responseType: ConstitutionResponseType;
  ragMetadata: AnswerRagMetadata;
  metadata: AnswerProviderMetadata;
  /** Passages behind the answer, best first; the result list in Search mode; the nearest Articles when declining. */
  sources: AnswerSource[];
  /** Pages of the site on the question (joining, fees, services), to offer as links; often empty. */
  sitePages: SitePageLink[];
}
