import { siteContent } from '../render/site-content';
import { requireSiteRenderContext } from '../render/site-render-context';
import { NEWS_FEED_SIZE, newsFeed } from '../seo/news-feed';
import type { Route } from './+types/news-feed';

/**
 * `/feed.xml`: the newest published news posts as an Atom feed, rendered by the server from the
 * content API (and cached by it per content version, as the news page is), so a feed reader sees a
 * post once it is published, its corrections, and no post once it is unpublished or removed.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const posts = await siteContent(requireSiteRenderContext(context).apiFetch).latestNews(
    NEWS_FEED_SIZE,
  );
  return new Response(newsFeed(posts), {
    headers: { 'content-type': 'application/atom+xml; charset=utf-8' },
  });
}
