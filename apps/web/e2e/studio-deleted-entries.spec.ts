import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from './member-session';
import { openPage } from './open-page';

// A secretariat's tour: something deleted in the studio, noticed only after its Undo had gone
// (or deleted by another editor), could be put back only through the API. Each collection, and
// the notices, list what was deleted in the last 30 days, with who and when, to put back, on a
// phone as on a desk. The post is dated a year back, so it never becomes the newest post other
// specs open /news with.

/** A page lists a change within this long (the content version is polled about every second). */
const WITHIN_SECONDS = 10_000;

async function bearer(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/coaz/api/login', {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
}

test.use({ viewport: { width: 360, height: 740 } });

test('a news post another editor deleted is listed as deleted and put back, on a phone', async ({
  page,
  request,
}) => {
  test.slow();
  const title = `Kasama screening day ${Date.now().toString(36)}`;
  const admin = await bearer(request, 'demo.admin');
  const created = await request.post('/api/news', {
    headers: { authorization: admin },
    data: { title, body: 'Members screened children at Kasama.', date: '2025-11-18' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect(
    (await request.delete(`/api/news/${id}`, { headers: { authorization: admin } })).status(),
  ).toBe(204);
  // Never for the public: neither the post nor the list of deleted ones.
  expect((await request.get(`/news?article=${id}`)).status()).toBe(404);
  expect((await request.get('/api/news/deleted')).status()).toBe(401);

  await logIn(page, 'demo.editor');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openPage(page, '/dashboard?mode=edit&section=news');
  const studio = page.getByRole('region', { name: 'News' });
  const toggle = studio.getByRole('button', { name: 'Deleted news' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const deleted = studio.getByRole('list', { name: 'Deleted news' });
  const entry = deleted.getByRole('listitem').filter({ hasText: title });
  await expect(entry).toContainText(/Deleted \d{1,2} \w+ \d{4}, \d{2}:\d{2} by Site Administrator/);
  await expect(entry).toContainText(/Removed for good on \d{1,2} \w+ \d{4}/);
  // Nothing sticks out sideways at 360 px.
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);

  const putBack = entry.getByRole('button', { name: `Put back “${title}”` });
  await putBack.focus();
  await page.keyboard.press('Enter');
  const said = page.getByText(`“${title}” is back. Published: it is on the site now`);
  await expect(said).toBeVisible();
  await expect(page.locator('.studio-announcement')).toBeFocused();
  await expect(deleted.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);

  await studio.getByRole('searchbox', { name: 'Search news' }).fill(title);
  await expect(studio.getByRole('button', { name: `Edit “${title}”` })).toBeVisible();
  await expect
    .poll(async () => (await request.get(`/news?article=${id}`)).status(), {
      timeout: WITHIN_SECONDS,
    })
    .toBe(200);

  await request.delete(`/api/news/${id}`, { headers: { authorization: admin } });
});

test('a deleted notice is listed under the notice editor and put back on the site', async ({
  page,
  request,
}) => {
  test.slow();
  const title = `Office closed for stocktaking ${Date.now().toString(36)}`;
  const editor = await bearer(request, 'demo.editor');
  const created = await request.post('/api/contents', {
    headers: { authorization: editor },
    data: { title, body: 'The secretariat is closed for the day.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  expect(
    (await request.delete(`/api/contents/${id}`, { headers: { authorization: editor } })).status(),
  ).toBe(204);
  expect((await request.get('/api/contents/deleted')).status()).toBe(401);

  await logIn(page, 'demo.editor');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openPage(page, '/dashboard?mode=edit');
  await page.getByRole('button', { name: 'Deleted notices' }).click();
  const entry = page
    .getByRole('list', { name: 'Deleted notices' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(entry).toContainText('by Demo Editor');
  await entry.getByRole('button', { name: `Put back “${title}”` }).click();
  await expect(page.getByText(`“${title}” is back on the site`)).toBeVisible();
  await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await (await request.get('/api/contents?limit=100')).json()) as { id: number }[]).some(
          (notice) => notice.id === id,
        ),
      { timeout: WITHIN_SECONDS },
    )
    .toBe(true);

  await request.delete(`/api/contents/${id}`, { headers: { authorization: editor } });
});

// The save after "Someone deleted this" added the post anew, under a new address: the one shared
// already said "This news post is not available", and its history began again.
test('an edit saved after another editor deleted the post puts it back, at its own address', async ({
  page,
  request,
}) => {
  test.slow();
  const title = `Mansa outreach ${Date.now().toString(36)}`;
  const admin = await bearer(request, 'demo.admin');
  const created = await request.post('/api/news', {
    headers: { authorization: admin },
    data: { title, body: 'Members held an outreach in Mansa.', date: '2025-11-17' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await logIn(page, 'demo.editor');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openPage(page, '/dashboard?mode=edit&section=news');
  await page
    .getByRole('region', { name: 'News', exact: true })
    .getByRole('button', { name: `Edit “${title}”` })
    .click();
  const form = page.getByRole('form', { name: `Edit “${title}”` });
  await form.getByLabel(/^Tag/).fill('Outreach');
  expect(
    (await request.delete(`/api/news/${id}`, { headers: { authorization: admin } })).status(),
  ).toBe(204);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'save again to put it back with your changes, at the same address and with its history',
  );
  await expect(form.getByLabel(/^Tag/)).toHaveValue('Outreach');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: it is on the site now')).toBeVisible();

  const back = await request.get(`/api/news/${id}`);
  expect(back.status()).toBe(200);
  expect(await back.json()).toMatchObject({ title, tag: 'Outreach' });
  await expect
    .poll(async () => (await request.get(`/news?article=${id}`)).status(), {
      timeout: WITHIN_SECONDS,
    })
    .toBe(200);
  const studioList = await request.get(`/api/news?view=studio&q=${encodeURIComponent(title)}`, {
    headers: { authorization: admin },
  });
  expect(((await studioList.json()) as { items: unknown[] }).items).toHaveLength(1);
  await request.delete(`/api/news/${id}`, { headers: { authorization: admin } });
});
