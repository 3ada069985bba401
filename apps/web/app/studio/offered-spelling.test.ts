import { describe, expect, it } from 'vitest';
import { offeredSpellingNote } from './offered-spelling';

const OFFICES = ['Treasurer General', 'Vice-President'];

describe('offeredSpellingNote', () => {
  it('names the office as offered when the typed text is it in another case or spacing', () => {
    expect(offeredSpellingNote('treasurer general', OFFICES)).toBe(
      'The site writes it as the office is named: Treasurer General.',
    );
    expect(offeredSpellingNote('vice president ', OFFICES)).toBe(
      'The site writes it as the office is named: Vice-President.',
    );
  });

  it('says nothing for the office exactly as offered, text naming no office, or nothing offered', () => {
    expect(offeredSpellingNote('Treasurer General', OFFICES)).toBeUndefined();
    expect(offeredSpellingNote('adviser to the board', OFFICES)).toBeUndefined();
    expect(offeredSpellingNote('', OFFICES)).toBeUndefined();
    expect(offeredSpellingNote('treasurer general', [])).toBeUndefined();
  });
});
