import { describe, expect, it } from 'vitest';
import type { NewsItem } from './news-items';
import { newsItems } from './news-items';
import { latestNews, newsNewestFirst, relatedNews } from './news-order';
import { parseNewsDate } from './parse-news-date';

function item(id: string, date: string, tag?: string): NewsItem {
  return {
    id,
    tag,
    date,
    heading: id,
    content: '',
    image: { src: 'news/agm-2024.svg', alt: id, width: 600, height: 400 },
  };
}

describe('newsNewestFirst', () => {
  it('orders mixed date formats newest first and puts undated posts last', () => {
    const items = [
      item('undated-a', ''),
      item('iso', '2024-06-10'),
      item('month-only', 'Oct 2024'),
      item('ordinal', '3rd July, 2024'),
      item('day-first', '05/04/2024'),
      item('us-style', 'March 28, 2024'),
      item('unreadable', 'soon'),
      item('full-day', '16 October 2024'),
      item('short-month', '21 Aug 2024'),
    ];
    expect(newsNewestFirst(items).map((news) => news.id)).toEqual([
      'full-day',
      'month-only',
      'short-month',
      'ordinal',
      'iso',
      'day-first',
      'us-style',
      'undated-a',
      'unreadable',
    ]);
  });

  it('keeps the original order of posts with the same date', () => {
    const items = [item('first', 'August 2024'), item('second', '1 August 2024')];
    expect(newsNewestFirst(items).map((news) => news.id)).toEqual(['first', 'second']);
  });

  it('orders the published news so that no dated post follows an older one', () => {
    const ordered = newsNewestFirst();
    expect(ordered).toHaveLength(newsItems.length);
    const times = ordered.map((news) => parseNewsDate(news.date)?.getTime());
    const firstUndated = times.indexOf(undefined);
    expect(firstUndated).toBeGreaterThan(0);
    expect(times.slice(firstUndated).every((time) => time === undefined)).toBe(true);
    const dated = times.slice(0, firstUndated) as number[];
    for (let i = 1; i < dated.length; i += 1)
      expect(dated[i]).toBeLessThanOrEqual(dated[i - 1] ?? 0);
  });

  it('does not change the list it is given', () => {
    const items = [item('old', '2020'), item('new', '2024')];
    newsNewestFirst(items);
    expect(items.map((news) => news.id)).toEqual(['old', 'new']);
  });
});

describe('latestNews', () => {
  it('gives the three newest posts by default', () => {
    expect(latestNews()).toEqual(newsNewestFirst().slice(0, 3));
    expect(latestNews()[0]?.id).toBe('seasons-greetings-2024');
  });

  it('gives as many as asked, and none for zero or less', () => {
    expect(latestNews(5)).toHaveLength(5);
    expect(latestNews(0)).toEqual([]);
    expect(latestNews(-2)).toEqual([]);
  });
});

describe('relatedNews', () => {
  it('gives other posts of the same tag, newest first', () => {
    const ndola = newsItems.find((news) => news.id === 'lab-coats-ndola-teaching-hospital');
    if (!ndola) throw new Error('the Ndola lab-coat post is missing');
    const related = relatedNews(ndola);
    expect(related.map((news) => news.id)).toEqual([
      'lab-coats-livingstone-hospital',
      'lab-coats-kitwe-teaching-hospital',
      'lab-coats-chipata-hospital',
    ]);
  });

  it('gives nothing for an untagged post', () => {
    expect(relatedNews(item('loose', '2024'), [item('other', '2024')])).toEqual([]);
  });
});
