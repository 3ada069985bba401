import { expect, type Page, test } from '@playwright/test';
import { openPage } from './open-page';

// Windows contrast themes (forced colours) drop backgrounds and box shadows. What the header drew
// with them must still be seen there: the phone menu's icon, the mark on the current page's entry,
// and the edge between an open group's band and the page below it.

test.use({ colorScheme: 'dark' });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
});

/** The colour a forced-colours theme paints the element's icon bars with, read from its style. */
const barsColour = (page: Page) =>
  page
    .locator('.site-phone-menu__bars')
    .evaluate((bars) => getComputedStyle(bars, '::before').backgroundColor);

test('the phone menu button keeps its icon in forced colours', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openPage(page, '/about');
  const menu = page.locator('.site-phone-menu__button');
  const text = await menu.evaluate((button) => getComputedStyle(button).color);
  expect(await barsColour(page)).toBe(text);
});

test('the current page is marked in the menu in forced colours, on phones and laptops', async ({
  page,
}) => {
  const marked = (name: string) =>
    page
      .getByRole('navigation', { name })
      .getByRole('link', { name: 'About' })
      .evaluate((entry) => {
        const style = getComputedStyle(entry);
        return style.textDecorationLine.includes('underline') || style.borderBottomWidth !== '0px';
      });
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/about');
  expect(await marked('Main')).toBe(true);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByText('Menu', { exact: true }).click();
  expect(await marked('Main (small screens)')).toBe(true);
});

test("an open group's band has a visible lower edge in forced colours", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, '/about');
  await page.getByRole('navigation', { name: 'Main' }).getByText('Organisation').click();
  const panel = page.locator('.site-menu--bar .site-menu__group[open] .site-menu__panel');
  await expect(panel).toBeVisible();
  const edge = await panel.evaluate((band) => {
    const style = getComputedStyle(band);
    return { width: style.borderBottomWidth, style: style.borderBottomStyle };
  });
  expect(edge).toEqual({ width: '1px', style: 'solid' });
});
