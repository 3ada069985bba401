import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { openPage } from './open-page';

/** The password of every demo account the server seeds in demo mode. */
export const DEMO_PASSWORD = 'Demo-2026!';

/** Opens /login and logs in; the caller asserts where the outcome leads. */
export async function logIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await openPage(page, '/login');
  await page.getByLabel('User name').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The header's account corner at desktop width (the phone menu holds a second one, hidden). */
export function headerAccount(page: Page) {
  return page.getByRole('banner').locator('.site-header__account .coaz-login');
}

/** The tokens the api-client keeps in session storage. */
export function storedTokens(page: Page) {
  return page.evaluate(() => ({
    access: sessionStorage.getItem('coaz.accessToken'),
    refresh: sessionStorage.getItem('coaz.refreshToken'),
  }));
}

/** An axe scan (WCAG 2.1 A and AA) of the page as it is now finds nothing. */
export async function expectNoAxeViolations(page: Page, screen: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.help}`),
    screen,
  ).toEqual([]);
}
