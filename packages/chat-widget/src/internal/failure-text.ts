import type { ChatWidgetTexts } from '../chat-widget-texts';
import { statusOf } from './ask-with-retry';
import { isRecord } from './read-chat-reply';

/** Seconds to wait that the service gave: the `Retry-After` header, or the body's own figure. */
function retryAfterOf(error: Error): number | undefined {
  const { retryAfter, body } = error as { retryAfter?: unknown; body?: unknown };
  const seconds = retryAfter ?? (isRecord(body) ? body.retryAfterSeconds : undefined);
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : undefined;
}

/**
 * The service's own words for a refusal: api-client's message only when the error body had one
 * (without it api-client says it "couldn't reach the server", which a refusal is not), or the
 * message of an error from a service of the page's own.
 */
function refusalWords(error: Error): string {
  if (!('body' in error)) return error.message.trim();
  const { body } = error as { body: unknown };
  return isRecord(body) && (typeof body.message === 'string' || typeof body.error === 'string')
    ? error.message.trim()
    : '';
}

/**
 * What a failed question says, by what failed: the connection (no status), the time limit, too
 * many questions (429, with the wait the service gave), a refusal (another 4xx, in the service's
 * words), or the service itself (5xx, or a gateway's page in its place). Decision: the widget's
 * own texts rather than api-client's message, which says "couldn't reach the server" for a 500
 * without a JSON body and "Too many attempts" for the rate limit, so a member blamed their
 * connection for the server's fault.
 */
export function failureText(error: unknown, texts: ChatWidgetTexts): string {
  if ((error as { name?: unknown } | null)?.name === 'TimeoutError') return texts.timedOut;
  if (!(error instanceof Error)) return texts.unreachable;
  const status = statusOf(error);
  if (status === 429) return texts.rateLimited(retryAfterOf(error));
  if (status !== undefined && status >= 500) return texts.serverFault;
  if (status !== undefined && status >= 400) return refusalWords(error) || texts.refused;
  if (status !== undefined || error.name === 'NetworkError' || error.name === 'TypeError') {
    return texts.unreachable;
  }
  return error.message.trim() || texts.unreachable;
}
