/**
 * An integer setting between `min` and `max`, or `fallback` when unset or blank (spaces only: an
 * operator's `PORT=" "` means "not set", where `Number(' ')` read it as 0, a random port, and
 * `HSTS_MAX_AGE_SECONDS=" "` as no HSTS at all).
 * @throws naming the variable, when the value is not written as such an integer in decimal digits
 * (`3e1`, `0x1E` and `30.0` are refused rather than read as 30)
 */
export function parseInteger(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  const written = value?.trim() ?? '';
  if (written === '') return fallback;
  const parsed = /^[+-]?\d+$/.test(written) ? Number(written) : Number.NaN;
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(
      `${name} must be an integer between ${min} and ${max}, not ${JSON.stringify(value)}`,
    );
  }
  return parsed;
}

/** A text setting trimmed, or undefined when unset or blank. */
export function optionalSetting(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/**
 * An on/off setting: `true` or `1`, `false` or `0` (any case), or `fallback` when unset or empty.
 * @throws naming the variable, when the value is another word (`yes`, `on`), which an operator
 * would otherwise believe set
 */
export function parseSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  const setting = optionalSetting(value)?.toLowerCase();
  if (setting === undefined) return fallback;
  if (setting === 'true' || setting === '1') return true;
  if (setting === 'false' || setting === '0') return false;
  throw new Error(`${name} must be true or false, not ${JSON.stringify(value)}`);
}
