import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openPage } from './open-page';

test('at a laptop width each group of the menu opens its pages in a band', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await openPage(page, '/about');
  const menu = page.getByRole('navigation', { name: 'Main', exact: true });
  await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'More' })).toHaveCount(0);
  const membership = menu.getByText('Membership', { exact: true });
  await membership.click();
  await menu.getByRole('link', { name: 'Life Membership' }).click();
  await expect(page).toHaveURL('/membership/life_membership');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Life Membership');
  // The new page closed the menu it was chosen from.
  await expect(menu.getByRole('link', { name: 'Life Membership' })).toBeHidden();
});

test('an employer finds the membership check, and a student how to join, in the Membership menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/about');
  const menu = page.getByRole('navigation', { name: 'Main', exact: true });
  await menu.getByText('Membership', { exact: true }).click();
  await expect(menu.getByRole('link', { name: 'How to join' })).toHaveAttribute('href', '/join');
  await menu.getByRole('link', { name: 'Check a membership' }).click();
  await expect(page).toHaveURL('/verify');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check a membership');
  // The page is in the Membership group: its entry there is marked as the page shown.
  await menu.getByText('Membership', { exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Check a membership' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('opening one group of the menu closes the other, and Escape closes it', async ({ page }) => {
  await openPage(page, '/about');
  const menu = page.getByRole('navigation', { name: 'Main', exact: true });
  await menu.getByText('Services', { exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Careers' })).toBeVisible();
  await menu.getByText('Categories', { exact: true }).click();
  await expect(menu.getByRole('link', { name: 'Careers' })).toBeHidden();
  await expect(menu.getByRole('link', { name: 'Clinical Officer General' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu.getByRole('link', { name: 'Clinical Officer General' })).toBeHidden();
  await expect(menu.getByText('Categories', { exact: true })).toBeFocused();
});

test('at phone width the menu button opens the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/home');
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
  await page.getByText('Menu', { exact: true }).click();
  const menu = page.getByRole('navigation', { name: 'Main (small screens)' });
  await expect(menu).toBeVisible();
  await expect(
    page.locator('.site-phone-menu').getByRole('link', { name: 'Log in' }),
  ).toBeVisible();
  const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(scan.violations.map((violation) => violation.id)).toEqual([]);
  await menu.getByText('Categories', { exact: true }).click();
  await menu.getByRole('link', { name: 'Clinical Officer General' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL('/categories/general');
});

// A visitor on a cheap phone found "Log in" in the menu and no way to join; the home page's
// "Join us" sits below the first 640 px screen.
test('on a small phone the menu offers Join COAZ beside Log in, on the first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await openPage(page, '/home');
  await page.getByText('Menu', { exact: true }).click();
  const join = page.locator('.site-phone-menu').getByRole('link', { name: 'Join COAZ' });
  await expect(join).toBeInViewport();
  await expect(
    page.locator('.site-phone-menu').getByRole('link', { name: 'Log in' }),
  ).toBeVisible();
  const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(scan.violations.map((violation) => violation.id)).toEqual([]);
  await join.click();
  await expect(page).toHaveURL('/join');
  await expect(page.getByRole('navigation', { name: 'Main (small screens)' })).toBeHidden();
});

test('a menu group leads to its first sub-page', async ({ page }) => {
  // The prerendered redirect page moves on by itself, before any script runs.
  await page.goto('/services');
  await expect(page).toHaveURL('/services/cpd');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learning and CPD');
});

test('an unknown duty leads to the home page', async ({ page }) => {
  await openPage(page, '/association/no_such_duty');
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('heading', { name: 'Latest news' })).toBeVisible();
});

test('the header search suggests pages and opens the results page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/about');
  const search = page.getByRole('combobox', { name: 'Search the site' });
  await search.fill('life membership');
  await expect(page.getByRole('option', { name: /Life Membership/ })).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL('/search?q=life%20membership');
  const results = page.getByRole('main');
  await expect(results.getByRole('heading', { name: /match “life membership”/ })).toBeVisible();
  await results.getByRole('link', { name: 'Life Membership' }).click();
  await expect(page).toHaveURL('/membership/life_membership');
});

test('choosing a suggestion opens that page', async ({ page }) => {
  await openPage(page, '/home');
  const search = page.getByRole('combobox', { name: 'Search the site' });
  await search.fill('careers');
  await expect(page.getByRole('option', { name: /^Careers/ })).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL('/services/careers');
});

test('an unknown address answers 404 with the error page and a way home', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const response = await openPage(page, '/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  expect(pageErrors).toEqual([]);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/home');
});

test('an address that is a page’s last part leads to that page', async ({ page }) => {
  await openPage(page, '/laws');
  await expect(page).toHaveURL('/organisation/laws');
  await openPage(page, '/organisation/administration');
  await expect(page).toHaveURL('/organisation/administration/employees');
});

// The server renders this address from `/__near?search=leadership` (render/page-address.ts), and
// the app starts at `/leadership`, where no route matches: the root's error boundary draws the
// search from the server's 404 as sent, or React throws the server's page away (#418).
test('an unknown address offers a search of the site, the same once the app has started', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const response = await openPage(page, '/leadership');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL('/leadership');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  const search = page.getByRole('link', { name: 'Search the site for “leadership”' });
  await expect(search).toBeVisible();
  expect(pageErrors).toEqual([]);
  const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(scan.violations.map((violation) => violation.id)).toEqual([]);
  await search.click();
  await expect(page).toHaveURL('/search?q=leadership');
  expect(pageErrors).toEqual([]);
});

// The server renders this address from `/__near?near=…` (render/page-address.ts), and the app
// starts at the visitor's own address, where `membership/:type` matches: the two renders must
// agree, or React throws the server's away (#418) and the list vanishes.
test('a mistyped address near two pages offers both, the same once the app has started', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const response = await openPage(page, '/membership/asfoliate_membership');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveURL('/membership/asfoliate_membership');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  const offer = page.getByRole('region', { name: 'Did you mean one of these pages?' });
  await expect(offer.getByRole('link')).toHaveText([
    'Associate Membership',
    'Affiliate Membership',
  ]);
  expect(pageErrors).toEqual([]);
  const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(scan.violations.map((violation) => violation.id)).toEqual([]);
  await offer.getByRole('link', { name: 'Affiliate Membership' }).click();
  await expect(page).toHaveURL('/membership/affiliate_membership');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Affiliate Membership');
  expect(pageErrors).toEqual([]);
});
