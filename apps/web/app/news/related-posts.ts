import { RELATED_NEWS_ROTATION } from '@coaz/content-data';
import { sameTopic } from './topic-tag';

/** What choosing the posts beside an article needs to know of a post. */
interface TaggedPost {
  id: number;
  tag?: string | null;
}

/** The posts shown beside an article, and what they are to it. */
export interface NewsBeside<Post> {
  /**
   * `related`: posts on the article's topic, shown as "Related news". `recent`: none is, so the
   * newest other posts, shown as "Recent news".
   */
  kind: 'related' | 'recent';
  /** Newest first; empty when there is no other post. */
  posts: Post[];
}

/**
 * The other posts on `article`'s topic (see `sameTopic`), newest first as `others` lists them.
 * A post with no topic, or only a catch-all tag such as "In other news", has none: a tag that
 * says nothing of a post relates it to nothing.
 */
export function relatedPosts<Post extends TaggedPost>(
  article: Post,
  others: readonly Post[],
): Post[] {
  return others.filter((post) => post.id !== article.id && sameTopic(post.tag, article.tag));
}

/**
 * What the panel beside `article` shows: its related posts when it has any (however few, never
 * padded with posts on other topics, which a reader would take for related), else the newest
 * `recentCount` of the others, said to be recent.
 * @param recentCount how many recent posts to show: enough for the panel to move on twice.
 * @default recentCount twice the entries the panel shows at once
 */
export function newsBeside<Post extends TaggedPost>(
  article: Post,
  others: readonly Post[],
  recentCount: number = RELATED_NEWS_ROTATION.visibleCount * 2,
): NewsBeside<Post> {
  const related = relatedPosts(article, others);
  if (related.length > 0) return { kind: 'related', posts: related };
  return {
    kind: 'recent',
    posts: others.filter((post) => post.id !== article.id).slice(0, recentCount),
  };
}
