import { describe, expect, it } from 'vitest';
import { asksNothing } from './asks-nothing';
import { tokenise } from './tokenise';

// The words of a text that still ask something, as a reader that knows `documentWords` sees them.
function asking(text: string, documentWords: string[] = []): string[] {
  return tokenise(text)
    .filter(
      (token) => !asksNothing(token, text, { inDocument: documentWords.includes(token.word) }),
    )
    .map((token) => token.word);
}

describe('asksNothing', () => {
  it("leaves out numbers of the member's own case that the document never uses", () => {
    expect(asking('20 months left in the term')).toEqual(['months', 'left', 'term']);
    expect(asking('we are 15 at the clinic')).toEqual(['clinic']);
  });

  it('keeps numbers the document uses, and years', () => {
    expect(asking('is 14 days enough', ['14'])).toEqual(['14', 'days']);
    expect(asking('the 2019 elections')).toEqual(['2019', 'elections']);
  });
});
