import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { newsItems } from '../news/news-items';
import { siteImageUrl } from './site-image-url';

describe('siteImageUrl', () => {
  it('joins the picture to an absolute or relative base, with or without a trailing slash', () => {
    const image = { src: 'news/agm 2024.svg' };
    expect(siteImageUrl(image, 'https://coaz.org/assets/')).toBe(
      'https://coaz.org/assets/news/agm%202024.svg',
    );
    expect(siteImageUrl(image, '/assets')).toBe('/assets/news/agm%202024.svg');
  });

  it('names a file that exists in the assets folder for every news picture', () => {
    const assets = new URL('../../assets/', import.meta.url);
    for (const item of newsItems) {
      expect(existsSync(new URL(siteImageUrl(item.image, assets.href)))).toBe(true);
    }
  });

  it('refuses paths that would leave the assets folder', () => {
    for (const src of ['../secret.svg', '/etc/passwd', 'https://evil.example/x.svg', 'a\\b.svg']) {
      expect(() => siteImageUrl({ src }, '/assets/')).toThrow(TypeError);
    }
  });
});
