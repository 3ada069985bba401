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
