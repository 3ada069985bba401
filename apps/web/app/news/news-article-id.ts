// Ids of news posts are the database's record numbers: positive 32-bit integers (the content API
// refuses any other with 400).
const LARGEST_ID = 2_147_483_647;

/**
 * The id a news link names (`/news?article=16`), or `undefined` when the text is not one a post
 * can have. Strict: digits only, no sign, exponent, fraction, spaces or leading zero, so `1e1`,
 * `-1`, ` 16` and `016` name no post rather than another one.
 * @example newsArticleId('16') // 16
 * @example newsArticleId('1e1') // undefined
 */
export function newsArticleId(text: string): number | undefined {
  if (!/^[1-9][0-9]{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= LARGEST_ID ? id : undefined;
}
