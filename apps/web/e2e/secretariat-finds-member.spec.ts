import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn } from './member-session';

// The secretariat looks a member up by the mobile number they give on the phone, written as people
// write it, and reads their record: membership and standing, bills and payments (server README,
// "Finding a member"). Only reads: demo.active is left as every other spec expects it.

const MEMBER = { username: 'demo.active', name: 'Demo Active Member' };

test('the secretariat finds a demo member by mobile number and opens the record', async ({
  page,
}) => {
  await logIn(page, 'demo.admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  const section = page.getByRole('region', { name: 'Find a member' });
  await section
    .getByRole('searchbox', { name: 'Name or number to look up' })
    .fill('+260 97 100 0001');
  await section.getByRole('button', { name: 'Search' }).click();
  // The results' own status line; the spinner is a status too while the search runs.
  await expect(section.getByRole('status').filter({ hasText: 'matches' })).toHaveText(
    '1 account matches “+260 97 100 0001”.',
  );
  const line = section
    .getByRole('listitem')
    .filter({ hasText: `${MEMBER.name} (${MEMBER.username})` });
  await expect(line).toContainText(
    /COAZ-\d{6}, Full Membership, Active, paid year runs to \d{1,2} \w+ \d{4}/,
  );
  await expect(line).toContainText('0971 000 001');

  const open = line.getByRole('button', { name: `Open the record of ${MEMBER.name}` });
  await open.click();
  // The button says what it does next: it closes the record now.
  await expect(
    line.getByRole('button', { name: `Close the record of ${MEMBER.name}` }),
  ).toHaveAttribute('aria-expanded', 'true');
  const record = page.getByRole('region', { name: `Record of ${MEMBER.name}` });
  await expect(record.getByRole('heading', { level: 4 })).toHaveText([
    'Account',
    'Membership',
    'Application',
    'Bills',
    'Payments',
    'Refunds',
  ]);
  await expect(record).toContainText('demo.active@example.org');
  await expect(record).toContainText(/In good standing until \d{1,2} \w+ \d{4}/);
  await expect(record).toContainText('No application made online.');
  await expect(record.getByRole('listitem').filter({ hasText: /^K300\.00 for / })).toContainText(
    /: paid \d{1,2} \w+ \d{4}\.$/,
  );
  await expect(
    record.getByRole('listitem').filter({ hasText: 'by Airtel Money from 0971 000 001' }),
  ).toContainText(/receipt R\d{4}-\d{6}/);
  await expectNoAxeViolations(page, '/dashboard of an admin reading a member’s record');

  // A search that matches nothing says so in the status line, heard as a count of matches is.
  const search = section.getByRole('searchbox', { name: 'Name or number to look up' });
  await search.fill('no such member anywhere');
  await section.getByRole('button', { name: 'Search' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'matches' })).toHaveText(
    'No account matches “no such member anywhere”.',
  );
});
