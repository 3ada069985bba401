/**
 * A fresh `Idempotency-Key` for one payment attempt: 32 random hex digits. `crypto.getRandomValues`
 * rather than `randomUUID`, which browsers give only to secure pages (a demo opened by its LAN
 * address over http has none).
 */
export function newPaymentAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
