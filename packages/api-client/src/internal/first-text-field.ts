/**
 * The first of `fields` that is a non-blank string in an error body, trimmed; `undefined` when
 * none is or the body is not an object. One helper for the message and the code of an error, since
 * both read the same kind of body.
 */
export function firstTextField(body: unknown, fields: readonly string[]): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  for (const field of fields) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}
