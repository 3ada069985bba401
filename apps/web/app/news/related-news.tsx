import { RELATED_NEWS_ROTATION } from '@coaz/content-data';
import { AutoRotatingList, NewsCard } from '@coaz/ui-kit';
import { newsCardProps } from '../content/news-card-props';
import type { NewsItem } from '../render/content-types';

/**
 * Other posts with the same tag (topped up with recent news, see `relatedPosts`), two at a time, moving on every ten seconds; it holds still while
 * the pointer or focus is inside, and has a pause button.
 */
export function RelatedNews({ items }: { items: readonly NewsItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="news-related" aria-labelledby="related-news">
      <h2 id="related-news">Related news</h2>
      <AutoRotatingList
        label="Related news"
        visibleCount={RELATED_NEWS_ROTATION.visibleCount}
        intervalMs={RELATED_NEWS_ROTATION.intervalMs}
        pauseLabel="Pause related news"
        playLabel="Play related news"
        items={items.map((item) => ({
          id: String(item.id),
          content: <NewsCard {...newsCardProps(item)} />,
        }))}
      />
    </section>
  );
}
