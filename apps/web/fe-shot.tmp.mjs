import { chromium } from '@playwright/test';

const [url, out, w, h, action] = process.argv.slice(2);
const b = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const p = await b.newPage({ viewport: { width: +w, height: +h } });
await p.goto(url, { waitUntil: 'networkidle' });
if (action) await p.locator(action).first().click();
await p.waitForTimeout(300);
await p.screenshot({ path: out });
await b.close();
