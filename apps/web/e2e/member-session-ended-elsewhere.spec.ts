import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn } from './member-session';

// A member's session ended on another device (a password changed there: `POST profile/password`
// signs out every other session) while this one is open. These specs change demo.active's
// password, so they run on a server of their own (playwright.config.ts, ISOLATED_SPECS), and put
// it back after each test.

const MEMBER_API = '/coaz/api';
const NEW_PASSWORD = 'Elsewhere-2026!';

// One at a time: both change the one account's password.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** Changes demo.active's password as another device does: its own login, then the change. */
async function changePasswordElsewhere(request: APIRequestContext, from: string, to: string) {
  const login = await request.post(`${MEMBER_API}/login`, {
    data: { username: 'demo.active', password: from },
  });
  expect(login.status()).toBe(200);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const changed = await request.post(`${MEMBER_API}/profile/password`, {
    headers: { authorization: `Bearer ${token}` },
    data: { currentPassword: from, newPassword: to },
  });
  expect(changed.status()).toBe(200);
}

let passwordChanged = false;
test.afterEach(async ({ request }) => {
  if (passwordChanged) await changePasswordElsewhere(request, NEW_PASSWORD, DEMO_PASSWORD);
  passwordChanged = false;
});

/** The login page that says the session ended: its notice takes the cursor. */
async function expectSignedOutNotice(page: Page, says: RegExp) {
  await expect(page).toHaveURL(/\/login\?session=ended$/);
  const notice = page.locator(':focus');
  await expect(notice).toContainText('You were signed out');
  await expect(notice).toContainText(says);
}

test('a save after the session ended elsewhere goes to the login, which says so and keeps the typed e-mail', async ({
  page,
  request,
}) => {
  const statuses: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path === `${MEMBER_API}/profile` || path === `${MEMBER_API}/token/refresh`) {
      statuses.push(`${response.request().method()} ${path} ${response.status()}`);
    }
  });
  // The tour's login: by the mobile number, as members on a phone do.
  await logIn(page, '+260 97 100 0001');
  await expect(page).toHaveURL(/\/dashboard$/);
  const editor = page.getByRole('region', { name: 'Change my details' });
  const email = editor.getByLabel('E-mail');
  await expect(email).toHaveValue('demo.active@example.org');
  await email.fill('new.address@example.org');
  const details = editor.getByRole('form', { name: 'Contact details' });
  await details.getByRole('textbox', { name: 'Current password', exact: true }).fill(DEMO_PASSWORD);

  await changePasswordElsewhere(request, DEMO_PASSWORD, NEW_PASSWORD);
  passwordChanged = true;
  statuses.length = 0;
  await details.getByRole('button', { name: 'Save details' }).tap();

  await expectSignedOutNotice(
    page,
    /Your session ended before your changes to your details were saved\..*kept in this browser tab/,
  );
  expect(statuses).toEqual([
    `PUT ${MEMBER_API}/profile 401`,
    `GET ${MEMBER_API}/token/refresh 401`,
  ]);

  // Logged in again (with the password now in force), the typed e-mail is back, not saved.
  await page.getByLabel('User name').fill('+260 97 100 0001');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    editor.getByText('Restored what you typed before you were signed out'),
  ).toBeVisible();
  await expect(email).toHaveValue('new.address@example.org');
  await expect(details.getByRole('textbox', { name: 'Current password', exact: true })).toHaveValue(
    '',
  );
});

test('a session ended elsewhere while a member page is open, nothing typed, says so at the login', async ({
  page,
  request,
}) => {
  await logIn(page, '+260 97 100 0001');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('region', { name: 'Change my details' }).getByLabel('E-mail'),
  ).toHaveValue('demo.active@example.org');
  await changePasswordElsewhere(request, DEMO_PASSWORD, NEW_PASSWORD);
  passwordChanged = true;
  // The next request the page makes meets the ended session: here the dashboard opened again.
  await page.reload();
  await expectSignedOutNotice(page, /Your session ended\. Log in again to go on\./);
});
