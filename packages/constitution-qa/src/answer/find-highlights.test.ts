import { describe, expect, it } from 'vitest';
import { findHighlights } from './find-highlights';

describe('findHighlights', () => {
  it('marks words sharing a stem with the question, merging neighbours', () => {
    const text = 'Proxy voting shall not be allowed in elections.';
    const highlights = findHighlights(text, new Set(['proxi', 'vote', 'elect']));
    expect(highlights.map(({ start, end }) => text.slice(start, end))).toEqual([
      'Proxy voting',
      'elections',
    ]);
  });

  it('marks nothing when nothing matches', () => {
    expect(findHighlights('The seal of the Association.', new Set(['fee']))).toEqual([]);
  });
});
