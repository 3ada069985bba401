/** English number words, as constitutions write counts and periods ("thirty (30) days"). */
export const UNITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
];
export const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
export const TENS = [
  '',
  '',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
];

const VALUES = new Map<string, number>([
  ...UNITS.map((word, value) => [word, value] as const),
  ...TEENS.map((word, value) => [word, 10 + value] as const),
  ...TENS.flatMap((word, value) => (word ? [[word, value * 10] as const] : [])),
]);
// A fraction's denominator, as it is written with digits ("two-thirds" is 2/3).
const DENOMINATORS = new Map([
  ['half', 2],
  ['halves', 2],
  ['third', 3],
  ['thirds', 3],
  ['quarter', 4],
  ['quarters', 4],
  ['fourth', 4],
  ['fourths', 4],
  ['fifth', 5],
  ['fifths', 5],
]);
const SCALES = new Map([
  ['hundred', 100],
  ['thousand', 1000],
]);

/**
 * The numbers a text spells out in words, as digits: "thirty days" gives "30", "twenty-one" and
 * "twenty one" give "21", "two hundred" gives "200", "two-thirds" gives "2" and "3" (a third is
 * the number three of a fraction).
 */
export function spelledNumbers(text: string): string[] {
  const numbers: string[] = [];
  let current: number | undefined;
  const close = () => {
    if (current !== undefined) numbers.push(String(current));
    current = undefined;
  };
  for (const word of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    const value = VALUES.get(word) ?? DENOMINATORS.get(word);
    const scale = SCALES.get(word);
    if (scale !== undefined && current !== undefined) {
      current *= scale;
    } else if (
      value !== undefined &&
      current !== undefined &&
      current % 100 >= 20 &&
      current % 10 === 0 &&
      value < 10
    ) {
      current += value;
    } else if (
      value !== undefined &&
      current !== undefined &&
      current >= 100 &&
      current % 100 === 0
    ) {
      current += value;
    } else if (value !== undefined) {
      close();
      current = value;
    } else if (word !== 'and') {
      close();
    }
  }
  close();
  return numbers;
}
