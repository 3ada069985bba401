import { events, newsItems } from '@coaz/content-data';
import { describe, expect, it } from 'vitest';
import { eventIllustration, newsIllustration } from './illustrations';

describe('the drawings standing in for a missing picture', () => {
  it("keep a seeded entry's own drawing with its description", () => {
    const seededPost = newsItems.find((item) => item.heading !== '');
    const seededEvent = events[0];
    if (!seededPost || !seededEvent) throw new Error('content-data seeds news and events');
    expect(newsIllustration(seededPost.heading)).toEqual(seededPost.image);
    expect(eventIllustration(seededEvent.title)).toEqual(seededEvent.image);
  });

  it("describe nothing for an editor's entry, since the drawing of its kind shows nothing of it", () => {
    const event = eventIllustration('Kitwe CPD week');
    const post = newsIllustration('NEC meets the Ministry of Health on recruitment');
    expect(event.alt).toBe('');
    expect(post.alt).toBe('');
    // Still a drawing to show, the same one for every entry of the kind.
    expect(event.src).toBe(eventIllustration('Workshop on triage').src);
    expect(post.src).toMatch(/\.svg$/);
  });
});
