import { expect, test } from '@playwright/test';
import { openPage } from './open-page';

// A student reads about student membership and follows its fee's link to read every fee on /join:
// the join page opened with Full Membership chosen, whose form asks for an HPCZ number and a
// practising licence a student does not have.

test('a membership page’s fee link opens /join with that membership chosen', async ({ page }) => {
  await openPage(page, '/membership/student_membership');
  await page
    .getByRole('link', { name: 'See the fee of every membership on the join page' })
    .click();
  await expect(page).toHaveURL(/\/join\?type=student_membership$/);
  await expect(page.getByRole('radio', { name: /Student Membership/ })).toBeChecked();
  await expect(
    page.getByRole('heading', { name: 'Your application for Student Membership' }),
  ).toBeVisible();
  await expect(page.getByLabel('Training institution')).toBeVisible();
  await expect(page.getByLabel('HPCZ registration number')).toHaveCount(0);
});
