import { type NewsItem, newsItems } from './news-items';
import { readNewsDate } from './parse-news-date';

/**
 * News posts newest first, as the server lists its news. An undated post (or one whose date
 * cannot be read) stays where it was entered: it is listed by the day of the nearest dated post
 * entered before it, or first when none was. Of posts listed by the same day, the one entered
 * later comes first.
 */
export function newsNewestFirst(items: readonly NewsItem[] = newsItems): NewsItem[] {
  // Above every ISO day: an undated post entered before any dated one is listed as the newest,
  // as the server lists it by the day it was seeded.
  let listedBy = '~';
  return items
    .map((item, index) => {
      listedBy = readNewsDate(item.date)?.day ?? listedBy;
      return { item, index, day: listedBy };
    })
    .sort((a, b) => (a.day === b.day ? b.index - a.index : a.day < b.day ? 1 : -1))
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
 * Other posts with the same tag as `item`, in the order of {@link newsNewestFirst} over all of
 * `items` (an undated post keeps its place among every post, not only those of its tag). A post
 * without a tag has no related posts, because untagged posts share no topic.
 */
export function relatedNews(item: NewsItem, items: readonly NewsItem[] = newsItems): NewsItem[] {
  if (!item.tag) return [];
  return newsNewestFirst(items).filter((other) => other.tag === item.tag && other.id !== item.id);
}
