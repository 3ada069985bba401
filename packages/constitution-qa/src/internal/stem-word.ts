// The Porter stemmer (M. F. Porter, 1980), written for this package: it folds inflections
// ("members", "membership" and "member" stay apart; "elected", "elections", "elect" meet) so
// questions and the constitution meet on the same word forms.

import { baseOfIrregular } from './irregular-verbs';

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
// Stems of words already seen; questions and passages reuse a small vocabulary. Bounded so that
// arbitrary input cannot grow it without limit.
const cache = new Map<string, string>();
const CACHE_LIMIT = 20_000;

function isConsonant(word: string, index: number): boolean {
  const letter = word[index] ?? '';
  if (VOWELS.has(letter)) return false;
  if (letter === 'y') return index === 0 || !isConsonant(word, index - 1);
  return true;
}

/** Porter's m: the number of vowel-consonant sequences in the stem. */
function measure(stem: string): number {
  let count = 0;
  let index = 0;
  const length = stem.length;
  while (index < length && isConsonant(stem, index)) index += 1;
  while (index < length) {
    while (index < length && !isConsonant(stem, index)) index += 1;
    if (index >= length) break;
    while (index < length && isConsonant(stem, index)) index += 1;
    count += 1;
  }
  return count;
}

function hasVowel(stem: string): boolean {
  for (let index = 0; index < stem.length; index += 1) if (!isConsonant(stem, index)) return true;
  return false;
}

function endsDoubleConsonant(word: string): boolean {
  const length = word.length;
  return length >= 2 && word[length - 1] === word[length - 2] && isConsonant(word, length - 1);
}

/** Consonant-vowel-consonant at the end, the last not w, x or y. */
function endsCvc(word: string): boolean {
  const length = word.length;
  if (length < 3) return false;
  const last = word[length - 1] ?? '';
  return (
    isConsonant(word, length - 3) &&
    !isConsonant(word, length - 2) &&
    isConsonant(word, length - 1) &&
    !'wxy'.includes(last)
  );
}

function replaceSuffix(
  word: string,
  rules: ReadonlyArray<readonly [string, string]>,
  minMeasure: number,
): string {
  for (const [suffix, replacement] of rules) {
    if (word.endsWith(suffix)) {
      const stem = word.slice(0, -suffix.length);
      return measure(stem) > minMeasure ? stem + replacement : word;
    }
  }
  return word;
}

const STEP2: ReadonlyArray<readonly [string, string]> = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
];
const STEP3: ReadonlyArray<readonly [string, string]> = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];
const STEP4 = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ion',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
];

function step1(word: string): string {
  let result = word;
  if (result.endsWith('sses') || result.endsWith('ies')) result = result.slice(0, -2);
  else if (result.endsWith('s') && !result.endsWith('ss')) result = result.slice(0, -1);

  if (result.endsWith('eed')) {
    if (measure(result.slice(0, -3)) > 0) result = result.slice(0, -1);
  } else {
    const suffix = result.endsWith('ed') ? 'ed' : result.endsWith('ing') ? 'ing' : '';
    const stem = suffix ? result.slice(0, -suffix.length) : '';
    if (suffix && hasVowel(stem)) {
      result = stem;
      if (/(at|bl|iz)$/.test(result)) result += 'e';
      else if (endsDoubleConsonant(result) && !/[lsz]$/.test(result)) result = result.slice(0, -1);
      else if (measure(result) === 1 && endsCvc(result)) result += 'e';
    }
  }
  if (result.endsWith('y') && hasVowel(result.slice(0, -1))) result = `${result.slice(0, -1)}i`;
  return result;
}

function step4(word: string): string {
  for (const suffix of STEP4) {
    if (!word.endsWith(suffix)) continue;
    const stem = word.slice(0, -suffix.length);
    if (measure(stem) <= 1) return word;
    if (suffix === 'ion' && !/[st]$/.test(stem)) return word;
    return stem;
  }
  return word;
}

function step5(word: string): string {
  let result = word;
  if (result.endsWith('e')) {
    const stem = result.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !endsCvc(stem))) result = stem;
  }
  if (measure(result) > 1 && endsDoubleConsonant(result) && result.endsWith('l'))
    result = result.slice(0, -1);
  return result;
}

/**
 * The Porter stem of a lower-case English word; words of two letters or fewer stay as they are.
 * Two additions to Porter: "-ship" goes, so "membership" meets "member" and "leadership" "leader",
 * the way members use them interchangeably; and British "-ise" is read as "-ize".
 */
export function stemWord(word: string): string {
  if (word.length <= 2 || !/^[a-z]+$/.test(word)) return word;
  const known = cache.get(word);
  if (known !== undefined) return known;
  if (cache.size >= CACHE_LIMIT) cache.clear();
  const stem = porterStem(baseOfIrregular(word));
  cache.set(word, stem);
  return stem;
}

function porterStem(word: string): string {
  // British "-ise" spellings meet American "-ize" ones ("recognised", "recognized").
  const spelled = word.length >= 6 ? word.replace(/is(e|es|ed|ing|ation|ations)$/, 'iz$1') : word;
  const base = spelled.endsWith('ships')
    ? spelled.slice(0, -5)
    : spelled.endsWith('ship')
      ? spelled.slice(0, -4)
      : spelled;
  let result = step1(base.length >= 4 ? base : spelled);
  result = replaceSuffix(result, STEP2, 0);
  result = replaceSuffix(result, STEP3, 0);
  result = step4(result);
  return step5(result);
}
