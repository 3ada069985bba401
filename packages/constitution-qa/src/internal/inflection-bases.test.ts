import { describe, expect, it } from 'vitest';
import { inflectionBases } from './inflection-bases';

describe('inflectionBases', () => {
  it('undoes regular endings with their usual spellings', () => {
    expect(inflectionBases('quitting')).toEqual(['quitt', 'quitte', 'quit']);
    expect(inflectionBases('closed')).toEqual(['clos', 'close']);
    expect(inflectionBases('replies')).toEqual(['reply']);
    expect(inflectionBases('taxes')).toEqual(['tax', 'taxe']);
    expect(inflectionBases('fills')).toEqual(['fill']);
  });

  it('leaves short words and words without an inflection alone', () => {
    expect(inflectionBases('sing')).toEqual([]);
    expect(inflectionBases('class')).toEqual([]);
    expect(inflectionBases('member')).toEqual([]);
  });
});
