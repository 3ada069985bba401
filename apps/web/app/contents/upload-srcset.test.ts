import { describe, expect, it } from 'vitest';
import { uploadImageSources } from './upload-srcset';

const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const SIZES = '(min-width: 760px) 50vw, 100vw';

describe('uploadImageSources', () => {
  it('offers every stored width of a picture uploaded at 1280 px or more', () => {
    expect(uploadImageSources(`/api/uploads/${ID}-1280.webp`, SIZES)).toEqual({
      src: `/api/uploads/${ID}-1280.webp`,
      srcSet: `/api/uploads/${ID}-320.webp 320w, /api/uploads/${ID}-640.webp 640w, /api/uploads/${ID}-960.webp 960w, /api/uploads/${ID}-1280.webp 1280w`,
      sizes: SIZES,
    });
  });

  it('offers the standard widths under a narrower picture, then its own width', () => {
    expect(uploadImageSources(`/api/uploads/${ID}-1000.webp`, SIZES).srcSet).toBe(
      `/api/uploads/${ID}-320.webp 320w, /api/uploads/${ID}-640.webp 640w, /api/uploads/${ID}-960.webp 960w, /api/uploads/${ID}-1000.webp 1000w`,
    );
    expect(uploadImageSources(`/api/uploads/${ID}-960.webp`, SIZES).srcSet).toBe(
      `/api/uploads/${ID}-320.webp 320w, /api/uploads/${ID}-640.webp 640w, /api/uploads/${ID}-960.webp 960w`,
    );
    expect(uploadImageSources(`/api/uploads/${ID}-700.webp`, SIZES).srcSet).toBe(
      `/api/uploads/${ID}-320.webp 320w, /api/uploads/${ID}-640.webp 640w, /api/uploads/${ID}-700.webp 700w`,
    );
    expect(uploadImageSources(`/api/uploads/${ID}-640.webp`, SIZES).srcSet).toBe(
      `/api/uploads/${ID}-320.webp 320w, /api/uploads/${ID}-640.webp 640w`,
    );
    expect(uploadImageSources(`/api/uploads/${ID}-200.webp`, SIZES).srcSet).toBe(
      `/api/uploads/${ID}-200.webp 200w`,
    );
  });

  it('leaves any other address alone', () => {
    for (const url of [
      'https://images.example.org/kabwe-1280.webp',
      `https://coaz.example/api/uploads/${ID}-1280.webp`,
      `/api/uploads/${ID}.png`,
      `/api/uploads/${ID}-1280.webp?x=1`,
      `/api/uploads/${ID}-0640.webp`,
      `/api/uploads/${ID}-1280.jpg`,
      '/api/uploads/not-a-uuid-1280.webp',
    ]) {
      expect(uploadImageSources(url, SIZES)).toEqual({ src: url });
    }
  });
});
