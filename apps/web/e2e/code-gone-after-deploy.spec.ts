import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, storedTokens } from './member-session';
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
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { name: 'Latest news' })).toBeVisible();
  expect(refused()).toBeGreaterThan(0);
  // The page left stays behind it in the history, as after any link.
  await page.goBack();
  await expect(page).toHaveURL('/about');
});

test('a member who presses Login on a page opened before a deploy reaches the dashboard', async ({
  page,
}) => {
  await openPage(page, '/login');
  const refused = await deployRemoving(page, 'routes/dashboard');
  await page.getByLabel('User name').fill('demo.active');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(refused()).toBeGreaterThan(0);
  expect((await storedTokens(page)).access).toBeTruthy();
});
