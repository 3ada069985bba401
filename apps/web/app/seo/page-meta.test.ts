import { carouselSlides } from '@coaz/content-data';
import { describe, expect, it } from 'vitest';
import { pageMeta, shortDescription } from './page-meta';

describe('page meta', () => {
  it('gives title, description, canonical and Open Graph tags', () => {
    const tags = pageMeta({
      title: 'About',
      description: 'Who we are.',
      path: '/about',
      image: carouselSlides[0]?.image,
      structuredData: [{ '@type': 'Thing' }],
    });
    expect(tags).toContainEqual({ title: 'About | Clinical Officers Association of Zambia' });
    expect(tags).toContainEqual({ name: 'description', content: 'Who we are.' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://coaz.org/about' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://coaz.org/about',
    });
    expect(tags.find((tag) => 'property' in tag && tag.property === 'og:image')).toMatchObject({
      content: expect.stringMatching(/^https:\/\/coaz\.org\/.+\.svg/),
    });
    expect(tags).toContainEqual({ 'script:ld+json': { '@type': 'Thing' } });
  });

  it('cuts long descriptions on a word boundary', () => {
    const long = 'word '.repeat(60);
    const short = shortDescription(long);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith('word…')).toBe(true);
  });
});
