import { expect, test } from '@playwright/test';
import { logIn } from './member-session';

// The dashboard is the members' home screen, and most members open it on a phone.
for (const width of [320, 360]) {
  test(`the dashboard fits a ${width} px phone without sideways scroll`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await logIn(page, 'demo.active');
    await expect(page).toHaveURL(/\/dashboard$/);
    // The card (with its QR code), the receipts and the profile with the longest unbroken value,
    // the e-mail, each come with their own answer from the server.
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Download receipt/ })).toBeVisible();
    await expect(page.getByText('demo.active@example.org')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // A receipt number, in its line and on its button, is read whole: never broken at its dash.
    const receiptNumbers = page.getByRole('region', { name: 'Receipts' }).locator('.member-number');
    await expect(receiptNumbers.first()).toBeVisible();
    for (const number of await receiptNumbers.all()) {
      const lines = await number.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, `lines of ${await number.textContent()}`).toBe(1);
    }
    // The member's menu, stacked above the page, spans the column as the cards below it do.
    const ends = await page.evaluate(() =>
      ['.coaz-sidebar', '.dashboard__main'].map(
        (selector) => document.querySelector(selector)?.getBoundingClientRect().right ?? 0,
      ),
    );
    expect(ends[0], "the menu's right edge against the page's").toBeCloseTo(ends[1] ?? 0, 0);
  });
}

// A member's dashboard on costly mobile data: the studio (editors) and the secretariat's tools
// (admins) are fetched only by those who open them (routes/dashboard.tsx loads them lazily), and
// the sidebar takes the collections' labels without the studio's forms (collection-labels.ts).
test("a member's dashboard fetches none of the studio's or the secretariat's code", async ({
  page,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  });
  await logIn(page, 'demo.active');
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'My profile' })).toBeVisible();
  const fetched = (await Promise.all(scripts)).join('\n');
  // Text each of them shows, and no member's screen does.
  for (const text of [
    'Edit the site settings',
    'Applications to review',
    'Annual subscriptions',
    'Whose unpaid fees to list',
    // A field of the studio's news form (studio/collections.ts).
    'Show the date as',
  ]) {
    expect(fetched.includes(text), `a script says '${text}'`).toBe(false);
  }
});
