/**
 * Bits of entropy a secret must show, estimated from how often each of its characters occurs.
 * 128 bits is what a signing key needs; `openssl rand -base64 48` shows about 250.
 */
export const MIN_SECRET_ENTROPY_BITS = 128;

/**
 * The secret's entropy in bits as its own character frequencies suggest (Shannon entropy per
 * character times its length). A secret of one repeated letter shows 0, `abab…` 1 bit a character.
 * It can only overestimate a patterned secret (`abcdef…` looks random), so it catches the lazy
 * secrets, not every weak one.
 */
export function estimatedEntropyBits(secret: string): number {
  const characters = [...secret];
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  let perCharacter = 0;
  for (const count of counts.values()) {
    const share = count / characters.length;
    perCharacter -= share * Math.log2(share);
  }
  return perCharacter * characters.length;
}

/**
 * Refuses a secret that shows less than {@link MIN_SECRET_ENTROPY_BITS}, naming the setting.
 * @throws when the secret is too predictable.
 */
export function assertStrongSecret(setting: string, secret: string): void {
  const bits = estimatedEntropyBits(secret);
  if (bits < MIN_SECRET_ENTROPY_BITS) {
    throw new Error(
      `${setting} is too predictable (about ${Math.floor(bits)} bits, ${MIN_SECRET_ENTROPY_BITS} needed): ` +
        'use a random value such as the output of `openssl rand -base64 48`',
    );
  }
}
