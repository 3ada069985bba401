import { expect, test } from '@playwright/test';
import { openPage } from './open-page';

// A student applies from the college's computer room, where the whole class is applying: the
// server has taken its hour's applications from the room's one address (APPLICATION_LIMIT_PER_ADDRESS).
// The form says so in words the student can act on, and keeps what was typed.

test('an applicant on a connection that sent too many applications is told why, and how to apply all the same', async ({
  page,
}) => {
  await openPage(page, '/join?type=student_membership');
  await page.getByLabel('First name').fill('Sample');
  await page.getByLabel('Last name').fill('Classmate');
  await page.getByLabel('NRC number').fill('512345/10/1');
  await page.getByLabel('Mobile number').fill('0976512345');
  await page.getByLabel('Training institution').fill('Sample College of Health Sciences');
  await page
    .getByLabel('Programme you are training in')
    .selectOption({ label: 'Clinical Officer General' });
  await page.getByLabel('Province').selectOption({ label: 'Central' });
  await page.getByLabel('District').selectOption({ label: 'Kabwe' });
  await page.getByLabel('Student card').setInputFiles({
    name: 'student-card.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await page.getByLabel('User name').fill('sample.classmate');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Kabwe-College-2027');
  await page
    .getByRole('textbox', { name: 'Password again', exact: true })
    .fill('Kabwe-College-2027');

  // The server's answer once the address's allowance is spent, as it words it for the API.
  await page.route('**/coaz/api/applications', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'retry-after': '720' },
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'rate_limited',
        message: 'Too many attempts. Try again in 12 minutes.',
        retryAfterSeconds: 720,
      }),
    }),
  );
  await page.getByRole('button', { name: 'Apply for membership' }).click();
  await expect(
    page.getByText(
      /Too many applications have come from this internet connection in the last hour\. A connection many people share, such as a college’s or an internet café’s, counts as one: apply over another, such as your phone’s mobile data, or try again in 12 minutes\./,
    ),
  ).toBeVisible();
  await expect(page.getByText(/Too many tries/)).toHaveCount(0);
  await expect(page.getByLabel('Training institution')).toHaveValue(
    'Sample College of Health Sciences',
  );
});
