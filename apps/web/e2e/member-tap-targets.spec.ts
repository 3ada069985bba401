import { expect, type Page, test } from '@playwright/test';
import { logIn } from './member-session';
import { openPage } from './open-page';

/**
 * Every control of the page's main part a finger presses (buttons, fields, lists, file choosers;
 * radios and checkboxes sit in taller labels) that is smaller than 24 by 24 px (WCAG 2.2, 2.5.8).
 */
function smallControls(page: Page) {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'main button, main select, main textarea, main input:not([type=radio]):not([type=checkbox]):not([type=hidden])',
      ),
    ].flatMap((control) => {
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) return [];
      if (box.width >= 24 && box.height >= 24) return [];
      const name = control.getAttribute('name') ?? control.textContent?.trim() ?? control.tagName;
      return [`${name}: ${Math.round(box.width)} x ${Math.round(box.height)}`];
    }),
  );
}

test('the application form’s controls, document choosers included, are big enough to tap at 320 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openPage(page, '/join');
  await expect(page.getByLabel('Practising licence')).toBeVisible();
  expect(await smallControls(page)).toEqual([]);
});

test('the dashboard’s profile controls, the photo chooser included, are big enough to tap at 360 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await logIn(page, 'demo.active');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByLabel('Photo (JPEG, PNG or WebP)')).toBeVisible();
  expect(await smallControls(page)).toEqual([]);
});
