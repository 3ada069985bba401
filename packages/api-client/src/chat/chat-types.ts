// The chat service's wire contract: what `POST /api/chat` takes and answers.
// The server (through @coaz/constitution-qa) produces exactly these shapes.

/** How an answer was produced. */
export type ChatResponseType =
  /** Extracted from the constitution's best-matching clauses, no model involved. */
  | 'rag_qa'
  /** Phrased by a configured language model from retrieved constitution passages only. */
  | 'ai_with_constitution'
  /** A configured language model's general answer to an off-topic question. */
  | 'ai_general'
  /** Nothing relevant was found; the answer says so and suggests what can be asked. */
  | 'fallback'
  /** Search mode: a ranked list of passages instead of a composed answer. */
  | 'search';

/** A question for the assistant. */
export interface ChatRequest {
  /** The question as the visitor typed it; 1 to 2000 characters after trimming. */
  query: string;
  /** Identifies one page load's conversation; used for rate limiting, never for tracking. */
  sessionId: string;
  /** `true` for a composed answer (RAG mode, the default), `false` for Search mode. */
  useRag: boolean;
}

/** A character range of an excerpt that matched the question, for highlighting. */
export interface ChatHighlight {
  /** Offset of the first matched character in `excerpt`. */
  start: number;
  /** Offset just past the last matched character. */
  end: number;
}

/** A passage an answer used, or a search result. */
export interface ChatSource {
  /** A constitution Article, or a page of the website. */
  kind: 'article' | 'page';
  /** Article title ("Membership Fees") or page title. */
  title: string;
  /** The Article's number, for `kind: 'article'`. */
  articleNumber?: number;
  /** First page of the Article in the PDF, when known. */
  pageStart?: number;
  /** Last page of the Article in the PDF, when known. */
  pageEnd?: number;
  /** Where to read it on the site, such as `/constitution#article-40` or `/services/cpd`. */
  route: string;
  /** The passage's text (plain text, never HTML). */
  excerpt: string;
  /** Ranges of `excerpt` that matched the question. */
  highlights: ChatHighlight[];
  /** Relevance, higher is better; comparable only within one reply. */
  score: number;
}

/** Retrieval figures of one answer. */
export interface RagMetadata {
  /** Model that phrased the answer, or `extractive` when none did. */
  model: string;
  /** Confidence between 0 and 1. */
  confidence: number;
  /** Number of passages the answer was built from. */
  contextChunks: number;
  /** Milliseconds the server spent answering. */
  processingTime: number;
}

/** Who produced an answer. */
export interface ChatProviderMetadata {
  /** `constitution-qa` for extractive answers, or the configured model provider's name. */
  provider: string;
  /** Model name, or `extractive`. */
  model: string;
  /** Milliseconds the server spent answering. */
  processingTime: number;
}

/** A page of the website that answers a question better than the constitution's text. */
export interface ChatSitePage {
  /** The page's title. */
  title: string;
  /** Its path on the site, such as `/membership/join`. */
  path: string;
}

/** The assistant's reply to a {@link ChatRequest}. */
export interface ChatReply {
  /** The answer text (plain text with citations such as "(Article 40)"). */
  answer: string;
  /** The same text; kept because older clients read `text`. */
  text: string;
  /** How the answer was produced. */
  responseType: ChatResponseType;
  /** Retrieval figures. */
  ragMetadata: RagMetadata;
  /** Provider figures. */
  metadata: ChatProviderMetadata;
  /** The passages behind the answer, best first (the results list in Search mode). */
  sources: ChatSource[];
  /** Pages of the site on the question (joining, fees, services), offered as links; servers before it may leave it out. */
  sitePages?: ChatSitePage[];
}
