import { ApiError } from '../http/api-error';

/**
 * How long to wait, in the words a member reads: "45 seconds", "1 minute", "12 minutes", and past
 * an hour and a half (a daily limit waits until the next day) "about 6 hours", always rounded up
 * so a member who waits that long is let in.
 */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  if (seconds <= 90 * 60) {
    const minutes = Math.ceil(seconds / 60);
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  }
  return `about ${Math.ceil(seconds / 3600)} hours`;
}

/**
 * The API's 429: `rate_limited`, the wait in words in its message ("Too many attempts. Try again
 * in 12 minutes.") and as a number, `retryAfterSeconds`, beside the `Retry-After` header, since a
 * page on another origin cannot read that header unless it is exposed, but can read the body.
 *
 * @param retryAfterSeconds whole seconds until the limit lets the next attempt in (at least 1)
 * @param what the sentence before the wait, such as "Too many failed attempts for this user name"
 */
export function tooManyAttempts(retryAfterSeconds: number, what = 'Too many attempts'): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new ApiError(
    429,
    'rate_limited',
    `${what}. Try again in ${waitInWords(seconds)}.`,
    { 'retry-after': String(seconds) },
    { retryAfterSeconds: seconds },
  );
}
