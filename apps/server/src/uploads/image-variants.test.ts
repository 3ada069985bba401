import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { plainImage } from '../../test-support/test-images';
import {
  renderImageVariants,
  renderMissingVariants,
  renderWidestVariant,
  VARIANT_WIDTHS,
  variantWidths,
} from './image-variants';

describe('variantWidths', () => {
  it('takes the standard widths a picture reaches, and its own width under 1280 px', () => {
    expect(variantWidths(3000)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(1279)).toEqual([320, 640, 960, 1279]);
    expect(variantWidths(960)).toEqual([320, 640, 960]);
    expect(variantWidths(959)).toEqual([320, 640, 959]);
    expect(variantWidths(700)).toEqual([320, 640, 700]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(320)).toEqual([320]);
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(1)).toEqual([1]);
  });
});

describe('renderImageVariants', () => {
  it('renders narrowest first, in proportion, never wider than the original', async () => {
    const variants = await renderImageVariants(await plainImage(1000, 500, 'png'));
    expect(variants?.map(({ width, height }) => [width, height])).toEqual([
      [320, 160],
      [640, 320],
      [960, 480],
      [1000, 500],
    ]);
  });

  it('answers undefined for bytes that are no picture', async () => {
    expect(await renderImageVariants(new TextEncoder().encode('not a picture'))).toBeUndefined();
  });
});

describe('renderWidestVariant', () => {
  // A member's photo is kept at its widest size: the narrower ones were encoded and thrown away.
  it('renders the widest variant alone', async () => {
    const variants = await renderWidestVariant(await plainImage(1000, 500, 'png'));
    expect(variants?.map(({ width, height }) => [width, height])).toEqual([[1000, 500]]);
  });
});

describe('the widest width the web app sends a picture at', () => {
  // The web app sends a studio picture and a member's photo no wider than the server keeps them
  // (apps/web/app/studio/photo-to-upload.ts, WIDEST_KEPT_WIDTH), so no pixel goes over paid mobile
  // data to be thrown away. The apps cannot import each other: this reads the web's line and holds
  // the two equal.
  it("is the web app's WIDEST_KEPT_WIDTH", () => {
    const web = readFileSync(
      fileURLToPath(new URL('../../../web/app/studio/photo-to-upload.ts', import.meta.url)),
      'utf8',
    );
    const sent = /export const WIDEST_KEPT_WIDTH = (\d+);/.exec(web)?.[1];
    expect(Number(sent)).toBe(VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]);
  });
});

describe('renderMissingVariants', () => {
  it('renders only the widths asked for that the stored picture reaches', async () => {
    const widest = await plainImage(1280, 640, 'webp');
    const variants = await renderMissingVariants(widest, [960, 2000]);
    expect(variants?.map(({ width, height }) => [width, height])).toEqual([[960, 480]]);
    const decoded = await sharp(variants?.[0]?.bytes).metadata();
    expect([decoded.format, decoded.width]).toEqual(['webp', 960]);
  });

  it('answers undefined for a stored file that is no picture', async () => {
    expect(await renderMissingVariants(new Uint8Array([1, 2, 3]), [960])).toBeUndefined();
  });
});
