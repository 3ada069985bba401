// `pnpm --filter web draw:site-icons`: draws the two icons browsers and phones ask for at fixed
// addresses, whatever a page links, from app/images/favicon.svg (the icon pages link), into
// public/ (copied to the build's root, so the server serves them at /favicon.ico and
// /apple-touch-icon.png). Committed like the share card; run this again after changing the SVG.
// - favicon.ico: 16, 32 and 48 pixels, each a PNG inside the ICO (every browser since 2009
//   reads PNG entries), for browsers and crawlers that take no SVG icon.
// - apple-touch-icon.png: 180 pixels, the shield on white with room around it, opaque: iOS
//   fills a transparent one's corners with black and rounds the square itself; Android and
//   WhatsApp take it too.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const svg = fileURLToPath(new URL('../app/images/favicon.svg', import.meta.url));
const publicFolder = new URL('../public/', import.meta.url);

const ICO_SIZES = [16, 32, 48];
const pngs = await Promise.all(
  ICO_SIZES.map((size) =>
    sharp(svg, { density: 72 * (size / 48) * 4 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer(),
  ),
);
// ICONDIR (6 bytes), one ICONDIRENTRY (16 bytes) per picture, then the pictures.
const header = Buffer.alloc(6 + 16 * pngs.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(pngs.length, 4);
let offset = header.length;
pngs.forEach((png, index) => {
  const at = 6 + 16 * index;
  const size = ICO_SIZES[index];
  header.writeUInt8(size, at);
  header.writeUInt8(size, at + 1);
  header.writeUInt8(0, at + 2);
  header.writeUInt8(0, at + 3);
  header.writeUInt16LE(1, at + 4);
  header.writeUInt16LE(32, at + 6);
  header.writeUInt32LE(png.length, at + 8);
  header.writeUInt32LE(offset, at + 12);
  offset += png.length;
});
const ico = Buffer.concat([header, ...pngs]);
await writeFile(new URL('favicon.ico', publicFolder), ico);

const TOUCH_SIZE = 180;
const SHIELD_SIZE = 136;
const shield = await sharp(svg, { density: 72 * (SHIELD_SIZE / 48) * 2 })
  .resize(SHIELD_SIZE, SHIELD_SIZE)
  .png()
  .toBuffer();
const touch = await sharp({
  create: { width: TOUCH_SIZE, height: TOUCH_SIZE, channels: 3, background: '#ffffff' },
})
  .composite([{ input: shield, gravity: 'center' }])
  .removeAlpha()
  .png({ compressionLevel: 9 })
  .toBuffer();
await writeFile(new URL('apple-touch-icon.png', publicFolder), touch);
console.log(`favicon.ico: ${ico.length} bytes; apple-touch-icon.png: ${touch.length} bytes`);
