import { SITE_ORIGIN } from '../seo/site-origin';

/** A piece of an editor's text: words as typed, or an address that becomes a link. */
export interface TextPiece {
  /** The text as the editor typed it; shown as text, never read as HTML. */
  text: string;
  /** Where the piece links to: an `http(s)` or `mailto:` address; absent for plain text. */
  href?: string;
  /** Whether the link leaves the site (it then gets `rel="noopener"`). */
  external?: boolean;
}

// Where an address may start: `http://` or `https://`, `www.`, or an e-mail address. The
// look-behinds make each start only at the beginning of a run of characters, so a long run without
// an address is read once, not once from each of its characters (no slow path for hostile text).
// An address runs to a space or a character an address never holds unescaped (`<`, `>`, `"`).
const ADDRESS = new RegExp(
  [
    String.raw`(?<![\p{L}\p{N}])https?:\/\/[^\s<>"]+`,
    String.raw`(?<![\p{L}\p{N}.\/@-])www\.[^\s<>"]+`,
    String.raw`(?<![\p{L}\p{N}._%+-])[A-Za-z0-9._%+-]{1,64}@(?:[A-Za-z0-9-]{1,63}\.){1,8}[A-Za-z]{2,63}(?![\p{L}\p{N}@-])`,
  ].join('|'),
  'gu',
);

// Punctuation that ends a sentence around an address rather than the address itself.
const TRAILING = /[.,;:!?'"’”\]}*_]/u;
const siteHost = new URL(SITE_ORIGIN).host;

/**
 * An address with the sentence's punctuation after it taken off; a `)` only when it closes no `(`
 * of the address ("(see https://en.wikipedia.org/wiki/Lusaka_(city))" keeps one).
 */
function trimAddress(candidate: string): string {
  const opened = candidate.split('(').length - 1;
  let closed = candidate.split(')').length - 1;
  let end = candidate.length;
  while (end > 0) {
    const last = candidate[end - 1] ?? '';
    if (last === ')' && closed > opened) closed -= 1;
    else if (!TRAILING.test(last)) break;
    end -= 1;
  }
  return candidate.slice(0, end);
}

/** The link a web address becomes, or `undefined` when it is not one a visitor should follow. */
function webLink(address: string): Pick<TextPiece, 'href' | 'external'> | undefined {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(address) ? address : `https://${address}`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  // A name and password before the host hide where the link goes ("https://coaz.org@evil.example").
  if (url.username !== '' || url.password !== '') return undefined;
  // A host with a dot and a name-like last part: "https://coaz" or "https://1.2" is no address.
  if (!/\.[a-z\p{L}][a-z\p{L}0-9-]*$/iu.test(url.hostname.replace(/\.$/, ''))) return undefined;
  // A path of this site, with one leading slash: a browser reads "//evil.example/login" (or
  // "/\\evil.example", which the URL parser makes the same) as another host, so
  // "https://coaz.org.zm//evil.example/login" would have shown the association's address and led
  // elsewhere.
  if (url.host === siteHost) {
    return { href: `/${url.pathname.replace(/^\/+/, '')}${url.search}${url.hash}` };
  }
  return { href: url.href, external: true };
}

/**
 * An editor's text (a news post's paragraph, a vacancy's note) in pieces, its web addresses
 * (`https://…`, `http://…`, `www.…`) and e-mail addresses made links: `http`, `https` and `mailto`
 * only, so `javascript:` or `data:` is never a link; the text of every piece is shown as typed and
 * never read as HTML. A link to this site becomes its path; any other is marked external.
 * @example
 * textLinks('Send CV to hr@kgh.example.org.')
 * // [{ text: 'Send CV to ' },
 * //  { text: 'hr@kgh.example.org', href: 'mailto:hr@kgh.example.org', external: true },
 * //  { text: '.' }]
 */
export function textLinks(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let at = 0;
  const push = (piece: TextPiece) => {
    const last = pieces[pieces.length - 1];
    if (!piece.href && last && !last.href) last.text += piece.text;
    else if (piece.text !== '') pieces.push(piece);
  };
  for (const found of text.matchAll(ADDRESS)) {
    const start = found.index ?? 0;
    const isEmail = !/^(?:https?:\/\/|www\.)/i.test(found[0]);
    const address = isEmail ? found[0] : trimAddress(found[0]);
    const link = isEmail ? { href: `mailto:${address}`, external: true } : webLink(address);
    if (!link) continue;
    push({ text: text.slice(at, start) });
    push({ text: address, ...link });
    at = start + address.length;
  }
  push({ text: text.slice(at) });
  return pieces;
}
