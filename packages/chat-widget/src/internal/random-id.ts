/**
 * A random version 4 UUID from `crypto.getRandomValues`, which every browser that runs the
 * widget's ES2022 code has, over plain http too (unlike `crypto.randomUUID`, which needs https
 * or localhost). The id only has to be unlikely to repeat; it is not a secret.
 */
export function createRandomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let pageSessionId: string | undefined;

/** The conversation's session id: made on first use and kept until the page is reloaded. */
export function getSessionId(): string {
  pageSessionId ??= createRandomId();
  return pageSessionId;
}
