import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from './member-session';
import { openPage } from './open-page';

// A secretariat's tour: a news post deleted in the studio by mistake and put back with Undo must
// come back as the same post. Its address, `/news?article=N`, may already be on WhatsApp or
// Facebook; before, Undo made a new post (a new number), and the shared link said "This news post
// is not available". The post is dated a year back, so it never becomes the newest post other
// specs open /news with.

/** A page lists a change within this long (the content version is polled about every second). */
const WITHIN_SECONDS = 10_000;

async function bearer(request: APIRequestContext): Promise<string> {
  const response = await request.post('/coaz/api/login', {
    data: { username: 'demo.editor', password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
}

async function logInAsEditor(page: Page) {
  await logIn(page, 'demo.editor');
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a news post deleted in the studio and put back with Undo keeps its address and its history', async ({
  page,
  request,
}) => {
  test.slow();
  const title = `Mansa outreach day ${Date.now().toString(36)}`;
  const authorization = await bearer(request);
  const created = await request.post('/api/news', {
    headers: { authorization },
    data: { title, body: 'Members screened children at Mansa market.', date: '2025-11-19' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  // A second version, so the history has something before the delete to keep.
  const edited = await request.put(`/api/news/${id}`, {
    headers: { authorization },
    data: { version: 1, tag: 'Outreach' },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  const address = `/news?article=${id}`;
  const sitemapEntry = `<loc>https://coaz.org.zm${address}</loc>`;
  await expect
    .poll(async () => (await request.get(address)).status(), { timeout: WITHIN_SECONDS })
    .toBe(200);

  await logInAsEditor(page);
  await openPage(page, '/dashboard?mode=edit&section=news');
  const studio = page.getByRole('region', { name: 'News' });
  await studio.getByRole('searchbox', { name: 'Search news' }).fill(title);
  const entry = studio.getByRole('listitem').filter({ hasText: title });
  await entry.getByRole('button', { name: `Delete “${title}”` }).click();
  const confirm = page.getByRole('region', { name: 'Confirm deletion' });
  await expect(confirm).toContainText('puts it back as it was, at the same address');
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText(`“${title}” deleted`)).toBeVisible();
  await expect
    .poll(async () => (await request.get(address)).status(), { timeout: WITHIN_SECONDS })
    .toBe(404);

  await page.getByRole('button', { name: `Undo: put “${title}” back` }).click();
  await expect(
    page.getByText(`“${title}” is back. Published: it is on the site now`),
  ).toBeVisible();

  // The address shared before the delete shows the post again, rendered by the server.
  await expect
    .poll(async () => (await request.get(address)).status(), { timeout: WITHIN_SECONDS })
    .toBe(200);
  await openPage(page, address);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('This news post is not available')).toHaveCount(0);

  // Listed once, under its old number, for search engines.
  const sitemap = await (await request.get('/sitemap-news.xml')).text();
  expect(sitemap).toContain(sitemapEntry);
  const studioList = await request.get(
    `/api/news?view=studio&q=${encodeURIComponent(title)}&limit=100`,
    { headers: { authorization } },
  );
  expect(
    ((await studioList.json()) as { items: { id: number }[] }).items.map((item) => item.id),
  ).toEqual([id]);

  // Its history is the one it had: both versions, the first still "added".
  await openPage(page, '/dashboard?mode=edit&section=news');
  await studio.getByRole('searchbox', { name: 'Search news' }).fill(title);
  await entry.getByRole('button', { name: `History of “${title}”` }).click();
  const history = page.getByRole('region', { name: `History of “${title}”` });
  await expect(history).toContainText('Version 2: ');
  await expect(history).toContainText(/Version 1: .*; added/);

  // The audit log says it was put back, and by whom.
  await page.getByRole('link', { name: 'Audit log' }).click();
  const line = page
    .getByRole('row')
    .filter({ hasText: `Put back after deletion: news item “${title}”` });
  await expect(line).toBeVisible();
  await expect(line).toContainText('demo.editor');

  await request.delete(`/api/news/${id}`, { headers: { authorization } });
});
