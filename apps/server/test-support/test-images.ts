import sharp from 'sharp';

/** GPS latitude written into {@link phonePhoto}; a test proves it never leaves the server. */
export const PHOTO_GPS_LATITUDE = '15/1 25/1 0/1';

/**
 * A phone photo as a camera writes it: a 3000 × 2000 JPEG (quality 90, about 570 KB) of sky over
 * foliage-like texture with sensor noise, stored sideways with EXIF orientation 6 (so it is
 * 2000 × 3000 upright) and carrying GPS position, camera make and an XMP packet. Its top-left
 * corner, which orientation 6 turns into the top-right, is pure red, so a test can see whether
 * the picture was turned.
 */
export async function phonePhoto(): Promise<Uint8Array> {
  const width = 3000;
  const height = 2000;
  const texture = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 45 },
    },
  })
    .blur(2.5)
    .raw()
    .toBuffer();
  const sky = [110, 160, 225];
  const ground = [70, 115, 55];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const isSky = y < height * 0.4;
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel++) {
        const grain = (texture[at + channel] ?? 128) - 128;
        const value = isSky
          ? (sky[channel] ?? 0) + (y / height) * 60 + grain * 0.15
          : (ground[channel] ?? 0) + grain * 1.1 + 25 * Math.sin(x / 70 + y / 110);
        pixels[at + channel] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  for (let y = 0; y < 200; y++) {
    for (let x = 0; x < 200; x++) pixels.set([255, 0, 0], (y * width + x) * 3);
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: PHOTO_GPS_LATITUDE },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
    )
    .toBuffer();
  return new Uint8Array(jpeg);
}

/** A small 200 × 120 PNG with transparency, narrower than every standard width. */
export async function smallPng(): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({
      create: {
        width: 200,
        height: 120,
        channels: 4,
        background: { r: 20, g: 120, b: 200, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer(),
  );
}

/** A picture `width` × `height` in one colour, encoded as `format`. */
export async function plainImage(
  width: number,
  height: number,
  format: 'jpeg' | 'png' | 'gif' | 'webp' | 'avif',
): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#3a7' } })
      .toFormat(format)
      .toBuffer(),
  );
}

/** Bytes that start like a PNG (signature and the start of a header chunk) but hold no picture. */
export const UNDECODABLE_PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82,
]);
