/**
 * Whether a request's `If-None-Match` header names `etag`, so a GET may answer 304: the weak
 * comparison HTTP sets for it (`W/"x"` and `"x"` match), and `*` matches any.
 */
export function ifNoneMatchHolds(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === bare);
}
