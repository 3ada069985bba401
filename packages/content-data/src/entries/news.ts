// `@coaz/content-data/news`: the first news posts and events, with their date ordering.
export { type AssociationEvent, events } from '../events/events';
export { findNewsItem, type NewsItem, newsItems } from '../news/news-items';
export { latestNews, newsNewestFirst, relatedNews } from '../news/news-order';
export {
  type NewsDate,
  type NewsDatePrecision,
  parseNewsDate,
  readNewsDate,
} from '../news/parse-news-date';
export type { SiteImage } from '../site-image/site-image';
