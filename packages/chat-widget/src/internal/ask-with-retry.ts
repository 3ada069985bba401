import type { ChatReply, ChatRequest } from '@coaz/api-client';
import type { ChatService } from '../chat-service';
import { wait } from './wait';

/** The first retry waits this long; each further retry waits twice as long as the one before. */
export const RETRY_BASE_DELAY_MS = 500;

const RETRYABLE_STATUSES = new Set([502, 503, 504]);

/** The HTTP status an error carries (api-client's `status`, or a `response.status`), if any. */
export function statusOf(error: Error): number | undefined {
  const withStatus = error as { status?: unknown; response?: { status?: unknown } };
  const status = withStatus.status ?? withStatus.response?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Whether a failed question is worth sending again: only when the request probably never
 * reached a working server (no connection, or a gateway that could not reach it). A timeout is
 * not retried because the server is already slow and a second wait doubles the visitor's; a
 * 4xx is not retried because the same question gets the same refusal.
 */
export function isRetryableFailure(error: unknown): boolean {
  // Read the name first: a DOMException (an abort) is not an Error in every environment.
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return false;
  if (!(error instanceof Error)) return true;
  const status = statusOf(error);
  if (status !== undefined) return RETRYABLE_STATUSES.has(status);
  // api-client's NetworkError, or fetch's own TypeError when a service uses fetch directly.
  if (error.name === 'NetworkError' || error.name === 'TypeError') return true;
  return error.message.trim() === '' || error.message.includes("couldn't reach the server");
}

/** Options of {@link askWithRetry}. */
export interface AskWithRetryOptions {
  /** How many times a retryable failure is sent again before it is reported. */
  retries: number;
  /** Stops the question and any waiting retry. */
  signal: AbortSignal;
}

/**
 * Asks the service, retrying retryable failures up to `retries` times after 0.5 s, 1 s, 2 s…
 * On a phone that just lost its signal for a moment this answers instead of showing an error.
 */
export async function askWithRetry(
  service: ChatService,
  request: ChatRequest,
  { retries, signal }: AskWithRetryOptions,
): Promise<ChatReply> {
  // A negative, fractional or non-finite setting must never mean endless retries.
  const limit = Number.isFinite(retries) ? Math.max(0, Math.floor(retries)) : 0;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await service.ask(request, { signal });
    } catch (error) {
      if (signal.aborted || attempt >= limit || !isRetryableFailure(error)) throw error;
      await wait(RETRY_BASE_DELAY_MS * 2 ** attempt, signal);
    }
  }
}
