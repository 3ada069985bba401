import { expect, type Page, test } from '@playwright/test';

// A prerendered page reads with no JavaScript at all; its app starts when the page needs it
// (app/app-start/start-on-demand.ts). These tests open pages the way a visitor does, without the
// `openPage` helper that starts the app at once.

/** Counts the scripts a page fetches. */
function countScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

/** Holds the app's client entry back for a while, so a test can act before the page hydrates. */
async function slowAppStart(page: Page, delayMs = 1500) {
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

/**
 * Holds the app's entry module until the test calls the returned release, so what a test does
 * "before the app runs" happens before it however slowly a busy machine types.
 */
async function holdAppStart(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) => page.locator('html[data-hydrated]');

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true });

  test('the home page fetches no script while it is read', async ({ page }) => {
    const scripts = countScripts(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.mouse.wheel(0, 400);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    await expect(hydrated(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Latest news' })).toBeVisible();
  });

  test('home and /news read to their end fetch no script: their figures and notices come in the page', async ({
    page,
  }) => {
    const scripts = countScripts(page);
    for (const path of ['/', '/news']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      // A screen at a time, as a reader scrolls, so everything on the way comes into view.
      while (
        await page.evaluate(async () => {
          window.scrollBy(0, window.innerHeight);
          await new Promise((shown) => requestAnimationFrame(() => requestAnimationFrame(shown)));
          return window.scrollY + window.innerHeight < document.documentElement.scrollHeight;
        })
      );
      await page.waitForLoadState('networkidle');
      await expect(hydrated(page), path).toHaveCount(0);
      if (path === '/') {
        const banner = page.getByRole('region', { name: 'The association in numbers' });
        await expect(
          banner.getByRole('listitem').filter({ hasText: /^\d[\d,]*\+?Members$/ }),
        ).toBeVisible();
      } else {
        await expect(page.locator('#published-contents ~ ul article').first()).toBeVisible();
      }
    }
    expect(scripts).toEqual([]);
  });

  test('checking a card on /verify fetches no app, and says the number is being checked meanwhile', async ({
    page,
  }) => {
    const scripts = countScripts(page);
    await page.goto('/verify', { waitUntil: 'networkidle' });
    // The answer is held back a while, as on a slow link, so the sign shown meanwhile is there.
    await page.route(
      (url) => url.pathname === '/verify' && url.searchParams.has('number'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
    );
    // Watched from inside the page: while a form's answer is on its way, the test's own queries
    // of the page wait for that answer.
    const said = page.waitForEvent('console', (message) => message.text().startsWith('said: '));
    await page.evaluate(() => {
      const watcher = new MutationObserver(() => {
        const note = [...document.querySelectorAll('[role="status"]')].find((region) =>
          region.textContent?.includes('Checking'),
        );
        if (!note) return;
        watcher.disconnect();
        const button = document.querySelector('main form button[type="submit"]');
        console.log(`said: ${note.textContent} busy=${button?.getAttribute('aria-busy')}`);
      });
      watcher.observe(document.body, { childList: true, subtree: true });
    });
    const field = page.getByLabel(/^Membership number/);
    await field.tap();
    await field.pressSequentially('COAZ-000004');
    await field.press('Enter');
    const sign = (await said).text();
    expect(sign).toContain('Checking the number…');
    expect(sign).toContain('busy=true');
    await expect(page).toHaveURL('/verify/COAZ-000004');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    await expect(hydrated(page)).toHaveCount(0);
  });

  test('the menu button opens the menu at once, without fetching the app', async ({ page }) => {
    const scripts = countScripts(page);
    await page.goto('/about', { waitUntil: 'networkidle' });
    await page.getByText('Menu', { exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Main (small screens)' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    await expect(hydrated(page)).toHaveCount(0);
  });
});

test('pressing the assistant before the app runs opens the assistant', async ({ page }) => {
  await slowAppStart(page);
  await page.goto('/about', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Ask about the constitution' }).click();
  await expect(
    page.getByRole('button', { name: 'Close the constitution assistant' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /question/i })).toBeVisible();
});

test('text typed in the search box before the app runs is kept and searched', async ({ page }) => {
  const releaseApp = await holdAppStart(page);
  await page.goto('/about', { waitUntil: 'networkidle' });
  const search = page.getByRole('combobox', { name: 'Search the site' });
  await search.pressSequentially('constitution', { delay: 20 });
  await expect(hydrated(page)).toHaveCount(0);
  releaseApp();
  await expect(hydrated(page)).toHaveCount(1);
  await expect(search).toHaveValue('constitution');
  await expect(page.getByRole('option').first()).toBeVisible();
});

test('an address with a query starts the app at once and shows what it asks for', async ({
  page,
  request,
}) => {
  const news = (await (await request.get('/api/news?limit=3')).json()) as {
    items: { id: number; title: string }[];
  };
  const article = news.items[2];
  if (!article) throw new Error('no news');
  await page.goto(`/news?article=${article.id}`);
  await expect(hydrated(page)).toHaveCount(1);
  await expect(page.locator('#news-article-title')).toHaveText(article.title);
});

test('/login arrives whole, with the site around it, and keeps what was typed before the app ran', async ({
  page,
}) => {
  await slowAppStart(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  const userName = page.getByLabel('User name');
  await userName.pressSequentially('demo.active', { delay: 20 });
  await expect(hydrated(page)).toHaveCount(1);
  await expect(userName).toHaveValue('demo.active');
});

/** The body of every login the page sends (read on its way, where Playwright always has it). */
async function loginRequests(page: Page) {
  const sent: unknown[] = [];
  await page.route('**/coaz/api/login', async (route) => {
    if (route.request().method() === 'POST') sent.push(route.request().postDataJSON());
    await route.continue();
  });
  return sent;
}

const demoAdmin = { username: 'demo.admin', password: 'Demo-2026!' };

/** Fills the login at once, as a password manager does (no keystrokes), and presses Log in. */
async function fillAndLogIn(page: Page) {
  await page.getByLabel('User name').fill(demoAdmin.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test.describe('a login filled before the app has started', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is sent with what the fields show once the app runs', async ({ page }) => {
    const sent = await loginRequests(page);
    const releaseApp = await holdAppStart(page);
    await page.goto('/login', { waitUntil: 'networkidle' });
    await fillAndLogIn(page);
    await expect(hydrated(page)).toHaveCount(0);
    releaseApp();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(sent).toEqual([demoAdmin]);
  });

  test('is sent whenever Log in is pressed while the app starts', async ({ browser }) => {
    // The press lands at a different moment of the start each time: before the app runs, while
    // it hydrates, or after. Each visit is a fresh tab, not signed in.
    for (let visit = 0; visit < 4; visit += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const sent = await loginRequests(page);
      await page.goto('/login', { waitUntil: 'networkidle' });
      await fillAndLogIn(page);
      await expect(page, `visit ${visit}`).toHaveURL(/\/dashboard$/);
      expect(sent, `visit ${visit}`).toEqual([demoAdmin]);
      await context.close();
    }
  });
});

/** The wide header's "Association" group button. */
function associationGroup(page: Page) {
  return page
    .getByRole('navigation', { name: 'Main' })
    .locator('summary', { hasText: 'Association' });
}

test.describe('the header menus before the app runs', () => {
  test('on a phone, Escape closes the open menu and gives focus back', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/about', { waitUntil: 'networkidle' });
    const button = page.locator('summary', { hasText: 'Menu' });
    const menu = page.locator('details.site-phone-menu');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await expect(button).toBeFocused();
    await expect(hydrated(page)).toHaveCount(0);
  });

  test('on a wide screen, Escape closes the open group and gives focus back', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about', { waitUntil: 'networkidle' });
    const association = associationGroup(page);
    await association.focus();
    await page.keyboard.press('Enter');
    await expect(association.locator('..')).toHaveAttribute('open', '');
    await page.keyboard.press('Escape');
    await expect(association.locator('..')).not.toHaveAttribute('open');
    await expect(association).toBeFocused();
    await expect(hydrated(page)).toHaveCount(0);
  });

  test('a group opened while the app starts stays open once it has', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const releaseApp = await holdAppStart(page);
    await page.goto('/about', { waitUntil: 'networkidle' });
    // Passing through the search box starts the app.
    await page.getByRole('combobox', { name: 'Search the site' }).focus();
    const association = associationGroup(page);
    await association.focus();
    await page.keyboard.press('Enter');
    await expect(association.locator('..')).toHaveAttribute('open', '');
    releaseApp();
    await expect(hydrated(page)).toHaveCount(1);
    await expect(association.locator('..')).toHaveAttribute('open', '');
    // The app answers Escape from now on.
    await page.keyboard.press('Escape');
    await expect(association.locator('..')).not.toHaveAttribute('open');
    await expect(association).toBeFocused();
  });
});

test('/join opened for a type hydrates without an error and shows that type', async ({ page }) => {
  // The server's HTML already shows it, before any script runs.
  const html = await (await page.request.get('/join?type=student_membership')).text();
  expect(html).toMatch(
    /value="student_membership" checked=""|checked="" value="student_membership"/,
  );
  expect(html).toContain('Your application for Student Membership');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/join?type=student_membership');
  await expect(hydrated(page)).toHaveCount(1);
  await expect(page.getByRole('radio', { name: /Student Membership/ })).toBeChecked();
  await expect(
    page.getByRole('heading', { name: 'Your application for Student Membership' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
