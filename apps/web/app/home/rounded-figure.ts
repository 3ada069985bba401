/** Below this a figure is shown exactly: rounding it would drop most of what it says. */
const EXACT_BELOW = 100;

/**
 * A count as the home page shows it: exact below 100, else rounded down to its first two digits
 * and marked `+` when that dropped anything (`1,250` is `1,200+`, `812` is `810+`, `1,200` stays
 * `1,200`), with thousands separated as the site writes numbers.
 * @example roundedFigure(1250) // '1,200+'
 */
export function roundedFigure(value: number): string {
  if (value < EXACT_BELOW) return value.toLocaleString('en-GB');
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  const shown = Math.floor(value / step) * step;
  return `${shown.toLocaleString('en-GB')}${shown < value ? '+' : ''}`;
}
