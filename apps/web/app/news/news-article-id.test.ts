import { describe, expect, it } from 'vitest';
import { newsArticleId } from './news-article-id';

describe('newsArticleId', () => {
  it('reads the id a news link carries', () => {
    expect(newsArticleId('16')).toBe(16);
    expect(newsArticleId('2147483647')).toBe(2_147_483_647);
  });

  it('reads no id from text a post id never is', () => {
    for (const text of [
      '',
      '0',
      '-1',
      '+16',
      '1e1',
      '16.0',
      '0x10',
      '016',
      ' 16',
      '16 ',
      '16abc',
      'copperbelt-cpd-day',
      '2147483648',
      '99999999999999999999',
      'Infinity',
      '١٦',
    ])
      expect(newsArticleId(text), JSON.stringify(text)).toBeUndefined();
  });
});
