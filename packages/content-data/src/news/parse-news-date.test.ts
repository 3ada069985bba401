import { describe, expect, it } from 'vitest';
import { newsItems } from './news-items';
import { parseNewsDate, readNewsDate } from './parse-news-date';

function iso(text: string): string | undefined {
  return parseNewsDate(text)?.toISOString().slice(0, 10);
}

describe('parseNewsDate', () => {
  it.each([
    ['12th March 2024', '2024-03-12'],
    ['3rd July, 2024', '2024-07-03'],
    ['1st November 2024', '2024-11-01'],
    ['22nd May 2024', '2024-05-22'],
    ['16 October 2024', '2024-10-16'],
    ['21 Aug 2024', '2024-08-21'],
    ['March 28, 2024', '2024-03-28'],
    ['Sept. 9, 2024', '2024-09-09'],
    ['2024-06-10', '2024-06-10'],
    ['05/04/2024', '2024-04-05'],
    ['5.4.2024', '2024-04-05'],
    ['Oct 2024', '2024-10-01'],
    ['August 2024', '2024-08-01'],
    ['2024', '2024-01-01'],
    ['  20th   December 2024 ', '2024-12-20'],
  ])('reads %s as %s', (text, expected) => {
    expect(iso(text)).toBe(expected);
  });

  it.each(['', '   ', 'soon', '31/02/2024', '2024-13-01', 'Smarch 3, 2024', '32 March 2024'])(
    'gives undefined for %j',
    (text) => {
      expect(parseNewsDate(text)).toBeUndefined();
    },
  );

  it('reads every date the news items carry, or the date is empty', () => {
    for (const item of newsItems) {
      if (item.date.trim() === '') continue;
      expect(parseNewsDate(item.date), `${item.id}: ${item.date}`).toBeInstanceOf(Date);
    }
  });
});

describe('readNewsDate', () => {
  it.each([
    ['16 October 2024', '2024-10-16', 'day'],
    ['2024-06-10', '2024-06-10', 'day'],
    ['Oct 2024', '2024-10-01', 'month'],
    ['November 2024', '2024-11-01', 'month'],
    ['2024', '2024-01-01', 'year'],
  ] as const)('reads %s as %s, known to the %s', (text, day, precision) => {
    expect(readNewsDate(text)).toEqual({ day, precision });
  });

  it('gives undefined for no date or an unreadable one', () => {
    expect(readNewsDate('')).toBeUndefined();
    expect(readNewsDate('31/02/2024')).toBeUndefined();
  });

  it('says which posts were published with a month alone, so none is shown a made-up day', () => {
    const monthOnly = newsItems
      .filter((item) => readNewsDate(item.date)?.precision === 'month')
      .map((item) => item.id);
    expect(monthOnly).toEqual([
      'agm-2024-resolutions',
      'member-benefits-group-health-insurance',
      'copperbelt-cpd-day',
    ]);
  });
});
