import { describe, expect, it } from 'vitest';
import { withArticle } from './indefinite-article';

describe('withArticle', () => {
  it('takes "an" before a vowel sound and "a" before a consonant sound', () => {
    expect(
      ['event', 'employer logo', 'item', 'order', 'annual report', 'hour-long talk'].map(
        withArticle,
      ),
    ).toEqual([
      'an event',
      'an employer logo',
      'an item',
      'an order',
      'an annual report',
      'an hour-long talk',
    ]);
    expect(
      ['news item', 'vacancy', 'person', 'partner', 'picture', 'union', 'one-day course'].map(
        withArticle,
      ),
    ).toEqual([
      'a news item',
      'a vacancy',
      'a person',
      'a partner',
      'a picture',
      'a union',
      'a one-day course',
    ]);
  });
});
