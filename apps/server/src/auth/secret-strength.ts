/**
 * Bits of entropy a secret must show. 128 bits is what a signing key needs; `openssl rand
 * -base64 48` shows about 400 by this estimate, `openssl rand -hex 32` about 330.
 */
export const MIN_SECRET_ENTROPY_BITS = 128;

/** What a word costs a guesser who tries words first: one of about 2 000 common ones. */
const WORD_BITS = 11;

/** How much of a secret the estimate reads. */
const MAX_SECRET_READ = 256;

/** A year such as 2026 (1900 to 2099): a guesser tries those first. */
const YEAR_BITS = 7;

const KEYBOARD_ROWS = ['`1234567890-=', 'qwertyuiop[]\\', "asdfghjkl;'", 'zxcvbnm,./'];

const isLetter = (character: string) => /^[a-z]$/i.test(character);
const isDigit = (character: string) => /^[0-9]$/.test(character);

/** How many characters a guesser of random characters would try: the classes the secret uses. */
function cardinality(secret: string): number {
  let size = 0;
  if (/[a-z]/.test(secret)) size += 26;
  if (/[A-Z]/.test(secret)) size += 26;
  if (/[0-9]/.test(secret)) size += 10;
  if (/[^a-zA-Z0-9]/.test(secret)) size += 33;
  return Math.max(size, 2);
}

/** Whether `b` follows `a` on a keyboard row, in `direction` (1 or -1). */
function keyboardNeighbours(a: string, b: string, direction: number): boolean {
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  return KEYBOARD_ROWS.some((row) => {
    const at = row.indexOf(lowerA);
    return at >= 0 && row[at + direction] === lowerB;
  });
}

/** Length of the run from `start` whose characters step by one (code point or key) one way. */
function sequenceLength(characters: string[], start: number): number {
  let best = 1;
  for (const step of [1, -1]) {
    for (const byKey of [false, true]) {
      let end = start + 1;
      while (end < characters.length) {
        const previous = characters[end - 1] ?? '';
        const next = characters[end] ?? '';
        const follows = byKey
          ? keyboardNeighbours(previous, next, step)
          : next.codePointAt(0) === (previous.codePointAt(0) ?? 0) + step;
        if (!follows) break;
        end += 1;
      }
      best = Math.max(best, end - start);
    }
  }
  return best;
}

/** The longest run of letters taken for one word; a longer one is words joined together. */
const LONGEST_WORD = 20;

/** Whether a run of letters reads like a word: vowels among its consonants, as words have. */
function isWordLike(text: string): boolean {
  if (text.length < 3 || text.length > LONGEST_WORD) return false;
  const lower = text.toLowerCase();
  const vowels = [...lower].filter((character) => 'aeiouy'.includes(character)).length;
  return vowels / lower.length >= 0.2 && !/[^aeiouy]{4}/.test(lower);
}

/**
 * How many words a long run of letters holds when it reads like words run together
 * (`mysupersecretkeyforproduction`): English has about 40% vowels and seldom six consonants in a
 * row; random letters have 23% and nearly always do.
 */
function wordsRunTogether(text: string): number {
  if (text.length < 16) return 0;
  const vowels = [...text.toLowerCase()].filter((character) => 'aeiouy'.includes(character));
  const share = vowels.length / text.length;
  const english = share >= 0.37 && share <= 0.6 && !/[^aeiouy]{6}/i.test(text);
  return english ? Math.ceil(text.length / 5) : 0;
}

/** A run of letters read as words: where it starts, how long it is, how many words. */
interface WordRun {
  start: number;
  length: number;
  words: number;
}

/**
 * The words of the secret: runs of letters in lower case, UPPER case or camelCase
 * (`superSecret`, `MySecretKey`) whose every part reads like a word and that stand where people
 * put words (beside punctuation, or the whole secret; not amid digits as in `k3abe9x`), and long
 * runs that read like words run together, wherever they are.
 */
function wordRuns(secret: string): WordRun[] {
  const runs: WordRun[] = [];
  for (const letters of secret.matchAll(/[a-zA-Z]+/g)) {
    const text = letters[0];
    if (!/^(?:[a-z]+|[A-Z]+|[A-Z]?[a-z]+(?:[A-Z][a-z]+)*)$/.test(text)) continue;
    const before = secret[letters.index - 1] ?? '';
    const after = secret[letters.index + text.length] ?? '';
    // Punctuation beside it counts 2, an end of the secret 1, a digit 0: a word needs 2.
    const side = (character: string) => (character === '' ? 1 : /[0-9]/.test(character) ? 0 : 2);
    const apart = side(before) + side(after) >= 2;
    const parts = text.match(/[A-Z]?[a-z]+|[A-Z]+/g) ?? [];
    if (apart && parts.every(isWordLike)) {
      runs.push({ start: letters.index, length: text.length, words: parts.length });
    } else if (wordsRunTogether(text) > 0) {
      runs.push(...togetherRuns(letters.index, text, parts));
    }
  }
  return runs;
}

/**
 * The words of a long run that reads like words run together. In one case (`mysupersecretkey`)
 * the whole run. In camelCase (`MySuperSecretJwtKey`) only its stretches of word-like parts
 * (`SuperSecret`, `Key`): a person who capitalises words starts each with a capital, so a part that
 * reads like no word (`Jwt`, or `Tl` amid random base64 such as `OpjcDiTlIymtNeuyyfdHnca`) is not
 * one, and a random run whose vowels happen to look English no longer counts whole as a phrase.
 */
function togetherRuns(start: number, text: string, parts: string[]): WordRun[] {
  if (parts.length <= 1 || text === text.toLowerCase() || text === text.toUpperCase()) {
    return [{ start, length: text.length, words: wordsRunTogether(text) }];
  }
  const runs: WordRun[] = [];
  let at = start;
  let stretch: WordRun | undefined;
  for (const part of parts) {
    if (isWordLike(part)) {
      stretch ??= { start: at, length: 0, words: 0 };
      stretch.length += part.length;
      stretch.words += 1;
    } else if (stretch) {
      runs.push(stretch);
      stretch = undefined;
    }
    at += part.length;
  }
  if (stretch) runs.push(stretch);
  return runs;
}

/**
 * The secret's entropy in bits as a guesser who knows people's habits would see it: the cheapest
 * reading of it as random characters (from the classes it uses), runs of one character, runs
 * that step through the alphabet, the digits or a keyboard row (`abcdef`, `654321`, `qwerty`), a
 * part that repeats an earlier part, words (a run of letters that reads like one costs
 * {@link WORD_BITS}), years, and a separator used again. Random secrets keep nearly all their
 * bits; `abcdefghijklmnopqrstuvwxyzABCDEF` shows about 20.
 */
export function estimatedEntropyBits(whole: string): number {
  // A longer secret is at least as strong as its beginning, and the reading below grows with the
  // cube of the length.
  const secret = whole.slice(0, MAX_SECRET_READ);
  // UTF-16 units, as the word runs' indices count them.
  const characters = secret.split('');
  const n = characters.length;
  const perCharacter = Math.log2(cardinality(secret));
  const words = new Map(wordRuns(secret).map((run) => [run.start, run]));
  const best = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
  best[0] = 0;
  const offer = (end: number, bits: number, from: number) => {
    const total = (best[from] ?? 0) + bits;
    if (total < (best[end] ?? Number.POSITIVE_INFINITY)) best[end] = total;
  };
  let lastSeparator: string | undefined;
  for (let at = 0; at < n; at += 1) {
    const character = characters[at] ?? '';
    const separator = !isLetter(character) && !isDigit(character);
    offer(at + 1, separator && character === lastSeparator ? 1 : perCharacter, at);
    if (separator) lastSeparator = character;

    let repeat = at + 1;
    while (repeat < n && characters[repeat] === character) repeat += 1;
    for (let end = at + 3; end <= repeat; end += 1) {
      offer(end, perCharacter + Math.log2(end - at), at);
    }
    const sequence = sequenceLength(characters, at);
    for (let length = 3; length <= sequence; length += 1) {
      offer(at + length, perCharacter + 1 + Math.log2(length), at);
    }
    const rest = characters.slice(at).join('');
    const before = characters.slice(0, at).join('');
    for (let length = 4; length <= n - at; length += 1) {
      if (!before.includes(rest.slice(0, length))) break;
      offer(at + length, Math.log2(at) + Math.log2(length), at);
    }
    const word = words.get(at);
    if (word) offer(at + word.length, word.words * WORD_BITS, at);
    if (isDigit(character) && !isDigit(characters[at - 1] ?? '')) {
      const digits = rest.match(/^\d+/)?.[0] ?? '';
      if (/^(19|20)\d\d$/.test(digits)) offer(at + 4, YEAR_BITS, at);
    }
  }
  return best[n] ?? 0;
}

/** The share of the secret's characters inside word-like runs of letters. */
export function wordShare(secret: string): number {
  const covered = wordRuns(secret).reduce((sum, run) => sum + run.length, 0);
  return secret.length === 0 ? 0 : covered / secret.length;
}

/**
 * Refuses a secret that is mostly words (a phrase is guessable however long it grows), or that
 * shows less than {@link MIN_SECRET_ENTROPY_BITS}, naming the setting.
 * @throws when the secret is too predictable.
 */
export function assertStrongSecret(setting: string, secret: string): void {
  const advice = 'use a random value such as the output of `openssl rand -base64 48`';
  if (wordShare(secret) >= 0.5) {
    throw new Error(
      `${setting} is too predictable: it is mostly words, which guessers try first; ${advice}`,
    );
  }
  const bits = estimatedEntropyBits(secret);
  if (bits < MIN_SECRET_ENTROPY_BITS) {
    throw new Error(
      `${setting} is too predictable (about ${Math.floor(bits)} bits, ${MIN_SECRET_ENTROPY_BITS} needed): ${advice}`,
    );
  }
}
