import { describe, expect, it } from 'vitest';
import { pageMeta, shortDescription } from './page-meta';

describe('page meta', () => {
  it('gives title, description, canonical and Open Graph tags', () => {
    const tags = pageMeta({
      title: 'About',
      description: 'Who we are.',
      path: '/about',
      structuredData: [{ '@type': 'Thing' }],
    });
    expect(tags).toContainEqual({ title: 'About | Clinical Officers Association of Zambia' });
    expect(tags).toContainEqual({ name: 'description', content: 'Who we are.' });
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://coaz.org.zm/about' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://coaz.org.zm/about',
    });
    expect(tags).toContainEqual({ 'script:ld+json': { '@type': 'Thing' } });
  });

  it('offers link previews the share card, a PNG, with its size', () => {
    const tags = pageMeta({ description: 'Home.', path: '/' });
    expect(tags.find((tag) => 'property' in tag && tag.property === 'og:image')).toMatchObject({
      content: expect.stringMatching(/^https:\/\/coaz\.org\.zm\/.*share-card.*\.png$/),
    });
    expect(tags).toContainEqual({ property: 'og:image:type', content: 'image/png' });
    expect(tags).toContainEqual({ property: 'og:image:width', content: '1200' });
    expect(tags).toContainEqual({ property: 'og:image:height', content: '630' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });

  it("offers a page's own picture in place of the share card", () => {
    const tags = pageMeta({
      title: 'AGM',
      description: 'Members met.',
      path: '/news?article=3',
      type: 'article',
      image: {
        url: 'https://coaz.org.zm/api/uploads/a-1280.webp',
        alt: 'Delegates',
        type: 'image/webp',
      },
    });
    const images = tags.filter(
      (tag) => 'property' in tag && String(tag.property).startsWith('og:image'),
    );
    expect(images).toEqual([
      { property: 'og:image', content: 'https://coaz.org.zm/api/uploads/a-1280.webp' },
      { property: 'og:image:type', content: 'image/webp' },
      { property: 'og:image:alt', content: 'Delegates' },
    ]);
  });

  it('cuts a long description after its last whole sentence or clause that fits', () => {
    const sentences = `${'A short sentence. '.repeat(6)}${'And a long one that goes on '.repeat(4)}.`;
    expect(shortDescription(sentences)).toBe('A short sentence. '.repeat(6).trim());
    const clauses = `Clinicians in newer fields; ${'terms of each field as they are set '.repeat(5)}.`;
    expect(shortDescription(clauses)).toBe('Clinicians in newer fields.');
  });

  it('cuts long descriptions on a word boundary', () => {
    const long = 'word '.repeat(60);
    const short = shortDescription(long);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short.endsWith('word…')).toBe(true);
  });
});
