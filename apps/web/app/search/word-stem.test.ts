import { describe, expect, it } from 'vitest';
import { wordStem } from './word-stem';

describe('wordStem', () => {
  it('cuts the endings of a verb or noun to the start its other forms share', () => {
    expect(wordStem('paying')).toBe('pay');
    expect(wordStem('registered')).toBe('register');
    expect(wordStem('renewing')).toBe('renew');
    expect(wordStem('discipline')).toBe('disciplin');
    expect(wordStem('retire')).toBe('retir');
    expect(wordStem('payment')).toBe('pay');
    expect(wordStem('payments')).toBe('pay');
    expect(wordStem('renewal')).toBe('renew');
    expect(wordStem('approval')).toBe('approv');
    expect(wordStem('elections')).toBe('elect');
    expect(wordStem('nomination')).toBe('nominat');
    expect(wordStem('termination')).toBe('terminat');
  });

  it('cuts a noun in -ification, -ication or -ation to the start of the verb it is made from', () => {
    const verbOf = {
      verification: 'verify',
      verifications: 'verifying',
      notification: 'notify',
      qualification: 'qualified',
      certification: 'certify',
      application: 'apply',
      applications: 'applied',
      registration: 'register',
      administration: 'administer',
      nomination: 'nominate',
    };
    for (const [noun, verb] of Object.entries(verbOf)) {
      const stem = wordStem(noun) ?? '';
      expect(stem.length, noun).toBeGreaterThan(3);
      expect(verb.startsWith(stem), `${noun} → ${stem} in ${verb}`).toBe(true);
    }
  });

  it('leaves short words, and words whose cut start would be too short to mean anything', () => {
    for (const word of [
      'fee',
      'care',
      'news',
      'being',
      'doing',
      'based',
      'need',
      'cpd',
      'hpcz',
      'annual',
      'legal',
      'union',
      'region',
      'action',
    ])
      expect(wordStem(word), word).toBeUndefined();
  });
});
