// `pnpm --filter web draw:share-card`: renders app/images/share-card.svg to share-card.png, the
// picture every page offers link previews (og:image). WhatsApp, Facebook and X show no SVG, so
// the PNG is drawn once here and committed; run this again after changing the SVG.
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const svg = fileURLToPath(new URL('../app/images/share-card.svg', import.meta.url));
const png = fileURLToPath(new URL('../app/images/share-card.png', import.meta.url));

const { width, height, size } = await sharp(svg)
  .png({ palette: true, quality: 90, compressionLevel: 9 })
  .toFile(png);
console.log(`share-card.png: ${width} x ${height}, ${(size / 1000).toFixed(1)} kB`);
