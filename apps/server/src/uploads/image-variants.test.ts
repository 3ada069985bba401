import { describe, expect, it } from 'vitest';
import { plainImage } from '../../test-support/test-images';
import { renderImageVariants, variantWidths } from './image-variants';

describe('variantWidths', () => {
  it('takes the standard widths a picture reaches, and its own width under 1280 px', () => {
    expect(variantWidths(3000)).toEqual([320, 640, 1280]);
    expect(variantWidths(1280)).toEqual([320, 640, 1280]);
    expect(variantWidths(1279)).toEqual([320, 640, 1279]);
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
      [1000, 500],
    ]);
  });

  it('answers undefined for bytes that are no picture', async () => {
    expect(await renderImageVariants(new TextEncoder().encode('not a picture'))).toBeUndefined();
  });
});
