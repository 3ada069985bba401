import { describe, expect, it } from 'vitest';
import { createGlossaryReader } from '../glossary/member-glossary';
import { createCompoundJoiner } from './join-compound-parts';

// A document that writes "Sub-Structures" and "Treasurer-General" hyphenated, read with the
// package's glossary ("sub" is a member's "subscriptions"; "treasurer" its "treasurer general").
const documentWords = new Set(['substructures', 'treasurergeneral', 'postqualification', 'runoff']);
const join = createCompoundJoiner((word) => documentWords.has(word), createGlossaryReader());

describe('createCompoundJoiner', () => {
  it.each([
    ['who runs the sub structures', 'who runs the substructures'],
    ['who runs the Sub-Structures?', 'who runs the SubStructures?'],
  ])('writes %j as the document’s one word', (typed, read) => {
    expect(join(typed)).toBe(read);
  });

  it('joins a verb and "off" that the document writes as one noun', () => {
    expect(join('is there a run off if nobody wins')).toBe('is there a runoff if nobody wins');
    expect(join('can i take time off')).toBe('can i take time off');
  });

  it('leaves a pair the glossary reads as a whole', () => {
    expect(join('duties of our treasurer general this year')).toBe(
      'duties of our treasurer general this year',
    );
  });

  it('leaves words the glossary does not read as something else', () => {
    expect(join('post qualification experience')).toBe('post qualification experience');
  });

  it('leaves the glossary’s word when its join is no word of the document', () => {
    expect(join('are my sub paid up')).toBe('are my sub paid up');
  });
});
