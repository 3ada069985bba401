import { nationalExecutiveLeaders } from '@coaz/content-data';
import { expect, test } from '@playwright/test';
import { openPage } from './open-page';

test('long CPD sections open with Read More and close with Show Less', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/services/cpd');
  const first = page.getByRole('main').getByRole('button', { name: 'Read More' }).first();
  // Its name changes once opened, so follow the button by the text it controls.
  const controls = await first.getAttribute('aria-controls');
  const toggle = page.locator(`button[aria-controls="${controls}"]`);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // Sight reads Show Less; screen readers also hear the section's heading.
  await expect(toggle).toHaveText('Show Less');
  await expect(toggle).toHaveAccessibleName(/^Show Less: \S/);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('choosing a leader opens the person dialog, and Escape closes it', async ({ page }) => {
  const leader = nationalExecutiveLeaders[0];
  if (!leader) throw new Error('no leaders');
  await openPage(page, '/organisation/governance/national_executive_committee');
  const card = page.getByRole('button', { name: leader.name ?? leader.position, exact: true });
  await card.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(
    leader.name ?? leader.position,
  );
  // What the office requires, which stays on it: its term and record go once the term is over.
  await expect(dialog).toContainText(leader.qualifications[0] ?? '');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
});

test("the success story's Contact us button leads to the contact banner", async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { name: 'Talk to the secretariat' })).toBeInViewport();
});
