/**
 * Splits a server refusal such as `nrcNumber: Enter the NRC number as on the card` into the field
 * it names and the sentence, so the form can show it beside that field.
 */
export function serverFieldError(message: string): { field?: string; message: string } {
  const match = /^([a-zA-Z]+): (.+)$/s.exec(message);
  if (!match?.[1] || !match[2]) return { message };
  const text = match[2];
  return { field: match[1], message: text.charAt(0).toUpperCase() + text.slice(1) };
}
