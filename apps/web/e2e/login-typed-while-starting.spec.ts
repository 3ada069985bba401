import { type Browser, expect, type Page, test } from '@playwright/test';

// /login arrives as HTML that takes typing at once; the app starts when the member reaches for the
// form and hydrates it while they type (app/app-start/start-on-demand.ts). A tester typing
// `demo.activ` slowly right after the page came was left with `.activ`, `o.activ` or `mo.activ`:
// the page rendered again as it hydrated and wrote the form's still-empty state over the keys
// typed so far. And a user name kept in the tab from an earlier, refused login replaced one typed
// while the app started, so the wrong account was tried. These tests type as the tester did.

const hydrated = (page: Page) => page.locator('html[data-hydrated]');
const userName = (page: Page) => page.getByRole('textbox', { name: 'User name or mobile number' });

/** A slow phone: its processor four times slower, and the app's entry `delayMs` late. */
async function asOnASlowPhone(page: Page, delayMs: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

/** A fresh tab on a slow phone (as a phone's screen), nothing kept in it. */
async function freshTab(browser: Browser, delayMs: number) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 640 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  await asOnASlowPhone(page, delayMs);
  return { page, close: () => context.close() };
}

test('every key of a user name typed slowly from the moment /login comes is kept', async ({
  browser,
}) => {
  // The app hydrates at a different moment of the typing each time: at its first keys, amid
  // them, or after the last.
  for (const delayMs of [0, 300, 800]) {
    const { page, close } = await freshTab(browser, delayMs);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    // The press into the field starts the app; the keys follow at once, 80 ms apart.
    await userName(page).pressSequentially('demo.activ', { delay: 80 });
    await expect(hydrated(page), `entry ${delayMs} ms late`).toHaveCount(1);
    await expect(userName(page), `entry ${delayMs} ms late`).toHaveValue('demo.activ');
    // And the app has it: the next key adds to it rather than to what the app thought.
    await userName(page).press('End');
    await userName(page).pressSequentially('e', { delay: 80 });
    await page.keyboard.press('Tab');
    await expect(userName(page), `entry ${delayMs} ms late`).toHaveValue('demo.active');
    await close();
  }
});

test('a user name kept from a refused login does not replace the one typed while the app starts', async ({
  browser,
}) => {
  const { page, close } = await freshTab(browser, 300);
  // A login refused in this tab: the tab keeps its user name (for the back button, and for
  // "Forgot password?"). A made-up name, so no demo account other specs use is counted against.
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await userName(page).fill('no.such.member');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText(/incorrect username or password/i).first()).toBeVisible({
    timeout: 20_000,
  });

  // /login opened again in the same tab: a page anew, the app to start again.
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(hydrated(page)).toHaveCount(0);
  await userName(page).pressSequentially('nobody.here', { delay: 80 });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await expect(hydrated(page)).toHaveCount(1);
  await expect(userName(page)).toHaveValue('nobody.here');
  // Still so once everything the app does at its start is done.
  await page.waitForLoadState('networkidle');
  await expect(userName(page)).toHaveValue('nobody.here');
  await close();
});
