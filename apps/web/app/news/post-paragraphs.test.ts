import { describe, expect, it } from 'vitest';
import { postParagraphs } from './post-paragraphs';

describe('postParagraphs', () => {
  it('gives each paragraph of the text once', () => {
    expect(
      postParagraphs({
        title: 'CPD day',
        body: 'Members met in Ndola.\n\nThe next day is in May.\n',
      }),
    ).toEqual(['Members met in Ndola.', 'The next day is in May.']);
  });

  it('leaves out a text that only repeats the title', () => {
    expect(postParagraphs({ title: 'Season’s greetings', body: '  season’s  greetings ' })).toEqual(
      [],
    );
  });
});
