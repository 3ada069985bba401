import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders, testApiClient } from '../test-support/render-route';
import { ApplicationForm } from './application-form';
import { documentPhotoToUpload } from './document-photo';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/**
 * jsdom has no canvas: one that draws nothing and encodes to `encoded` bytes (null: fails to), as
 * the studio's test of `photoToUpload` fakes it. Gives the boxes drawn and the encodings asked.
 */
function fakeCanvas(encoded: number | null) {
  const drawn: number[][] = [];
  const encodings: unknown[][] = [];
  const context = {
    drawImage: (_picture: unknown, ...box: number[]) => void drawn.push(box),
  } as unknown as CanvasRenderingContext2D;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done, type, quality) => {
    encodings.push([type, quality]);
    done(encoded === null ? null : new Blob([new Uint8Array(encoded)], { type: type ?? '' }));
  });
  return { drawn, encodings };
}

const file = (bytes: number, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 1 });
const decodedAs = (width: number, height: number) => async () => ({ width, height });

describe('documentPhotoToUpload', () => {
  it('draws a phone’s photo of a licence again at 2000 px on its longest side, JPEG at 0.85', async () => {
    const { drawn, encodings } = fakeCanvas(520_000);
    const photo = file(3_400_000, 'licence.jpg', 'image/jpeg');
    const sent = await documentPhotoToUpload(photo, decodedAs(4000, 3000));
    expect(drawn).toEqual([[0, 0, 2000, 1500]]);
    expect(encodings).toEqual([['image/jpeg', 0.85]]);
    expect([sent.name, sent.type, sent.size]).toEqual(['licence.jpg', 'image/jpeg', 520_000]);
    // Upright or sideways, the longest side is the one brought down.
    await documentPhotoToUpload(photo, decodedAs(3000, 4000));
    expect(drawn.at(-1)).toEqual([0, 0, 1500, 2000]);
  });

  it('never draws a photo larger than it came: a small one heavy in bytes is drawn at its own size', async () => {
    const { drawn } = fakeCanvas(250_000);
    const photo = file(900_000, 'card.jpg', 'image/jpeg');
    expect((await documentPhotoToUpload(photo, decodedAs(1200, 800))).size).toBe(250_000);
    expect(drawn).toEqual([[0, 0, 1200, 800]]);
  });

  it('draws a PNG or WebP screenshot again as WebP', async () => {
    const { drawn, encodings } = fakeCanvas(300_000);
    const screenshot = file(1_800_000, 'licence.png', 'image/png');
    const sent = await documentPhotoToUpload(screenshot, decodedAs(1080, 2340));
    expect(drawn).toEqual([[0, 0, 923, 2000]]);
    expect([sent.name, sent.type]).toEqual(['licence.webp', 'image/webp']);
    const webp = await documentPhotoToUpload(
      file(1_000_000, 'card.webp', 'image/webp'),
      decodedAs(1600, 1000),
    );
    expect([webp.name, webp.size]).toEqual(['card.webp', 300_000]);
    expect(encodings).toEqual([
      ['image/webp', 0.85],
      ['image/webp', 0.85],
    ]);
  });

  it('sends a PDF, a small picture and any other file as they are, without decoding them', async () => {
    fakeCanvas(100);
    const decode = vi.fn(decodedAs(4000, 3000));
    for (const document of [
      file(4_000_000, 'licence.pdf', 'application/pdf'),
      file(200 * 1024, 'licence.jpg', 'image/jpeg'),
      file(300 * 1024, 'card.png', 'image/png'),
      file(2_000_000, 'licence.gif', 'image/gif'),
    ]) {
      expect(await documentPhotoToUpload(document, decode)).toBe(document);
    }
    expect(decode).not.toHaveBeenCalled();
  });

  it('sends the original when the phone cannot make it smaller', async () => {
    const photo = file(3_000_000, 'licence.jpg', 'image/jpeg');
    // No way to decode it (no createImageBitmap), or a file it cannot read.
    expect(await documentPhotoToUpload(photo, () => undefined)).toBe(photo);
    expect(
      await documentPhotoToUpload(photo, () => Promise.reject(new Error('cannot decode'))),
    ).toBe(photo);
    // The encoder writes nothing, or nothing smaller.
    fakeCanvas(null);
    expect(await documentPhotoToUpload(photo, decodedAs(4000, 3000))).toBe(photo);
    vi.restoreAllMocks();
    fakeCanvas(3_100_000);
    expect(await documentPhotoToUpload(photo, decodedAs(4000, 3000))).toBe(photo);
    // No 2D canvas at all.
    vi.restoreAllMocks();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(await documentPhotoToUpload(photo, decodedAs(4000, 3000))).toBe(photo);
  });
});

describe('ApplicationForm’s documents', () => {
  it('are made smaller to send as documents, not as the studio’s pictures', async () => {
    const { drawn } = fakeCanvas(480 * 1024);
    // The phone's decoder: a 12-megapixel photo, as a mid-range phone's camera takes it.
    vi.stubGlobal('createImageBitmap', async () => ({ width: 4000, height: 3000 }));
    render(
      <TestProviders client={testApiClient()}>
        <ApplicationForm
          membershipType="full_membership"
          onApplied={() => undefined}
          districts={[]}
        />
      </TestProviders>,
    );
    await userEvent.upload(
      screen.getByLabelText(/^Practising licence/),
      file(2.5 * 1024 * 1024, 'licence.jpg', 'image/jpeg'),
    );
    expect(await screen.findByText(/made smaller to send: 2\.5 MB → 480 KB/)).toBeInTheDocument();
    // The studio draws at 2560 px: a licence is drawn at 2000.
    expect(drawn).toEqual([[0, 0, 2000, 1500]]);
  });
});
