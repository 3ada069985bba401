/**
 * What a Windows program's text pastes as, in the characters it stands for: Word's manual line
 * break (Shift+Enter) comes as a vertical tab, a page break as a form feed, and text once read
 * as Windows-1252 brings its curly quotes and dashes as C1 control codes (U+0092 for ’).
 */
const STANDS_FOR: Record<string, string> = {
  '\u0085': '…',
  '\u0091': '‘',
  '\u0092': '’',
  '\u0093': '“',
  '\u0094': '”',
  '\u0096': '–',
  '\u0097': '—',
};

/** Line breaks a text field may not hold: Word's vertical tab and form feed, and Unicode's own. */
const LINE_BREAKS = new Set(['\u000b', '\u000c', '\u2028', '\u2029']);

/**
 * Invisible marks a paste brings from a web page, a PDF or a file saved as UTF-8 with a byte order
 * mark: a zero-width space and U+FEFF. Nobody sees them, yet a word holding one is found by no
 * search ("general" is not in "gen\u200beral"). Joiners (U+200C, U+200D) stay: emoji and some
 * scripts need them.
 */
const INVISIBLE = new Set(['\u200b', '\ufeff']);

/**
 * Direction embeddings, overrides and isolates (U+202A to U+202E, U+2066 to U+2069), which the
 * server refuses: Windows wraps a telephone number copied from Outlook or Teams in U+202A and
 * U+202C, so the editor saw "+260 761 234 391" refused and could not see why.
 */
const DIRECTION_CONTROL = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * Text as typed or pasted into a studio field, with what the server refuses as control
 * characters turned into what the editor saw: line breaks (a space in a one-line field), the
 * quotes and dashes above, and any other invisible control code (and the marks above) dropped. Tabs and ordinary line
 * breaks stay. Without it, a paragraph pasted from Word was refused for "control characters" that
 * the editor could neither see nor remove.
 */
export function pastedText(value: string, multiline: boolean): string {
  let text = '';
  for (const character of value) {
    if (LINE_BREAKS.has(character)) {
      text += multiline ? '\n' : ' ';
      continue;
    }
    if (INVISIBLE.has(character) || DIRECTION_CONTROL.test(character)) continue;
    const code = character.charCodeAt(0);
    const control =
      (code < 0x20 && character !== '\t' && character !== '\n' && character !== '\r') ||
      (code >= 0x7f && code <= 0x9f);
    text += control ? (STANDS_FOR[character] ?? '') : character;
  }
  return text;
}
