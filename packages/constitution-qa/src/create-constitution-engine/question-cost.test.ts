import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { nearWordLookups } from '../internal/near-words';
import { parseConstitutionPdf } from '../parse-constitution-pdf/parse-constitution-pdf';
import { readConstitutionPdf } from '../test-support/shared-constitution';
import { type ConstitutionEngine, createConstitutionEngine } from './create-constitution-engine';

// Every near-word lookup of the engine (misspellings, corrections, run-together words) goes through
// createNearWordIndex, which counts them: the work a question costs, where wall-clock time would
// make a flaky test.

// Long English words, each with two letters changed ("administration" as "adzinistraqion"): near
// misses that every step correcting words has to look up.
function nearMisses(from: number, count: number): string {
  const words = readFileSync(join(__dirname, '..', '..', 'data', 'english-words.txt'), 'utf8')
    .split('\n')
    .filter((word) => /^[a-z]{9,}$/.test(word))
    .slice(from, from + count);
  return words
    .map((word) => `${word.slice(0, 2)}z${word.slice(3, -3)}q${word.slice(-2)}`)
    .join(' ')
    .slice(0, 2000);
}

describe('the cost of a question', () => {
  let engine: ConstitutionEngine;

  beforeAll(async () => {
    engine = createConstitutionEngine(await parseConstitutionPdf(readConstitutionPdf()));
  }, 60_000);

  const lookupsFor = async (query: string) => {
    const before = nearWordLookups.count;
    await engine.answer({ query, useRag: true });
    return nearWordLookups.count - before;
  };

  // The word separator read the whole message, before the 24 ranked words were chosen, and asked
  // the spelling corrector about every unknown word: 2,000 characters of near misses cost 80 to
  // 510 ms a question. Each list has its own words, so no cache of corrections hides the cost.
  it('looks up no more near words for 180 near misses than for 24', async () => {
    const ofTwentyFour = await lookupsFor(nearMisses(0, 24));
    const ofMany = await lookupsFor(nearMisses(100, 180));
    expect(ofTwentyFour).toBeGreaterThan(0);
    expect(ofMany).toBeLessThanOrEqual(Math.ceil(ofTwentyFour * 1.25));
  });
});
