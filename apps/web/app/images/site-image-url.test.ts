import { carouselSlides, partners } from '@coaz/content-data';
import { describe, expect, it } from 'vitest';
import { imageSource, siteImageUrl } from './site-image-url';

describe('site images', () => {
  it('gives every content image a URL of the build', () => {
    for (const partner of partners) expect(siteImageUrl(partner.image.src)).toMatch(/\.svg/);
  });

  it('keeps the intrinsic size and the text alternative', () => {
    const image = carouselSlides[0]?.image;
    if (!image) throw new Error('no slide');
    expect(imageSource(image)).toMatchObject({ alt: image.alt, width: 1600, height: 640 });
    expect(imageSource(image, '').alt).toBe('');
  });

  it('refuses a picture the package does not have', () => {
    expect(() => siteImageUrl('news/missing.svg')).toThrow('has no image');
  });
});
