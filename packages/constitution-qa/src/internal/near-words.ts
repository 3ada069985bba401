import { editDistance } from './edit-distance';

/** A known word within reach of a looked-up one. */
export interface NearWord<T> {
  word: string;
  value: T;
  distance: number;
}

/** Known words, each with a value, found by edit distance. */
export interface NearWordIndex<T> {
  /** Known words within `limit` edits of `word` (itself included when known), in no order. */
  near(word: string, limit: number): NearWord<T>[];
}

/**
 * The one near-word lookup of the package (misspelt question words, misspelt titles, the spelling
 * corrector). Words are bucketed by first letter and length: a typo rarely hits the first letter,
 * and only words of about the same length can be within reach, so a lookup reads a few buckets.
 * A word may be added more than once with different values.
 */
export function createNearWordIndex<T>(entries: Iterable<readonly [string, T]>): NearWordIndex<T> {
  const buckets = new Map<string, [string, T][]>();
  for (const [word, value] of entries) {
    if (word === '') continue;
    const key = `${word[0]}${word.length}`;
    const bucket = buckets.get(key) ?? [];
    bucket.push([word, value]);
    buckets.set(key, bucket);
  }
  return {
    near(word, limit) {
      const found: NearWord<T>[] = [];
      if (word === '') return found;
      for (let length = word.length - limit; length <= word.length + limit; length += 1) {
        for (const [candidate, value] of buckets.get(`${word[0]}${length}`) ?? []) {
          const distance = editDistance(word, candidate, limit);
          if (distance <= limit) found.push({ word: candidate, value, distance });
        }
      }
      return found;
    },
  };
}
