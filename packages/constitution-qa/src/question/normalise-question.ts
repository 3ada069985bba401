import { normaliseLine } from '../internal/normalise-line';

// A combining mark (accent, dot) right after a Latin letter, once the text is decomposed.
const MARK_ON_LATIN = /(\p{Script=Latin})\p{M}+/gu;

/**
 * A question as the engine reads it: Unicode NFKC, so letters typed full-width ("ｑｕｏｒｕｍ") or
 * in a mathematical style ("𝐪𝐮𝐨𝐫𝐮𝐦") are the letters they show; Latin letters without their
 * accents or dots ("café" is "cafe", the dotted capital "İ" and the "i̇" that lower-casing it gives
 * are "I" and "i"), since every reader of a question knows English words in plain letters and an
 * accented letter cut a word in two ("İstanbul" read "stanbul"); then {@link normaliseLine}.
 * Letters of other scripts are kept as typed.
 */
export function normaliseQuestion(text: string): string {
  const folded = text
    .normalize('NFKC')
    .normalize('NFD')
    .replace(MARK_ON_LATIN, '$1')
    .normalize('NFC');
  return normaliseLine(folded);
}
