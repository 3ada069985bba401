import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectNoAxeViolations } from './member-session';
import { openPage } from './open-page';

// A member abroad logs in with their number as they gave it, with its country code, and a member
// who moves says so in "Change my details" (server README, "What each applicant is asked for").
test.describe.configure({ mode: 'serial', timeout: 120_000 });

// Apart from any earlier try of this file against the same database.
const run = String(Date.now()).slice(-5);
const PASSWORD = 'Gaborone-Clinic-2027';

/** Applies through the API and has the demo admin approve it, as the secretariat would. */
async function approvedMember(request: APIRequestContext, application: Record<string, unknown>) {
  const applied = await request.post('/coaz/api/applications', {
    data: {
      password: PASSWORD,
      firstName: 'Sample',
      lastName: `Mover${run}`,
      professionalCategory: 'general',
      ...application,
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { application: sent } = await applied.json();
  const admin = await request.post('/coaz/api/login', {
    data: { username: 'demo.admin', password: DEMO_PASSWORD },
  });
  const { access_token: token } = await admin.json();
  const approved = await request.post(`/coaz/api/admin/applications/${sent.id}/approve`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

/** The first district the server lists, as /join's lists offer it. */
async function aDistrict(request: APIRequestContext) {
  const [district] = await (await request.get('/coaz/api/districts')).json();
  return { provinceId: district.provinceId, districtId: district.id };
}

async function logInAs(page: import('@playwright/test').Page, login: string) {
  await openPage(page, '/login');
  await expect(page.getByLabel('User name or mobile number')).toHaveAccessibleDescription(
    /outside Zambia, with its country code/,
  );
  await page.getByLabel('User name or mobile number').fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$|\/mobile_payment/, { timeout: 15_000 });
  await page.goto('/dashboard');
}

test('a member abroad logs in with their number with its country code', async ({ page }) => {
  await approvedMember(page.request, {
    membershipType: 'affiliate_membership',
    residence: 'abroad',
    username: `sample.uk.${run}`,
    passportNumber: `UK${run}1`,
    phoneNumber: `+44 7700 9${run}`,
    country: 'United Kingdom',
  });
  await logInAs(page, `0044 7700-9${run}`);
  const details = page.getByRole('region', { name: 'Change my details' });
  await expect(details.getByText(`Now: +44 77009${run}`)).toBeVisible();
});

test('an associate in Zambia moves abroad, then takes a number with its country code', async ({
  page,
}) => {
  await approvedMember(page.request, {
    membershipType: 'associate_membership',
    username: `sample.leaving.${run}`,
    nrcNumber: `${run}1/10/1`,
    phoneNumber: `096 3${run}1`,
    ...(await aDistrict(page.request)),
  });
  await logInAs(page, `096 3${run}1`);
  const details = page.getByRole('region', { name: 'Change my details' });
  const choice = details.getByRole('group', { name: 'Where you live' });
  await expect(choice.getByRole('radio', { name: 'In Zambia' })).toBeChecked();
  await choice.getByRole('radio', { name: 'Outside Zambia' }).check();
  await expect(details.getByRole('combobox', { name: /District/ })).toHaveCount(0);
  await details.getByRole('textbox', { name: /^Country/ }).fill('Namibia');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Your details are saved.')).toBeVisible();
  await expectNoAxeViolations(page, '/dashboard of a member who moved abroad');
  // Abroad now: the number field asks for its country code, in the words /join uses, which are
  // the server's own.
  const phone = details.getByRole('textbox', { name: /^New mobile number/ });
  await expect(phone).toHaveAccessibleDescription(/With its country code/);
  await phone.fill('81 234 5678');
  await details
    .getByRole('form', { name: 'Change the phone number' })
    .getByLabel(/^Current password/)
    .fill(PASSWORD);
  await details.getByRole('button', { name: 'Send a code to the new number' }).click();
  await expect(phone).toHaveAccessibleDescription(
    /Enter your mobile number with its country code, such as \+44 7700 900123/,
  );
  await expect(phone).toHaveValue('81 234 5678');
  // After a reload, the details are the moved member's: a country, no district.
  await page.reload();
  await expect(details.getByRole('textbox', { name: /^Country/ })).toHaveValue('Namibia');
  await expect(
    details.getByRole('group', { name: 'Where you live' }).getByRole('radio', {
      name: 'Outside Zambia',
    }),
  ).toBeChecked();
});
