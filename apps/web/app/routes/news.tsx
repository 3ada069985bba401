import { ASSOCIATION_NAME, pageTitle } from '@coaz/content-data';
import { EmptyState } from '@coaz/ui-kit';
import { data, isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { eventGroups } from '../content/event-groups';
import { EventSections, NEXT_EVENTS_ANNOUNCED } from '../content/event-sections';
import { newsIllustration } from '../content/illustrations';
import { LinkedText } from '../content/linked-text';
import { PageHeader } from '../content/page-header';
import { PastEventList } from '../content/past-event-list';
import { pictureOrIllustration } from '../content/picture-image';
import { ContentManager } from '../contents/content-manager';
import { MISSING_NEWS_POST_TITLE, MissingNewsPost } from '../news/missing-news-post';
import { newsArticleId } from '../news/news-article-id';
import { newsDateText, newsDateTime } from '../news/news-date';
import { newsShareImage } from '../news/news-share-image';
import { postParagraphs } from '../news/post-paragraphs';
import { RelatedNews } from '../news/related-news';
import { newsBeside } from '../news/related-posts';
import { topicOf } from '../news/topic-tag';
import { siteContent } from '../render/site-content';
import { requireSiteRenderContext } from '../render/site-render-context';
import { eventEntryData } from '../seo/event-entry-data';
import { newsArticleData } from '../seo/news-article-data';
import { NEWS_FEED_PATH } from '../seo/news-feed';
import { pageMeta } from '../seo/page-meta';
import { SiteErrorPage } from '../site/site-error-page';
import type { Route } from './+types/news';

// The news page lists this many posts under "More news".
const NEWS_LISTED = 50;
// And this many of the events that have ended, the latest: what the association did lately, not
// an archive to scroll through.
const PAST_EVENTS_LISTED = 5;

/**
 * The post a Read More link asked for (`?article=<id>`), else the newest; the posts shown beside
 * it (related by topic, else recent: see `newsBeside`) and the other posts; the events not yet
 * ended, those happening now apart from those to come (`eventGroups`, by the server's clock), and
 * the latest that have ended; and the notices. Rendered on the server, so the page shows
 * the requested post before any script runs. `requested` says the post was asked for by its link:
 * then the page is that post's page, titled and headed by it.
 * @throws a 404 response when the link names no published post (removed, unpublished, unknown, or
 * an id no post can have): the page says so (`MissingNewsPost`) rather than show another post.
 * An event starting later today needs no `no-store`: the server's cache key turns at its start, so
 * no cached page keeps it under "Upcoming events" once it has begun.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const asked = new URL(request.url).searchParams.get('article');
  const requestedId = asked === null ? undefined : newsArticleId(asked);
  const { apiFetch, now } = requireSiteRenderContext(context);
  const content = siteContent(apiFetch);
  const [news, events, pastEvents, notices, requested] = await Promise.all([
    content.latestNews(NEWS_LISTED),
    content.upcomingEvents(),
    content.pastEvents(PAST_EVENTS_LISTED),
    // The notices read without script too; if they cannot be read now, the browser asks again.
    content.notices().catch(() => undefined),
    requestedId === undefined ? Promise.resolve(undefined) : content.newsItem(requestedId),
  ]);
  if (asked !== null && !requested) throw data('No published news post has this id', 404);
  const article = requested ?? news[0];
  const others = news.filter((item) => item.id !== article?.id);
  const beside = article ? newsBeside(article, others) : { kind: 'recent' as const, posts: [] };
  // "More news" leaves out every post the panel holds, not only the pair it shows first: the rest
  // come in turn as it rotates (the starter turns it before the app runs, app-start), and with
  // JavaScript off every one of them shows at once (site-noscript.css). Listed here too, the
  // panel's next pair stood at the top of "More news" as the panel showed it.
  const more = others.filter((item) => !beside.posts.includes(item));
  const { happeningNow, upcoming } = eventGroups(events, now);
  return {
    article,
    requested: requested !== undefined,
    beside,
    more,
    happeningNow,
    events: upcoming,
    pastEvents,
    notices,
  };
}

/** The news feed, so a browser or feed reader given the news page finds it. */
const FEED_LINK = {
  tagName: 'link',
  rel: 'alternate',
  type: 'application/atom+xml',
  title: 'News from the Clinical Officers Association of Zambia',
  href: NEWS_FEED_PATH,
} as const;

export function meta({ loaderData, error }: Route.MetaArgs) {
  if (error) {
    // Any other failure gets the site's error page, which titles itself.
    if (!isRouteErrorResponse(error) || error.status !== 404) return [];
    return [{ title: pageTitle(MISSING_NEWS_POST_TITLE) }, { name: 'robots', content: 'noindex' }];
  }
  const article = loaderData?.requested ? loaderData.article : undefined;
  // A shared link to a post previews, and is listed in search results, as that post, with its
  // photograph where it has one.
  if (article) {
    const image = newsShareImage(article.picture, article.title);
    return [
      ...pageMeta({
        title: article.title,
        // A post of a picture alone (a season's greeting) would be described by its title again.
        description:
          postParagraphs(article).join(' ') ||
          [`${article.title}: news from the ${ASSOCIATION_NAME}`, newsDateText(article)]
            .filter(Boolean)
            .join(', ')
            .concat('.'),
        path: `/news?article=${article.id}`,
        type: 'article',
        structuredData: [newsArticleData(article)],
        ...(image ? { image } : {}),
      }),
      FEED_LINK,
    ];
  }
  return [
    ...pageMeta({
      title: 'News and Events',
      description:
        'News from the association and its districts, upcoming meetings, conferences and screening days, and notices from the secretariat.',
      path: '/news',
      // The events not yet ended only: one that has ended is listed for the record, not offered
      // to search engines as one to attend.
      structuredData: [...(loaderData?.happeningNow ?? []), ...(loaderData?.events ?? [])].map(
        eventEntryData,
      ),
    }),
    FEED_LINK,
  ];
}

/**
 * News and events: one post in full, related (or recent) and other posts, events happening now,
 * upcoming and past events, and notices.
 */
export default function News({ loaderData }: Route.ComponentProps) {
  const { article, requested, beside, more, happeningNow, events, pastEvents, notices } =
    loaderData;
  // A catch-all tag ("In other news") says nothing of the post: no label rather than that one.
  const topic = topicOf(article?.tag);
  // The post asked for by its link heads its page; otherwise the page is the news page.
  const ArticleHeading = requested ? 'h1' : 'h2';
  const image = article
    ? pictureOrIllustration(
        article.picture,
        newsIllustration(article.title),
        '(min-width: 64rem) 48rem, 100vw',
      )
    : undefined;
  return (
    <div className={requested ? 'page news-page news-page--article' : 'page news-page'}>
      {/* The page's name, seen as on every other page: hidden, the page opened on the newest
          post's picture and nothing said where the visitor was. That post stays a second-level
          heading under it, one of the news; a post opened by its link is the page and heads it. */}
      {requested ? null : <PageHeader title="News and Events" />}
      {article && image ? (
        <div className="news-layout">
          <article className="news-article" aria-labelledby="news-article-title">
            <img
              src={image.src}
              srcSet={image.srcSet}
              sizes={image.sizes}
              alt={image.alt}
              width={image.width}
              height={image.height}
              style={image.objectPosition ? { objectPosition: image.objectPosition } : undefined}
              className="news-article__image"
            />
            {topic ? <p className="page-header__eyebrow">{topic}</p> : null}
            <ArticleHeading id="news-article-title" className="news-article__title">
              {article.title}
            </ArticleHeading>
            {/* Only as far as it was published: "October 2024", or nothing for an undated post. */}
            {newsDateText(article) ? (
              <p className="news-article__date">
                <time dateTime={newsDateTime(article)}>{newsDateText(article)}</time>
              </p>
            ) : null}
            {postParagraphs(article).map((paragraph) => (
              <p key={paragraph}>
                <LinkedText text={paragraph} />
              </p>
            ))}
          </article>
          <RelatedNews key={article.id} kind={beside.kind} items={beside.posts} />
        </div>
      ) : (
        // With no post published, the page still says where news will be, as the home page does,
        // instead of opening on its events as if it had no news part.
        <section className="page-section" aria-labelledby="latest-news">
          <h2 id="latest-news">Latest news</h2>
          <EmptyState
            title="No news yet"
            description="News from the association appears here."
            headingLevel={3}
          />
        </section>
      )}

      {more.length > 0 ? (
        <section className="page-section" aria-labelledby="more-news">
          <h2 id="more-news">More news</h2>
          <ul className="link-list link-list--news">
            {more.map((item) => (
              <li key={item.id}>
                <Link to={`/news?article=${item.id}`}>{item.title}</Link>
                {/* A post the association published without a date says so: among dated posts,
                    nothing there read as a date the page had lost. No day is made up for it. */}
                <span className="link-list__meta"> · {newsDateText(item) || 'no date given'}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <EventSections
        happeningNow={happeningNow}
        upcoming={events}
        sectionClassName="page-section"
        headingIds={{ happeningNow: 'happening-now', upcoming: 'upcoming-events' }}
        {...(pastEvents.length > 0 ? { emptyDescription: NEXT_EVENTS_ANNOUNCED } : {})}
      />

      {pastEvents.length > 0 ? (
        <section className="page-section" aria-labelledby="past-events">
          <h2 id="past-events">Past events</h2>
          <PastEventList events={pastEvents} />
        </section>
      ) : null}

      <ContentManager published={notices} />
    </div>
  );
}

/** A link to a post that is not published: said so, with status 404; any other failure as usual. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <MissingNewsPost />;
  console.error(error);
  return <SiteErrorPage notFound={false} />;
}
