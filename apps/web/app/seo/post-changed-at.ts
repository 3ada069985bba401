import type { NewsItem } from '../render/content-types';

/** A moment as an ISO date-time, or undefined when it cannot be read. */
function isoTime(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const time = Date.parse(text);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

/**
 * When the public last saw a news post change: its last edit, or the moment it went out when it
 * was scheduled for later than that. A post written at noon and scheduled for 00:05 in Lusaka
 * appears at 00:05; a feed or sitemap that dated it noon told readers and crawlers it had not
 * changed since before they last looked, and its `updated` came before its `published`.
 * @example postChangedAt({ updatedAt: '2026-12-06T10:00:00Z', publishAt: '2026-12-06T22:05:00Z' }) // '2026-12-06T22:05:00.000Z'
 */
export function postChangedAt(post: Pick<NewsItem, 'updatedAt' | 'publishAt'>): string | undefined {
  const moments = [isoTime(post.updatedAt), isoTime(post.publishAt)].filter(
    (time): time is string => time !== undefined,
  );
  return moments.sort().at(-1);
}
