import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, logIn } from './member-session';
import { openPage } from './open-page';

// An associate practising outside Zambia and an institution applying for affiliate membership,
// from /join to the secretariat's review: each is asked only what applies (the server README's
// "What each applicant is asked for"), and the one abroad is told how mobile money can pay.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

// Apart from any earlier try of this file against the same database.
const run = String(Date.now()).slice(-5);
const ABROAD = {
  username: `sample.abroad.${run}`,
  password: 'Gaborone-Clinic-2027',
  name: 'Sample Abroad',
};
const INSTITUTION = {
  username: `sample.institute.${run}`,
  password: 'Ndola-Institute-2027',
  organisation: `Sample Health Institute ${run}`,
};

async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel('User name').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Password again', exact: true }).fill(password);
}

const apply = (page: Page) => page.getByRole('button', { name: 'Apply for membership' }).click();

test('an associate practising outside Zambia applies with a passport and a foreign number', async ({
  page,
}) => {
  await openPage(page, '/join?type=associate_membership');
  await expect(page.getByRole('radio', { name: /Associate Membership/ })).toBeChecked();
  await page.getByRole('radio', { name: 'Outside Zambia', exact: true }).check();
  await expect(page.getByLabel('Province')).toHaveCount(0);
  await expect(page.getByText(/needs a Zambian mobile money account/)).toHaveCount(1);
  // The steps above the form say so too, before "Outside Zambia" is chosen.
  await expect(page.getByText(/^Pay your first year's subscription/)).toContainText(
    'or to the secretariat by bank transfer or at its office',
  );
  await expectNoAxeViolations(page, '/join, associate outside Zambia');

  await page.getByLabel('First name').fill('Sample');
  await page.getByLabel('Last name').fill('Abroad');
  await page.getByLabel('Mobile number').fill('71 000 001');
  await page
    .getByLabel('Professional category')
    .selectOption({ label: 'Clinical Officer General' });
  await page.getByLabel('Country').fill('Botswana');
  await fillLogin(page, ABROAD.username, ABROAD.password);
  await apply(page);
  // Neither an NRC nor a passport, and a number without its country code: said, and kept.
  const summary = page.locator('.member-problems');
  await expect(summary).toContainText(
    'Passport number: Enter your passport number, or your NRC number if you have one',
  );
  await expect(summary).toContainText(
    'Mobile number: Enter your mobile number with its country code',
  );
  await expect(page.getByLabel('Passport number')).toBeFocused();
  await expect(page.getByLabel('Country')).toHaveValue('Botswana');
  await expectNoAxeViolations(page, '/join, associate outside Zambia, refused');

  await page.getByLabel('Passport number').fill(`ZN${run}1`);
  await page.getByLabel('Mobile number').fill(`+267 71 ${run}1`);
  await apply(page);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByText('Application received.', { exact: true })).toBeVisible();
});

test('an institution applies for affiliate membership through its contact person, with no NRC', async ({
  page,
}) => {
  await openPage(page, '/join?type=affiliate_membership');
  await page
    .getByRole('radio', { name: 'An institution or organisation, through its contact person' })
    .check();
  await expect(page.getByLabel('NRC number')).toHaveCount(0);
  await expect(page.getByLabel('Professional category')).toHaveCount(0);
  await expectNoAxeViolations(page, '/join, an institution');

  await page.getByLabel('Name of the institution or organisation').fill(INSTITUTION.organisation);
  await page.getByLabel('Registration number').fill(`PACRA ${run}`);
  await page.getByLabel('Contact person’s first name').fill('Sample');
  await page.getByLabel('Contact person’s last name').fill('Contact');
  await page.getByLabel('Mobile number').fill(`0973${run}2`.slice(0, 10));
  await page.getByLabel('Province').selectOption({ label: 'Copperbelt' });
  await page.getByLabel('District').selectOption({ label: 'Ndola' });
  await fillLogin(page, INSTITUTION.username, INSTITUTION.password);
  await apply(page);
  await expect(page.getByLabel('E-mail')).toBeFocused();
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(
    /An organisation needs an e-mail address the secretariat can use/,
  );
  await page.getByLabel('E-mail').fill(`admissions.${run}@example.org`);
  await apply(page);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByText('Application received.', { exact: true })).toBeVisible();
});

test('the secretariat sees the passport, the country and the organisation, and approves; the dashboard says how to pay', async ({
  page,
}) => {
  await logIn(page, 'demo.admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  const review = page.getByRole('region', { name: 'Applications to review' });
  const institution = review.getByRole('listitem').filter({
    has: page.getByRole('heading', {
      name: `${INSTITUTION.organisation}, contact Sample Contact: Affiliate Membership`,
    }),
  });
  await expect(institution).toContainText(`Registration PACRA ${run}`);
  await expect(institution).toContainText(`e-mail admissions.${run}@example.org`);
  const abroad = review.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: `${ABROAD.name}: Associate Membership` }),
  });
  await expect(abroad).toContainText(`Passport ZN${run}1, phone +267 71${run}1`);
  await expect(abroad).toContainText('outside Zambia: Botswana');
  await expectNoAxeViolations(page, '/dashboard of an admin with applications from abroad');
  await abroad.getByRole('button', { name: `Approve ${ABROAD.name} (${ABROAD.username})` }).click();
  // Approval bills and sends an SMS, so it asks once more, the cursor on its Yes.
  const confirm = abroad.getByRole('button', {
    name: `Yes, approve ${ABROAD.name} (${ABROAD.username})`,
  });
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(abroad).toHaveCount(0);
  // The admin's session is dropped as a browser closed would drop it (the tokens live in the tab).
  await page.evaluate(() => sessionStorage.clear());

  await logIn(page, ABROAD.username, ABROAD.password);
  // The login leads to the fee: the page says how to pay from abroad, and asks for no Zambian
  // number until someone in Zambia is to pay.
  await expect(page).toHaveURL(/\/mobile_payment/, { timeout: 15_000 });
  await expect(
    page.getByText(/Mobile money needs a Zambian number: someone in Zambia can pay for you/),
  ).toBeVisible();
  await expect(page.getByLabel(/^Mobile money number/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay from a Zambian phone' })).toBeVisible();
  await expectNoAxeViolations(page, '/mobile_payment of a member living outside Zambia');
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByText(/Mobile money needs a Zambian number: someone in Zambia can pay for you/),
  ).toBeVisible();
  // Their details ask for the country they gave, not a Zambian district, and show the number
  // with its +.
  const details = page.getByRole('region', { name: 'Change my details' });
  await expect(details.getByRole('textbox', { name: /^Country/ })).toHaveValue('Botswana');
  await expect(details.getByRole('combobox', { name: /District/ })).toHaveCount(0);
  await expect(details.getByText(`Now: +267 71${run}1`)).toBeVisible();
  await expectNoAxeViolations(page, '/dashboard of a member living outside Zambia');
  // /join, open again, heads what it tells them with their own application's type.
  await page.goto('/join');
  await expect(page.getByText(/whose application was approved/)).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Your application for Associate Membership' }),
  ).toBeVisible();
});

test('an applicant whose passport number is a member’s is asked to check it before logging in', async ({
  page,
}) => {
  // One wrong character can make a number someone else's: the approved associate's, here.
  await openPage(page, '/join?type=associate_membership');
  await page.getByRole('radio', { name: 'Outside Zambia', exact: true }).check();
  await page.getByLabel('First name').fill('Sample');
  await page.getByLabel('Last name').fill('Mistyped');
  await page.getByLabel('Passport number').fill(`ZN${run}1`);
  await page.getByLabel('Mobile number').fill(`+267 72 ${run}3`);
  await page
    .getByLabel('Professional category')
    .selectOption({ label: 'Clinical Officer General' });
  await page.getByLabel('Country').fill('Botswana');
  await fillLogin(page, `sample.mistyped.${run}`, 'Francistown-2027');
  await apply(page);
  await expect(page.getByLabel('Passport number')).toBeFocused();
  await expect(page.getByLabel('Passport number')).toHaveAccessibleDescription(
    /An account already has this passport number: check it against your passport; if it is yours, log in/,
  );
  await expect(page.getByLabel('Passport number')).toHaveValue(`ZN${run}1`);
});
