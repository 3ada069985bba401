// Regular English inflection, read backwards: the forms a word may be an ending of. Phones and
// members write "quitting", "handled", "replies"; a word list of everyday English holds "quit",
// "handle", "reply" but not every inflected form, and without this the spelling corrector took
// "quitting" for the nearest word two edits away, "quoting".

const CONSONANT = /[bcdfghjklmnpqrstvwxz]/;

function undoubled(stem: string): string | undefined {
  const last = stem.at(-1) ?? '';
  return stem.length >= 3 && last === stem.at(-2) && CONSONANT.test(last)
    ? stem.slice(0, -1)
    : undefined;
}

// The bare form and its two usual spellings before a vowel ending: a dropped "e" ("closing",
// "close") and a doubled final consonant ("quitting", "quit").
function beforeVowelEnding(stem: string): string[] {
  const undouble = undoubled(stem);
  return [stem, `${stem}e`, ...(undouble ? [undouble] : [])];
}

/**
 * Base forms a word may be a regular inflection of, likeliest first: "-ies" and "-ied" as "-y",
 * "-ing" and "-ed" with a dropped "e" or a doubled consonant, "-es" and "-s". Empty for a word
 * with none of these endings or too short to have one.
 */
export function inflectionBases(word: string): string[] {
  if (word.length < 4) return [];
  if (/(?:ies|ied)$/.test(word)) return [`${word.slice(0, -3)}y`];
  if (word.endsWith('ing') && word.length >= 6) return beforeVowelEnding(word.slice(0, -3));
  if (word.endsWith('ed') && word.length >= 5) return beforeVowelEnding(word.slice(0, -2));
  if (word.endsWith('es')) return [word.slice(0, -2), word.slice(0, -1)];
  if (word.endsWith('s') && !word.endsWith('ss')) return [word.slice(0, -1)];
  return [];
}
