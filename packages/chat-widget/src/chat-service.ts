import type { ChatReply, ChatRequest } from '@coaz/api-client';

/** Options of one {@link ChatService.ask} call. */
export interface ChatAskOptions {
  /** Aborted when the visitor clears the chat or the widget unmounts; the request should stop. */
  signal?: AbortSignal;
}

/**
 * What the widget needs from the chat service. `createChatClient` of `@coaz/api-client` fits it.
 *
 * What a rejection of `ask` shows depends on what failed, read as api-client's errors carry it: a
 * `TimeoutError` shows `timedOut`; an error with a `status` of 429 `rateLimited` (with its
 * `retryAfter`, or the body's `retryAfterSeconds`), 500 or more `serverFault`, another 4xx the
 * error body's message or else `refused`; a `NetworkError` or `TypeError` (fetch's) `unreachable`.
 * Any other `Error` is shown by its `message` (`unreachable` when blank). A `TimeoutError` is
 * never retried.
 */
export interface ChatService {
  /** Whether the service can answer questions now; a rejection counts as offline. */
  health(): Promise<{ ready: boolean }>;
  /** Asks one question. */
  ask(request: ChatRequest, options?: ChatAskOptions): Promise<ChatReply>;
}
