/**
 * Reads `CORS_ORIGINS`: comma-separated origins exactly as a browser sends them in `Origin`
 * (`https://coaz.org.zm`, `http://localhost:5173`), compared as text with that header. An entry
 * with a path or a trailing slash, capitals in its host, `*` or `null` could never match (or, for
 * `null`, would let any sandboxed page in), so it is refused rather than left to fail silently.
 * @throws naming the entry and how it should be written
 */
export function parseCorsOrigins(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const problems: string[] = [];
  for (const entry of entries) {
    if (entry === '*') {
      problems.push(
        'CORS_ORIGINS may not be "*": list the sites whose pages call the API, such as https://coaz.org.zm',
      );
      continue;
    }
    const origin = URL.canParse(entry) ? new URL(entry).origin : 'null';
    if (origin === 'null') {
      problems.push(
        `CORS_ORIGINS must list origins such as https://coaz.org.zm, not ${JSON.stringify(entry)}`,
      );
    } else if (origin !== entry) {
      problems.push(
        `CORS_ORIGINS entry ${JSON.stringify(entry)} never matches a browser's Origin: write it ${origin} (scheme, host and port, no path or trailing slash)`,
      );
    }
  }
  if (problems.length > 0) throw new Error(problems.join('; '));
  return entries;
}
