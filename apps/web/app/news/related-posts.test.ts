import { describe, expect, it } from 'vitest';
import { relatedPosts } from './related-posts';

const post = (id: number, tag?: string) => ({ id, tag });
// Newest first, as the news page lists them.
const others = [post(2, 'AGM'), post(3), post(4, 'CPD'), post(5, 'AGM'), post(6), post(7, 'AGM')];

describe('relatedPosts', () => {
  it('gives the posts that share the tag first, then tops up with the newest others', () => {
    expect(relatedPosts(post(1, 'CPD'), others).map(({ id }) => id)).toEqual([4, 2, 3, 5]);
  });

  it('gives every post of the tag when there are enough of them', () => {
    expect(relatedPosts(post(1, 'AGM'), others, 2).map(({ id }) => id)).toEqual([2, 5, 7]);
  });

  it('gives the newest posts to an untagged one, never the post itself', () => {
    expect(relatedPosts(post(3), others).map(({ id }) => id)).toEqual([2, 4, 5, 6]);
  });
});
