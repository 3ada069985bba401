import { expect, type Page, test } from '@playwright/test';

// On a slow phone the app behind /login takes seconds to arrive. A press on Log in before then is
// held by the page's starter (app/app-start/start-on-demand.ts) and pressed again once the app
// runs. The press must show at once that it was taken (a dashed ring alone read as nothing, and
// people pressed again), be sent once however often it is pressed, and keep what was typed.

const SCRIPT_DELAY_MS = 3_000;

/** Every script of the app arrives `SCRIPT_DELAY_MS` late, as on a throttled phone. */
async function slowScripts(page: Page) {
  await page.route(/\/assets\/[^?]+\.js/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
}

/** What the control draws as its busy mark: its `::after`, spinning. */
function busyMark(page: Page) {
  return page.getByRole('button', { name: 'Log in', exact: true }).evaluate((button) => {
    const mark = getComputedStyle(button, '::after');
    return {
      drawn: mark.content !== 'none' && mark.content !== 'normal',
      turns: mark.animationName,
    };
  });
}

test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

test('Log in pressed before the app runs shows it is working at once, and is sent once with the typed text', async ({
  page,
}) => {
  await slowScripts(page);
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/api/login')) {
      logins.push(request.url());
    }
  });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await expect.poll(() => busyMark(page)).toEqual({ drawn: false, turns: 'none' });

  const username = page.getByRole('textbox', { name: 'User name or mobile number' });
  await username.fill('demo.member');
  await page.locator('input[name="password"]').fill('not-the-password');
  const logIn = page.getByRole('button', { name: 'Log in', exact: true });
  await logIn.tap();
  // Well before the app's code has come: the press is marked as taken, with a spinning mark.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await expect(logIn).toHaveAttribute('aria-busy', 'true', { timeout: 300 });
  expect(await busyMark(page)).toEqual({ drawn: true, turns: 'coaz-spin' });
  // A second press while waiting is the same press.
  await logIn.tap();
  await expect(logIn).toHaveAttribute('aria-busy', 'true');

  await expect(page.getByText(/incorrect username or password/i).first()).toBeVisible({
    timeout: 20_000,
  });
  expect(logins).toHaveLength(1);
  await expect(username).toHaveValue('demo.member');
  await expect(logIn).not.toHaveAttribute('aria-busy', 'true');
  expect(await busyMark(page)).toEqual({ drawn: false, turns: 'none' });
});
