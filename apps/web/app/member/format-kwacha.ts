const KWACHA = new Intl.NumberFormat('en-ZM', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount of Kwacha the one way the site shows money: `K`, thousands grouped, two decimals
 * (ngwee), so a fee reads the same on /join, the payment page and the dues screen.
 * @example formatKwacha(1250.5) // 'K1,250.50'
 */
export function formatKwacha(amount: number): string {
  return `K${KWACHA.format(amount)}`;
}
