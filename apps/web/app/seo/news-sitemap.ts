import type { NewsItem } from '../render/content-types';
import { postChangedAt } from './post-changed-at';
import { siteUrl } from './site-origin';

/** Where the sitemap of the news posts is served, and named in robots.txt. */
export const NEWS_SITEMAP_PATH = '/sitemap-news.xml';

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character] ??
      character,
  );

/**
 * The sitemap of the published news posts, each at its canonical address
 * (`/news?article=<id>`, the one its page names) with when it last changed.
 * @example newsSitemap([post16]) // '<?xml …><urlset …><url><loc>https://coaz.org.zm/news?article=16</loc>…'
 */
export function newsSitemap(posts: readonly NewsItem[]): string {
  const urls = posts.map((post) => {
    const modified = postChangedAt(post);
    return `  <url><loc>${escapeXml(siteUrl(`/news?article=${post.id}`))}</loc>${
      modified ? `<lastmod>${modified}</lastmod>` : ''
    }</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}${urls.length ? '\n' : ''}</urlset>\n`;
}
