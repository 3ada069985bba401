import { TEENS, TENS, UNITS } from '../internal/number-words';

const FIRST_WORD = [...UNITS, ...TEENS, ...TENS.filter(Boolean)].join('|');
const NUMBER_WORD = `${FIRST_WORD}|hundred|and`;
// "Article" and its abbreviations, and its commonest misspellings on a phone keyboard.
const ARTICLE_WORD =
  '(?:article|articles|artcle|artical|articel|articl|artikel|atricle|aticle|artice|arts|art|sections|section|sec)';
const NUMBER = `\\d{1,3}\\b|(?:${FIRST_WORD})\\b(?:[\\s-]+(?:${NUMBER_WORD})\\b)*`;
const NUMBER_SIGN = String.raw`(?:no\.?\s*|number\s+|#\s*)?`;
const NAMED = String.raw`\b${ARTICLE_WORD}\b\.?\s*${NUMBER_SIGN}(${NUMBER})`;
// "the 40th article", "the 3rd section".
const ORDINAL = String.raw`\b(\d{1,3})(?:st|nd|rd|th)\s+${ARTICLE_WORD}\b`;
const MENTION = `${NAMED}|${ORDINAL}`;
const ARTICLE_REFERENCE = new RegExp(MENTION, 'i');
// A range of Articles: "articles 12 to 14", "arts 3-5", "Articles 12 through 14", "from article 12
// to article 14". A dash joins figures only ("article 40 - one question" names one), and a number
// followed by a unit counts something else ("article 12 to 14 days", "article 40 - 2 members"),
// so it ends no range.
const ARTICLE_PREFIX = String.raw`(?:${ARTICLE_WORD}\b\.?\s*${NUMBER_SIGN})?`;
const RANGE_WORD = String.raw`\b(?:to|through|thru|till|until)\b`;
const NOT_A_COUNT = String.raw`(?!\s*(?:%|percent\b|per\s*cent\b|(?:days?|weeks?|months?|years?|hours?|minutes?|times?|members?|persons?|people|votes?|kwacha|k)\b))`;
const RANGE_END = String.raw`(?:\s*[-–—]\s*${ARTICLE_PREFIX}\d{1,3}\b|\s*${RANGE_WORD}\s*${ARTICLE_PREFIX}(?:${NUMBER}))${NOT_A_COUNT}`;
// A list goes on after a named Article: "articles 12 and 13", "art 5, 6 and 9", "article 12 and
// article 13", "article 12 or 14", each item a number or a range. Only a number (or "article" and a
// number) may follow the joining word, so "article 40 and what does it say" names one Article.
const LISTED = String.raw`(?:\s*(?:,|&|\band\b|\bor\b)\s*(?:and\s+)?${ARTICLE_PREFIX}(?:${NUMBER})(?:${RANGE_END})?)*`;
const MENTION_LIST = new RegExp(`(?:${NAMED})(?:${RANGE_END})?${LISTED}|${ORDINAL}`, 'gi');
// How many Articles one question is read as naming: an answer quotes each in turn. A range or list
// naming more is read up to this many, and the answer says which further ones it left.
const MOST_NAMED = 3;
// Article numbers have at most three digits, so a range never names more than this many.
const MOST_IN_RANGE = 999;

/** Every mention of an Article by number in a text ("article 40", "the 40th article"). */
export const ARTICLE_MENTION = new RegExp(MENTION, 'gi');

/**
 * Every mention of Articles by number in a text, with the lists and ranges that go on from one
 * ("articles 12 and 13", "art 5, 6 and 9", "articles 12 to 14"): the words that name Articles,
 * which say nothing of a subject.
 */
export const ARTICLE_MENTIONS = MENTION_LIST;

/**
 * The Article numbers a question names, in the order named and each once, up to three: "explain
 * article 12 and article 13" and "articles 12 and 13" name 12 and 13, "art 5, 6 and 9" names 5,
 * 6 and 9, "compare article ten and eleven" names 10 and 11, "articles 12 to 14" and "arts 12-14"
 * name 12, 13 and 14.
 *
 * @example articleReferences('What do articles 12 and 13 say?') // [12, 13]
 */
export function articleReferences(question: string): number[] {
  return namedArticleNumbers(question).slice(0, MOST_NAMED);
}

/**
 * Every Article number a question names, in the order named and each once, ranges read out
 * ("articles 12 to 20" names nine): {@link articleReferences} reads the first three, and an
 * answer says which of the rest it left.
 */
export function namedArticleNumbers(question: string): number[] {
  const numbers = new Set<number>();
  for (const match of String(question ?? '').matchAll(new RegExp(MENTION_LIST))) {
    const listed =
      match[2] !== undefined
        ? [Number(match[2])]
        : numbersListed(match[0].replace(ARTICLE_WORDS, ' '));
    for (const number of listed) numbers.add(number);
  }
  return [...numbers];
}

const ARTICLE_WORDS = new RegExp(String.raw`\b${ARTICLE_WORD}\b\.?|\bno\.|\bnumber\b|#`, 'gi');

// The numbers of a list with its Article words taken out: " 5, 6 and 9" → 5, 6, 9; "ten and
// eleven" → 10, 11; "one hundred and five" → 105 ("and" after "hundred" belongs to the number);
// " 12 to 14" and " 12-14" → 12, 13, 14. A range written backwards ("article 40 to one who…")
// is another use of "to": only its first number is an Article's.
function numbersListed(text: string): number[] {
  return text
    .split(/,|&|\bor\b|(?<!hundred)\s+and\b/i)
    .map((piece) => piece.replace(/^\s*and\b/i, '').trim())
    .filter((piece) => piece !== '')
    .flatMap(rangeOrNumber);
}

const RANGE_JOIN = new RegExp(String.raw`\s*(?:[-–—]|${RANGE_WORD})\s*`, 'gi');

function rangeOrNumber(piece: string): number[] {
  const single = numberOf(piece);
  if (single !== undefined) return [single];
  // "forty-two to fifty" joins at "to", not at the hyphen inside the first number.
  for (const join of piece.matchAll(RANGE_JOIN)) {
    const from = numberOf(piece.slice(0, join.index));
    const to = numberOf(piece.slice(join.index + join[0].length));
    if (from === undefined || to === undefined) continue;
    if (to < from) return [from];
    return Array.from({ length: Math.min(to - from + 1, MOST_IN_RANGE) }, (_, s) => from + s);
  }
  return [];
}

function numberOf(piece: string): number | undefined {
  const trimmed = piece.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : wordsToNumber(trimmed);
}

/**
 * The Article number a question names directly ("article 40", "Art. 40", "section 40",
 * "article no. 40", "article forty", "the 40th article", "artcle 40"), or undefined when it names
 * none.
 *
 * @example articleReference('What does art. 12 say?') // 12
 */
export function articleReference(question: string): number | undefined {
  const match = ARTICLE_REFERENCE.exec(question);
  const reference = (match?.[1] ?? match?.[2])?.trim();
  if (!reference) return undefined;
  if (/^\d+$/.test(reference)) return Number(reference);
  return wordsToNumber(reference);
}

// "forty-two" → 42, "one hundred and five" → 105; undefined for words that make no number.
function wordsToNumber(text: string): number | undefined {
  const words = text
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((word) => word !== '');
  let total = 0;
  let current = 0;
  let seen = false;
  let previous = '';
  for (const word of words) {
    // "and" belongs to the number only after "hundred": "ten and eleven" names two Articles.
    if (word === 'and') {
      if (previous !== 'hundred') break;
      previous = word;
      continue;
    }
    previous = word;
    if (word === 'hundred') {
      current = (current === 0 ? 1 : current) * 100;
      continue;
    }
    const value =
      UNITS.indexOf(word) >= 0
        ? UNITS.indexOf(word)
        : TEENS.indexOf(word) >= 0
          ? 10 + TEENS.indexOf(word)
          : TENS.indexOf(word) >= 2
            ? TENS.indexOf(word) * 10
            : undefined;
    if (value === undefined) return undefined;
    current += value;
    seen = true;
  }
  total += current;
  return seen || total > 0 ? total : undefined;
}
