import { events, findNewsItem, newsNewestFirst, relatedNews } from '@coaz/content-data';
import { Link, useSearchParams } from 'react-router';
import { EventList } from '../content/event-list';
import { newsIsoDate } from '../content/news-date';
import { useHydrated } from '../content/use-hydrated';
import { ContentManager } from '../contents/content-manager';
import { formatDate } from '../dates/format-date';
import { imageSource } from '../images/site-image-url';
import { RelatedNews } from '../news/related-news';
import { pageMeta } from '../seo/page-meta';
import { eventData } from '../seo/structured-data';

export function meta() {
  return pageMeta({
    title: 'News and Events',
    description:
      'News from the association and its districts, upcoming meetings, conferences and screening days, and notices from the secretariat.',
    path: '/news',
    structuredData: events.map(eventData),
  });
}

/**
 * News and events. The article shown is the one a Read More link asked for (`?article=<id>`); the
 * prerendered page, which cannot know the query, shows the newest, and the chosen one replaces it
 * once the page runs.
 */
export default function News() {
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const ordered = newsNewestFirst();
  const requested = hydrated ? findNewsItem(searchParams.get('article') ?? '') : undefined;
  const article = requested ?? ordered[0];
  if (!article) return null;
  const related = relatedNews(article);
  const more = ordered.filter((item) => item.id !== article.id && !related.includes(item));
  const date = newsIsoDate(article.date);
  return (
    <div className="page news-page">
      <h1 className="coaz-visually-hidden">News and Events</h1>
      <div className="news-layout">
        <article className="news-article" aria-labelledby="news-article-title">
          <img
            src={imageSource(article.image).src}
            alt={article.image.alt}
            width={article.image.width}
            height={article.image.height}
            className="news-article__image"
          />
          {article.tag ? <p className="page-header__eyebrow">{article.tag}</p> : null}
          <h2 id="news-article-title" className="news-article__title">
            {article.heading || article.image.alt}
          </h2>
          <p className="news-article__date">
            {date ? <time dateTime={date}>{formatDate(date)}</time> : article.date}
          </p>
          {article.content
            .split(/\n+/)
            .filter((paragraph) => paragraph.trim() !== '')
            .map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
        </article>
        <RelatedNews key={article.id} items={related} />
      </div>

      <section className="page-section" aria-labelledby="more-news">
        <h2 id="more-news">More news</h2>
        <ul className="link-list link-list--news">
          {more.map((item) => (
            <li key={item.id}>
              <Link to={`/news?article=${item.id}`}>{item.heading || item.image.alt}</Link>
              {item.date ? (
                <span className="link-list__meta">
                  {' '}
                  · {formatDate(newsIsoDate(item.date) ?? item.date)}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section className="page-section" aria-labelledby="upcoming-events">
        <h2 id="upcoming-events">Upcoming events</h2>
        <EventList />
      </section>

      <ContentManager />
    </div>
  );
}
