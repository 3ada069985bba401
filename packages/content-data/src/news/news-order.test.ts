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
  it('orders mixed date formats newest first, each undated post where it was entered', () => {
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
      // Entered before any dated post: listed as the newest, as the server lists it by the day
      // it was first seeded.
      'undated-a',
      'full-day',
      'month-only',
      'short-month',
      'ordinal',
      'iso',
      'day-first',
      // By the day of us-style, the post entered before it, and above it: entered after it.
      'unreadable',
      'us-style',
    ]);
  });

  it('lists the post entered later first among posts of the same day, as the server does', () => {
    const items = [item('first', 'August 2024'), item('second', '1 August 2024')];
    expect(newsNewestFirst(items).map((news) => news.id)).toEqual(['second', 'first']);
  });

  it('orders the published news as the server lists its first seed: dated posts newest first, the undated Chipata post just above the post entered before it', () => {
    const ordered = newsNewestFirst();
    expect(ordered).toHaveLength(newsItems.length);
    const ids = ordered.map((news) => news.id);
    expect(ids.indexOf('lab-coats-chipata-hospital')).toBe(
      ids.indexOf('lab-coats-livingstone-hospital') - 1,
    );
    const dated = ordered.flatMap((news) => parseNewsDate(news.date)?.getTime() ?? []);
    expect(dated).toHaveLength(newsItems.length - 1);
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
      'lab-coats-chipata-hospital',
      'lab-coats-livingstone-hospital',
      'lab-coats-kitwe-teaching-hospital',
    ]);
  });

  it('places an undated post by the post entered before it in the whole list, whatever its tag', () => {
    const items = [
      item('march', '2024-03-01', 'Coats'),
      item('september', '2024-09-01'),
      item('undated', '', 'Coats'),
      item('june', '2024-06-01', 'Coats'),
    ];
    const [march] = items;
    if (!march) throw new Error('no first item');
    expect(relatedNews(march, items).map((news) => news.id)).toEqual(['undated', 'june']);
  });

  it('gives nothing for an untagged post', () => {
    expect(relatedNews(item('loose', '2024'), [item('other', '2024')])).toEqual([]);
  });
});
