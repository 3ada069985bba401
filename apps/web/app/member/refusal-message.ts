import { ApiError } from '@coaz/api-client';

/**
 * How long to wait, in the words a member reads: "45 seconds", "1 minute", "12 minutes", and past
 * an hour and a half (a daily limit runs to the next day) "about 6 hours", rounded up so that a
 * member who waits that long is let in. "a few minutes" when the server did not say.
 */
export function waitInWords(seconds: number | undefined): string {
  if (seconds === undefined || seconds <= 0) return 'a few minutes';
  const whole = Math.ceil(seconds);
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  if (whole <= 90 * 60) {
    const minutes = Math.ceil(whole / 60);
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  }
  return `about ${Math.ceil(whole / 3600)} hours`;
}

/**
 * What a member form says when the server or the network refused what was sent. A rate limit
 * (429) says how long to wait, from the answer's `Retry-After` (or its body's `retryAfterSeconds`),
 * in the same words on every form: "Too many tries. Try again in 12 minutes." Anything else is
 * the error's own message, which `@coaz/api-client` already words for a member.
 *
 * @example refusalMessage(error) // 'Too many tries. Try again in 12 minutes.'
 */
export function refusalMessage(
  error: unknown,
  fallback = 'Something went wrong; please try again.',
) {
  if (error instanceof ApiError && error.status === 429) {
    return `Too many tries. Try again in ${waitInWords(error.retryAfter ?? waitFromBody(error.body))}.`;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The server's 429 body also says the wait (`retryAfterSeconds`), for when no header arrived. */
function waitFromBody(body: unknown): number | undefined {
  const seconds =
    typeof body === 'object' && body !== null
      ? (body as { retryAfterSeconds?: unknown }).retryAfterSeconds
      : undefined;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : undefined;
}
