import { describe, expect, it } from 'vitest';
import { testNews } from '../test-support/content-server';
import { newsSitemap } from './news-sitemap';

describe('newsSitemap', () => {
  it('lists each published post at its canonical address, with when it last changed', () => {
    const xml = newsSitemap([
      testNews({ id: 16, title: 'Outreach', updatedAt: '2026-11-27T19:10:00.000Z' }),
      testNews({ id: 3, title: 'AGM', updatedAt: '' }),
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(xml).toContain(
      '<url><loc>https://coaz.org.zm/news?article=16</loc><lastmod>2026-11-27T19:10:00.000Z</lastmod></url>',
    );
    // A date that cannot be read is left out rather than guessed.
    expect(xml).toContain('<url><loc>https://coaz.org.zm/news?article=3</loc></url>');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('dates a post scheduled for later than its last edit by the moment it went out', () => {
    // Written at noon, out at 00:05 in Lusaka: a crawler told noon would take it for unchanged.
    const xml = newsSitemap([
      testNews({
        id: 16,
        title: 'Outreach',
        updatedAt: '2026-12-06T10:00:00.000Z',
        publishAt: '2026-12-06T22:05:00.000Z',
      }),
      // Scheduled, then corrected after it went out: the correction is the latest change.
      testNews({
        id: 17,
        title: 'AGM',
        updatedAt: '2026-12-08T09:00:00.000Z',
        publishAt: '2026-12-07T06:00:00.000Z',
      }),
    ]);
    expect(xml).toContain('article=16</loc><lastmod>2026-12-06T22:05:00.000Z</lastmod>');
    expect(xml).toContain('article=17</loc><lastmod>2026-12-08T09:00:00.000Z</lastmod>');
  });

  it('is a valid empty sitemap when nothing is published', () => {
    expect(newsSitemap([])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    );
  });
});
