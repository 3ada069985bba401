/**
 * A request's path for a log line: percent-encoded as the client sent it, never decoded. The URL
 * parser leaves only printable ASCII in a path, whereas the decoded path would turn `%0a` into a
 * line break that starts a forged log line (or `%1b` into a terminal escape).
 * @example loggedPath('http://localhost/api/news%0aFORGED?q=1') // '/api/news%0aFORGED'
 */
export function loggedPath(url: string): string {
  return new URL(url).pathname;
}
