import { type Column, type SQL, sql } from 'drizzle-orm';

/** Latin letters that carry no accent in Unicode's decomposition but read as one to a searcher. */
const UNDECOMPOSED: Record<string, string> = {
  Ø: 'O',
  ø: 'o',
  Đ: 'D',
  đ: 'd',
  Ł: 'L',
  ł: 'l',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
};

/** Each accented Latin letter (U+00C0 to U+024F) and the plain letter it is searched as. */
const FOLDED_LETTERS: ReadonlyMap<string, string> = (() => {
  const letters = new Map(Object.entries(UNDECOMPOSED));
  for (let code = 0xc0; code <= 0x24f; code += 1) {
    const letter = String.fromCodePoint(code);
    const plain = letter.normalize('NFD').replace(/\p{M}/gu, '');
    if (/^[A-Za-z]$/.test(plain)) letters.set(letter, plain);
  }
  return letters;
})();

/** Combining accents (U+0300 to U+036F), which text typed in decomposed form carries apart. */
const COMBINING_MARKS = Array.from({ length: 0x70 }, (_, index) =>
  String.fromCodePoint(0x300 + index),
).join('');

// translate() maps each character of the first list to the one at its place in the second, and
// drops those past the second's end: the combining marks.
const FROM = [...FOLDED_LETTERS.keys()].join('') + COMBINING_MARKS;
const TO = [...FOLDED_LETTERS.values()].join('');

/** The text as the studio search compares it: accented Latin letters as plain ones, no marks. */
export function foldAccents(text: string): string {
  return [...text]
    .filter((character) => !COMBINING_MARKS.includes(character))
    .map((character) => FOLDED_LETTERS.get(character) ?? character)
    .join('');
}

/** A column folded in SQL exactly as {@link foldAccents} folds the search text. */
export function foldedColumn(column: Column | SQL): SQL {
  return sql`translate(${column}, ${FROM}, ${TO})`;
}
