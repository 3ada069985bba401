/**
 * An integer setting between `min` and `max`, or `fallback` when unset or empty.
 * @throws naming the variable, when the value is not such an integer
 */
export function parseInteger(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
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
