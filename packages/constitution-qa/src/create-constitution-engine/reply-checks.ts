import { ProviderError } from '../providers/provider-error';

// What a model's reply may not hold, whatever it cites: a way to reach someone (a link, an
// address, a number to call) that the passages do not hold, and markup or junk in place of a few
// sentences of plain text. Read from how addresses and numbers are written, not from any reply.

// A host: labels joined by dots, ending in a top-level domain of letters (any, not a list: new
// ones are cheap to register), with a path after it or not ("coaz-payments.info",
// "bit.ly/coaz-pay").
const HOST = /\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9-]+)*\.[a-z]{2,24}\b(?:\/\S*)?/gi;
// A scheme before a colon with no space after it ("javascript:alert(1)", "tel:0977…",
// "mailto:x", "data:text/html"); "Article 40: Fees" has its space.
const SCHEME = /\b[a-z][a-z0-9+.-]{1,31}:(?=[^\s:])\S*/gi;
// A protocol-relative address ("//evil.example/pay").
const PROTOCOL_RELATIVE = /(?:^|[^\w:/])(\/\/[^\s/]\S*)/g;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/g;
// An address spelled out: "coaz dot help slash pay", "name at coaz dot org".
const SPELLED_ADDRESS = /\b[a-z0-9-]+\s*[([]?\s*(?:dot|slash)\s*[)\]]?\s*[a-z0-9-]+\b/gi;
const DIGIT_WORDS = new Map(
  ['zero', 'oh', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'].map(
    (word, index) => [word, String(Math.max(0, index - 1))],
  ),
);
// "double seven", "triple one": a digit said twice or three times.
const REPEATS = new Map([
  ['double', 2],
  ['triple', 3],
]);
// Digits in a row, said or written, that make a telephone number (Zambia's have 9 or 10; local
// ones elsewhere 7).
const PHONE_DIGITS = 7;
// Digits said in words that such a run must hold: a run written in figures alone ("Articles 40,
// 41, 42 and 43") is a list, and a figure the passages do not state is refused as such.
const SAID_DIGITS = 3;

/**
 * Refuses a reply that gives a link, an e-mail address, a scheme ("javascript:", "tel:"), a
 * protocol-relative address, an address spelled out with "dot" or "slash", or a telephone number
 * written in number words ("zero nine seven seven, one two three…"), unless `passages` hold it.
 * @throws {ProviderError} naming what the reply gave
 */
export function refuseContacts(text: string, passages: string): void {
  const held = passages.toLowerCase();
  const found = [
    ...[...text.matchAll(EMAIL)].map((match) => match[0]),
    ...[...text.matchAll(HOST)].map((match) => match[0]),
    ...[...text.matchAll(SCHEME)].map((match) => match[0]),
    ...[...text.matchAll(PROTOCOL_RELATIVE)].map((match) => match[1] ?? ''),
    ...[...text.matchAll(SPELLED_ADDRESS)].map((match) => match[0]),
  ];
  for (const link of found) {
    const bare = link.replace(/[.,;:!?)\]'"]+$/, '');
    if (bare !== '' && !held.includes(bare.toLowerCase()))
      throw new ProviderError(`The model gave a link, ${bare}, no passage holds`);
  }
  const heldDigits = digitRuns(passages).map(({ digits }) => digits);
  for (const { digits, said } of digitRuns(text)) {
    if (said < SAID_DIGITS || digits.length < PHONE_DIGITS) continue;
    if (!heldDigits.some((held) => held.includes(digits)))
      throw new ProviderError('The model gave a number to call, in words, that no passage holds');
  }
}

// Digits in a row, said in words or written ("zero nine seven seven, one two three", "097 seven"),
// apart only by spaces, commas, dots or dashes, with how many were said in words.
function digitRuns(text: string): { digits: string; said: number }[] {
  const runs: { digits: string; said: number }[] = [];
  let run = { digits: '', said: 0 };
  let repeat = 1;
  for (const token of text.toLowerCase().split(/[\s,.;:()–-]+/)) {
    if (token === '') continue;
    const said = DIGIT_WORDS.get(token);
    if (said !== undefined) {
      run.digits += said.repeat(repeat);
      run.said += repeat;
      repeat = 1;
    } else if (/^\d+$/.test(token)) {
      run.digits += token;
      repeat = 1;
    } else if (REPEATS.has(token)) {
      repeat = REPEATS.get(token) ?? 1;
    } else {
      if (run.digits !== '') runs.push(run);
      run = { digits: '', said: 0 };
      repeat = 1;
    }
  }
  if (run.digits !== '') runs.push(run);
  return runs;
}

// A sensible answer is a few sentences: the model is asked for that, with `max_tokens: 500`.
// Four times a long extractive answer is past any answer, and within what a runaway model sends.
const MAX_REPLY_LENGTH = 2000;
// The longest run of characters without a space a reply may hold: English words and the
// constitution's references ("Article 153(2)(a)") are far shorter.
const MAX_TOKEN_LENGTH = 40;
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>|<!--/i;
const MARKDOWN_LINK = /!?\[[^\]\n]*\]\([^)\n]*\)|^\s*\[[^\]\n]+\]:\s*\S/m;
// One character twenty times ("AAAA…", "!!!!…"), or one word six times in a row.
const REPEATED_CHARACTER = /(\S)\1{19,}/;
const REPEATED_WORD = /\b(\w+)(?:\W+\1\b){5,}/i;

/**
 * Refuses a reply that is not a few sentences of plain text: HTML tags, markdown links or images,
 * a reply longer than `MAX_REPLY_LENGTH`, a run of over `MAX_TOKEN_LENGTH` characters without a
 * space that the passages do not hold, or one character or word repeated on and on. A widget shows the reply as text, so markup
 * would be shown as code, and junk is a model broken or told to flood the page.
 * @throws {ProviderError} naming what the reply held
 */
export function refuseMarkupAndJunk(text: string, passages: string): void {
  if (text.length > MAX_REPLY_LENGTH)
    throw new ProviderError(
      `The model's reply ran to ${text.length} characters, more than ${MAX_REPLY_LENGTH}`,
    );
  if (HTML_TAG.test(text)) throw new ProviderError("The model's reply held HTML");
  if (MARKDOWN_LINK.test(text)) throw new ProviderError("The model's reply held a markdown link");
  const longest = Math.max(
    0,
    ...text
      .split(/\s+/)
      .filter((token) => !passages.includes(token))
      .map((token) => token.length),
  );
  if (longest > MAX_TOKEN_LENGTH)
    throw new ProviderError(
      `The model's reply held ${longest} characters without a space, more than ${MAX_TOKEN_LENGTH}`,
    );
  if (REPEATED_CHARACTER.test(text) || REPEATED_WORD.test(text))
    throw new ProviderError("The model's reply repeated itself");
}
