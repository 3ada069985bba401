import { describe, expect, it } from 'vitest';
import { findNewsItem, newsItems } from './news-items';

describe('newsItems', () => {
  it('has about fifteen posts, each with a unique slug id', () => {
    expect(newsItems.length).toBeGreaterThanOrEqual(12);
    expect(newsItems.length).toBeLessThanOrEqual(18);
    for (const item of newsItems) expect(item.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(newsItems.map((item) => item.id)).size).toBe(newsItems.length);
  });

  it('covers the topics the association reported on', () => {
    const tags = new Set(newsItems.map((item) => item.tag));
    for (const tag of [
      'Lab coat',
      'AGM',
      'Professional practice',
      'Advocacy',
      'Member benefits',
      'Statements',
      'In other news',
    ]) {
      expect(tags.has(tag), tag).toBe(true);
    }
    const text = newsItems.map((item) => `${item.heading} ${item.content}`).join(' ');
    expect(text).toMatch(/Higher Education Authority/);
    expect(text).toMatch(/Ministry of Health/);
    expect(text).toMatch(/Award/);
  });

  it('keeps posts as published: some undated, one without content, every one with a headline', () => {
    expect(newsItems.some((item) => item.date === '')).toBe(true);
    for (const item of newsItems) {
      expect(item.heading.trim(), item.id).not.toBe('');
      // A headline is the association's words, never the picture's description.
      expect(item.heading, item.id).not.toBe(item.image.alt);
    }
    expect(newsItems.some((item) => item.content === '')).toBe(true);
    for (const item of newsItems) {
      expect(`${item.heading}${item.content}`.trim(), item.id).not.toBe('');
    }
  });

  it('finds a post by id for /news?article=, and nothing for an unknown id', () => {
    expect(findNewsItem('agm-2024-resolutions')?.heading).toBe('Resolutions of the 2024 AGM');
    expect(findNewsItem('agm-2024')).toBeUndefined();
  });
});
