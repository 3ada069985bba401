// `pnpm --filter web shoot:studio <server URL>`: screenshots of the studio for the root README, at
// a laptop's 1366 px and a phone's 390 px, into docs/screenshots/. Run it against a demo server
// (`npm start`, or the built server with COAZ_MODE=demo); it logs in as demo.editor and saves
// nothing: it opens the news list, then the first item's form with a picture chosen (drawn from
// one of content-data's artworks) to show the alt text and focal point. Each PNG is reduced to a
// palette to stay under 150 kB.
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumExecutablePath } from '@coaz/vitest-config/chromium';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const artwork = fileURLToPath(
  new URL('../node_modules/@coaz/content-data/assets/news/agm-2024.svg', import.meta.url),
);
const picture = await sharp(artwork).resize(960).png().toBuffer();
const folder = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));
mkdirSync(folder, { recursive: true });

async function logIn(page) {
  await page.goto(`${base}/login`);
  await page.evaluate(() => document.dispatchEvent(new Event('coaz:start-app')));
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByLabel('User name').fill('demo.editor');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo-2026!');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/home$/);
}

async function save(page, name) {
  const raw = await page.screenshot();
  const { size } = await sharp(raw)
    .png({ palette: true, quality: 80, compressionLevel: 9 })
    .toFile(`${folder}${name}`);
  console.log(`${name}: ${(size / 1000).toFixed(1)} kB`);
}

const browser = await chromium.launch({
  executablePath: chromiumExecutablePath,
  args: chromiumArgs,
});
try {
  for (const [width, height] of [
    [1366, 900],
    [390, 844],
  ]) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await logIn(page);
    await page.goto(`${base}/dashboard?mode=edit&section=news`);
    const studio = page.getByRole('region', { name: 'News' });
    await studio.getByRole('listitem').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    if (width > 400) await save(page, `studio-list-${width}.png`);
    await studio
      .getByRole('button', { name: /^Edit “/ })
      .last()
      .click();
    const form = page.getByRole('form', { name: /^Edit “/ });
    await form.waitFor();
    // What an editor on a phone sees right after pressing Edit far down the list.
    if (width < 400) await save(page, `studio-edit-${width}.png`);
    await form.getByLabel('Choose a picture').setInputFiles({
      name: 'agm.png',
      mimeType: 'image/png',
      buffer: picture,
    });
    await form.getByLabel(/^Alt text/).fill('Members seated at the annual general meeting');
    const focus = form.getByRole('slider', { name: /^Focal point/ });
    await focus.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await page.keyboard.press('Shift+ArrowUp');
    await form.locator('.studio-picture').scrollIntoViewIfNeeded();
    await page.evaluate(() => document.querySelector('.studio-picture')?.scrollIntoView());
    if (width > 400) await save(page, `studio-picture-${width}.png`);
    await page.close();
  }
} finally {
  await browser.close();
}
