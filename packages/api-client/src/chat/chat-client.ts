import { ApiError } from '../errors/api-error';
import { checkBaseUrl } from '../internal/check-base-url';
import { errorFromResponse } from '../internal/error-from-response';
import { createFetchExchange, type Exchange } from '../internal/exchange';
import { CHAT_UNREACHABLE, type FailureMessages, TIMED_OUT } from '../internal/messages';
import { readJsonObject } from '../internal/read-body';
import type { ChatReply, ChatRequest } from './chat-types';

/** Time limits of the chat service, in milliseconds. */
export interface ChatTimeouts {
  /** Limit of a health check. @default 5000 */
  health?: number;
  /** Limit of a question; answers can take a while when a language model phrases them. @default 30000 */
  ask?: number;
}

/** Options of {@link createChatClient}. */
export interface ChatClientOptions {
  /**
   * Base URL of the chat service, ending in `/api/`, for example `https://coaz.org/api/`. Relative
   * (`/api/`) only in a browser page; elsewhere each call rejects with a `TypeError` that says so.
   */
  baseUrl: string;
  /** The fetch implementation to use. @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Time limits; tests shorten them. */
  timeouts?: ChatTimeouts;
}

/** What a health check found. */
export interface ChatHealth {
  /** True only when the service answered 200 with status `healthy`. */
  ready: boolean;
}

/** Options of a chat call. */
export interface ChatCallOptions {
  /** Stops the call: `ask` then rejects with the signal's reason; `health` resolves not ready. */
  signal?: AbortSignal;
}

/** Client of the constitution assistant's chat service. Chat needs no login. */
export interface ChatClient {
  /**
   * Asks the service whether it can answer questions (`GET health`). Whatever the service does,
   * this resolves (not ready when it fails or is silent).
   * @throws {TypeError} only when `baseUrl` cannot be called here (blank, not http(s), or relative
   * outside a browser), so a misconfigured tool is told why instead of seeing "not ready" forever.
   */
  health(options?: ChatCallOptions): Promise<ChatHealth>;
  /**
   * Asks the assistant a question (`POST chat`).
   * @throws {TimeoutError} 'Request timed out. The server is taking longer than expected to respond.'
   * after 30 s.
   * @throws {ApiError} with the server's message (such as a rate-limit notice), or
   * "Sorry, I couldn't reach the server." when it gave none.
   * @throws {NetworkError} "Sorry, I couldn't reach the server." when no answer came.
   * @throws {TypeError} when `baseUrl` cannot be called here, as for `health`.
   * @example
   * const reply = await chat.ask({ query: 'How much is the annual fee?', sessionId, useRag: true });
   */
  ask(request: ChatRequest, options?: ChatCallOptions): Promise<ChatReply>;
}

const HEALTH_TIMEOUT_MS = 5_000;
const ASK_TIMEOUT_MS = 30_000;
const CHAT_MESSAGES: FailureMessages = {
  fallback: CHAT_UNREACHABLE,
  network: CHAT_UNREACHABLE,
  timeout: TIMED_OUT,
};

/**
 * Creates a client of the chat service.
 *
 * The base URL is checked at each call, not here. Decision: a server-rendered page creates the
 * client on the server too, with the browser's relative `/api/`, and calls it only in the
 * browser; refusing it at creation would break that page's server render.
 */
export function createChatClient(options: ChatClientOptions): ChatClient {
  const send = createFetchExchange(options.fetch);
  const exchange = (request: Omit<Exchange, 'base' | 'messages'>): Promise<Response> =>
    send({ ...request, base: options.baseUrl, messages: CHAT_MESSAGES });
  const checkBase = () => checkBaseUrl('createChatClient: baseUrl', options.baseUrl);

  return {
    async health({ signal } = {}) {
      checkBase();
      try {
        const response = await exchange({
          method: 'GET',
          path: 'health',
          timeout: options.timeouts?.health ?? HEALTH_TIMEOUT_MS,
          ...(signal ? { signal } : {}),
        });
        if (response.status !== 200) {
          await response.body?.cancel().catch(() => undefined);
          return { ready: false };
        }
        const body = (await response.json()) as { status?: unknown };
        return { ready: body.status === 'healthy' };
      } catch {
        return { ready: false };
      }
    },
    async ask(request, { signal } = {}) {
      checkBase();
      const response = await exchange({
        method: 'POST',
        path: 'chat',
        json: { query: request.query, sessionId: request.sessionId, useRag: request.useRag },
        timeout: options.timeouts?.ask ?? ASK_TIMEOUT_MS,
        ...(signal ? { signal } : {}),
      });
      if (!response.ok) throw await errorFromResponse(response, CHAT_MESSAGES);
      const reply = await readJsonObject(response, CHAT_MESSAGES);
      if (typeof reply.answer !== 'string') {
        throw new ApiError(502, CHAT_UNREACHABLE, { body: reply });
      }
      return reply as unknown as ChatReply;
    },
  };
}
