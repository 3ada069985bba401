import { expect, type Locator, type Page, test } from '@playwright/test';
import { openPage } from './open-page';

// An open header menu covers the page below the header (the phone menu the whole screen, a group
// of the wide bar a band): focus moving out of it with Tab closes it, so what focus lands on can
// be seen (use-site-menu-dismissal.ts; the starter does it before the app runs).

const hydrated = (page: Page) => page.locator('html[data-hydrated]');

/** Presses Tab until focus is outside `menu`, at most `limit` times. */
async function tabOutOf(page: Page, menu: Locator, limit = 40) {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    if (!(await menu.evaluate((element) => element.contains(document.activeElement)))) return;
  }
  throw new Error(`focus stayed in the menu for ${limit} presses of Tab`);
}

/** Whether the focused element is what is drawn at its own centre: nothing covers it. */
function focusedIsUncovered(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused) return false;
    const box = focused.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && focused.contains(hit);
  });
}

for (const withApp of [false, true]) {
  const when = withApp ? 'once the app runs' : 'before the app runs';

  test(`on a phone, Tab past the open menu's entries closes it (${when})`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    if (withApp) await openPage(page, '/about');
    else await page.goto('/about', { waitUntil: 'networkidle' });
    const menu = page.locator('details.site-phone-menu');
    const button = menu.locator('summary', { hasText: 'Menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('open', '');
    await tabOutOf(page, menu);
    await expect(menu).not.toHaveAttribute('open');
    if (!withApp) await expect(hydrated(page)).toHaveCount(0);
    expect(await focusedIsUncovered(page)).toBe(true);
    // Shift+Tab goes back to the menu's button, which opens it again.
    await page.keyboard.press('Shift+Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('open', '');
    // Out of it and on into the page: the link focused there is in sight, not behind the panel.
    await tabOutOf(page, menu);
    const main = page.locator('main');
    for (let press = 0; press < 40; press++) {
      if (await main.evaluate((element) => element.contains(document.activeElement))) break;
      await page.keyboard.press('Tab');
    }
    await expect(main.locator(':focus')).toHaveCount(1);
    await expect(menu).not.toHaveAttribute('open');
    expect(await focusedIsUncovered(page)).toBe(true);
  });

  test(`on a laptop, Tab past an open group's pages closes it (${when})`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    if (withApp) await openPage(page, '/about');
    else await page.goto('/about', { waitUntil: 'networkidle' });
    const bar = page.getByRole('navigation', { name: 'Main', exact: true });
    const association = bar.locator('summary', { hasText: 'Association' });
    const group = association.locator('..');
    await association.focus();
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('open', '');
    await tabOutOf(page, group);
    await expect(group).not.toHaveAttribute('open');
    await expect(bar.locator('summary', { hasText: 'Services' })).toBeFocused();
    if (!withApp) await expect(hydrated(page)).toHaveCount(0);
    // Shift+Tab comes back to the group's button, and Enter opens it again.
    await page.keyboard.press('Shift+Tab');
    await expect(association).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('open', '');
  });
}

for (const withApp of [false, true]) {
  const when = withApp ? 'once the app runs' : 'before the app runs';

  test(`on a phone, a tap on a second group of the open menu leaves the first open (${when})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    try {
      if (withApp) await openPage(page, '/about');
      else await page.goto('/about', { waitUntil: 'networkidle' });
      const menu = page.locator('details.site-phone-menu');
      await menu.locator('summary', { hasText: 'Menu' }).tap();
      await expect(menu).toHaveAttribute('open', '');
      const groups = menu.locator('details');
      await groups.nth(0).locator('summary').tap();
      await groups.nth(1).locator('summary').tap();
      // The groups open in place: a tap on the next one must not fold the first away under it.
      await expect(groups.nth(0)).toHaveAttribute('open', '');
      await expect(groups.nth(1)).toHaveAttribute('open', '');
      await expect(menu).toHaveAttribute('open', '');
    } finally {
      await context.close();
    }
  });
}
