import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { drawnOnTop } from './drawn-on-top';
import { DEMO_PASSWORD } from './member-session';
import { openPage } from './open-page';

// What editors publish shows on the public pages, rendered by the server, within seconds and
// before any script runs; dates are Zambia's. These tests write through the content API as the
// studio does, and read the pages as a visitor does.

// One server is shared with the other specs, and one test here moves its clock: run in order.
test.describe.configure({ mode: 'serial' });

/** A page lists a publish within this long (the content version is polled about every second). */
const WITHIN_SECONDS = 10_000;

/** Zambia's date `days` from now, as `YYYY-MM-DD`. */
function lusakaDate(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Lusaka',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

/** A name no other run or test has used, so assertions find this test's entry only. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}`;

async function bearer(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/coaz/api/login', {
    data: { username, password: DEMO_PASSWORD },
  });
  expect(response.status(), `login of ${username}`).toBe(200);
  const { access_token } = (await response.json()) as { access_token: string };
  return `Bearer ${access_token}`;
}

/** Creates an entry as the demo editor; resolves to the entry. */
async function publish<T = { id: number; version: number }>(
  request: APIRequestContext,
  collection: string,
  data: object,
): Promise<T> {
  const response = await request.post(`/api/${collection}`, {
    headers: { authorization: await bearer(request, 'demo.editor') },
    data,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

/** The HTML the server sends for `path` (no script runs). */
async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** A page opened with JavaScript off: what a visitor reads before any script runs. */
async function pageWithoutScript(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

test('an editor publishes a news item with a photograph; / and /news show it before any script runs', async ({
  request,
  browser,
}) => {
  const photo = await readFile(new URL('../app/images/share-card.png', import.meta.url));
  const upload = await request.post('/api/uploads', {
    headers: { authorization: await bearer(request, 'demo.editor') },
    multipart: { file: { name: 'agm.png', mimeType: 'image/png', buffer: photo } },
  });
  expect(upload.status()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const title = unique('Members elect a new executive at the AGM');
  await publish(request, 'news', {
    title,
    body: 'The annual general meeting in Lusaka elected the national executive for the next term.',
    date: lusakaDate(),
    picture: { url, alt: 'Members voting at the annual general meeting', focusX: 30, focusY: 40 },
  });

  await expect.poll(async () => html(request, '/'), { timeout: WITHIN_SECONDS }).toContain(title);
  await expect
    .poll(async () => html(request, '/news'), { timeout: WITHIN_SECONDS })
    .toContain(title);

  for (const path of ['/', '/news']) {
    const { page, close } = await pageWithoutScript(browser, path);
    const picture = page.getByRole('img', { name: 'Members voting at the annual general meeting' });
    await expect(picture.first()).toHaveAttribute(
      'srcset',
      /\/api\/uploads\/[0-9a-f-]{36}-\d+\.webp \d+w/,
    );
    await expect(picture.first()).toHaveCSS('object-position', '30% 40%');
    await expect(page.getByText(title).first()).toBeVisible();
    await close();
  }
  // The newest post is the one the news page opens with.
  const { page, close } = await pageWithoutScript(browser, '/news');
  await expect(page.locator('#news-article-title')).toHaveText(title);
  await close();
});

test('an event dated yesterday is under "Past events", no longer "Upcoming events"; one dated tomorrow is', async ({
  request,
  browser,
}) => {
  const past = unique('District meeting held yesterday');
  const next = unique('Screening day tomorrow');
  await publish(request, 'events', { title: past, date: lusakaDate(-1), venue: 'Kabwe' });
  await publish(request, 'events', { title: next, date: lusakaDate(1), venue: 'Ndola' });
  await expect
    .poll(async () => html(request, '/news'), { timeout: WITHIN_SECONDS })
    .toContain(next);

  for (const path of ['/news', '/']) {
    const { page, close } = await pageWithoutScript(browser, path);
    const upcoming = page.getByRole('region', { name: 'Upcoming events' });
    await expect(upcoming.getByRole('heading', { name: next })).toBeVisible();
    await expect(upcoming.getByText(past)).toHaveCount(0);
    await close();
  }
  // Ended, it is listed on the news page as past, by itself.
  const { page, close } = await pageWithoutScript(browser, '/news');
  await expect(page.getByRole('region', { name: 'Past events' }).getByText(past)).toBeVisible();
  await close();
});

test('a vacancy past its closing date is not among the open posts', async ({
  request,
  browser,
}) => {
  const closed = unique('Clinical Officer, Mansa');
  const open = unique('Clinical Officer, Chipata');
  await publish(request, 'vacancies', {
    position: closed,
    company: 'Ministry of Health',
    postedOn: lusakaDate(-14),
    closingOn: lusakaDate(-1),
  });
  await publish(request, 'vacancies', {
    position: open,
    company: 'Ministry of Health',
    closingOn: lusakaDate(7),
  });
  await expect
    .poll(async () => html(request, '/services/careers'), { timeout: WITHIN_SECONDS })
    .toContain(open);
  const { page, close } = await pageWithoutScript(browser, '/services/careers');
  const posts = page.getByRole('region', { name: 'Open vacancies' });
  await expect(posts.getByRole('heading', { name: open })).toBeVisible();
  await expect(posts.getByText(closed)).toHaveCount(0);
  await close();
});

// The people these tests place go to the National Investment Board: other specs read the
// national executive's page with no holder named, where its offices are a list, which a holder
// named meanwhile would turn into cards.
test('renaming a board chairperson shows on the governance page and in the person dialog, the office spelt as the site names it', async ({
  page,
  request,
}) => {
  const path = '/organisation/governance/national_investment_board';
  const before = unique('Sample Chairperson Name');
  const after = unique('Renamed Sample Chairperson');
  const person = await publish(request, 'people', {
    name: before,
    // Typed in lower case, not picked from the offices offered: seated as the Chairperson all the
    // same, and written as the office is.
    position: 'chairperson',
    group: 'national_investment_board',
    gender: 'female',
  });
  try {
    await expect
      .poll(async () => html(request, path), { timeout: WITHIN_SECONDS })
      .toContain(before);
    const renamed = await request.put(`/api/people/${person.id}`, {
      headers: { authorization: await bearer(request, 'demo.editor') },
      data: { name: after, version: person.version },
    });
    expect(renamed.status(), await renamed.text()).toBe(200);
    await expect
      .poll(async () => html(request, path), { timeout: WITHIN_SECONDS })
      .toContain(after);

    await openPage(page, path);
    const card = page.getByRole('button', { name: after });
    await expect(card).toBeVisible();
    await expect(page.getByRole('button', { name: before })).toHaveCount(0);
    await card.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(after);
    await expect(dialog.getByText('Chairperson', { exact: true })).toBeVisible();
    await expect(dialog.getByText('chairperson', { exact: true })).toHaveCount(0);
    // The assistant's floating button stays beneath the open dialog: what is drawn at its centre
    // belongs to the dialog, never to the assistant.
    const launcher = page.locator('[aria-label="Ask about the constitution"]');
    expect(await drawnOnTop(launcher, '.coaz-person-dialog, .coaz-chat')).toContain(
      'coaz-person-dialog',
    );
  } finally {
    // Other specs read the board's page with its seeded offices only.
    await request.delete(`/api/people/${person.id}`, {
      headers: { authorization: await bearer(request, 'demo.editor') },
    });
  }
});

test('the site search finds a published event by its abbreviation and a person by name', async ({
  page,
  request,
}) => {
  const meeting = unique('Annual General Meeting');
  await publish(request, 'events', { title: meeting, date: lusakaDate(3), venue: 'Livingstone' });
  const name = unique('Sample Board Secretary Name');
  const person = await publish(request, 'people', {
    name,
    position: 'Board Secretary',
    group: 'national_investment_board',
    gender: 'male',
  });
  try {
    // The search page asks the API for published entries at each search: no rebuild, no wait.
    await openPage(page, '/search?q=AGM');
    const results = page.getByRole('region', { name: /match “AGM”/ });
    await expect(results.getByRole('link', { name: meeting })).toHaveAttribute(
      'href',
      '/news#upcoming-events',
    );
    await openPage(page, `/search?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole('main').getByRole('link', { name })).toHaveAttribute(
      'href',
      '/organisation/governance/national_investment_board',
    );
  } finally {
    // Other specs read the governance pages with their seeded offices only.
    await request.delete(`/api/people/${person.id}`, {
      headers: { authorization: await bearer(request, 'demo.editor') },
    });
  }
});

test('a news item scheduled for later appears at its time, by the server’s clock', async ({
  request,
}) => {
  const title = unique('Notice of the special general meeting');
  // Two minutes ahead: a short move of the shared clock, well inside every token's lifetime.
  const publishAt = new Date(Date.now() + 2 * 60_000).toISOString();
  await publish(request, 'news', {
    title,
    body: 'A special general meeting will consider the amendments to the constitution.',
    date: lusakaDate(),
    publishAt,
  });
  expect(await html(request, '/news')).not.toContain(title);
  const moved = await request.post('/api/dev/clock', { data: { offsetMs: 3 * 60_000 } });
  expect(moved.status(), await moved.text()).toBeLessThan(300);
  try {
    await expect
      .poll(async () => html(request, '/news'), { timeout: WITHIN_SECONDS })
      .toContain(title);
  } finally {
    await request.post('/api/dev/clock', { data: { reset: true } });
  }
});

test('a member who is not an editor gets 403 and the page does not change', async ({ request }) => {
  const title = unique('Not an editor’s news');
  const response = await request.post('/api/news', {
    headers: { authorization: await bearer(request, 'demo.active') },
    data: { title, body: 'Should not appear.', date: lusakaDate() },
  });
  expect(response.status()).toBe(403);
  expect(await response.json()).toMatchObject({ error: 'forbidden' });
  expect(await html(request, '/news')).not.toContain(title);
});
