import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, headerAccount, logIn, storedTokens } from './member-session';
import { openPage } from './open-page';

test('blank fields submit nothing and are named', async ({ page }) => {
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/coaz/api/login')) logins.push(request.url());
  });
  await openPage(page, '/login');
  await expectNoAxeViolations(page, '/login');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(
    page.getByText('Enter your user name or mobile number', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Enter your password', { exact: true })).toBeVisible();
  await expect(page.getByText('2 fields need a change')).toBeVisible();
  // The cursor goes to the first blank field, even when the press came before the app started.
  await expect(page.getByLabel('User name')).toBeFocused();
  await page.getByLabel('User name').fill('demo.active');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Enter your password', { exact: true })).toBeVisible();
  await expect(page.getByText('Enter your user name')).toHaveCount(0);
  await expect(page.getByText('One field needs a change')).toBeVisible();
  await expectNoAxeViolations(page, '/login with field errors');
  expect(logins).toEqual([]);
});

test('a wrong password says so and keeps what was typed', async ({ page }) => {
  await logIn(page, 'demo.active', 'not-the-password');
  // The refusal takes the cursor and says its tone first, as screen readers hear it there
  // (ui-kit Alert, 854bf7c).
  await expect(page.locator(':focus')).toHaveText('Error: Incorrect username or password');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('User name')).toHaveValue('demo.active');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(
    'not-the-password',
  );
  // Another page takes the cursor to its heading; back, the user name is kept, never the password.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(
    page.getByRole('heading', { name: 'Forgot your password?', level: 1 }),
  ).toBeFocused();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeFocused();
  await expect(page.getByLabel('User name')).toHaveValue('demo.active');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
  // The skip link still leads to the page's content: the fragment is no new page.
  await page.getByRole('link', { name: 'Skip to content' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('an active member lands on the dashboard, named in the header of every page, and logs out', async ({
  page,
  request,
}) => {
  await logIn(page, 'demo.active');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(headerAccount(page).getByRole('link', { name: 'Demo Active Member' })).toBeVisible();
  // A prerendered page opened afresh starts its app by itself for a signed-in member, and shows
  // the member once it has hydrated.
  await page.goto('/about');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(headerAccount(page).getByRole('link', { name: 'Demo Active Member' })).toBeVisible();
  const { refresh } = await storedTokens(page);
  expect(refresh).toBeTruthy();

  await headerAccount(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(headerAccount(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
  // The api-client revoked the refresh token on the server too.
  await expect
    .poll(async () =>
      (
        await request.get('/coaz/api/token/refresh', {
          headers: { authorization: `Bearer ${refresh}` },
        })
      ).status(),
    )
    .not.toBe(200);
});

test('the dashboard is for logged-in members only', async ({ page }) => {
  await openPage(page, '/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
});

test('an access token the server refuses is refreshed once and the member stays in', async ({
  page,
}) => {
  await logIn(page, 'demo.active');
  await expect(page).toHaveURL(/\/dashboard$/);
  const before = await storedTokens(page);
  // A token the server cannot verify gets 401 token_invalid, as an expired one gets token_expired.
  await page.evaluate(() => sessionStorage.setItem('coaz.accessToken', 'expired.token.value'));
  // Counted rather than compared: a token issued within the same second as the login's is
  // byte-for-byte the same, so only the refresh calls show that one happened.
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/coaz/api/token/refresh')) refreshes.push(request.url());
  });
  await openPage(page, '/dashboard');
  await expect(page.getByRole('region', { name: 'My profile' })).toContainText(
    'Demo Active Member',
  );
  const after = await storedTokens(page);
  expect(after.access).not.toBe('expired.token.value');
  // The server rotates the refresh token on every refresh; the client keeps the new one.
  expect(after.refresh).toBeTruthy();
  expect(after.refresh).not.toBe(before.refresh);
  expect(refreshes).toHaveLength(1);
});

test('a session revoked on the server ends at the login, which says so', async ({
  page,
  request,
}) => {
  await logIn(page, 'demo.active');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openPage(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const { refresh } = await storedTokens(page);
  const revoked = await request.post('/coaz/api/logout', {
    headers: { authorization: `Bearer ${refresh}` },
  });
  expect(revoked.ok()).toBe(true);
  // The stored access token now gets 401; the one refresh is refused; the client gives up.
  // Three requests and a navigation after the app starts: on a loaded CI machine that took
  // just over expect's default 5 s, so this wait allows for load, not for a slower client.
  await page.reload();
  await expect(page).toHaveURL(/\/login\?session=ended$/, { timeout: 20_000 });
  await expect(page.locator(':focus')).toContainText(
    /You were signed out\s*Your session ended\. Log in again to go on\./,
  );
  await expect(headerAccount(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await storedTokens(page)).toEqual({ access: null, refresh: null });
});
