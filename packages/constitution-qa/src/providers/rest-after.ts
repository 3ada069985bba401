// The longest an endpoint's Retry-After is obeyed: a typo or a hostile endpoint must not switch
// the model off for days.
const MAX_REST_MS = 5 * 60_000;
const RATE_LIMITED_REST_MS = 30_000;
const SERVER_ERROR_REST_MS = 10_000;

/**
 * How long to leave a model endpoint alone after it refused with `status`, in milliseconds:
 * its `Retry-After` (seconds or an HTTP date) up to 5 minutes, else 30 s after a 429 and 10 s
 * after a 5xx; undefined for other refusals, which the next question may not meet.
 * @example restAfter(429, '120', Date.now()) // 120000
 */
export function restAfter(
  status: number,
  retryAfter: string | null,
  now: number,
): number | undefined {
  if (status !== 429 && status < 500) return undefined;
  const asked = readRetryAfter(retryAfter, now);
  if (asked !== undefined) return Math.min(asked, MAX_REST_MS);
  return status === 429 ? RATE_LIMITED_REST_MS : SERVER_ERROR_REST_MS;
}

function readRetryAfter(value: string | null, now: number): number | undefined {
  const text = value?.trim() ?? '';
  if (/^\d{1,10}$/.test(text)) return Number(text) * 1000;
  const date = Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
