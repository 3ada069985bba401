import { editDistance } from './edit-distance';

/** A known word within reach of a looked-up one. */
export interface NearWord<T> {
  word: string;
  value: T;
  distance: number;
}

/** Known words, each with a value, found by edit distance. */
export interface NearWordIndex<T> {
  /**
   * Known words within `limit` edits of `word` (itself included when known), in no order. A word
   * that differs only in doubled letters ("comitee", "committee") is one edit away, however many
   * letters are doubled: writing a double letter single, or a single one double, is the commonest
   * slip in spelling English, and is one slip of knowledge rather than several of the hand.
   */
  near(word: string, limit: number): NearWord<T>[];
}

/**
 * Near-word lookups made by every index of the process: what a question costs, counted by tests
 * (question-cost.test.ts), where wall-clock time would make them flaky.
 */
export const nearWordLookups = { count: 0 };

/**
 * The one near-word lookup of the package (misspelt question words, misspelt titles, the spelling
 * corrector). Words are bucketed by first letter and length: a typo rarely hits the first letter,
 * and only words of about the same length can be within reach, so a lookup reads a few buckets.
 * A word may be added more than once with different values.
 */
export function createNearWordIndex<T>(entries: Iterable<readonly [string, T]>): NearWordIndex<T> {
  const buckets = new Map<string, [string, T][]>();
  const bySingleLetters = new Map<string, [string, T][]>();
  const add = (map: Map<string, [string, T][]>, key: string, entry: [string, T]) => {
    const bucket = map.get(key) ?? [];
    bucket.push(entry);
    map.set(key, bucket);
  };
  for (const [word, value] of entries) {
    if (word === '') continue;
    add(buckets, `${word[0]}${word.length}`, [word, value]);
    add(bySingleLetters, singleLetters(word), [word, value]);
  }
  return {
    near(word, limit) {
      nearWordLookups.count += 1;
      const found: NearWord<T>[] = [];
      if (word === '') return found;
      for (let length = word.length - limit; length <= word.length + limit; length += 1) {
        for (const [candidate, value] of buckets.get(`${word[0]}${length}`) ?? []) {
          const distance = editDistance(word, candidate, limit);
          if (distance <= limit) found.push({ word: candidate, value, distance });
        }
      }
      if (limit < 1) return found;
      for (const [candidate, value] of bySingleLetters.get(singleLetters(word)) ?? []) {
        const reached = found.some((near) => near.word === candidate && near.value === value);
        if (!reached) found.push({ word: candidate, value, distance: 1 });
      }
      return found;
    },
  };
}

/** A word with each run of one letter written once: "committee" and "comitee" give "comite". */
export function singleLetters(word: string): string {
  return word.replace(/(.)\1+/g, '$1');
}
