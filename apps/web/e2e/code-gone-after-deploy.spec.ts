import { expect, test } from '@playwright/test';
import { logIn } from './member-session';

// A deploy replaces the hashed files of the old build: a page opened before it asks for code that
// is no longer there when it moves to a page it has not visited yet. Here the dashboard's code is
// refused once (the old file, gone) and served after (the page reloaded, as with the new build).

test('a member who logs in on a page opened before a deploy still reaches the dashboard', async ({
  page,
}) => {
  let refused = 0;
  await page.route(/\/assets\/dashboard-[\w-]+\.js$/, (route) =>
    refused++ === 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.fallback(),
  );
  await logIn(page, 'demo.active');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(refused).toBeGreaterThan(1);
});

test('code gone for good costs one reload, never a loop', async ({ page }) => {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.route(/\/assets\/dashboard-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'gone' }),
  );
  await logIn(page, 'demo.active');
  // The login page is opened, reloaded, goes on to the dashboard (which fails again) and is
  // reloaded a last time; then it stays.
  await expect.poll(() => loads, { timeout: 15_000 }).toBe(3);
  await page.waitForTimeout(3_000);
  expect(loads).toBe(3);
  await expect(page).toHaveURL(/\/login$/);
});
