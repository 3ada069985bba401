import { RELATED_NEWS_ROTATION } from '@coaz/content-data';

/** What choosing related posts needs to know of a post. */
interface TaggedPost {
  id: number;
  tag?: string | null;
}

/**
 * The posts shown beside `article` under "Related news": those that share its tag, then, while
 * there are fewer than `enough`, the newest of the rest (`others` is newest first). A panel of
 * only two same-tag posts would never move, and an untagged post would have none; the top-up
 * keeps the panel rotating with recent news.
 * @param enough how many the panel needs to move on at least twice before it repeats.
 * @default enough twice the entries it shows at once
 */
export function relatedPosts<Post extends TaggedPost>(
  article: Post,
  others: readonly Post[],
  enough: number = RELATED_NEWS_ROTATION.visibleCount * 2,
): Post[] {
  const rest = others.filter((post) => post.id !== article.id);
  const sameTag = article.tag ? rest.filter((post) => post.tag === article.tag) : [];
  const topUp = rest.filter((post) => !sameTag.includes(post));
  return [...sameTag, ...topUp.slice(0, Math.max(0, enough - sameTag.length))];
}
