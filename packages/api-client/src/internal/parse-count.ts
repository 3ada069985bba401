/**
 * Parses a plain-text count strictly: digits only (surrounding white space allowed), a safe
 * integer. "12abc", "1e3", "-4", "3.5" and "" are all refused rather than half-read.
 */
export function parseCount(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return undefined;
  const count = Number(trimmed);
  return Number.isSafeInteger(count) ? count : undefined;
}
