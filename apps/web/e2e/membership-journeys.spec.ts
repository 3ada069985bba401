import { readFile } from 'node:fs/promises';
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
  type Response,
  test,
} from '@playwright/test';
import { DEMO_PASSWORD, expectNoAxeViolations, headerAccount, logIn } from './member-session';
import { openPage } from './open-page';

// One applicant's way from /join to good standing and a renewal, on a server of its own (the
// Playwright config gives this spec its own freshly seeded demo database, since it moves the
// server's clock). The steps depend on each other, so they run in order.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const APPLICANT = {
  username: 'sample.applicant',
  password: 'Kitwe-Clinic-2027',
  phone: '0977123456',
  international: '260977123456',
  name: 'Sample Applicant',
};
const LICENCE = {
  name: 'practising-licence.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};
let membershipNumber = '';
let password = APPLICANT.password;

/** The newest message the demo outbox holds for a number. */
async function latestMessage(request: APIRequestContext, to: string): Promise<string> {
  const answer = await request.get(`/api/dev/outbox?to=${to}`);
  expect(answer.ok()).toBe(true);
  const { items } = (await answer.json()) as { items: { body: string }[] };
  return items[0]?.body ?? '';
}

async function codeFrom(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      code = pattern.exec(await latestMessage(request, to))?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/**
 * Opens a verify page in a fresh context with JavaScript off, as a phone that scanned the QR code
 * with scripts blocked: whatever it shows came from the server's HTML.
 */
async function verifyWithoutScripts(
  browser: Browser,
  baseURL: string | undefined,
  number: string,
): Promise<{ page: Page; response: Response | null; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const response = await page.goto(`/verify/${number}`);
  return { page, response, close: () => context.close() };
}

async function logOut(page: Page) {
  await headerAccount(page).getByRole('button', { name: 'Log out' }).click();
  await expect(headerAccount(page).getByRole('link', { name: 'Log in' })).toBeVisible();
}

async function payByAirtel(page: Page) {
  await expect(page).toHaveURL(/\/mobile_payment\?/);
  await page.getByRole('radio', { name: 'Airtel Money' }).check();
  await page.getByLabel('Mobile money number').fill(APPLICANT.phone);
  await page.getByRole('button', { name: /^Pay K/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  await expect(page.getByText('Payment received; your membership is active')).toBeVisible();
}

test('a clinical officer applies at /join with a practising licence, and is signed in at once', async ({
  page,
}) => {
  await openPage(page, '/join');
  await expect(page.getByRole('heading', { name: 'Join COAZ', level: 1 })).toBeVisible();
  await expect(page.getByText('conferred by nomination')).toBeVisible();
  await expect(page.getByText('K300.00 a year')).toBeVisible();
  await expectNoAxeViolations(page, '/join');

  await page.getByRole('radio', { name: /Full Membership/ }).check();
  await page.getByLabel('First name').fill('Sample');
  await page.getByLabel('Last name').fill('Applicant');
  await page.getByLabel('NRC number').fill('123456/10/1');
  await page.getByLabel('Mobile number').fill(APPLICANT.phone);
  await page.getByLabel('HPCZ registration number').fill('HPCZ/CO/12345');
  await page
    .getByLabel('Professional category')
    .selectOption({ label: 'Clinical Officer General' });
  await page.getByLabel('Province').selectOption({ label: 'Copperbelt' });
  await page.getByLabel('District').selectOption({ label: 'Kitwe' });
  await page.getByLabel('Practising licence').setInputFiles(LICENCE);
  // A user name someone has: the server's refusal is shown beside it, and nothing is lost.
  await page.getByLabel('User name').fill('demo.active');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(APPLICANT.password);
  await page.getByRole('textbox', { name: 'Password again', exact: true }).fill(APPLICANT.password);
  await page.getByRole('button', { name: 'Apply for membership' }).click();
  await expect(page.getByLabel('User name')).toHaveAccessibleDescription(
    /That user name is taken; choose another$/,
  );
  await expect(page.getByText('One field needs a change')).toBeVisible();
  await expect(page.getByLabel('User name')).toBeFocused();
  await expect(page.getByLabel('NRC number')).toHaveValue('123456/10/1');
  await expect(page.getByText('Chosen: practising-licence.pdf')).toBeVisible();

  await page.getByLabel('User name').fill(APPLICANT.username);
  await page.getByRole('button', { name: 'Apply for membership' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByText('Application received.', { exact: true })).toBeVisible();
  // The review is said once, where the application is; the welcome says what comes after it.
  await expect(page.getByRole('region', { name: 'Your application' })).toContainText(
    'Full Membership: with the secretariat for review; you will get their decision by SMS.',
  );
  await expect(page.getByRole('region', { name: `Welcome, ${APPLICANT.name}` })).toContainText(
    'Once your application is approved, an SMS gives you your membership number, and you pay your first annual subscription here',
  );
  // The whole dashboard, the notice above its menu included (routes/dashboard.tsx).
  const said = (await page.locator('.dashboard').textContent()) ?? '';
  expect(said.match(/\breview/gi), said).toHaveLength(1);
  await expectNoAxeViolations(page, '/dashboard of an applicant');
});

test('the secretariat sets the full-membership subscription, reads the licence and approves; the applicant is told by SMS', async ({
  page,
  request,
}) => {
  await logIn(page, 'demo.admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The amount set here is what the approval bills and what /join and the payment page show.
  const dues = page.getByRole('region', { name: 'Annual subscriptions' });
  const full = dues.getByRole('form', { name: 'Annual subscription of Full Membership' });
  const amount = full.getByLabel(/^Full Membership \(Kwacha a year\)/);
  await expect(amount).toHaveValue('300.00');
  await amount.fill('0');
  await full.getByRole('button', { name: 'Save Full Membership' }).click();
  await expect(full.getByText('The subscription must be more than K0')).toBeVisible();
  await expect(amount).toHaveValue('0');
  await amount.fill('350.50');
  await full.getByRole('button', { name: 'Save Full Membership' }).click();
  await expect(dues.getByRole('status')).toContainText('Full Membership is now K350.50 a year.');
  await expect(full.getByText('Now K350.50 a year.')).toBeVisible();
  await expectNoAxeViolations(page, '/dashboard of an admin');

  const review = page.getByRole('region', { name: 'Applications to review' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    review
      .getByRole('button', { name: `Download the practising licence of ${APPLICANT.name}` })
      .click(),
  ]);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await review.getByRole('button', { name: `Approve ${APPLICANT.name}` }).click();
  await review.getByRole('button', { name: `Yes, approve ${APPLICANT.name}` }).click();
  await expect(review.getByText('No application is waiting.')).toBeVisible();
  const sms = await latestMessage(request, APPLICANT.international);
  expect(sms).toMatch(/approved.*K350\.50 subscription/);
  membershipNumber = /(COAZ-\d{6})/.exec(sms)?.[1] ?? '';
  expect(membershipNumber).not.toBe('');

  await openPage(page, '/join');
  await expect(
    page.getByRole('radio', { name: /Full Membership/ }).locator('xpath=..'),
  ).toContainText('K350.50 a year');
});

test('the approved applicant pays the first year, downloads the receipt and shows a card anyone can verify', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  await logIn(page, APPLICANT.username, password);
  // Billed on approval at the amount the secretariat set, not the seeded K300.
  await expect(page.getByRole('button', { name: 'Pay K350.50' })).toBeVisible();
  await payByAirtel(page);
  await expect(headerAccount(page).getByRole('link', { name: APPLICANT.name })).toBeVisible();

  const receipts = page.getByRole('region', { name: 'Receipts' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    receipts.getByRole('button', { name: /^Download receipt R\d{4}-\d{6} \(PDF\)$/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^coaz-receipt-R\d{4}-\d{6}\.pdf$/);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

  const card = page.getByRole('region', { name: 'Membership card' });
  await expect(card).toContainText(membershipNumber);
  await expect(card).toContainText('Full Membership');
  await expect(card).toContainText('Clinical Officer General');
  await expect(
    card.getByRole('img', {
      name: `QR code that opens the verification page of ${membershipNumber}`,
    }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Membership history' })).toContainText(
    'Application approved',
  );

  const check = await request.get(`/coaz/api/verify/${membershipNumber}`);
  const verified = (await check.json()) as { statement: string; name: string };
  expect(verified.name).toBe(APPLICANT.name);
  expect(verified.statement).toMatch(/^In good standing until \d{1,2} \w+ \d{4}$/);
  // The card says the standing in the check's own words, the same date.
  await expect(card).toContainText(verified.statement);
  await expect(
    card.getByRole('link', { name: 'Check this card as others see it' }),
  ).toHaveAttribute('href', `/verify/${membershipNumber}`);
  // As someone who scanned the QR code: a fresh page, no session.
  await logOut(page);
  await openPage(page, `/verify/${membershipNumber}`);
  await expect(page.getByRole('heading', { name: verified.statement })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Clinical Officer General');
  await expectNoAxeViolations(page, '/verify');

  const plain = await verifyWithoutScripts(browser, baseURL, membershipNumber);
  expect(plain.response?.status()).toBe(200);
  expect(plain.response?.headers()['cache-control']).toBe('no-store');
  await expect(plain.page.getByRole('heading', { name: verified.statement })).toBeVisible();
  await expect(plain.page.getByRole('main')).toContainText(APPLICANT.name);
  await expect(plain.page.getByRole('main')).toContainText('Full Membership');
  await expect(plain.page.getByRole('main')).toContainText('Clinical Officer General');
  await plain.close();

  const unknown = await verifyWithoutScripts(browser, baseURL, 'COAZ-999999');
  expect(unknown.response?.status()).toBe(404);
  await expect(unknown.page.getByRole('main')).toContainText(
    'There is no member with the number COAZ-999999',
  );
  await unknown.close();
});

test('a forgotten password is reset with the code from the outbox, and the member is signed in', async ({
  page,
  request,
}) => {
  await openPage(page, '/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot_password$/);
  await page.getByLabel('User name or mobile number').fill(APPLICANT.phone);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(
    page.getByText('If that account exists, a six-digit code is on its way'),
  ).toBeVisible();
  const code = await codeFrom(request, APPLICANT.international, /reset code is (\d{6})/);
  password = 'Solwezi-Clinic-2028';
  await page.getByLabel('Six-digit code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'New password again', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Set my new password' }).click();
  await expect(page.getByLabel('Six-digit code')).toHaveAccessibleDescription(
    /That code is not right: check the six digits in the latest message, or ask for a new code$/,
  );
  await expect(page.getByLabel('Six-digit code')).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue(
    password,
  );
  await page.getByLabel('Six-digit code').fill(code);
  await page.getByRole('button', { name: 'Set my new password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Your password has been changed')).toBeVisible();
  await logOut(page);
  await logIn(page, APPLICANT.username, DEMO_PASSWORD);
  await expect(page.getByText('Incorrect username or password')).toBeVisible();
});

test('after expiry and the grace period the member renews by paying again (with the demo clock moved)', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  await logIn(page, APPLICANT.username, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await page.evaluate(() => sessionStorage.getItem('coaz.accessToken'));
  const membership = await request.get('/coaz/api/membership', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { validUntil } = (await membership.json()) as { validUntil: string };
  const expiry = new Date(`${validUntil}T12:00:00+02:00`);
  const moved = await request.post('/api/dev/clock', {
    data: { now: new Date(expiry.getTime() + 40 * 86_400_000).toISOString() },
  });
  expect(moved.ok()).toBe(true);
  const lapsed = (await (await request.get(`/coaz/api/verify/${membershipNumber}`)).json()) as {
    statement: string;
  };
  expect(lapsed.statement).toBe('Not in good standing');
  // The page rendered while in good standing must not be served again: it is never cached.
  const lapsedPage = await verifyWithoutScripts(browser, baseURL, membershipNumber);
  await expect(
    lapsedPage.page.getByRole('heading', { name: 'Not in good standing' }),
  ).toBeVisible();
  await lapsedPage.close();
  expect(await latestMessage(request, APPLICANT.international)).toMatch(
    /no longer in good standing/,
  );

  await logOut(page);
  await logIn(page, APPLICANT.username, password);
  await payByAirtel(page);
  const renewed = (await (await request.get(`/coaz/api/verify/${membershipNumber}`)).json()) as {
    statement: string;
  };
  expect(renewed.statement).toMatch(/^In good standing until/);
  await expect(
    page
      .getByRole('region', { name: 'Receipts' })
      .getByRole('button', { name: /^Download receipt/ }),
  ).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Membership history' })).toContainText(
    /Subscription unpaid: the paid year ended on .* and the grace period on .*\. No longer in good standing/,
  );
  await request.post('/api/dev/clock', { data: { reset: true } });
});

test('the member edits the profile, changing the e-mail and moving the phone number with the password', async ({
  page,
  request,
}) => {
  await logIn(page, APPLICANT.username, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const editor = page.getByRole('region', { name: 'Change my details' });
  // The form is filled from the saved profile first (the district chosen at /join).
  await expect(editor.getByLabel('District')).not.toHaveValue('');
  const email = editor.getByLabel('E-mail');
  await email.fill('not-an-address');
  await editor.getByRole('button', { name: 'Save details' }).click();
  await expect(email).toHaveAccessibleDescription(/e-mail address such as/i);
  await expect(email).toHaveValue('not-an-address');
  await email.fill('sample.applicant@example.org');
  // Password recovery falls back to the e-mail, so a changed one needs the current password: a
  // wrong one is refused beside its field, the e-mail kept and the password emptied.
  const details = editor.getByRole('form', { name: 'Contact details' });
  const emailPassword = details.getByRole('textbox', { name: 'Current password', exact: true });
  await emailPassword.fill('not-the-password');
  await editor.getByRole('button', { name: 'Save details' }).click();
  await expect(emailPassword).toHaveAccessibleDescription(/password is not right/);
  await expect(emailPassword).toHaveValue('');
  await expect(email).toHaveValue('sample.applicant@example.org');
  await emailPassword.fill(password);
  await editor.getByRole('button', { name: 'Save details' }).click();
  await expect(editor.getByText('Your details are saved.')).toBeVisible();
  // Saved, the e-mail is no longer a change: the password field goes until it is edited again.
  await expect(emailPassword).toBeHidden();

  await editor.getByLabel('New mobile number').fill('0955 444 333');
  // The session alone may not move the number password recovery uses: a wrong password is
  // refused beside its field, the number kept and the password emptied.
  const currentPassword = editor.getByRole('textbox', { name: 'Current password', exact: true });
  await currentPassword.fill('not-the-password');
  await editor.getByRole('button', { name: 'Send a code to the new number' }).click();
  await expect(currentPassword).toHaveAccessibleDescription(/password is not right/);
  await expect(currentPassword).toHaveValue('');
  await expect(editor.getByLabel('New mobile number')).toHaveValue('0955 444 333');
  await currentPassword.fill(password);
  await editor.getByRole('button', { name: 'Send a code to the new number' }).click();
  const code = await codeFrom(request, '260955444333', /number is (\d{6})/);
  await editor.getByLabel('Code sent to the new number').fill(code);
  await editor.getByRole('button', { name: 'Confirm the new number' }).click();
  await expect(editor.getByText('Your new phone number is confirmed.')).toBeVisible();
  await expect(editor.getByText('Now: 0955 444 333')).toBeVisible();
  await expectNoAxeViolations(page, '/dashboard of an active member');
});
