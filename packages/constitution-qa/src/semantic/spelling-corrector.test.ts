import { describe, expect, it } from 'vitest';
import { createSpellingCorrector } from './spelling-corrector';

describe('createSpellingCorrector', () => {
  const correct = createSpellingCorrector(['appeal', 'transferred'], ['apple', 'appeal', 'help']);

  it('keeps known words and mends a misspelling, preferring the document', () => {
    expect(correct('help')).toBe('help');
    expect(correct('apeal')).toBe('appeal');
    expect(correct('transfered')).toBe('transferred');
    expect(correct('qzxv')).toBe('qzxv');
  });

  it('answers the same after forgetting old corrections under many new words', () => {
    for (let index = 0; index < 6000; index += 1) correct(`zz${index.toString(36)}q`);
    expect(correct('apeal')).toBe('appeal');
    expect(correct('zz0q')).toBe('zz0q');
  });

  it('reads a slip of doubled letters before any other edit at the same distance', () => {
    // "actualy" is one edit from the document's "actual" and one doubled letter from "actually".
    const mend = createSpellingCorrector(['actual', 'committee'], ['actually']);
    expect(mend('actualy')).toBe('actually');
    expect(mend('actuall')).toBe('actual');
    expect(mend('comitee')).toBe('committee');
  });

  it('reads a regular inflection of a known word as that word, before any edit', () => {
    // Two edits from "quoting", but "quit" with its consonant doubled before "-ing".
    const mend = createSpellingCorrector(['close', 'reply'], ['quit', 'quoting', 'handle']);
    expect(mend('quitting')).toBe('quit');
    expect(mend('closing')).toBe('close');
    expect(mend('handled')).toBe('handle');
    expect(mend('replies')).toBe('reply');
  });

  it('reads texting spellings when given words by frequency, after any near word', () => {
    const mend = createSpellingCorrector(['suspend'], ['many', 'hans'], ['many', 'money', 'hans']);
    expect(mend('mny')).toBe('many');
    // One edit from "hans": a near word is read before texting.
    expect(mend('hanss')).toBe('hans');
    expect(createSpellingCorrector(['suspend'], ['many'])('mny')).toBe('mny');
  });
});
