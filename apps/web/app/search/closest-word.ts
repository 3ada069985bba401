/** Edit distance between two words (insert, delete, replace, and swapping two neighbours). */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/**
 * The word of `vocabulary` a mistyped word most likely meant: the nearest within one edit (two
 * for words of seven letters or more, starting with the same letter), the most frequent of equals.
 * Short words are not guessed.
 */
export function closestWord(
  word: string,
  vocabulary: ReadonlyMap<string, number>,
): string | undefined {
  if (word.length < 4) return undefined;
  const allowed = word.length >= 7 ? 2 : 1;
  let best: { word: string; distance: number; count: number } | undefined;
  for (const [candidate, count] of vocabulary) {
    if (Math.abs(candidate.length - word.length) > allowed) continue;
    const distance = editDistance(word, candidate);
    if (distance === 0 || distance > allowed) continue;
    // Two edits away and another first letter is another word, not a slip: "funeral" is not
    // "general". A mistyped first letter is rare; one edit is still corrected whatever it is.
    if (distance === 2 && candidate[0] !== word[0]) continue;
    if (!best || distance < best.distance || (distance === best.distance && count > best.count)) {
      best = { word: candidate, distance, count };
    }
  }
  return best?.word;
}
