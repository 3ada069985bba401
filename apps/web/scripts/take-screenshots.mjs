// Screenshots of ten key pages at a phone (390 px) and a laptop (1366 px) width, for the README's
// before-and-after table: `node scripts/take-screenshots.mjs <base-url> <folder>`. Each is the
// first screenful, as a visitor first sees it, saved as a palette PNG so it stays under 150 kB.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromiumArgs, chromiumExecutablePath } from '@coaz/vitest-config/chromium';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

/** The pages people open most: name in the file, address on the site. */
const PAGES = [
  ['home', '/home'],
  ['about', '/about'],
  ['news', '/news'],
  ['cpd', '/services/cpd'],
  ['careers', '/services/careers'],
  ['category', '/categories/general'],
  ['governance', '/organisation/governance/national_executive_committee'],
  ['membership', '/membership/full_membership'],
  ['constitution', '/constitution'],
  ['login', '/login'],
];
const WIDTHS = [
  [390, 844],
  [1366, 768],
];
const LIMIT = 150 * 1024;

const [base = 'http://127.0.0.1:8080', folder = 'docs/screenshots/after'] = process.argv.slice(2);
await mkdir(folder, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumExecutablePath,
  args: chromiumArgs,
});
try {
  for (const [width, height] of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height } });
    for (const [name, path] of PAGES) {
      await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
      // The constitution's text comes from the server once the page's app runs.
      if (name === 'constitution') {
        await page
          .locator('#contents')
          .waitFor({ timeout: 60_000 })
          .catch(() => undefined);
      }
      const shot = await page.screenshot();
      let colours = 128;
      let png = await sharp(shot).png({ palette: true, colours, compressionLevel: 9 }).toBuffer();
      while (png.length > LIMIT && colours > 16) {
        colours /= 2;
        png = await sharp(shot).png({ palette: true, colours, compressionLevel: 9 }).toBuffer();
      }
      await sharp(png).toFile(join(folder, `${name}-${width}.png`));
      console.log(`${name}-${width}.png ${Math.round(png.length / 1024)} kB`);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
