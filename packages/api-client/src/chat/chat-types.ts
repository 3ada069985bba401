// The chat service's wire contract: what `POST /api/chat` takes and answers, as the server's
// OpenAPI document describes it (the server produces it through @coaz/constitution-qa).
import type { WireSchemas } from '../wire/wire-types';

/**
 * A question for the assistant: `query` (1 to 2000 characters after trimming), `sessionId` (one
 * page load's conversation, for rate limiting, never for tracking) and `useRag` (`true`, the
 * default, for a composed answer; `false` for Search mode).
 */
export type ChatRequest = WireSchemas['ChatRequest'];

/**
 * The assistant's reply to a {@link ChatRequest}: `answer` (plain text with citations such as
 * "(Article 40)"), `text` (the same, for older clients), `responseType`, `ragMetadata`, `metadata`
 * and `sources`, best first (the results list in Search mode).
 */
export type ChatReply = WireSchemas['ChatReply'];

/**
 * How an answer was produced: `rag_qa` (extracted from the constitution's clauses, no model),
 * `ai_with_constitution` (phrased by a model from retrieved passages only), `ai_general` (a
 * model's answer to an off-topic question), `fallback` (nothing relevant found) or `search`.
 */
export type ChatResponseType = ChatReply['responseType'];

/**
 * A passage an answer used, or a search result: `kind` (`article` or `page`), `title`,
 * `articleNumber`/`pageStart`/`pageEnd` for Articles, `route` to read it on the site, `excerpt`
 * (plain text), `highlights` and `score` (comparable only within one reply).
 */
export type ChatSource = ChatReply['sources'][number];

/** A character range of an excerpt that matched the question (`start` inclusive, `end` exclusive). */
export type ChatHighlight = ChatSource['highlights'][number];

/** Retrieval figures of one answer: `model` (or `extractive`), `confidence` 0 to 1, `contextChunks`, `processingTime` in ms. */
export type RagMetadata = ChatReply['ragMetadata'];

/** Who produced an answer: `provider` (`constitution-qa` or the model provider), `model`, `processingTime` in ms. */
export type ChatProviderMetadata = ChatReply['metadata'];

/**
 * A page of the website that answers a question better than the constitution's text (joining,
 * fees, services): `title` and `path`, offered as links. Servers before it may leave it out.
 */
export type ChatSitePage = NonNullable<ChatReply['sitePages']>[number];
