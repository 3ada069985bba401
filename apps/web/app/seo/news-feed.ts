import { ASSOCIATION_NAME } from '@coaz/content-data';
import { postParagraphs } from '../news/post-paragraphs';
import { topicOf } from '../news/topic-tag';
import type { NewsItem } from '../render/content-types';
import { postChangedAt, postPublishedAt } from './post-changed-at';
import { siteUrl } from './site-origin';

/** Where the Atom feed of the news is served, and named by the news page. */
export const NEWS_FEED_PATH = '/feed.xml';

/** How many of the newest posts the feed carries: readers keep what they have already fetched. */
export const NEWS_FEED_SIZE = 30;

/**
 * What XML 1.0 forbids anywhere in a document (its `Char` production leaves out): control
 * characters but tab and line breaks, a lone half of a surrogate pair, U+FFFE and U+FFFF. With the
 * `u` flag a well-formed pair is one character and a lone half is matched on its own.
 */
const FORBIDDEN_IN_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/**
 * Text as XML character data: the five markup characters escaped, and what XML 1.0 forbids
 * dropped, since one such character makes every reader refuse the whole feed. The server refuses
 * them in new text; this keeps a post saved before it did from breaking the feed.
 */
const escapeXml = (text: string) =>
  text
    .replace(FORBIDDEN_IN_XML, '')
    .replace(
      /[&<>"']/g,
      (character) =>
        ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character] ??
        character,
    );

function entry(post: NewsItem): string {
  // A catch-all tag ("In other news") is no topic: a reader's category of it would gather
  // unrelated posts, as the news page's related posts did.
  const topic = topicOf(post.tag);
  const url = siteUrl(`/news?article=${post.id}`);
  // Atom's `published` is a moment: a post published with its month alone has the first moment of
  // that month in Lusaka (without one, readers dated it by its `updated`, the day it was entered);
  // a post published with no date has none to give.
  const published = postPublishedAt(post);
  const updated = postChangedAt(post) ?? published ?? new Date(0).toISOString();
  return [
    '  <entry>',
    `    <id>${escapeXml(url)}</id>`,
    `    <title>${escapeXml(post.title)}</title>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
    published ? `    <published>${published}</published>` : '',
    `    <updated>${updated}</updated>`,
    topic ? `    <category term="${escapeXml(topic)}"/>` : '',
    `    <content type="text">${escapeXml(postParagraphs(post).join('\n\n'))}</content>`,
    '  </entry>',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * The published news posts, newest first as the content API lists them, as an Atom feed: each
 * post at its canonical address (`/news?article=<id>`) with its text, its day and when it last
 * changed. The feed's own `updated` is the latest change of any post in it.
 * @example newsFeed([post16]) // '<?xml …><feed xmlns="http://www.w3.org/2005/Atom">…<entry><id>https://coaz.org.zm/news?article=16</id>…'
 */
export function newsFeed(posts: readonly NewsItem[]): string {
  const changes = posts
    .map((post) => postChangedAt(post))
    .filter((time): time is string => time !== undefined)
    .sort();
  const updated = changes.at(-1) ?? new Date(0).toISOString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeXml(siteUrl('/news'))}</id>
  <title>${escapeXml(`News | ${ASSOCIATION_NAME}`)}</title>
  <link rel="alternate" type="text/html" href="${escapeXml(siteUrl('/news'))}"/>
  <link rel="self" type="application/atom+xml" href="${escapeXml(siteUrl(NEWS_FEED_PATH))}"/>
  <updated>${updated}</updated>
  <author><name>${escapeXml(ASSOCIATION_NAME)}</name></author>
${posts.map(entry).join('\n')}${posts.length ? '\n' : ''}</feed>
`;
}
