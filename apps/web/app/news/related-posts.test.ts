import { describe, expect, it } from 'vitest';
import { newsBeside, relatedPosts } from './related-posts';

const post = (id: number, tag?: string | null) => ({ id, tag });
// Newest first, as the news page lists them.
const others = [
  post(2, 'AGM'),
  post(3),
  post(4, 'CPD'),
  post(5, 'In other news'),
  post(6, 'agm'),
  post(7, 'In other news'),
  post(8, 'AGM'),
];

const ids = (posts: readonly { id: number }[]) => posts.map(({ id }) => id);

describe('relatedPosts', () => {
  it('gives every other post on the same topic, newest first, and no other', () => {
    expect(ids(relatedPosts(post(1, 'AGM'), others))).toEqual([2, 6, 8]);
    expect(ids(relatedPosts(post(1, 'CPD'), others))).toEqual([4]);
  });

  it('relates nothing to a post tagged only "In other news", nor to an untagged one', () => {
    expect(relatedPosts(post(1, 'In other news'), others)).toEqual([]);
    expect(relatedPosts(post(1), others)).toEqual([]);
    expect(relatedPosts(post(1, null), others)).toEqual([]);
  });

  it('never gives the post itself', () => {
    expect(ids(relatedPosts(post(2, 'AGM'), others))).toEqual([6, 8]);
  });
});

describe('newsBeside', () => {
  it('shows related posts alone, however few, never padded with other topics', () => {
    expect(newsBeside(post(1, 'CPD'), others)).toEqual({
      kind: 'related',
      posts: [post(4, 'CPD')],
    });
  });

  it('shows the newest others as recent news when nothing shares a topic', () => {
    const beside = newsBeside(post(5, 'In other news'), others);
    expect(beside.kind).toBe('recent');
    expect(ids(beside.posts)).toEqual([2, 3, 4, 6]);
    expect(newsBeside(post(1, 'Statements'), others, 2)).toEqual({
      kind: 'recent',
      posts: [post(2, 'AGM'), post(3)],
    });
  });

  it('shows nothing when there is no other post', () => {
    expect(newsBeside(post(1, 'AGM'), [])).toEqual({ kind: 'recent', posts: [] });
  });
});
