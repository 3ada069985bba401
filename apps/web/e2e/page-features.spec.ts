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

test('an office with no holder named is listed, and leads to what it requires in the page', async ({
  page,
}) => {
  // Names come only from editors: content-data names no leader, so every office is listed so.
  const leader = nationalExecutiveLeaders[0];
  if (!leader) throw new Error('no leaders');
  await openPage(page, '/organisation/governance/national_executive_committee');
  await expect(page.getByRole('article')).toHaveCount(0);
  const office = page
    .locator('.unnamed-office-list')
    .getByRole('link', { name: leader.position, exact: true });
  await office.click();
  const details = page.getByRole('region', { name: leader.position, exact: true });
  await expect(details).toBeVisible();
  // What the office requires, which stays on it: its term and record go once the term is over.
  await expect(details).toContainText(leader.qualifications[0] ?? '');
  await details.getByRole('link', { name: 'Back to Composition' }).click();
  await expect(details).toBeHidden();
  await expect(office).toBeInViewport();
});

test("the success story's Contact us button leads to the contact banner", async ({ page }) => {
  await openPage(page, '/');
  await page.getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { name: 'Talk to the secretariat' })).toBeInViewport();
});
