import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expectNoAxeViolations,
  headerAccount,
  logIn,
  storedTokens,
} from './member-session';

// Each test moves one demo account on for good; the Playwright config gives every run a freshly
// seeded database, so each finds its account as seeded.

test('demo.payment pays its fee by mobile money and stays signed in', async ({ page, request }) => {
  await logIn(page, 'demo.payment');
  await expect(page).toHaveURL(
    /\/mobile_payment\?userId=\d+&receivableId=\d+&criteriaId=\d+&sponsor=SELF$/,
  );
  // The address carries the flow: a reload keeps it going.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pay your membership fee' })).toBeVisible();
  await expect(page.getByText('K300.00').first()).toBeVisible();
  await expectNoAxeViolations(page, '/mobile_payment');

  await page.getByLabel('Mobile money number').fill('0971234567');
  await page.getByRole('button', { name: /^Pay K/ }).click();
  await expect(page.getByLabel('Mobile money number')).toHaveAccessibleDescription(
    /This is an Airtel number: choose Airtel Money/,
  );
  await expect(page.getByText('One field needs a change')).toBeVisible();
  await expect(page.getByLabel('Mobile money number')).toBeFocused();
  await page.getByRole('radio', { name: 'Airtel Money' }).check();
  await page.getByLabel('Mobile money number').fill('0971234000');
  await page.getByRole('button', { name: /^Pay K/ }).click();
  // The refusal takes the cursor, where it is read.
  await expect(page.locator(':focus')).toContainText('declined', { timeout: 15_000 });
  await expect(page.getByLabel('Mobile money number')).toHaveValue('0971234000');

  // The session ends on the server mid-way (a logout in another tab): the network and number
  // wait in the tab for the next login, which comes back here with them.
  const { refresh } = await storedTokens(page);
  const revoked = await request.post('/coaz/api/logout', {
    headers: { authorization: `Bearer ${refresh}` },
  });
  expect(revoked.ok()).toBe(true);
  await page.getByRole('button', { name: /^Pay K/ }).click();
  await expect(page).toHaveURL(/\/login\?session=ended$/, { timeout: 20_000 });
  // The notice takes the cursor as it comes, so it is read there (no live region).
  const signedOutNotice = page.locator('div[tabindex="-1"]', { hasText: 'You were signed out' });
  await expect(signedOutNotice).toBeFocused();
  await expect(signedOutNotice).toContainText('Your session ended before your payment was sent.');
  await page.getByLabel('User name').fill('demo.payment');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/mobile_payment\?/);
  await expect(page.getByText('Restored what you typed before you were signed out')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Airtel Money' })).toBeChecked();
  await expect(page.getByLabel('Mobile money number')).toHaveValue('0971234000');

  await page.getByLabel('Mobile money number').fill('0971234567');
  await page.getByRole('button', { name: /^Pay K/ }).click();
  await expect(page.getByText('SANDBOX, no money moved')).toBeVisible();
  // The confirming answer carried fresh tokens: no second login.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByText('Payment received; your membership is active')).toBeVisible();
  // The notice takes the cursor, so it is read: as the heading's description it often was not.
  await expect(
    page.locator('div[tabindex="-1"]', {
      hasText: 'Payment received; your membership is active',
    }),
  ).toBeFocused();
  await expect(
    headerAccount(page).getByRole('link', { name: 'Demo Payment Member' }),
  ).toBeVisible();
});

test('demo.otp sets its own password and stays signed in', async ({ page }) => {
  const newPassword = 'Chipata-Clinic-2027';
  await logIn(page, 'demo.otp');
  await expect(page).toHaveURL(/\/change_password\?username=demo\.otp$/);
  // The account the one-time password is for is said, not offered to change.
  const form = page.getByRole('form', { name: 'Change password' });
  await expect(form.getByRole('definition')).toHaveText('demo.otp');
  await expect(page.getByRole('textbox', { name: /User name/ })).toHaveCount(0);
  await expectNoAxeViolations(page, '/change_password');

  // Signed in by the one-time login: the one-time password is not asked again.
  await expect(page.getByRole('textbox', { name: 'One-time password', exact: true })).toHaveCount(
    0,
  );
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page
    .getByRole('textbox', { name: 'New password again', exact: true })
    .fill('Something-else-1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('One field needs a change')).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: 'New password again', exact: true }),
  ).toHaveAccessibleDescription('The two new passwords differ');
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue(
    newPassword,
  );

  await page.getByRole('textbox', { name: 'New password again', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await expect(headerAccount(page).getByRole('link', { name: 'Demo OTP Member' })).toBeVisible();
});

test('demo.registration finishes its registration, applies from its dashboard and, approved, has its first fee to pay', async ({
  page,
}) => {
  // Three logins and an approval on a busy machine.
  test.setTimeout(120_000);
  await logIn(page, 'demo.registration');
  await expect(page).toHaveURL(/\/finish_registration\?userId=\d+$/);
  const district = page.getByLabel('District');
  await expect(district.locator('option', { hasText: 'Kabwe' })).toHaveCount(1);
  await expectNoAxeViolations(page, '/finish_registration');

  await page.getByLabel('First name').fill('Sample');
  await page.getByLabel('Last name').fill('Registered Member');
  await page.getByLabel('E-mail').fill('sample.registered@example.org');
  await page.getByLabel('Mobile number').fill('0761234567');
  await page.getByLabel('NRC number').fill('123456');
  await page.getByRole('button', { name: 'Finish registration' }).click();
  // Each problem is said beside its field (read with it) and in the summary.
  await expect(page.getByText('2 fields need a change')).toBeVisible();
  await expect(page.getByLabel('NRC number')).toHaveAccessibleDescription(
    /Enter the NRC number as on the card/,
  );
  await expect(page.getByLabel('District')).toHaveAccessibleDescription(/Choose your district$/);
  await expect(page.getByLabel('NRC number')).toBeFocused();
  await expectNoAxeViolations(page, '/finish_registration with field errors');
  await expect(page.getByLabel('First name')).toHaveValue('Sample');

  await page.getByLabel('NRC number').fill('123456/10/1');
  const kabwe = await district.locator('option', { hasText: 'Kabwe' }).getAttribute('value');
  await district.selectOption(kabwe ?? '');
  await page.getByRole('button', { name: 'Finish registration' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Your registration is complete')).toBeVisible();
  await expect(
    headerAccount(page).getByRole('link', { name: 'Sample Registered Member' }),
  ).toBeVisible();
  // The account holds no membership and owes nothing: the welcome sends it to apply from itself
  // (/join's own form would refuse the NRC and number this account now holds), not to nothing.
  const welcome = page.getByRole('region', { name: 'Welcome, Sample Registered Member' });
  await expect(welcome.getByRole('listitem')).toContainText(
    'Apply for membership from this account',
  );
  await expect(welcome.getByText('Nothing needs doing now.')).toHaveCount(0);
  await expectNoAxeViolations(page, '/dashboard after finishing the registration');

  // It applies from the dashboard: /join asks no login and none of what the account holds.
  await welcome.getByRole('link', { name: 'Apply for membership' }).click();
  await expect(page).toHaveURL(/\/join$/);
  await expect(page.getByText('You are logged in as demo.registration')).toBeVisible();
  await page.getByRole('radio', { name: /Affiliate Membership/ }).check();
  await expect(page.getByLabel(/^User name/)).toHaveCount(0);
  await expect(page.getByLabel(/^NRC number/)).toHaveCount(0);
  await expectNoAxeViolations(page, '/join from an account with no membership');
  await page.getByRole('button', { name: 'Apply for membership' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByText('Application received.', { exact: true })).toBeVisible();
  await expect(page.getByText(/Once your application is approved/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply for membership' })).toHaveCount(0);

  // The secretariat finds it under "Applications to review" and approves it as any other.
  await page.evaluate(() => sessionStorage.clear());
  await logIn(page, 'demo.admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  const application = page
    .getByRole('region', { name: 'Applications to review' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name: 'Sample Registered Member: Affiliate Membership' }),
    });
  await application
    .getByRole('button', { name: 'Approve Sample Registered Member (demo.registration)' })
    .click();
  await application
    .getByRole('button', { name: 'Yes, approve Sample Registered Member (demo.registration)' })
    .click();
  await expect(application).toHaveCount(0);

  // The member now has a membership number and the first subscription to pay.
  await page.evaluate(() => sessionStorage.clear());
  await logIn(page, 'demo.registration');
  await expect(page).toHaveURL(/\/dashboard$|\/mobile_payment/, { timeout: 15_000 });
  await page.goto('/dashboard');
  const member = page.getByRole('region', { name: 'Welcome, Sample Registered Member' });
  await expect(member).toContainText(/Pay your first subscription: K[\d,.]+, Affiliate Membership/);
  await expect(member.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
    'href',
    /\/mobile_payment\?receivableId=\d+$/,
  );
});
