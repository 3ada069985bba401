import { ASSOCIATION_NAME } from '@coaz/content-data';
import shareCardUrl from '../images/share-card.png?url';
import { newsDateTime } from '../news/news-date';
import { newsShareImage } from '../news/news-share-image';
import { postParagraphs } from '../news/post-paragraphs';
import type { NewsItem } from '../render/content-types';
import { shortDescription } from './page-meta';
import { postChangedAt } from './post-changed-at';
import { siteUrl } from './site-origin';

/**
 * A news post's own page (`/news?article=<id>`) as a schema.org NewsArticle, so search engines can
 * list the post with its date and picture: the photograph an editor uploaded, else the site's share
 * card (search engines, like link previews, want a raster picture of some size).
 */
export function newsArticleData(post: NewsItem): object {
  const photo = newsShareImage(post.picture, post.title);
  const association = { '@type': 'Organization', name: ASSOCIATION_NAME, url: siteUrl('/') };
  const description = shortDescription(postParagraphs(post).join(' '));
  // As far as it was published ('2024-10' for "October 2024", ISO 8601's month), or none.
  const published = newsDateTime(post);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: post.title,
    ...(published ? { datePublished: published } : {}),
    dateModified: postChangedAt(post) ?? post.updatedAt,
    mainEntityOfPage: siteUrl(`/news?article=${post.id}`),
    image: [photo?.url ?? siteUrl(shareCardUrl)],
    author: association,
    publisher: association,
    ...(description ? { description } : {}),
  };
}
