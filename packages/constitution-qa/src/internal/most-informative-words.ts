/**
 * Most distinct words a reader ranks a message by. Ranking costs about one pass over the
 * document's vocabulary per distinct word (the semantic ranking; a misspelling's correction and a
 * neighbour in meaning for a word the document does not use), so a 2,000-character message of 400
 * distinct words cost the engine 100 to 140 ms, 25 to 40 times a short question's 3 to 5 ms, and at
 * the chat endpoint's allowed rate one address could keep a quarter of a core busy. With the cap it
 * costs 13 to 15 ms (`scripts/bench-long-questions.mjs`, 5 December 2026). The most content words
 * any question of the sets we may read has is 16 (one of apart-tuning's; most have under 8), so no
 * real question reaches the cap, and every evaluation figure, validation's and the held-out set's
 * included, stayed the same.
 */
export const MAX_RANKED_WORDS = 24;

/**
 * Most of those words that the document does not use. Each costs more than a word it uses (a
 * near-word lookup for its correction, and a pass over the vocabulary for its neighbours in
 * meaning), so 24 near misses ("admintstratoon") cost 33 ms of CPU against 4 for a short question
 * (`scripts/bench-long-questions.mjs`, 7 December 2026); with at most 12 they cost about half. No
 * question of the sets we may read has more than 12 such words, and the tuning figures stayed the
 * same.
 */
export const MAX_UNKNOWN_WORDS = 12;

/**
 * The distinct words of a message a reader ranks it by: every one when there are at most `limit`;
 * else the `limit` the document makes most informative, rarest first by the reader's own
 * `documentIdf`, then, when room is left, words the document does not use (`documentIdf` gives
 * undefined), which reach it only through a correction or a neighbour in meaning, the earlier first
 * and at most `unknownLimit` of them, however short the message. Chosen before any costly step, so
 * a long message costs no more than one of `limit` words. The Articles a message names are read from its text, not from these words.
 */
export function mostInformativeWords(
  words: Iterable<string>,
  documentIdf: (word: string) => number | undefined,
  limit = MAX_RANKED_WORDS,
  unknownLimit = MAX_UNKNOWN_WORDS,
): Set<string> {
  const weighed = [...new Set(words)].map((word, order) => ({
    word,
    order,
    weight: documentIdf(word) ?? Number.NEGATIVE_INFINITY,
  }));
  let unknown = 0;
  const kept = weighed.filter(
    ({ weight }) => weight !== Number.NEGATIVE_INFINITY || ++unknown <= unknownLimit,
  );
  if (kept.length <= limit) return new Set(kept.map(({ word }) => word));
  kept.sort((left, right) => right.weight - left.weight || left.order - right.order);
  return new Set(kept.slice(0, limit).map(({ word }) => word));
}
