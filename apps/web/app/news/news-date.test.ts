import { describe, expect, it } from 'vitest';
import { newsDateText, newsDateTime } from './news-date';

describe('a news date as far as it was published', () => {
  it.each([
    ['day', '16 October 2024', '2024-10-16'],
    ['month', 'October 2024', '2024-10'],
    ['year', '2024', '2024'],
    ['undated', '', undefined],
  ] as const)('%s: reads %j, dated %j', (datePrecision, text, iso) => {
    const date = datePrecision === 'day' ? '2024-10-16' : '2024-10-01';
    expect(newsDateText({ date, datePrecision })).toBe(text);
    expect(newsDateTime({ date, datePrecision })).toBe(iso);
  });
});
