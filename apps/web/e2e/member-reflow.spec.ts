import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, logIn } from './member-session';
import { openPage } from './open-page';

// WCAG 1.4.10 (reflow) with 1.4.4 (text at 200 %): the narrowest phone, 320 px, with the text at
// twice its size, the way a phone's font scale doubles every rem the site is sized in. A single
// word longer than its line (an e-mail address, a membership's name in bold, 'organisations')
// must break, not stick out of its box or push the page sideways.

const LONG_EMAIL = 'membership.subscriptions.secretariat@clinicalofficersassociation.example.org';

async function onA320pxScreen(page: Page) {
  await page.setViewportSize({ width: 320, height: 640 });
}

async function doubleTheText(page: Page) {
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
}

/**
 * Every element of the page's main part whose content is wider than its own box (a word running
 * past its line, past a fieldset's or a card's edge) or which reaches past the screen's right
 * edge. Fields are left out: a text box scrolls what is typed in it by design.
 */
function widerThanTheirLine(page: Page) {
  return page.evaluate(() => {
    const screenWidth = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      if (element.closest('.coaz-visually-hidden, input, select, textarea')) continue;
      const style = getComputedStyle(element);
      if (style.display === 'inline' || style.display === 'none') continue;
      if (style.overflowX !== 'visible' && style.overflowX !== 'clip') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      const sticksOut = element.scrollWidth - element.clientWidth;
      const pastScreen = box.right - screenWidth;
      if (sticksOut > 1 || pastScreen > 0.5) {
        const words = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        found.push(
          `${element.tagName.toLowerCase()}.${element.className}: ${Math.max(sticksOut, Math.ceil(pastScreen))} px, “${words}”`,
        );
      }
    }
    const sideways = document.documentElement.scrollWidth - screenWidth;
    if (sideways > 0) found.push(`the page scrolls ${sideways} px sideways`);
    return found;
  });
}

test('at twice the text size on a 320 px screen, /join has no word past its line', async ({
  page,
}) => {
  await onA320pxScreen(page);
  await openPage(page, '/join');
  await doubleTheText(page);
  // The membership types: each name in bold, and summaries with 'organisations' and
  // 'professionals', stuck out of the fieldset's border.
  await expect(page.getByRole('radio', { name: /Affiliate Membership/ })).toBeVisible();
  expect(await widerThanTheirLine(page)).toEqual([]);
  // The refused form: the summary of the problems and each field's message.
  await page.getByRole('button', { name: 'Apply for membership' }).click();
  await expect(page.getByText(/fields need a change/)).toBeVisible();
  expect(await widerThanTheirLine(page)).toEqual([]);
  await expectNoAxeViolations(page, '/join refused, 320 px at 200 %');
});

test('at twice the text size on a 320 px screen, /login has no word past its line', async ({
  page,
}) => {
  await onA320pxScreen(page);
  await openPage(page, '/login');
  await doubleTheText(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('2 fields need a change')).toBeVisible();
  expect(await widerThanTheirLine(page)).toEqual([]);
  await expectNoAxeViolations(page, '/login refused, 320 px at 200 %');
});

test('at twice the text size on a 320 px screen, the dashboard and membership card have no word past its line', async ({
  page,
}) => {
  await onA320pxScreen(page);
  // A member with a long e-mail address, the longest unbroken word a profile holds: the page is
  // given it in the server's own answer, so no demo account is changed for the other tests.
  await page.route('**/coaz/api/current', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    const user = { ...body.content.user, email: LONG_EMAIL };
    await route.fulfill({ response, json: { ...body, content: { ...body.content, user } } });
  });
  await logIn(page, 'demo.active');
  await expect(page).toHaveURL(/\/dashboard$/);
  // Read afresh: the login's own answer stands in for the member until then.
  await openPage(page, '/dashboard');
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(page.getByText(LONG_EMAIL)).toBeVisible();
  await doubleTheText(page);
  expect(await widerThanTheirLine(page)).toEqual([]);
  const card = page.locator('.member-card');
  expect(
    await card.evaluate((element) => element.scrollWidth - element.clientWidth),
    'the membership card wider than itself',
  ).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, '/dashboard, 320 px at 200 %');
});
