import { expect, test } from '@playwright/test';
import { openPage } from './open-page';

// A clinical officer applies on patchy mobile data: the application arrives, but its answer is
// lost, and so is the answer of the login the form then tries to see whether it arrived. The form
// must not call the user name someone else's ("choose another"): an applicant who did so made a
// second application. It says the link dropped, sends no documents again, and logs in next time.

// Apart from any earlier try of this file against the same database.
const run = String(Date.now()).slice(-5);
const APPLICANT = {
  username: `sample.patchy.${run}`,
  password: 'Mansa-Clinic-2027',
  nrcNumber: `7${run}/11/1`,
  phoneNumber: `0976${run}0`,
};

const LICENCE = {
  name: 'practising-licence.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

test('an application whose answers are lost is sent once, and the applicant is logged in to it', async ({
  page,
}) => {
  await openPage(page, '/join?type=full_membership');
  await page.getByLabel('First name').fill('Sample');
  await page.getByLabel('Last name').fill('Patchy');
  await page.getByLabel('NRC number').fill(APPLICANT.nrcNumber);
  await page.getByLabel('Mobile number').fill(APPLICANT.phoneNumber);
  await page.getByLabel('HPCZ registration number').fill(`CO/2020/${run}`);
  await page
    .getByLabel('Professional category')
    .selectOption({ label: 'Clinical Officer General' });
  await page.getByLabel('Province').selectOption({ label: 'Luapula' });
  await page.getByLabel('District').selectOption({ label: 'Mansa' });
  await page.getByLabel('Practising licence').setInputFiles(LICENCE);
  await page.getByLabel('User name').fill(APPLICANT.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(APPLICANT.password);
  await page.getByRole('textbox', { name: 'Password again', exact: true }).fill(APPLICANT.password);

  // The application reaches the server; its answer does not reach the phone.
  const applications: string[] = [];
  await page.route('**/coaz/api/applications', async (route) => {
    const answer = await route.fetch();
    applications.push(String(answer.status()));
    await route.abort('connectionreset');
  });
  // Nor does the answer of the first login, which the next press sends to see whether it arrived.
  let logins = 0;
  await page.route('**/coaz/api/login', (route) => {
    logins += 1;
    return logins === 1 ? route.abort('connectionreset') : route.continue();
  });

  const apply = page.getByRole('button', { name: 'Apply for membership' });
  await apply.click();
  await expect(page.getByText('Could not reach the server')).toBeVisible();
  await apply.click();
  await expect(
    page.getByText(
      /The connection dropped before the site could check whether your application arrived/,
    ),
  ).toBeVisible();
  await expect(page.getByText(/That user name is taken/)).toHaveCount(0);
  await apply.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByText('Your application had already arrived, so nothing was sent again'),
  ).toBeVisible();
  // The documents went up once.
  expect(applications).toEqual(['201']);
});
