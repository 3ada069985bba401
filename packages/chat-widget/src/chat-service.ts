import type { ChatReply, ChatRequest } from '@coaz/api-client';

/** Options of one {@link ChatService.ask} call. */
export interface ChatAskOptions {
  /** Aborted when the visitor clears the chat or the widget unmounts; the request should stop. */
  signal?: AbortSignal;
}

/**
 * What the widget needs from the chat service. `createChatClient` of `@coaz/api-client` fits it.
 *
 * `ask` rejects with an `Error` whose `message` is shown to the visitor as it is; an error
 * without a message shows the widget's `unreachable` text. A `TimeoutError` is never retried.
 */
export interface ChatService {
  /** Whether the service can answer questions now; a rejection counts as offline. */
  health(): Promise<{ ready: boolean }>;
  /** Asks one question. */
  ask(request: ChatRequest, options?: ChatAskOptions): Promise<ChatReply>;
}
