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
    // A change that cannot be read dates the post by its publication (its day in Lusaka).
    expect(xml).toContain(
      '<url><loc>https://coaz.org.zm/news?article=3</loc><lastmod>2026-11-19T22:00:00.000Z</lastmod></url>',
    );
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

  it('dates a post never edited since it was imported by its own date, not the import', () => {
    // The demo's posts of 2024 were all stamped with the moment the demo data was loaded.
    const loaded = '2026-12-01T08:00:00.000Z';
    const xml = newsSitemap([
      testNews({ id: 1, title: 'Ndola', date: '2024-03-12', createdAt: loaded, updatedAt: loaded }),
      testNews({
        id: 2,
        title: 'Resolutions',
        date: '2024-10-01',
        datePrecision: 'month',
        createdAt: loaded,
        updatedAt: loaded,
      }),
      // Edited since: the edit is its latest change.
      testNews({
        id: 3,
        title: 'AGM',
        date: '2024-03-12',
        createdAt: loaded,
        updatedAt: '2026-12-03T09:00:00.000Z',
      }),
      // An edit stamped before the post's own date (a post dated ahead) is never its change.
      testNews({
        id: 4,
        title: 'Conference',
        date: '2027-01-15',
        createdAt: '2026-12-01T08:00:00.000Z',
        updatedAt: '2026-12-02T08:00:00.000Z',
      }),
    ]);
    expect(xml).toContain('article=1</loc><lastmod>2024-03-11T22:00:00.000Z</lastmod>');
    expect(xml).toContain('article=2</loc><lastmod>2024-09-30T22:00:00.000Z</lastmod>');
    expect(xml).toContain('article=3</loc><lastmod>2026-12-03T09:00:00.000Z</lastmod>');
    expect(xml).toContain('article=4</loc><lastmod>2027-01-14T22:00:00.000Z</lastmod>');
  });

  it('is a valid empty sitemap when nothing is published', () => {
    expect(newsSitemap([])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>\n',
    );
  });
});
