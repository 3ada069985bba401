/**
 * A random version 4 UUID. `crypto.randomUUID` exists only in secure contexts (https or
 * localhost), so a site opened over plain http on a local network falls back to
 * `getRandomValues`, and a very old browser to `Math.random`: the id only has to be unlikely to
 * repeat, it is not a secret.
 */
export function createRandomId(): string {
  const cryptoApi = globalThis.crypto as Crypto | undefined;
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof cryptoApi?.getRandomValues === 'function') {
    cryptoApi.getRandomValues(bytes);
  } else {
    for (let index = 0; index < bytes.length; index += 1) {
      bytes[index] = Math.floor(Math.random() * 256);
    }
  }
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

let pageSessionId: string | undefined;

/** The conversation's session id: made on first use and kept until the page is reloaded. */
export function getSessionId(): string {
  pageSessionId ??= createRandomId();
  return pageSessionId;
}
