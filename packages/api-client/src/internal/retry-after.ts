/**
 * Seconds a `Retry-After` header asks to wait: delay-seconds, or an HTTP date counted from `now`
 * (never negative); `undefined` for a missing or unreadable header.
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP date names its weekday and month; anything else (such as "-5") is unreadable.
  const date = /[a-z]/i.test(value) ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
