import { siteContent } from '../render/site-content';
import { requireSiteRenderContext } from '../render/site-render-context';
import { newsSitemap } from '../seo/news-sitemap';
import type { Route } from './+types/sitemap-news';

/**
 * `/sitemap-news.xml`: the published news posts, rendered by the server from the content API (and
 * cached by it per content version), so a post is listed once it is published and dropped once it
 * is removed, with no rebuild. The pages' sitemap (`/sitemap.xml`) is written at build time.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const posts = await siteContent(requireSiteRenderContext(context).apiFetch).publishedNews();
  return new Response(newsSitemap(posts), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}
