import { describe, expect, it } from 'vitest';
import { stillToFix } from './still-to-fix';

describe('stillToFix', () => {
  const shown = {
    title: 'Enter the title',
    endsOn: 'End on or after the start',
    body: 'Text: too long for a news item',
    form: 'The connection dropped',
  };

  it('drops a message of the form’s own checks once fixed and takes their new words', () => {
    const found = { endsOn: 'Enter the end date' };
    expect(stillToFix(shown, found, new Set(['title', 'endsOn']))).toEqual({
      endsOn: 'Enter the end date',
      body: 'Text: too long for a news item',
      form: 'The connection dropped',
    });
  });

  // Only a save can ask the server again.
  it('keeps the server’s messages, and adds none for a field that had no message', () => {
    expect(stillToFix(shown, { tag: 'Enter the tag' }, new Set())).toEqual(shown);
  });
});
