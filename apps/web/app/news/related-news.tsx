import { type NewsItem, RELATED_NEWS_ROTATION } from '@coaz/content-data';
import { NewsCard } from '@coaz/ui-kit';
import { useState } from 'react';
import { newsIsoDate } from '../content/news-date';
import { imageSource } from '../images/site-image-url';
import { RouterLink } from '../site/router-link';
import { useRotation } from './use-rotation';

/**
 * Other posts with the same tag, two at a time, moving on every ten seconds. It holds still while
 * the pointer or focus is inside, so nobody loses what they are reading.
 */
export function RelatedNews({ items }: { items: readonly NewsItem[] }) {
  const [held, setHeld] = useState(false);
  const shown = useRotation(
    items,
    RELATED_NEWS_ROTATION.visibleCount,
    RELATED_NEWS_ROTATION.intervalMs,
    held,
  );
  if (items.length === 0) return null;
  return (
    <section
      className="news-related"
      aria-labelledby="related-news"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <h2 id="related-news">Related news</h2>
      <ul className="card-list" aria-live={held ? 'polite' : 'off'}>
        {shown.map((item) => (
          <li key={item.id}>
            <NewsCard
              title={item.heading || item.image.alt}
              summary={item.content}
              href={`/news?article=${item.id}`}
              image={imageSource(item.image)}
              date={newsIsoDate(item.date)}
              linkComponent={RouterLink}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
