// Control characters, zero-width marks and odd spaces come out of PDF text layers and pasted text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the purpose.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const ODD_SPACE = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\t]/g;
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
// "S U P R E M A C Y": letter-spaced display type read back one letter at a time.
const LETTER_SPACED = /\b(?:[A-Za-z] ){3,}[A-Za-z]\b/g;
const SPACE_BEFORE_PUNCTUATION = /\s+([,;:!?)]|\.(?=\s|$))/g;
const SPACE_AFTER_BRACKET = /\(\s+/g;

/** One line of source text with control characters removed and spacing made regular. */
export function normaliseLine(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .replace(CONTROL, ' ')
    .replace(ODD_SPACE, ' ')
    .replace(LETTER_SPACED, (run) => run.replace(/ /g, ''))
    .replace(/ {2,}/g, ' ')
    .replace(SPACE_BEFORE_PUNCTUATION, '$1')
    .replace(SPACE_AFTER_BRACKET, '(')
    .trim();
}
