// @vitest-environment node
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

// Served at the site's root (Vite copies public/ there): browsers, crawlers and phones ask for
// these two addresses whatever a page links. Drawn by scripts/draw-site-icons.mjs.
const ico = readFileSync(new URL('../../public/favicon.ico', import.meta.url));
const touchIcon = readFileSync(new URL('../../public/apple-touch-icon.png', import.meta.url));
const svg = readFileSync(new URL('./favicon.svg', import.meta.url));

/** The pictures inside an ICO file, by its directory. */
function icoPictures(file: Buffer): { size: number; picture: Buffer }[] {
  expect(file.readUInt16LE(0)).toBe(0);
  expect(file.readUInt16LE(2)).toBe(1);
  return Array.from({ length: file.readUInt16LE(4) }, (_, index) => {
    const at = 6 + 16 * index;
    const offset = file.readUInt32LE(at + 12);
    return {
      size: file.readUInt8(at) || 256,
      picture: file.subarray(offset, offset + file.readUInt32LE(at + 8)),
    };
  });
}

/** How far apart two pictures look, as small opaque ones on white (0 is alike, 255 opposite). */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const small = (input: Buffer) =>
    sharp(input)
      .resize(16, 16, { fit: 'fill' })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .raw()
      .toBuffer();
  const [left, right] = await Promise.all([small(a), small(b)]);
  return (
    left.reduce((sum, value, index) => sum + Math.abs(value - (right[index] ?? 0)), 0) / left.length
  );
}

describe('the site icons', () => {
  it('has a favicon.ico with the sizes tabs and bookmarks use, each the SVG icon', async () => {
    const pictures = icoPictures(ico);
    expect(pictures.map((entry) => entry.size)).toEqual(expect.arrayContaining([16, 32]));
    for (const { size, picture } of pictures) {
      const { width, height, format } = await sharp(picture).metadata();
      expect({ width, height, format }).toEqual({ width: size, height: size, format: 'png' });
      expect(await difference(picture, svg), `${size}px`).toBeLessThan(12);
    }
  });

  it('has an opaque 180-pixel touch icon for phones, the shield on white', async () => {
    const { width, height, format, hasAlpha } = await sharp(touchIcon).metadata();
    expect({ width, height, format, hasAlpha }).toEqual({
      width: 180,
      height: 180,
      format: 'png',
      hasAlpha: false,
    });
    // The corners iOS rounds off are white, not the black it fills a transparent icon with.
    const { data } = await sharp(touchIcon)
      .extract({ left: 0, top: 0, width: 4, height: 4 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(Math.min(...data)).toBeGreaterThan(240);
    expect(touchIcon.byteLength).toBeLessThan(20_000);
  });
});
