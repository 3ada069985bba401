import { readFile } from 'node:fs/promises';
import { newsItems } from '@coaz/content-data';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './member-session';
import { openPage } from './open-page';

// A news post as visitors meet it: opened from the site search, read on a phone, shared, listed
// for search engines, and gone once removed. The posts here are dated a year back, so they never
// become the newest post other specs open /news with.

/** A page lists a publish within this long (the content version is polled about every second). */
const WITHIN_SECONDS = 10_000;

const unique = (label: string) => `${label}${Date.now().toString(36)}`;

async function editor(request: APIRequestContext): Promise<string> {
  const response = await request.post('/coaz/api/login', {
    data: { username: 'demo.editor', password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
}

async function publishNews(request: APIRequestContext, data: object): Promise<number> {
  const response = await request.post('/api/news', {
    headers: { authorization: await editor(request) },
    data: { date: '2025-11-20', ...data },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

async function removeNews(request: APIRequestContext, id: number) {
  await request.delete(`/api/news/${id}`, { headers: { authorization: await editor(request) } });
}

test('a long link in a post wraps at 360 px, is a link, and the search opens the post', async ({
  browser,
  request,
}) => {
  const word = unique('Quokkaberry');
  const link = `https://docs.example.org/forms/d/e/1FAIpQLSd${'x'.repeat(90)}/viewform`;
  const title = `Kalulushi outreach ${word}`;
  const id = await publishNews(request, {
    title,
    body: `Register with the form at ${link} before Friday.\nSupercalifragilistic${'X'.repeat(90)} is one word.`,
  });
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  try {
    await expect
      .poll(async () => (await request.get(`/news?article=${id}`)).status(), {
        timeout: WITHIN_SECONDS,
      })
      .toBe(200);
    // Found by a word of its title, and the result opens that post.
    await openPage(page, `/search?q=${word}`);
    const result = page.getByRole('main').getByRole('link', { name: title });
    await expect(result).toHaveAttribute('href', `/news?article=${id}`);
    await result.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    const article = page.locator('.news-article');
    await expect(article).toHaveCSS('overflow-wrap', 'anywhere');
    await expect(article.getByRole('link', { name: link })).toHaveAttribute('rel', 'noopener');
    // Nothing runs past the phone's width: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    const box = await article.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  } finally {
    await context.close();
    await removeNews(request, id);
  }
});

test('a post with a photo previews with it; a removed post answers 404 and leaves the sitemap', async ({
  page,
  request,
}) => {
  const photo = await readFile(new URL('../app/images/share-card.png', import.meta.url));
  const upload = await request.post('/api/uploads', {
    headers: { authorization: await editor(request) },
    multipart: { file: { name: 'outreach.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(upload.status()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const id = await publishNews(request, {
    title: unique('Screening day in Mongu '),
    body: 'Members checked blood pressure at the market.',
    picture: { url, alt: 'Members at the screening tent', focusX: 50, focusY: 50 },
  });
  const entry = `<loc>https://coaz.org.zm/news?article=${id}</loc>`;
  await expect
    .poll(async () => (await request.get('/sitemap-news.xml')).text(), {
      timeout: WITHIN_SECONDS,
    })
    .toContain(entry);
  const sitemap = await request.get('/sitemap-news.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  expect(await (await request.get('/robots.txt')).text()).toContain(
    'Sitemap: https://coaz.org.zm/sitemap-news.xml',
  );

  const html = await (await request.get(`/news?article=${id}`)).text();
  expect(html).toMatch(
    new RegExp(
      `<meta property="og:image" content="https://coaz\\.org\\.zm${url.replaceAll('.', '\\.')}"`,
    ),
  );
  expect(html).toContain('<meta property="og:image:alt" content="Members at the screening tent"');
  expect(html.match(/property="og:image"/g)).toHaveLength(1);

  await removeNews(request, id);
  await expect
    .poll(async () => (await request.get(`/news?article=${id}`)).status(), {
      timeout: WITHIN_SECONDS,
    })
    .toBe(404);
  expect(await (await request.get('/sitemap-news.xml')).text()).not.toContain(entry);
  for (const search of ['?article=1e1', '?article=-1', '?article=copperbelt-cpd-day']) {
    expect((await request.get(`/news${search}`)).status(), search).toBe(404);
  }
  const response = await page.goto(`/news?article=${id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'This news post is not available',
  );
  await expect(page).toHaveTitle(/^This news post is not available \| /);
  await expect(page.getByRole('link', { name: 'Go to News and Events' })).toHaveAttribute(
    'href',
    '/news',
  );
});

// Shown at its own shape, a phone's portrait photo stood 1000 px tall on a laptop, above the
// post's title and words, and pushed them down as it arrived (its frame said 3:2).
test("a phone's portrait photo is framed wide on its post's page, the title in view on a laptop", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto('/about');
  const portrait = Buffer.from(
    await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 960;
      canvas.height = 1280;
      const drawing = canvas.getContext('2d') as CanvasRenderingContext2D;
      drawing.fillStyle = '#1d6b3a';
      drawing.fillRect(0, 0, 960, 1280);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      return [...new Uint8Array(await (blob as Blob).arrayBuffer())];
    }),
  );
  const upload = await request.post('/api/uploads', {
    headers: { authorization: await editor(request) },
    multipart: { file: { name: 'IMG_0412.png', mimeType: 'image/png', buffer: portrait } },
  });
  expect(upload.status()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const title = unique('Clinic day in Sesheke ');
  const id = await publishNews(request, {
    title,
    body: 'Members saw patients under a tent at the market.',
    picture: { url, alt: 'Members at the clinic tent', focusX: 50, focusY: 30 },
  });

  await page.goto(`/news?article=${id}`);
  const picture = page.locator('.news-article__image');
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const box = await picture.boundingBox();
  expect(box).not.toBeNull();
  expect(Math.abs((box?.height ?? 0) - ((box?.width ?? 0) * 2) / 3)).toBeLessThan(2);
  await expect(picture).toHaveCSS('object-position', '50% 30%');
  const heading = await page.getByRole('heading', { level: 1, name: title }).boundingBox();
  expect((heading?.y ?? Number.POSITIVE_INFINITY) + (heading?.height ?? 0)).toBeLessThan(768);
  await context.close();
  await removeNews(request, id);
});

test('a story "In other news" shows no such tag and sits beside recent news; a story on a topic beside that topic only', async ({
  page,
  request,
}) => {
  const listed = await request.get('/api/news?limit=50');
  const { items } = (await listed.json()) as {
    items: { id: number; title: string; tag: string | null }[];
  };
  const idOf = (title: string) => {
    const post = items.find((item) => item.title === title);
    if (!post) throw new Error(`The demo has no post "${title}"`);
    return post.id;
  };
  const greetings = "Season's greetings from the association";
  const agm = 'Members meet in Lusaka for the 2024 annual general meeting';
  expect(items.find((item) => item.title === greetings)?.tag).toBe('In other news');

  await page.goto(`/news?article=${idOf(greetings)}`);
  const article = page.getByRole('article', { name: greetings });
  await expect(article).toBeVisible();
  await expect(article).not.toContainText('In other news');
  await expect(page.getByRole('region', { name: 'Related news' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Recent news' })).toBeVisible();

  await page.goto(`/news?article=${idOf(agm)}`);
  await expect(
    page.getByRole('article', { name: agm }).locator('.page-header__eyebrow'),
  ).toHaveText('AGM');
  // Every post in the panel, the ones waiting for their turn included, is on the AGM.
  const related = page.getByRole('region', { name: 'Related news' }).locator('h3');
  const agmPosts = items.filter((item) => item.tag === 'AGM' && item.title !== agm);
  expect((await related.allTextContents()).sort()).toEqual(
    agmPosts.map((item) => item.title).sort(),
  );
  await expect(page.getByRole('region', { name: 'Recent news' })).toHaveCount(0);
});

test("Read More on a post beside another takes the cursor to that post's heading", async ({
  page,
}) => {
  await openPage(page, '/news');
  const beside = page.locator('.news-related');
  // A post the seed wrote: one another spec publishes and removes meanwhile may be gone by the
  // time its Read More is pressed.
  const readMores = beside.getByRole('link', { name: /^Read More/ });
  const seeded = (await readMores.allTextContents()).findIndex((text) =>
    newsItems.some((item) => text.includes(item.heading)),
  );
  expect(seeded, 'a seeded post beside the news').toBeGreaterThanOrEqual(0);
  const readMore = readMores.nth(seeded);
  const title = (await readMore.textContent()) ?? '';
  await readMore.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/news\?article=\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  expect(title).toContain(await heading.textContent());
  // Tab goes on from the post, not from the top of the page.
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
  ).toBe(true);
});
