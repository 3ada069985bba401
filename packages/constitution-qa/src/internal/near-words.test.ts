import { describe, expect, it } from 'vitest';
import { createNearWordIndex } from './near-words';

describe('createNearWordIndex', () => {
  const index = createNearWordIndex([
    ['appeal', 'doc'],
    ['apple', 'english'],
    ['member', 'doc'],
    ['member', 'again'],
  ]);

  it('finds known words within the edits allowed, with their values', () => {
    expect(index.near('apeal', 1)).toEqual([{ word: 'appeal', value: 'doc', distance: 1 }]);
    expect(index.near('membr', 1).map((found) => found.value)).toEqual(['doc', 'again']);
  });

  it('counts a word that differs only in doubled letters as one edit away', () => {
    const doubled = createNearWordIndex([['committee', 'doc']]);
    expect(doubled.near('comitee', 1)).toEqual([{ word: 'committee', value: 'doc', distance: 1 }]);
    expect(doubled.near('committee', 1)).toEqual([
      { word: 'committee', value: 'doc', distance: 0 },
    ]);
    expect(doubled.near('comitee', 0)).toEqual([]);
  });

  it('finds nothing out of reach or under another first letter', () => {
    expect(index.near('appellate', 1)).toEqual([]);
    expect(index.near('ppeal', 1)).toEqual([]);
  });
});
