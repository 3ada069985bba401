import { describe, expect, it } from 'vitest';
import { parseConstitutionText } from '../parse-constitution-text/parse-constitution-text';
import { buildPassages } from './constitution-passage';
import { buildLexicalIndex } from './lexical-index';

const index = buildLexicalIndex(
  buildPassages(
    parseConstitutionText(
      'Article 1 Dues\n1. Payment of dues shall be made yearly.\n2. Arrival of a delegate shall be recorded.',
    ),
  ),
);

describe('relatedStems', () => {
  // Porter stemming keeps "payment" apart from "pay" (stem "pai"), and a short stem shares no long
  // beginning.
  it('joins a short stem to the noun a derivational ending makes of it', () => {
    expect(index.relatedStems('pai')).toEqual(['payment']);
    expect(index.relatedStems('arriv')).toEqual([]);
    expect(index.relatedStems('due')).toEqual([]);
  });
});
