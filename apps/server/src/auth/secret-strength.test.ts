import { randomBytes, randomUUID } from 'node:crypto';
import { backtrackingRisks, regexesRunBy } from '@coaz/vitest-config/regex-safety';
import { describe, expect, it } from 'vitest';
import {
  assertStrongSecret,
  estimatedEntropyBits,
  MIN_SECRET_ENTROPY_BITS,
} from './secret-strength';

const refusal = (secret: string) => {
  try {
    assertStrongSecret('JWT_SECRET', secret);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('the JWT secret check', () => {
  it.each([
    ['an alphabet run', 'abcdefghijklmnopqrstuvwxyzABCDEF'],
    ['a keyboard run', 'qwertyuiopasdfghjklzxcvbnm1234567890'],
    ['digits counting down', '98765432109876543210987654321098'],
    ['one letter', 'a'.repeat(64)],
    ['a short pattern repeated', 'abc'.repeat(16)],
    ['a word repeated', 'passwordpassword'.repeat(2)],
  ])('refuses %s', (_, secret) => {
    expect(refusal(secret)).toMatch(
      /^JWT_SECRET is too predictable \(about \d+ bits, 128 needed\)/,
    );
  });

  it.each([
    ['a phrase with dashes', 'my-super-secret-jwt-key-for-coaz-production-2026'],
    ['a phrase with underscores', 'coaz_production_signing_secret_for_members'],
    ['four common words', 'correct-horse-battery-staple-correct-horse-battery'],
    ['camelCase words', 'MySuperSecretSigningKeyForProduction'],
  ])('refuses %s', (_, secret) => {
    expect(refusal(secret)).toMatch(/^JWT_SECRET is too predictable/);
  });

  it('refuses words run together, abbreviations and all', () => {
    expect(refusal('mysupersecretjwtkeyforcoazproduction2026')).toMatch(/too predictable/);
    expect(refusal('MySuperSecretJwtKeyForCoazProduction2026!')).toMatch(/too predictable/);
  });

  it('takes a random run of mixed case for words only where its parts read like words', () => {
    // Base64 that once read as mostly words: 23 letters whose vowels happened to look English.
    expect(refusal('z32CUMgjG+WaZQMVi+/OpjcDiTlIymtNeuyyfdHnca8=')).toBeUndefined();
  });

  it('says to use a random value', () => {
    expect(refusal('my-super-secret-jwt-key-for-coaz-production-2026')).toContain(
      '`openssl rand -base64 48`',
    );
  });

  // Fresh random values each run: the check must pass every one of them.
  it.each([
    ['openssl rand -base64 32', () => randomBytes(32).toString('base64')],
    ['openssl rand -base64 48', () => randomBytes(48).toString('base64')],
    ['openssl rand -hex 32', () => randomBytes(32).toString('hex')],
    ['the generated DATA_DIR/jwt-secret', () => randomBytes(48).toString('base64url')],
    ['two UUIDs', () => `${randomUUID()}${randomUUID()}`],
  ])('accepts random secrets: %s', (_, generate) => {
    for (let sample = 0; sample < 300; sample += 1) {
      const secret = generate();
      expect(refusal(secret), secret).toBeUndefined();
    }
  });

  it('counts a random secret nearly at its full worth', () => {
    const hex = randomBytes(32).toString('hex');
    expect(estimatedEntropyBits(hex)).toBeGreaterThan(2 * MIN_SECRET_ENTROPY_BITS);
  });

  it('reads a very long secret', () => {
    expect(refusal('a'.repeat(100_000))).toMatch(/too predictable/);
    expect(refusal(randomBytes(30_000).toString('base64'))).toBeUndefined();
  });

  // The estimate's reading grows with the cube of the length, so it reads only the beginning.
  it('estimates a long secret from its first 256 characters, whatever follows', () => {
    const beginning = randomBytes(192).toString('base64');
    expect(beginning).toHaveLength(256);
    for (const rest of ['a'.repeat(2_000), randomBytes(500).toString('hex'), beginning]) {
      expect(estimatedEntropyBits(beginning + rest)).toBe(estimatedEntropyBits(beginning));
    }
  });

  // In place of a time limit, which a busy machine breaks and a fast one hides: recheck decides,
  // counting steps, never the clock, whether a pattern's work can outgrow its input.
  it('runs no regular expression that can backtrack catastrophically on a hostile secret', async () => {
    const patterns = regexesRunBy(() => {
      for (const secret of [
        'a'.repeat(100_000),
        randomBytes(30_000).toString('base64'),
        'MySuperSecretJwtKeyForCoazProduction2026!'.repeat(500),
        `${'aeiou'.repeat(4_000)}${'bcdfg'.repeat(4_000)}`,
        'my-super-secret-jwt-key-for-coaz-production-2026',
        'qwertyuiopasdfghjklzxcvbnm1234567890',
      ]) {
        refusal(secret);
      }
    });
    expect(patterns.length).toBeGreaterThan(5);
    expect(await backtrackingRisks(patterns)).toEqual([]);
  });
});
