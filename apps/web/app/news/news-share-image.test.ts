import { describe, expect, it } from 'vitest';
import { newsShareImage } from './news-share-image';

const picture = (url: string, alt = 'Delegates voting at the AGM') => ({
  url,
  alt,
  focusX: 30,
  focusY: 40,
});

describe('newsShareImage', () => {
  it("makes an upload's address absolute, as previews fetch it from another site", () => {
    expect(
      newsShareImage(picture('/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e-1280.webp'), 'AGM'),
    ).toEqual({
      url: 'https://coaz.org.zm/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e-1280.webp',
      alt: 'Delegates voting at the AGM',
      type: 'image/webp',
    });
  });

  it('keeps a picture hosted elsewhere, and names it by the title when it has no alt text', () => {
    expect(newsShareImage(picture('https://example.org/agm.jpg', ' '), 'AGM')).toEqual({
      url: 'https://example.org/agm.jpg',
      alt: 'AGM',
    });
  });

  it('gives none for a post without a picture or with an address a preview must not fetch', () => {
    expect(newsShareImage(null, 'AGM')).toBeUndefined();
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '/assets/x.png', 'agm'])
      expect(newsShareImage(picture(url), 'AGM'), url).toBeUndefined();
  });
});
