import { RELATED_NEWS_ROTATION } from '@coaz/content-data';
import { AutoRotatingList, NewsCard } from '@coaz/ui-kit';
import { newsCardProps } from '../content/news-card-props';
import type { NewsItem } from '../render/content-types';
import type { NewsBeside } from './related-posts';

/** What the panel is called, by what its posts are to the article. */
const PANEL_NAMES = {
  related: { heading: 'Related news', id: 'related-news' },
  recent: { heading: 'Recent news', id: 'recent-news' },
} as const;

/**
 * The posts beside an article (see `newsBeside`), headed by what they are to it: "Related news"
 * (same topic) or "Recent news" (none is). Two at a time, moving on every ten seconds; it holds
 * still while the pointer or focus is inside, and has a pause button.
 */
export function RelatedNews({
  kind,
  items,
}: {
  kind: NewsBeside<NewsItem>['kind'];
  items: readonly NewsItem[];
}) {
  if (items.length === 0) return null;
  const { heading, id } = PANEL_NAMES[kind];
  const lowered = heading.toLowerCase();
  return (
    <section className="news-related" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <AutoRotatingList
        label={heading}
        visibleCount={RELATED_NEWS_ROTATION.visibleCount}
        intervalMs={RELATED_NEWS_ROTATION.intervalMs}
        pauseLabel={`Pause ${lowered}`}
        playLabel={`Play ${lowered}`}
        items={items.map((item) => ({
          id: String(item.id),
          content: <NewsCard {...newsCardProps(item)} />,
        }))}
      />
    </section>
  );
}
