/** The highest annual subscription the member service accepts, in Kwacha (its own limit too). */
export const MAX_DUES_KWACHA = 100_000;

/** What an admin typed as a subscription: the amount in Kwacha, or what is wrong with it. */
export type DuesAmountReading = { amount: number } | { problem: string };

/**
 * Reads an annual subscription as an admin types it: Kwacha with up to two decimals, with or
 * without a leading `K` and thousands commas (`350`, `K1,250.50`).
 */
export function readDuesAmount(typed: string): DuesAmountReading {
  const plain = typed.trim().replace(/^K\s*/i, '').replaceAll(',', '');
  if (plain === '') return { problem: 'Enter the amount in Kwacha, such as 300' };
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) {
    return /^\d+\.\d{3,}$/.test(plain)
      ? { problem: 'Use at most two decimals (ngwee), such as 350.50' }
      : { problem: 'Enter the amount in Kwacha as a number, such as 300 or 350.50' };
  }
  const amount = Number(plain);
  if (amount <= 0) return { problem: 'The subscription must be more than K0' };
  if (amount > MAX_DUES_KWACHA) {
    return {
      problem: `The subscription can be at most K${MAX_DUES_KWACHA.toLocaleString('en-ZM')}`,
    };
  }
  return { amount };
}
