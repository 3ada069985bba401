import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, expectNoAxeViolations, storedTokens } from './member-session';
import { openPage } from './open-page';

// A deploy replaces the old build's hashed files. A page opened before it still names them, so
// when it moves to a page whose code it has not loaded yet, that code is gone (404) and React
// Router reloads. These tests refuse one route's module to the page opened before the "deploy"
// and serve it again from the moment the browser asks for a new document (the new build's page).

/**
 * Makes `routeId`'s module gone for the page open now, as a deploy would; returns how many times
 * the old page asked for it, so a test can tell the deploy was really met.
 */
async function deployRemoving(page: Page, routeId: string): Promise<() => number> {
  const modulePath = await page.evaluate(
    (id) =>
      (
        window as unknown as {
          __reactRouterManifest: { routes: Record<string, { module: string }> };
        }
      ).__reactRouterManifest.routes[id]?.module,
    routeId,
  );
  expect(modulePath, `${routeId} has a module`).toBeTruthy();
  let oldPageOpen = true;
  let refused = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) oldPageOpen = false;
  });
  await page.route(
    (url) => url.pathname === modulePath,
    (route) => {
      if (!oldPageOpen) return route.fallback();
      refused += 1;
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' });
    },
  );
  return () => refused;
}

test('a link followed on a page opened before a deploy opens the page it leads to', async ({
  page,
}) => {
  await openPage(page, '/about');
  const refused = await deployRemoving(page, 'home');
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'Home', exact: true })
    .click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Latest news' })).toBeVisible();
  expect(refused()).toBeGreaterThan(0);
  // The page left stays behind it in the history, as after any link.
  await page.goBack();
  await expect(page).toHaveURL('/about');
});

test('a member who presses Log in on a page opened before a deploy reaches the dashboard', async ({
  page,
}) => {
  await openPage(page, '/login');
  const refused = await deployRemoving(page, 'routes/dashboard');
  await page.getByLabel('User name').fill('demo.active');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(refused()).toBeGreaterThan(0);
  expect((await storedTokens(page)).access).toBeTruthy();
});

// Before its app has started, a page runs only the starter (app/app-start/start-on-demand.ts),
// which fetches the app when the visitor presses a control that needs it. After a deploy those
// files are gone: before, the press was held for an app that never came (the control busy for
// ever), and the assistant said to check the connection however often it was pressed.
test.describe('a press on a page opened before a deploy, its app not started yet', () => {
  /**
   * Makes every script the open page names gone, as a deploy would: from the next document on
   * they are served again (the new build's page), or, `forGood`, never (a deploy that lost them).
   * Returns how many documents the tab has asked for since.
   */
  async function deployRemovingAllCode(page: Page, { forGood = false } = {}) {
    let documents = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
    });
    await page.route(
      (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
      (route) =>
        documents > 0 && !forGood
          ? route.fallback()
          : route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }),
    );
    return () => documents;
  }

  /** What the page a reload for the new build opened says, in a live region. */
  const note = (page: Page) =>
    page.getByRole('status').filter({ hasText: 'The site was updated' }).getByRole('paragraph');

  test('a button reloads the page once, which says nothing is lost, and then answers', async ({
    page,
  }) => {
    // On a phone, where CPD's sections are cut behind Read More (on a laptop they fit whole).
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/services/cpd');
    const documents = await deployRemovingAllCode(page);
    const readMore = page.getByRole('button', { name: 'Read More: Offer a session' });
    await readMore.click();
    await expect(note(page)).toHaveText(
      'The site was updated while this page was open, so it has been opened again. Nothing is lost. Press the button again.',
    );
    expect(documents()).toBe(1);
    await expectNoAxeViolations(page, 'the note after a reload for a new build');
    // Found by the text it opens: its name changes once it has.
    const text = await readMore.getAttribute('aria-controls');
    await readMore.click();
    await expect(page.locator(`button[aria-controls="${text}"]`)).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The app took over: the note is gone, and the page was opened once only.
    await expect(note(page)).toHaveCount(0);
    expect(documents()).toBe(1);
  });

  test('Log in keeps the user name through the reload and asks for the password again', async ({
    page,
  }) => {
    await page.goto('/login');
    const documents = await deployRemovingAllCode(page);
    const userName = page.getByLabel('User name');
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await userName.fill('demo.active');
    await password.fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(note(page)).toHaveText(
      'The site was updated while this page was open, so it has been opened again. What you typed is kept but the password: type it again, then press the button again.',
    );
    expect(documents()).toBe(1);
    await expect(userName).toHaveValue('demo.active');
    await expect(password).toHaveValue('');
    await password.fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test("a GET form's button sends it the browser's own way", async ({ page }) => {
    await page.goto('/search');
    const documents = await deployRemovingAllCode(page);
    await page.locator('#search-page-query').fill('cpd');
    await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL('/search?q=cpd');
    await expect(page).toHaveTitle(/^Search results for “cpd” \| /);
    expect(documents()).toBe(1);
  });

  test("the assistant's button reloads the page once, and opens the assistant when pressed again", async ({
    page,
  }) => {
    await page.goto('/about');
    const documents = await deployRemovingAllCode(page);
    const launcher = page.getByRole('button', { name: 'Ask about the constitution' });
    await launcher.click();
    await expect(note(page)).toHaveText(
      "The site was updated while this page was open, so it has been opened again. Nothing is lost. Press the assistant's button again.",
    );
    expect(documents()).toBe(1);
    await launcher.click();
    await expect(
      page
        .getByRole('dialog', { name: 'COAZ constitution assistant' })
        .getByRole('textbox', { name: 'Your question' }),
    ).toBeEnabled({ timeout: 15_000 });
    await expect(note(page)).toHaveCount(0);
  });

  test('a link goes on to its page, after the app failed to start too', async ({ page }) => {
    await page.goto('/about');
    const documents = await deployRemovingAllCode(page);
    // A field taking the cursor starts the app, which fails quietly: no press is waiting.
    await page.getByPlaceholder('Search the site').focus();
    await expect(page.locator('html[data-app-starting]')).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Main', exact: true })
      .getByRole('link', { name: 'Home', exact: true })
      .click();
    await expect(page).toHaveURL('/');
    expect(documents()).toBe(1);
  });

  test('code gone for good reloads once, never again, and says what to do', async ({ page }) => {
    // On a phone, where CPD's sections are cut behind Read More (on a laptop they fit whole).
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/services/cpd');
    const documents = await deployRemovingAllCode(page, { forGood: true });
    const readMore = page.getByRole('button', { name: 'Read More: Offer a session' });
    await readMore.click();
    await expect(note(page)).toBeVisible();
    expect(documents()).toBe(1);
    await readMore.click();
    await expect(page.getByRole('alert').getByRole('paragraph')).toHaveText(
      'This page could not load what that button needs. Reload the page to try again.',
    );
    await expect(readMore).not.toHaveAttribute('aria-busy', 'true');
    await readMore.click();
    await expect(page.getByRole('alert').getByRole('paragraph')).toHaveText(
      /Reload the page to try again/,
    );
    await page.waitForTimeout(1000);
    expect(documents()).toBe(1);
  });
});
