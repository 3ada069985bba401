import { afterEach, describe, expect, it, vi } from 'vitest';
import { WIDEST_KEPT_WIDTH } from '../studio/photo-to-upload';
import { photoSendingNote, profilePhotoToUpload } from './profile-photo';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A canvas that draws nothing and encodes to `encoded` bytes; gives the sizes it was drawn at. */
function fakeCanvas(encoded: number) {
  const drawn: number[][] = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: (_picture: unknown, ...box: number[]) => void drawn.push(box),
  } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done, type) =>
    done(new Blob(['x'.repeat(encoded)], { type: type ?? 'image/png' })),
  );
  return drawn;
}

const picture = (type: string, bytes: number, name = 'portrait.jpg') =>
  new File(['x'.repeat(bytes)], name, { type });

describe('profilePhotoToUpload', () => {
  it('draws a landscape and a portrait phone photo at the width the server keeps', async () => {
    const drawn = fakeCanvas(180_000);
    const photo = picture('image/jpeg', 1_250_000);
    const wide = await profilePhotoToUpload(photo, async () => ({ width: 4000, height: 3000 }));
    await profilePhotoToUpload(photo, async () => ({ width: 3000, height: 4000 }));
    expect(WIDEST_KEPT_WIDTH).toBe(1280);
    // The portrait keeps its height: the server keeps a picture's width, not its longest side.
    expect(drawn).toEqual([
      [0, 0, 1280, 960],
      [0, 0, 1280, 1707],
    ]);
    expect([wide.name, wide.type, wide.size]).toEqual(['portrait.jpg', 'image/jpeg', 180_000]);
  });

  it('draws a large PNG or WebP again as WebP, and keeps a photo already small as it is', async () => {
    const drawn = fakeCanvas(200_000);
    const screenshot = picture('image/png', 3_000_000, 'screenshot.png');
    const sent = await profilePhotoToUpload(screenshot, async () => ({
      width: 2400,
      height: 1080,
    }));
    expect([sent.name, sent.type]).toEqual(['screenshot.webp', 'image/webp']);
    const small = picture('image/jpeg', 150_000);
    expect(await profilePhotoToUpload(small, async () => ({ width: 1000, height: 750 }))).toBe(
      small,
    );
    expect(drawn).toEqual([[0, 0, 1280, 576]]);
  });
});

describe('photoSendingNote', () => {
  it('says how much goes up and that it may take a minute', () => {
    expect(photoSendingNote(184_000)).toBe(
      'Sending 180 KB: on slow mobile data this may take a minute. Keep this page open until it is done.',
    );
    expect(photoSendingNote(3_200_000)).toMatch(/^Sending 3\.1 MB:/);
  });
});
