import { type NewsItem, newsItems } from './news-items';
import { parseNewsDate } from './parse-news-date';

function timeOf(item: NewsItem): number | undefined {
  return parseNewsDate(item.date)?.getTime();
}

/**
 * News posts newest first. Undated posts (and dates that cannot be read) come last, in their
 * original order; posts of the same date keep their original order too.
 */
export function newsNewestFirst(items: readonly NewsItem[] = newsItems): NewsItem[] {
  return items
    .map((item, index) => ({ item, index, time: timeOf(item) }))
    .sort((a, b) => {
      if (a.time === undefined && b.time === undefined) return a.index - b.index;
      if (a.time === undefined) return 1;
      if (b.time === undefined) return -1;
      return b.time - a.time || a.index - b.index;
    })
    .map(({ item }) => item);
}

/**
 * The newest posts, for the landing page.
 *
 * @default count 3
 */
export function latestNews(count = 3): NewsItem[] {
  return newsNewestFirst().slice(0, Math.max(0, count));
}

/**
 * Other posts with the same tag as `item`, newest first. A post without a tag has no related
 * posts, because untagged posts share no topic.
 */
export function relatedNews(item: NewsItem, items: readonly NewsItem[] = newsItems): NewsItem[] {
  if (!item.tag) return [];
  return newsNewestFirst(items.filter((other) => other.tag === item.tag && other.id !== item.id));
}
