import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from './member-session';
import { openPage } from './open-page';

// A notice deleted on /news by mistake and put back with Undo must come back as the same notice,
// as a news post does (`undo-delete-same-address.spec.ts`): the home page links to
// `/news#notice-N`, and editors share that address. Before, Undo published a new notice (a new
// number, no history), so the link led to the top of the page and the audit log said "Created".

/** A page lists a change within this long (the content version is polled about every second). */
const WITHIN_SECONDS = 10_000;

async function bearer(request: APIRequestContext): Promise<string> {
  const response = await request.post('/coaz/api/login', {
    data: { username: 'demo.editor', password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return `Bearer ${((await response.json()) as { access_token: string }).access_token}`;
}

test('a notice deleted on /news and put back with Undo keeps its address and its history', async ({
  page,
  request,
}) => {
  test.slow();
  const title = `Chipata clinic day ${Date.now().toString(36)}`;
  const authorization = await bearer(request);
  const created = await request.post('/api/contents', {
    headers: { authorization },
    data: { title, body: 'Members screen children at Chipata market.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  // A second version, so the history has something before the delete to keep.
  const edited = await request.put(`/api/contents/${id}`, {
    headers: { authorization },
    data: { version: 1, title, body: 'Members screen children at Chipata market on Saturday.' },
  });
  expect(edited.status(), await edited.text()).toBe(200);

  await logIn(page, 'demo.editor');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openPage(page, '/news');
  const notices = page.getByRole('region', { name: /Notices/ });
  await expect(notices.getByRole('heading', { name: title })).toBeVisible({
    timeout: WITHIN_SECONDS,
  });
  await notices.getByRole('button', { name: `Delete “${title}”` }).click();
  const confirm = page.getByRole('group', { name: 'Confirm deletion' });
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveAccessibleDescription(/puts it back as it was, at the same address/);
  await confirm.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('Notice deleted')).toBeVisible();
  await expect(notices.getByRole('heading', { name: title })).toHaveCount(0);
  await expect
    .poll(async () => (await request.get(`/api/contents/${id}`)).status(), {
      timeout: WITHIN_SECONDS,
    })
    .toBe(404);

  await page.getByRole('button', { name: `Undo: put “${title}” back` }).click();
  await expect(page.getByText(`“${title}” is back on the site`)).toBeVisible();

  // The same notice under its number: the public reads it again, and only one carries its title.
  await expect
    .poll(async () => (await request.get(`/api/contents/${id}`)).status(), {
      timeout: WITHIN_SECONDS,
    })
    .toBe(200);
  const listed = (await (await request.get('/api/contents?limit=100')).json()) as {
    id: number;
    title: string;
  }[];
  expect(listed.filter((notice) => notice.title === title).map((notice) => notice.id)).toEqual([
    id,
  ]);

  // The home page's link, `/news#notice-N`, finds it.
  await openPage(page, `/news#notice-${id}`);
  await expect(page.locator(`#notice-${id}`)).toContainText(title);

  // Its history is the one it had: both versions, the first still "added".
  await page.getByRole('button', { name: `History of “${title}”` }).click();
  const history = page.getByRole('region', { name: `History of “${title}”` });
  await expect(history).toContainText('Version 2: ');
  await expect(history).toContainText(/Version 1: .*; added/);

  // The audit log says it was put back, and by whom, not that a notice was created.
  const log = await request.get('/api/audit-log?collection=notices&limit=20', {
    headers: { authorization },
  });
  const lines = (
    (await log.json()) as {
      items: { entryId: number; action: string; summary: string; actor: string }[];
    }
  ).items.filter((line) => line.entryId === id);
  expect(lines[0]).toMatchObject({
    action: 'restore',
    actor: 'demo.editor',
    summary: `Put back after deletion: notice “${title}”, as version 2; it is on the site again`,
  });
  expect(lines.map((line) => line.action)).toEqual(['restore', 'delete', 'update', 'create']);

  await request.delete(`/api/contents/${id}`, { headers: { authorization } });
});

// The save after "Someone deleted this notice" added it as a new notice: a new number, so the
// home page's `/news#notice-N` link, shared already, led to the top of the page, and its history
// began again.
test('an edit saved after another editor deleted the notice puts it back, under its own number', async ({
  page,
  request,
}) => {
  test.slow();
  const title = `Kasama clinic day ${Date.now().toString(36)}`;
  const authorization = await bearer(request);
  const created = await request.post('/api/contents', {
    headers: { authorization },
    data: { title, body: 'Members screen children at Kasama market.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await logIn(page, 'demo.editor');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openPage(page, '/news');
  const notices = page.getByRole('region', { name: /Notices/ });
  await expect(notices.getByRole('heading', { name: title })).toBeVisible({
    timeout: WITHIN_SECONDS,
  });
  await page.getByRole('button', { name: `Edit “${title}”` }).click();
  const form = page.getByRole('form', { name: `Edit “${title}”` });
  const text = form.getByRole('textbox', { name: 'Text', exact: true });
  await text.fill('Members screen children at Kasama market from 08:00.');
  expect(
    (await request.delete(`/api/contents/${id}`, { headers: { authorization } })).status(),
  ).toBe(204);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('alert')).toContainText(
    'save again to put it back with your changes, at the same address and with its history',
  );
  await expect(text).toHaveValue('Members screen children at Kasama market from 08:00.');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: it is on the site now')).toBeVisible();

  // The same notice under its number, with the typing, and no second one carrying its title.
  await expect
    .poll(async () => (await request.get(`/api/contents/${id}`)).status(), {
      timeout: WITHIN_SECONDS,
    })
    .toBe(200);
  expect(await (await request.get(`/api/contents/${id}`)).json()).toMatchObject({
    title,
    body: 'Members screen children at Kasama market from 08:00.',
  });
  const listed = (await (await request.get('/api/contents?limit=100')).json()) as {
    id: number;
    title: string;
  }[];
  expect(listed.filter((notice) => notice.title === title).map((notice) => notice.id)).toEqual([
    id,
  ]);
  // Its history goes on: put back, then edited, not created again.
  const log = await request.get('/api/audit-log?collection=notices&limit=20', {
    headers: { authorization },
  });
  const lines = (
    (await log.json()) as { items: { entryId: number; action: string }[] }
  ).items.filter((line) => line.entryId === id);
  expect(lines.map((line) => line.action)).toEqual(['update', 'restore', 'delete', 'create']);

  await request.delete(`/api/contents/${id}`, { headers: { authorization } });
});
