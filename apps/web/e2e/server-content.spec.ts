import { expect, test } from '@playwright/test';
import { openPage, startApp } from './open-page';

// The constitution's text is rendered by the server into its page; the notices load from the
// server's API in the browser (`/api/contents`); the careers page's open posts are in its HTML
// (editable-content.spec.ts).

interface ConstitutionArticle {
  number: number;
  title: string;
  anchor: string;
}

test('/constitution has every Article in its HTML and opens at a cited one with no script', async ({
  browser,
  request,
}) => {
  const response = await request.get('/api/constitution');
  expect(response.status()).toBe(200);
  const { articles } = (await response.json()) as { articles: ConstitutionArticle[] };
  const cited = articles[Math.floor(articles.length / 2)];
  if (!cited) throw new Error('the server indexed no Articles');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/constitution#${cited.anchor}`);
  const article = page.locator(`[id="${cited.anchor}"]`);
  await expect(article.getByRole('heading', { level: 3 })).toHaveText(
    `Article ${cited.number}: ${cited.title}`,
  );
  await expect(article).toBeInViewport();
  await expect(page.locator('article.constitution-article')).toHaveCount(articles.length);
  await context.close();
});

test('/constitution fetches no app at load, and starting it later leaves the reader where they are', async ({
  page,
  request,
}) => {
  const { articles } = (await (await request.get('/api/constitution')).json()) as {
    articles: ConstitutionArticle[];
  };
  const cited = articles[1];
  if (!cited) throw new Error('the server indexed fewer than two Articles');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(`/constitution#${cited.anchor}`);
  const article = page.locator(`[id="${cited.anchor}"]`);
  await expect(article).toBeInViewport();
  expect(scripts).toEqual([]);
  // The reader scrolls on, then reaches for a control: the app starts and hydrates the page.
  // What they read stays in view. Neither the offset nor the Article exactly at mid-screen is
  // compared: the browser may still be settling the sizes of Articles it skipped drawing
  // (`content-visibility`), and scroll anchoring moves the offset to keep the text in place.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const reading = await page.evaluate(
    () =>
      Array.from(document.querySelectorAll('article.constitution-article')).find(
        (candidate) => candidate.getBoundingClientRect().bottom > window.innerHeight / 2,
      )?.id,
  );
  if (!reading || reading === cited.anchor) throw new Error('the page did not scroll on');
  await startApp(page);
  await expect(page.locator(`[id="${reading}"]`)).toBeInViewport();
  await expect(article).not.toBeInViewport();
});

test('the news page lists the notices published through the member portal', async ({
  page,
  request,
}) => {
  const entries = (await (await request.get('/api/contents')).json()) as { title: string }[];
  const first = entries[0];
  if (!first) throw new Error('the server has no published contents');
  await openPage(page, '/news');
  const notices = page.getByRole('region', { name: 'Notices' });
  await expect(notices.getByRole('heading', { name: first.title, level: 3 })).toBeVisible();
  await expect(notices.getByRole('heading', { level: 3 })).toHaveCount(entries.length);
});
