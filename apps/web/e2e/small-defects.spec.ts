import { expect, type Page, test } from '@playwright/test';
import { drawnOnTop } from './drawn-on-top';
import { DEMO_PASSWORD, logIn } from './member-session';
import { openPage, startApp } from './open-page';
import { pagesOf } from './public-pages';

/** WCAG's contrast ratio of two `rgb(…)` colours. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number).map((channel) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The colours of an alert's icon as drawn: its mark and the disc behind it. */
function alertIconColours(page: Page) {
  return page
    .locator('.coaz-alert__icon')
    .first()
    .evaluate((icon) => {
      const style = getComputedStyle(icon, '::before');
      return { mark: style.color, disc: style.backgroundColor };
    });
}

test("an alert's icon is a coloured disc with a legible mark", async ({ page }) => {
  await openPage(page, '/login');
  await page.getByLabel('User name').fill('demo.active');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(`${DEMO_PASSWORD}x`);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Incorrect username or password')).toBeVisible();
  const { mark, disc } = await alertIconColours(page);
  expect(contrast(mark, disc), `${mark} on ${disc}`).toBeGreaterThanOrEqual(4.5);
});

test('the assistant button stays below the open phone menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/about');
  await page.getByText('Menu', { exact: true }).click();
  const launcher = page.getByRole('button', { name: 'Ask about the constitution' });
  // Whatever is drawn at the launcher's centre is the menu, not the launcher.
  expect(await drawnOnTop(launcher, '.site-phone-menu, .coaz-chat')).toBe('site-phone-menu');
});

test("on a phone the footer's last line scrolls clear of the assistant's launcher", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/about');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const launcher = await page
    .getByRole('button', { name: 'Ask about the constitution' })
    .boundingBox();
  const lastLine = await page.locator('.coaz-footer__copyright').boundingBox();
  if (!launcher || !lastLine) throw new Error('no launcher or no copyright line');
  expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(launcher.y);
});

test("on a phone a field that Tab brings into view stops clear of the assistant's launcher", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openPage(page, '/join');
  const mobileNumber = page.getByLabel('Mobile number');
  // The mobile number just below the screen's edge, the field before it focused where it is.
  await mobileNumber.evaluate((field) =>
    window.scrollBy(0, field.getBoundingClientRect().top - window.innerHeight + 4),
  );
  await page.getByLabel('NRC number').evaluate((field) => field.focus({ preventScroll: true }));
  await page.keyboard.press('Tab');
  await expect(mobileNumber).toBeFocused();
  const launcher = await page
    .getByRole('button', { name: 'Ask about the constitution' })
    .boundingBox();
  const field = await mobileNumber.boundingBox();
  if (!launcher || !field) throw new Error('no launcher or no mobile number field');
  expect(field.y + field.height).toBeLessThanOrEqual(launcher.y);
});

test('CPD has one address: /cpd moves there for good, and the page never points to itself', async ({
  page,
  request,
}) => {
  const moved = await request.get('/cpd', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/services/cpd');
  await page.goto('/cpd');
  await expect(page).toHaveURL('/services/cpd');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learning and CPD');
  await expect(page.getByRole('main')).not.toContainText('See the CPD page');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/services\/cpd$/);
});

/** Zambia's date a week from now, as `YYYY-MM-DD`: a closing date that has not passed. */
function lusakaDateInAWeek(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Lusaka',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + 7 * 86_400_000));
}

test('every date people read is written one way: day, month in words, year', async ({
  page,
  request,
}) => {
  // The seeded vacancies closed long ago, so the careers page shows dates only for a post that is
  // still open: this test publishes its own rather than lean on another spec's.
  const login = await request.post('/coaz/api/login', {
    data: { username: 'demo.editor', password: DEMO_PASSWORD },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const authorization = `Bearer ${access_token}`;
  const created = await request.post('/api/vacancies', {
    headers: { authorization },
    data: {
      position: `Clinical Officer, Solwezi ${Date.now().toString(36)}`,
      company: 'Ministry of Health',
      closingOn: lusakaDateInAWeek(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const vacancy = (await created.json()) as { id: number };
  try {
    await checkDates(page);
  } finally {
    const removed = await request.delete(`/api/vacancies/${vacancy.id}`, {
      headers: { authorization },
    });
    expect(removed.ok(), await removed.text()).toBe(true);
  }
});

async function checkDates(page: Page) {
  const oneDate = '\\d{1,2} [A-Z][a-z]+ \\d{4}';
  const format = new RegExp(`^(${oneDate}|\\d{1,2}( [A-Z][a-z]+)? – ${oneDate})$`);
  for (const path of ['/', '/news', '/services/careers']) {
    await page.goto(path);
    // Clock times ('07:00') are <time> elements too; only dates are checked here.
    const dates = (
      await page
        .getByRole('main')
        .locator('time')
        .evaluateAll((times) =>
          times.flatMap((time) => {
            const text = time.textContent?.trim() ?? '';
            const dateTime = time.getAttribute('datetime') ?? '';
            // A span of days gives each end its own <time>, a dash between ('14' – '16 November
            // 2026'): people read the span, so it is checked whole, once, at its first end.
            const isDash = (node: Node | null | undefined) => node?.textContent?.trim() === '–';
            if (isDash(time.previousSibling) && time.previousElementSibling?.localName === 'time')
              return [];
            const end = time.nextElementSibling;
            if (isDash(time.nextSibling) && end?.localName === 'time')
              return [{ text: `${text} – ${end.textContent?.trim() ?? ''}`, dateTime: '' }];
            return [{ text, dateTime }];
          }),
        )
    ).filter(({ text }) => !/^\d{1,2}:\d{2}$/.test(text));
    expect(dates.length, path).toBeGreaterThan(0);
    for (const { text, dateTime } of dates) {
      // A news post published with its month or year alone says only that much, in the same
      // words ("November 2024", "2024"), and its machine-readable date says so too ("2024-11").
      if (/^\d{4}-\d{2}$/.test(dateTime)) expect(text, path).toMatch(/^[A-Z][a-z]+ \d{4}$/);
      else if (/^\d{4}$/.test(dateTime)) expect(text, path).toBe(dateTime);
      else expect(text, path).toMatch(format);
    }
  }
}

test('a long unbroken word (a mistyped membership number) breaks instead of widening a 320 px page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/verify/COAZ-${'0'.repeat(40)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
    'sideways scroll',
  ).toBe(0);
  // A number of the right length is never broken at its dash ("COAZ-" and "000003" read as two).
  await page.goto('/verify/COAZ-000003');
  const lines = await page.locator('.member-number').evaluate((number) => {
    const range = document.createRange();
    range.selectNodeContents(number);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines, 'lines of the membership number').toBe(1);
});

test("at twice the phone's text size, every hero slide's words fit inside the hero", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  // Each slide shown in turn where the carousel draws it, its words measured against the hero.
  const overflows = await page.locator('.coaz-hero').evaluate((hero) =>
    Array.from(hero.querySelectorAll<HTMLElement>('.coaz-hero__slide')).map((slide) => {
      const shown = slide.style.display;
      slide.style.display = 'block';
      const words = slide.querySelector('.coaz-hero__text')?.getBoundingClientRect().height ?? 0;
      slide.style.display = shown;
      return Math.round(words - hero.getBoundingClientRect().height);
    }),
  );
  expect(overflows.length).toBeGreaterThan(1);
  for (const overflow of overflows)
    expect(overflow, 'words taller than the hero').toBeLessThanOrEqual(0);
});

// At twice the phone's text size on a 360 px screen: a Part's link in the constitution's contents
// ('REPRESENTATION' its longest word) and the search page's text box were wider than the screen.
for (const path of ['/constitution', '/search?q=cpd']) {
  test(`at twice the phone's text size, ${path} does not scroll sideways on a 360 px screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    await page.addStyleTag({ content: 'html { font-size: 200%; }' });
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
      'sideways scroll',
    ).toBe(0);
  });
}

// WCAG's reflow width: a category's facts (a grid) grew to their longest word, and at twice the
// text size "ophthalmologist's" pushed the ophthalmic officers' page 13 px sideways.
test("at twice the text size on a 320 px screen, no category's facts scroll the page sideways", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 320, height: 640 });
  const sideways: Record<string, number> = {};
  for (const { path } of pagesOf('categories')) {
    await page.goto(path);
    await page.addStyleTag({ content: 'html { font-size: 200%; }' });
    sideways[path] = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  }
  expect(Object.keys(sideways).length).toBeGreaterThan(5);
  expect(Object.entries(sideways).filter(([, pixels]) => pixels > 0)).toEqual([]);
});

// The same at /join: the membership types' fieldset grew to its widest line (a fieldset's default
// min-width) and pushed the page 9 px sideways, and each document chooser showed its button alone,
// the browser's "No file chosen" beside it cut off by the input's edge.
test('at twice the text size on a 320 px screen, /join does not scroll sideways or cut off a chooser', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/join');
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
    'sideways scroll',
  ).toBe(0);
  // What a file input draws overflows it unseen; the button's 2 px border alone may stick out.
  const cut = await page
    .locator('input[type="file"]')
    .evaluateAll((inputs) =>
      inputs.map((input) => input.scrollWidth - input.clientWidth).filter((over) => over > 2),
    );
  expect(await page.locator('input[type="file"]').count()).toBeGreaterThan(0);
  expect(cut, 'pixels of a chooser cut off').toEqual([]);
});

test("at twice the phone's text size, a partner's name is not cut off", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/services/partners');
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  const cut = await page
    .locator('.coaz-partner-card .coaz-card__title')
    .evaluateAll((marks) =>
      marks.filter((mark) => mark.scrollWidth > mark.clientWidth).map((mark) => mark.textContent),
    );
  expect(cut, 'names wider than their card').toEqual([]);
});

test("at twice the phone's text size, the studio's news list fits a 360 px screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, 'demo.editor');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard?mode=edit&section=news');
  await startApp(page);
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  await expect(page.getByRole('searchbox', { name: 'Search news' })).toBeVisible();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
    'sideways scroll',
  ).toBe(0);
});
