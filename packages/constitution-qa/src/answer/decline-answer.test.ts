import { describe, expect, it } from 'vitest';
import { parseConstitutionText } from '../parse-constitution-text/parse-constitution-text';
import type { ConstitutionPassage } from '../retrieval/constitution-passage';
import { declineAnswer } from './decline-answer';

const document = parseConstitutionText('# Article 1: Eligibility\n\n1. A person may join.\n');

function passage(text: string): ConstitutionPassage {
  return {
    id: 0,
    kind: 'article',
    title: 'Eligibility',
    context: '',
    text,
    route: '/c#article-1',
    articleNumber: 1,
  };
}

describe('declineAnswer for a sum no passage states', () => {
  it('quotes the provision to the end of a whole unit, not to an item label read as a full stop', () => {
    const reply = declineAnswer(document, 'not-found', {
      amountProvision: passage(
        'A person shall qualify for membership if they a. hold a recognised qualification; b. pay the fee set by the committee.',
      ),
    });
    expect(reply).toMatch(
      /: A person shall qualify for membership if they \(a\) hold a recognised qualification\.$/,
    );
  });

  it('quotes the first sentence of a provision without a list', () => {
    const reply = declineAnswer(document, 'not-found', {
      amountProvision: passage('Levies are set by the Council. They are paid yearly.'),
    });
    expect(reply).toMatch(/: Levies are set by the Council\.$/);
  });
});
