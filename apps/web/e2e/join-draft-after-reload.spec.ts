import { expect, test } from '@playwright/test';
import { openPage } from './open-page';

// A member on slow data fills /join, the answer is lost or the phone discards the tab, and the
// page is loaded again: what was typed comes back from this tab's storage, first by the page's own
// inline script before any of the app's code has arrived (member/kept-fields-before-app.tsx), and
// the file field says the licence must be chosen again, since no browser keeps a chosen file.

const LICENCE = {
  name: 'practising-licence.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

test('a reloaded /join shows what was typed before its app arrives, and asks for the licence again', async ({
  page,
}) => {
  const refusedByPolicy: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusedByPolicy.push(message.text());
  });
  await openPage(page, '/join');
  await page.getByRole('radio', { name: /Full Membership/ }).check();
  await page.getByLabel('First name').fill('Sample');
  await page.getByLabel('Last name').fill('Reloader');
  await page.getByLabel('NRC number').fill('123456/10/1');
  await page.getByLabel('HPCZ registration number').fill('HPCZ/CO/54321');
  await page.getByLabel('Practising licence').setInputFiles(LICENCE);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Never-Kept-2027');

  // The app's code does not arrive this time (a dropped signal): only the page's HTML does.
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Sample');
  await expect(page.getByLabel('Last name')).toHaveValue('Reloader');
  await expect(page.getByLabel('NRC number')).toHaveValue('123456/10/1');
  await expect(page.getByLabel('HPCZ registration number')).toHaveValue('HPCZ/CO/54321');
  await expect(page.getByRole('radio', { name: /Full Membership/ })).toBeChecked();
  // A password is never kept.
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);

  // With the code arriving, the app takes the same text and says the file must be chosen again.
  await page.unrouteAll();
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByLabel('Last name')).toHaveValue('Reloader');
  await expect(page.getByText(/Attach your practising licence again/)).toBeVisible();
  // The passwords, never kept, are said to be typed again, not left empty with "What you typed is kept".
  await expect(page.getByText(/What you typed is kept, but not your password/)).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: 'Password', exact: true }),
  ).toHaveAccessibleDescription(/Type your password again, in both password fields/);
  expect(refusedByPolicy).toEqual([]);
});
