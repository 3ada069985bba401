import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn } from './member-session';

// A member abroad cannot pay by mobile money, which needs a Zambian wallet: they pay the
// secretariat by bank transfer, an admin records it on the dashboard, and the member sees the
// year paid for and the receipt like any other (server README, "Payments the secretariat records").
test.describe.configure({ mode: 'serial', timeout: 120_000 });

// Apart from any earlier try of this file against the same database.
const run = String(Date.now()).slice(-5);
const MEMBER = {
  username: `sample.transfer.${run}`,
  password: 'Gaborone-Clinic-2027',
  name: `Sample Transfer${run}`,
};
const REFERENCE = `FT${run}ZK4471`;

/** `YYYY-MM-DD` of the day `days` from now in Lusaka (UTC+2 all year). */
function lusakaDay(days: number): string {
  return new Date(Date.now() + 2 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** The site's date format, as the dashboard shows a day. */
function readable(day: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

test('an admin records a bank transfer for an applicant abroad, who then sees their paid year', async ({
  page,
}) => {
  const applied = await page.request.post('/coaz/api/applications', {
    data: {
      membershipType: 'associate_membership',
      residence: 'abroad',
      username: MEMBER.username,
      password: MEMBER.password,
      firstName: 'Sample',
      lastName: `Transfer${run}`,
      passportNumber: `BT${run}9`,
      phoneNumber: `+267 72 ${run}9`,
      country: 'Botswana',
      professionalCategory: 'general',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);

  await logIn(page, 'demo.admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  const review = page.getByRole('region', { name: 'Applications to review' });
  await review.getByRole('button', { name: `Approve ${MEMBER.name} (${MEMBER.username})` }).click();
  await review
    .getByRole('button', { name: `Yes, approve ${MEMBER.name} (${MEMBER.username})` })
    .click();
  await expect(
    review.getByRole('button', { name: `Yes, approve ${MEMBER.name} (${MEMBER.username})` }),
  ).toHaveCount(0);

  const fees = page.getByRole('region', { name: 'Payments received at the office or by bank' });
  await fees.getByRole('searchbox', { name: 'Whose unpaid fees to list' }).fill(MEMBER.username);
  await fees.getByRole('button', { name: 'Search' }).click();
  const line = fees.getByRole('listitem').filter({ hasText: MEMBER.name });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`${MEMBER.name}`);
  await expect(line).toContainText('in Botswana: K250.00 for Associate Membership');
  await line.getByRole('button', { name: /^Record a payment/ }).click();
  const form = line.getByRole('form', {
    name: new RegExp(`Payment of K250\\.00 by ${MEMBER.name}`),
  });
  await form.getByRole('radio', { name: 'Bank transfer' }).check();
  // Half the fee is refused before anything is sent, and what was typed stays.
  await form.getByLabel('Amount received (Kwacha)').fill('125');
  const beforeApproval = lusakaDay(-2);
  await form.getByLabel(/^Date received/).fill(beforeApproval);
  await expect(form.getByLabel(/^Date received/)).toHaveAccessibleDescription(
    new RegExp(`That is \\w+ ${readable(beforeApproval)}\\.`),
  );
  await form.getByLabel('Bank reference').fill(REFERENCE);
  await form.getByRole('button', { name: /^Record the payment/ }).click();
  await expect(form.getByLabel('Amount received (Kwacha)')).toBeFocused();
  await expect(form.getByLabel('Amount received (Kwacha)')).toHaveAccessibleDescription(
    /This fee is K250\.00; record the payment once the whole fee is received/,
  );
  await expect(form.getByLabel('Bank reference')).toHaveValue(REFERENCE);
  await expectNoAxeViolations(page, '/dashboard of an admin recording a bank transfer');

  await form.getByLabel('Amount received (Kwacha)').fill('250');
  await form.getByRole('button', { name: /^Record the payment/ }).click();
  // Two days ago the membership was not yet approved: the server refuses the day, at its field.
  await expect(form.getByLabel(/^Date received/)).toBeFocused();
  await expect(form.getByLabel(/^Date received/)).toHaveAccessibleDescription(
    /the membership was approved on .+, so the money cannot have been received before that day/,
  );
  const received = lusakaDay(0);
  await form.getByLabel(/^Date received/).fill(received);
  await form.getByRole('button', { name: /^Record the payment/ }).click();
  // The year runs from the day the money arrived.
  const [year, month, day] = received.split('-').map(Number) as [number, number, number];
  const validUntil = new Date(Date.UTC(year + 1, month - 1, day - 1)).toISOString().slice(0, 10);
  const done = fees.getByRole('status');
  await expect(done).toContainText(`Recorded K250.00 from ${MEMBER.name}: receipt R`);
  await expect(done).toBeFocused();
  await expect(line).toHaveCount(0);
  // Who paid this month lists it at once, newest first, with the way, reference and receipt.
  const paid = page.getByRole('region', { name: 'Payments received', exact: true });
  const paidLine = paid.getByRole('listitem').filter({ hasText: MEMBER.name });
  // Led by the day the money arrived, the day that puts it in its month.
  await expect(paidLine).toContainText(`Received ${readable(received)} (recorded `);
  await expect(paidLine).toContainText('paid K250.00 for Associate Membership');
  await expect(paidLine).toContainText(`by bank transfer. Reference ${REFERENCE}, receipt R`);
  await expect(paid.getByRole('status')).toContainText(
    /^Received in \w+ \d{4}: K[\d,]+\.\d\d from \d+ payments?\./,
  );
  await expectNoAxeViolations(page, '/dashboard of an admin reading the payments received');

  // The admin's session is dropped as a browser closed would drop it (the tokens live in the tab).
  await page.evaluate(() => sessionStorage.clear());
  await logIn(page, MEMBER.username, MEMBER.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  const validText = page
    .locator('dt', { hasText: 'Paid year' })
    .locator('xpath=following-sibling::dd[1]');
  // The card's standing is /verify's, to the grace period's end; the paid year is said beside it.
  await expect(validText).toHaveText(`Runs to ${readable(validUntil)}`);
  await expect(page.getByText(/Mobile money needs a Zambian number/)).toHaveCount(0);
  await expect(page.getByText(/^R\d{4}-\d{6}$/).first()).toBeVisible();
  await expectNoAxeViolations(page, '/dashboard of a member abroad whose transfer was recorded');
});
