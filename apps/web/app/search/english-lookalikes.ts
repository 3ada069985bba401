import { closestWord } from './closest-word';

/** Every way of reaching a word by deleting up to `edits` of its letters, the word included. */
function deletions(word: string, edits: number): string[] {
  let level = [word];
  const all = new Set(level);
  for (let edit = 0; edit < edits; edit += 1) {
    level = level.flatMap((from) =>
      Array.from({ length: from.length }, (_, at) => from.slice(0, at) + from.slice(at + 1)),
    );
    for (const shorter of level) all.add(shorter);
  }
  return [...all];
}

/**
 * The English words that `closestWord` would "correct" into another of `targets` though they are
 * spelt right: "founded" (into "funded"), "hire" (into "here"), less those `isFound` finds as
 * typed (a search that finds pages corrects nothing). Only these are needed to tell a real word
 * from a slip, so the browser gets a few thousand words instead of an English dictionary; see
 * `english-lookalike-words.ts`, which its test keeps equal to this over the site's words.
 *
 * Two words within two edits (deletions, insertions, replacements, swaps) share a string reached
 * by deleting at most two letters from each, so candidates are found through an index of the
 * targets' deletions, then confirmed by `closestWord` itself.
 */
export function englishLookalikes(
  targets: ReadonlyMap<string, number>,
  englishWords: Iterable<string>,
  isFound: (word: string) => boolean,
): string[] {
  const byDeletion = new Map<string, string[]>();
  for (const word of targets.keys()) {
    for (const shorter of deletions(word, 2)) {
      const words = byDeletion.get(shorter);
      if (words) words.push(word);
      else byDeletion.set(shorter, [word]);
    }
  }
  const found: string[] = [];
  for (const word of new Set(englishWords)) {
    if (word.length < 4 || !/^\p{Ll}+$/u.test(word)) continue;
    const near = new Map<string, number>();
    for (const shorter of deletions(word, word.length >= 7 ? 2 : 1)) {
      for (const candidate of byDeletion.get(shorter) ?? [])
        near.set(candidate, targets.get(candidate) ?? 0);
    }
    if (near.size > 0 && closestWord(word, near) !== undefined && !isFound(word)) found.push(word);
  }
  return found.sort();
}
