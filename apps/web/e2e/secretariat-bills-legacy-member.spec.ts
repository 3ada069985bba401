import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, logIn } from './member-session';

// A member on the roll from before online dues has no fee for anything to bill: the secretariat
// bills their year's subscription from the dashboard at their type's rate, the member sees it due
// on theirs, and a bank transfer recorded pays it with a receipt (server README, "Subscriptions
// the secretariat bills"). The demo's legacy member is used by this file alone.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const MEMBER = { username: 'demo.legacy', name: 'Demo Legacy Member' };
const FEE = 'Full Membership: annual subscription, a year from the day it is paid';
const REFERENCE = `FT${String(Date.now()).slice(-5)}ZK0007`;

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

async function logOut(page: Page) {
  // Dropped as a closed browser drops it (the tokens live in the tab).
  await page.evaluate(() => sessionStorage.clear());
}

test('the secretariat bills a legacy member, who sees it due, and a bank transfer recorded gives the receipt', async ({
  page,
}) => {
  await logIn(page, 'demo.admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  const billing = page.getByRole('region', { name: 'Bill a member’s subscription' });
  await expect(billing).toContainText('An applicant is not billed here');
  await billing.getByRole('searchbox', { name: 'Member to bill' }).fill(MEMBER.username);
  await billing.getByRole('button', { name: 'Search' }).click();
  const line = billing.getByRole('listitem').filter({ hasText: MEMBER.name });
  await expect(line).toContainText('Full Membership, no paid year on record');
  await line
    .getByRole('button', { name: `Bill K300.00 to ${MEMBER.name} (${MEMBER.username}) for ${FEE}` })
    .click();
  const yes = line.getByRole('button', { name: `Yes, bill ${MEMBER.name} (${MEMBER.username})` });
  await expect(yes).toBeFocused();
  await expectNoAxeViolations(page, '/dashboard of an admin about to bill a legacy member');
  await yes.click();
  const billed = billing.getByRole('status');
  await expect(billed).toContainText(`Billed K300.00 to ${MEMBER.name} for ${FEE}`);
  await expect(billed).toBeFocused();
  // Read again, the member owes it, and no second bill is offered.
  await expect(line).toContainText('already owes K300.00');
  await expect(line.getByRole('button')).toHaveCount(0);
  // The payments list has the fee to record a payment against.
  const fees = page.getByRole('region', { name: 'Payments received at the office or by bank' });
  await expect(fees.getByRole('listitem').filter({ hasText: MEMBER.name })).toContainText(
    `K300.00 for ${FEE}`,
  );

  await logOut(page);
  await logIn(page, MEMBER.username);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  const welcome = page.getByRole('region', { name: `Welcome, ${MEMBER.name}` });
  await expect(welcome).toContainText(
    'Pay your first subscription: K300.00, Full Membership for a year from the day you pay',
  );
  await expect(welcome.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
    'href',
    /\/mobile_payment\?receivableId=\d+$/,
  );
  await expectNoAxeViolations(page, '/dashboard of a legacy member with a fee due');

  await logOut(page);
  await logIn(page, 'demo.admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await fees.getByRole('searchbox', { name: 'Whose unpaid fees to list' }).fill(MEMBER.username);
  await fees.getByRole('button', { name: 'Search' }).click();
  const due = fees.getByRole('listitem').filter({ hasText: MEMBER.name });
  await expect(due).toHaveCount(1);
  await due.getByRole('button', { name: /^Record a payment/ }).click();
  const form = due.getByRole('form', {
    name: new RegExp(`Payment of K300\\.00 by ${MEMBER.name}`),
  });
  await form.getByRole('radio', { name: 'Bank transfer' }).check();
  await form.getByLabel('Amount received (Kwacha)').fill('300');
  const received = lusakaDay(-1);
  await form.getByLabel(/^Date received/).fill(received);
  await form.getByLabel('Bank reference').fill(REFERENCE);
  await form.getByRole('button', { name: /^Record the payment/ }).click();
  await expect(fees.getByRole('status')).toContainText(
    `Recorded K300.00 from ${MEMBER.name}: receipt R`,
  );

  await logOut(page);
  await logIn(page, MEMBER.username);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  const [year, month, day] = received.split('-').map(Number) as [number, number, number];
  const validUntil = new Date(Date.UTC(year + 1, month - 1, day - 1)).toISOString().slice(0, 10);
  const validText = page
    .locator('dt', { hasText: 'Paid year' })
    .locator('xpath=following-sibling::dd[1]');
  // The card's standing is /verify's, to the grace period's end; the paid year is said beside it.
  await expect(validText).toHaveText(`Runs to ${readable(validUntil)}`);
  await expect(page.getByText(/^R\d{4}-\d{6}$/).first()).toBeVisible();
  await expect(page.getByText('Pay your first subscription: K300.00')).toHaveCount(0);
  await expectNoAxeViolations(page, '/dashboard of a legacy member whose transfer was recorded');
});
