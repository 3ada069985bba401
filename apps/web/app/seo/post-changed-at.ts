import { newsDateTime } from '../news/news-date';
import type { NewsItem } from '../render/content-types';

type DatedPost = Pick<NewsItem, 'date' | 'datePrecision'>;
type ChangedPost = DatedPost &
  Pick<NewsItem, 'updatedAt' | 'publishAt'> &
  Partial<Pick<NewsItem, 'createdAt'>>;

// An edit saves a little after the post was written; a post written and never edited has its
// two stamps from the one insert.
const SAME_WRITE_MS = 1000;

/** A moment as an ISO date-time, or undefined when it cannot be read. */
function isoTime(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/** The first moment of an ISO calendar day in Lusaka (UTC+2 all year, no summer time). */
function lusakaDayStart(day: string): string | undefined {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? isoTime(`${day}T00:00:00+02:00`) : undefined;
}

/**
 * When a news post was published, as a moment: the start, in Lusaka, of the day, month or year it
 * was published with (a post dated "October 2024" is published at 1 October 2024 00:00 in Lusaka,
 * the earliest moment its date allows, never a made-up later day); undefined for a post published
 * with no date. For a feed's `published`, where a moment is required; pages show the date only as
 * far as it was given (news/news-date.ts).
 * @example postPublishedAt({ date: '2024-10-01', datePrecision: 'month' }) // '2024-09-30T22:00:00.000Z'
 */
export function postPublishedAt(post: DatedPost): string | undefined {
  const published = newsDateTime(post);
  if (published === undefined) return undefined;
  const day =
    published.length === 4
      ? `${published}-01-01`
      : published.length === 7
        ? `${published}-01`
        : published;
  return lusakaDayStart(day);
}

/**
 * When the public last saw a news post change, for a feed's `updated`, a sitemap's `lastmod` and
 * `dateModified`: the latest of
 * - its publication ({@link postPublishedAt}): a change is never dated before the post it changes;
 * - the moment it went out when it was scheduled (`publishAt`): a post written at noon and
 *   scheduled for 00:05 in Lusaka appears at 00:05, and dating it noon told readers and crawlers
 *   it had not changed since before they last looked;
 * - its last edit (`updatedAt`), only when it was edited after it was written (`createdAt`): a post
 *   never edited carries its own date, not the moment it was entered or imported (the demo's posts
 *   of 2024 are all stamped with the moment the demo data was loaded, and feed readers listed them
 *   as news of that day).
 * A post with no date, never edited and not scheduled has only the day it is listed by (`date`).
 * @example postChangedAt({ date: '2024-03-12', datePrecision: 'day', createdAt: '2026-12-01T08:00:00Z', updatedAt: '2026-12-01T08:00:00Z', publishAt: null }) // '2024-03-11T22:00:00.000Z'
 */
export function postChangedAt(post: ChangedPost): string | undefined {
  const updated = isoTime(post.updatedAt);
  const created = isoTime(post.createdAt);
  const edited =
    updated !== undefined &&
    (created === undefined || Date.parse(updated) - Date.parse(created) > SAME_WRITE_MS);
  const moments = [
    postPublishedAt(post),
    isoTime(post.publishAt),
    edited ? updated : undefined,
  ].filter((time): time is string => time !== undefined);
  return moments.sort().at(-1) ?? lusakaDayStart(post.date) ?? updated;
}
