import { describe, expect, it } from 'vitest';
import { stemWord } from './stem-word';

describe('stemWord', () => {
  it.each([
    ['elections', 'elect'],
    ['elected', 'elect'],
    ['membership', 'member'],
    ['leadership', 'leader'],
    ['members', 'member'],
    ['nominations', 'nomin'],
    ['nominated', 'nomin'],
    ['disqualified', 'disqualifi'],
    ['fees', 'fee'],
    ['agreed', 'agre'],
    ['hopping', 'hop'],
    ['relational', 'relat'],
    ['conditional', 'condit'],
    ['generalization', 'gener'],
    ['recognised', 'recogn'],
    ['recognized', 'recogn'],
    ['organisation', 'organ'],
  ])('stems %s to %s', (word, stem) => {
    expect(stemWord(word)).toBe(stem);
  });

  it('leaves short words and non-words alone', () => {
    expect(stemWord('is')).toBe('is');
    expect(stemWord('2025')).toBe('2025');
  });
});
