import { formatDate, formatMonth } from '../dates/format-date';
import type { NewsItem } from '../render/content-types';

type DatedPost = Pick<NewsItem, 'date' | 'datePrecision'>;

/**
 * A post's date as far as it was published, as an ISO date (a `<time>`'s `dateTime`, structured
 * data): '2024-10-16' for a day, '2024-10' for a month published alone, '2024' for a year, and
 * undefined for a post published with no date, whose `date` only places it in the list.
 * @example newsDateTime({ date: '2024-10-01', datePrecision: 'month' }) // '2024-10'
 */
export function newsDateTime({ date, datePrecision }: DatedPost): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  if (datePrecision === 'undated') return undefined;
  if (datePrecision === 'month') return date.slice(0, 7);
  if (datePrecision === 'year') return date.slice(0, 4);
  return date;
}

/**
 * A post's date in the site's format, as far as it was published: '16 October 2024', 'October
 * 2024' for a month published alone (never '1 October 2024', a day nobody gave), '2024', or ''
 * for a post published with no date.
 * @example newsDateText({ date: '2024-10-01', datePrecision: 'month' }) // 'October 2024'
 */
export function newsDateText(post: DatedPost): string {
  const iso = newsDateTime(post);
  if (iso === undefined) return '';
  if (post.datePrecision === 'month') return formatMonth(post.date);
  if (post.datePrecision === 'year') return iso;
  return formatDate(iso);
}
