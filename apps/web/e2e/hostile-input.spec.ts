import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openPage } from './open-page';

// Script and markup that members, editors or visitors send are stored as text and shown as text:
// nothing they wrote may run in another visitor's browser. Every payload below would set
// `window.__pwned`, open a dialog or add an <img> to the page if it were ever treated as HTML.

const MEMBER_API = '/coaz/api';

declare global {
  interface Window {
    __pwned?: string;
  }
}

/** Remembers every dialog the page opens (alert, confirm, prompt), dismissing it. */
function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function expectNothingRan(page: Page, dialogs: string[]) {
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expect(page.locator('img[src^="x-coaz-hostile"]')).toHaveCount(0);
  await expect(page.locator('b.coaz-hostile')).toHaveCount(0);
}

async function loginToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post(`${MEMBER_API}/login`, {
    data: { username, password: 'Demo-2026!' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

test('a notice with script and markup shows on /news as literal text, and nothing runs', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const title = `<script>window.__pwned = 'title'</script>Hostile notice ${run}`;
  const body = `<img src="x-coaz-hostile-body" onerror="window.__pwned = 'body'; alert(1)"><b class="coaz-hostile">bold?</b> '; DROP TABLE contents; -- ${run}`;
  const token = await loginToken(request, 'demo.editor');
  const created = await request.post('/api/contents', {
    headers: { authorization: `Bearer ${token}` },
    data: { title, body, imageUrl: null },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    const dialogs = watchDialogs(page);
    await openPage(page, '/news');
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    await expect(page.getByText(body, { exact: true })).toBeVisible();
    await expectNothingRan(page, dialogs);
  } finally {
    await request.delete(`/api/contents/${id}`, { headers: { authorization: `Bearer ${token}` } });
  }
});

test('a chat question with script and markup shows in the widget as literal text, and nothing runs', async ({
  page,
}) => {
  const question = `<img src="x-coaz-hostile-chat" onerror="window.__pwned = 'chat'; alert(1)"><script>window.__pwned = 'chat'</script> Who can become a member?`;
  const dialogs = watchDialogs(page);
  await openPage(page, '/news');
  await page.getByRole('button', { name: 'Ask about the constitution' }).click();
  const assistant = page.getByRole('dialog', { name: 'COAZ constitution assistant' });
  // The first health check runs as the window first opens (the click above), not before: Online
  // shows once it answers, within its 10 s deadline (the server's /api/health, which Playwright
  // waited for, said the assistant's index was ready).
  await expect(assistant.getByText('Online', { exact: true })).toBeVisible({ timeout: 15_000 });
  await assistant.getByRole('textbox', { name: 'Your question' }).fill(question);
  await assistant.getByRole('button', { name: 'Send' }).click();
  await expect(assistant.getByText(question, { exact: true })).toBeVisible();
  // The answer arrives with its citations; by then anything the question could do has done it.
  await expect(assistant.getByRole('link', { name: /^Article \d+/ }).first()).toBeVisible({
    timeout: 20_000,
  });
  await expectNothingRan(page, dialogs);
});

test('a member whose name holds script and markup sees it in the header as literal text, and nothing runs', async ({
  page,
  request,
}) => {
  const firstName = `<img src="x-coaz-hostile-name" onerror="window.__pwned = 'name'">`;
  const lastName = `<script>window.__pwned = 'name'</script>`;
  const token = await loginToken(request, 'demo.registration');
  const registered = await request.post(`${MEMBER_API}/registration`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      firstName,
      lastName,
      email: 'hostile.name@example.org',
      phoneNumber: '0971234567',
      nrcNumber: '123456/10/1',
      districtId: 1,
    },
  });
  // This spec runs on a server of its own, freshly seeded, so the registration is still open.
  expect(registered.status()).toBe(200);
  const current = await request.get(`${MEMBER_API}/current`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { user } = ((await current.json()) as { content: { user: Record<string, string> } })
    .content;
  expect([user.firstName, user.lastName]).toEqual([firstName, lastName]);

  const dialogs = watchDialogs(page);
  await openPage(page, '/login');
  await page.getByRole('textbox', { name: 'User name' }).fill('demo.registration');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo-2026!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The phone menu holds a copy of the account, hidden while the menu is closed; the one shown counts.
  await expect(
    page.getByText(`${firstName} ${lastName}`).filter({ visible: true }).first(),
  ).toBeVisible();
  await expectNothingRan(page, dialogs);
  await openPage(page, '/news');
  await expect(
    page.getByText(`${firstName} ${lastName}`).filter({ visible: true }).first(),
  ).toBeVisible();
  await expectNothingRan(page, dialogs);
});
