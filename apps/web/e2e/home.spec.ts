import AxeBuilder from '@axe-core/playwright';
import { carouselSlides } from '@coaz/content-data';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { openPage } from './open-page';

/** The newest news posts as the server publishes them (the home page shows three). */
async function latestNews(request: APIRequestContext) {
  const response = await request.get('/api/news?limit=3');
  return ((await response.json()) as { items: { id: number; title: string }[] }).items;
}

test('the home page shows the association as its main heading', async ({ page }) => {
  await openPage(page, '/');
  await expect(page).toHaveTitle('Home | Clinical Officers Association of Zambia');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Clinical Officers Association of Zambia',
  );
});

test('the carousel advances to the next slide on its own', async ({ page }) => {
  await page.clock.install();
  await openPage(page, '/');
  const carousel = page.getByRole('region', { name: 'Highlights' });
  const dots = carousel.getByRole('button', { name: /^Slide / });
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(11_000);
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(carousel.getByRole('heading', { name: carouselSlides[1]?.largeText })).toBeVisible();
});

test('Read More opens the article on the news page', async ({ page, request }) => {
  const item = (await latestNews(request))[1];
  if (!item) throw new Error('no news');
  await openPage(page, '/');
  // The link's name is 'Read More' followed by the article's title, hidden from sight.
  await page
    .getByRole('link', { name: /^Read More/ })
    .filter({ hasText: item.title })
    .click();
  await expect(page).toHaveURL(`/news?article=${item.id}`);
  await expect(page.locator('#news-article-title')).toHaveText(item.title);
});

test("the statistics banner comes in the page with the server's figures", async ({
  page,
  request,
}) => {
  const count = async (path: string) => Number(await (await request.get(path)).text());
  const members = await count('/coaz/api/users/count');
  const active = await count('/coaz/api/users/count/active');
  const partners = ((await (await request.get('/api/partners?limit=100')).json()) as { items: [] })
    .items.length;
  // Read as served: no app runs, so nothing in the banner was fetched by the browser.
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'The association in numbers' });
  // Each figure is a list item: the number, then its label; a rounded number as drawn, not as read
  // out ("more than 1,200").
  const figure = async (label: string) => {
    const item = banner.getByRole('listitem').filter({ hasText: new RegExp(`\\d\\+?${label}$`) });
    return item
      .locator('.coaz-statistic__value')
      .evaluate(
        (value) => (value.querySelector('[aria-hidden="true"]') ?? value).textContent ?? '',
      );
  };
  // The member counts are rounded down and may be of a render before another test's join: never
  // more than the count now.
  for (const [label, now] of [
    ['Members', members],
    ['Active members', active],
  ] as const) {
    const shown = await figure(label);
    expect(shown, label).toMatch(/^\d[\d,]*\+?$/);
    expect(Number(shown.replace(/[,+]/g, '')), label).toBeLessThanOrEqual(now);
  }
  // Every district of Zambia, and said so: not the districts with members.
  expect(await figure('Districts of Zambia')).toBe('116');
  // The figure is the number of partners the page lists, from the server.
  expect(await figure('Partners')).toBe(partners.toLocaleString('en-GB'));
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the statistics sit two to a row on a phone and in one row on a laptop', async ({ page }) => {
  // Wrapped by their widths, the four fell one, one, then two on a 360 px phone.
  const rows = async () => {
    const tops = await page
      .locator('.statistics-banner__figure')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    return [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
  };
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  expect(await rows()).toEqual([2, 2]);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await rows()).toEqual([4]);
  // At twice the phone's text size two to a row broke the labels mid-word ('Memb / ers').
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  expect(await rows()).toEqual([1, 1, 1, 1]);
});

test('the statistics keep their contrast while the app is on its way', async ({ page }) => {
  // On a slow phone the app takes seconds to arrive once the banner comes into view; its code is
  // held here so the page stays in that state. Only a pressed control is dimmed meanwhile.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => document.dispatchEvent(new Event('coaz:start-app')));
  await page.locator('html[data-app-starting]').waitFor({ state: 'attached' });
  const figures = page.locator('.statistics-banner__figures');
  expect(await figures.evaluate((list) => getComputedStyle(list).opacity)).toBe('1');
  const results = await new AxeBuilder({ page })
    .include('.statistics-banner')
    .withRules(['color-contrast'])
    .analyze();
  expect(
    results.violations.flatMap((violation) => violation.nodes.map((node) => node.target)),
  ).toEqual([]);
  release();
});

test('an article link opened directly shows that article, rendered by the server', async ({
  page,
  request,
}) => {
  const item = (await latestNews(request))[2];
  if (!item) throw new Error('no news');
  await openPage(page, `/news?article=${item.id}`);
  await expect(page.locator('#news-article-title')).toHaveText(item.title);
  // The page is the post's own: its title and its one top heading name the post.
  await expect(page).toHaveTitle(`${item.title} | Clinical Officers Association of Zambia`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/news\\?article=${item.id}$`),
  );
});
