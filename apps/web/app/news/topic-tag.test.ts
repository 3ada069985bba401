import { newsItems } from '@coaz/content-data';
import { describe, expect, it } from 'vitest';
import { sameTopic, topicOf } from './topic-tag';

describe('topicOf', () => {
  it('gives a topic tag as written, trimmed', () => {
    expect(topicOf('AGM')).toBe('AGM');
    expect(topicOf('  Lab coat ')).toBe('Lab coat');
  });

  it('gives nothing for a catch-all tag, however it is written', () => {
    for (const tag of ['In other news', 'in other news.', ' IN  OTHER NEWS ', 'General', 'Other']) {
      expect(topicOf(tag), tag).toBeUndefined();
    }
  });

  it('gives nothing for a missing or blank tag', () => {
    expect(topicOf(undefined)).toBeUndefined();
    expect(topicOf(null)).toBeUndefined();
    expect(topicOf('  ')).toBeUndefined();
  });

  it('finds the catch-all the seeded news uses, and a topic in every other tag', () => {
    const tags = new Set(newsItems.map((item) => item.tag));
    expect(tags.has('In other news')).toBe(true);
    for (const tag of tags) {
      expect(topicOf(tag) === undefined, tag).toBe(tag === 'In other news' || tag === undefined);
    }
  });
});

describe('sameTopic', () => {
  it('matches tags written alike but for case and spacing', () => {
    expect(sameTopic('AGM', ' agm ')).toBe(true);
    expect(sameTopic('Lab coat', 'Lab  Coat')).toBe(true);
    expect(sameTopic('AGM', 'Statements')).toBe(false);
  });

  it('relates nothing by a catch-all or missing tag, not even to itself', () => {
    expect(sameTopic('In other news', 'In other news')).toBe(false);
    expect(sameTopic(undefined, undefined)).toBe(false);
    expect(sameTopic('', '')).toBe(false);
  });
});
