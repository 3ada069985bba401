import { describe, expect, it } from 'vitest';
import { stemWord } from '../internal/stem-word';
import { statesTogether } from './states-together';

const stems = (...words: string[]) => words.map((word) => [stemWord(word)]);

describe('statesTogether', () => {
  it('finds three words of the question in one short stretch, in any order', () => {
    const text = 'The Electoral Commission, appointed by the Council, runs elections.';
    expect(statesTogether(stems('appoints', 'electoral', 'commission'), text)).toBe(true);
  });

  it('does not count words far apart', () => {
    const text =
      'The Electoral Commission runs elections, counts votes, hears complaints, keeps the register and reports yearly; the Council appoints auditors.';
    expect(statesTogether(stems('appoints', 'electoral', 'commission'), text)).toBe(false);
  });

  it('asks for three words at least', () => {
    expect(statesTogether(stems('invest', 'funds'), 'funds from investments')).toBe(false);
  });

  it('meets a word by any of the stems that stand for it', () => {
    const text = 'The Electoral Commission, appointed by the Council, runs elections.';
    const chosen = [stemWord('chosen'), stemWord('appointed')];
    expect(statesTogether([...stems('electoral', 'commission'), chosen], text)).toBe(true);
    expect(statesTogether([...stems('electoral', 'commission'), [stemWord('chosen')]], text)).toBe(
      false,
    );
  });
});
