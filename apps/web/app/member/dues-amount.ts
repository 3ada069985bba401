/**
 * The highest annual subscription the member service accepts, in Kwacha (its own limit too, see
 * `MAX_DUES_KWACHA` in the server's `dues-routes.ts`): ten times the dearest type, well below a
 * slip of a hundred times any of them.
 */
export const MAX_DUES_KWACHA = 5_000;

/** What an admin typed as a subscription: the amount in Kwacha, or what is wrong with it. */
export type DuesAmountReading = { amount: number } | { problem: string };

/** Thousands grouped by commas, three digits to a group: `1,250`, `12,500.50`. */
const GROUPED_THOUSANDS = /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/;

/**
 * Reads an annual subscription as an admin types it: Kwacha with up to two decimals after a
 * point, with or without a leading `K` and thousands commas (`350`, `K1,250.50`). A comma is read
 * only as a thousands separator in groups of three; anything else with a comma is refused, never
 * guessed: `350,50` (a decimal comma, as many keyboards and spreadsheets write it) was read as
 * 35050 and saved K35,050 a year.
 * @example readDuesAmount('K1,250.50') // { amount: 1250.5 }
 * @example readDuesAmount('350,50') // { problem: 'Use a point for ngwee, such as 350.50: …' }
 */
export function readDuesAmount(typed: string): DuesAmountReading {
  const written = typed.trim().replace(/^K\s*/i, '');
  if (written === '') return { problem: 'Enter the amount in Kwacha, such as 300' };
  if (written.includes(',') && !GROUPED_THOUSANDS.test(written)) {
    return /^\d+,\d{1,2}$/.test(written)
      ? {
          problem: `Use a point for ngwee, such as ${written.replace(',', '.')}: a comma only separates thousands, as in 1,250`,
        }
      : { problem: 'Write thousands with a comma every three digits, such as 1,250 or 1,250.50' };
  }
  const plain = written.replaceAll(',', '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) {
    return /^\d+\.\d{3,}$/.test(plain)
      ? { problem: 'Use at most two decimals (ngwee), such as 350.50' }
      : { problem: 'Enter the amount in Kwacha as a number, such as 300 or 350.50' };
  }
  const amount = Number(plain);
  if (amount <= 0) return { problem: 'The subscription must be more than K0' };
  if (amount > MAX_DUES_KWACHA) {
    return {
      problem: `The subscription can be at most K${MAX_DUES_KWACHA.toLocaleString('en-ZM')} a year`,
    };
  }
  return { amount };
}

/**
 * Whether a new subscription is far enough from the current one to ask before saving it: more
 * than double, or less than half. Every approval and renewal bills what is saved, at once.
 * @example bigDuesChange(300, 700) // 'more than double'
 */
export function bigDuesChange(current: number, next: number): string | undefined {
  if (next > current * 2) return 'more than double';
  if (next < current / 2) return 'less than half';
  return undefined;
}
