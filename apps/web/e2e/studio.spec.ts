import { expect, type Page, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expectNoAxeViolations,
  headerAccount,
  logIn,
  storedTokens,
} from './member-session';
import { openPage } from './open-page';

async function logInAs(page: Page, username: string) {
  await logIn(page, username);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The form's top edge lies within the window (what an editor on a phone must see after Edit). */
async function expectTopInView(page: Page, form: ReturnType<Page['getByRole']>) {
  await expect(form).toBeVisible();
  const height = page.viewportSize()?.height ?? 0;
  // Read until it holds: the page may still be laying out what the form holds when it shows. Left
  // where it was (above the window, as on a phone before), the form never passes.
  await expect
    .poll(
      async () => {
        const box = await form.boundingBox();
        // Scrolled to the top edge, the box may start a fraction of a pixel above it.
        return box === null ? 'not laid out' : box.y >= -1 && box.y < height ? 'in view' : box.y;
      },
      { message: "the form's top edge is in the window" },
    )
    .toBe('in view');
}

test('an editor writes a news item as a draft, previews it, then publishes it', async ({
  page,
  request,
}) => {
  // Many steps, each a round trip and an axe scan: more than the default 30 s on a busy machine.
  test.slow();
  const title = `Clinical officers meet in Chipata ${Date.now()}`;
  await logInAs(page, 'demo.editor');
  await openPage(page, '/dashboard?mode=edit&section=news');
  const studio = page.getByRole('region', { name: 'News' });
  await studio.getByRole('button', { name: 'Add a news item' }).click();
  const form = page.getByRole('form', { name: 'Add a news item' });
  await expect(form.getByLabel(/^Title/)).toBeFocused();
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByText('Enter the title')).toBeVisible();

  await form.getByLabel(/^Title/).fill(title);
  await form
    .getByRole('textbox', { name: /^Text/ })
    .fill('Members of the Eastern Province meet on Saturday.');
  await form.getByRole('button', { name: 'Save draft' }).click();
  const draftSaved = page.getByText(
    'Draft saved, not on the site: only editors see it until you publish it',
  );
  await expect(draftSaved).toBeVisible();
  // A notice, not the green success a publication gets: the public does not see it yet.
  await expect(page.locator('.coaz-alert--info').filter({ has: draftSaved })).toBeVisible();
  const entry = studio.getByRole('listitem').filter({ hasText: title });
  await expect(entry.getByText('Draft', { exact: true })).toBeVisible();
  const published = async () =>
    (
      (await (await request.get('/api/news?limit=100')).json()) as { items: { title: string }[] }
    ).items.some((item) => item.title === title);
  expect(await published()).toBe(false);
  await expectNoAxeViolations(page, 'the studio with a draft');

  await entry.getByRole('button', { name: `Preview “${title}”` }).click();
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview).toContainText('Members of the Eastern Province');
  await preview.getByRole('button', { name: 'Close the preview' }).click();

  await entry.getByRole('button', { name: `Edit “${title}”` }).click();
  const edit = page.getByRole('form', { name: `Edit “${title}”` });
  await edit.getByLabel(/Published: everyone/).check();
  await edit.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: it is on the site now')).toBeVisible();
  await expect(entry.getByText('Published', { exact: true })).toBeVisible();
  await expect.poll(published).toBe(true);

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('table')).toContainText(title);
});

test('a file that is no picture is refused at the Picture field as soon as it is chosen', async ({
  page,
}) => {
  await logInAs(page, 'demo.editor');
  await openPage(page, '/dashboard?mode=edit&section=news');
  await page.getByRole('button', { name: 'Add a news item' }).click();
  const form = page.getByRole('form', { name: 'Add a news item' });
  await form.getByLabel('Choose a picture').setInputFiles({
    name: 'fake.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('This is a text file, renamed.'),
  });
  const input = form.getByLabel('Choose a picture');
  await expect(input).toHaveAccessibleDescription(/“fake\.jpg” is not a picture that can be shown/);
  await expect(input).toBeFocused();
  await expect(form.getByRole('slider')).toHaveCount(0);
});

test("a phone's PNG screenshot past 5 MB is made smaller in the browser and saved with the item", async ({
  page,
}) => {
  test.slow();
  await logInAs(page, 'demo.editor');
  await openPage(page, '/dashboard?mode=edit&section=news');
  // A tall screenshot of a photo: noise keeps PNG from compressing it below 5 MB.
  const png = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1290;
    canvas.height = 2796;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    const pixels = context.createImageData(canvas.width, canvas.height);
    for (let index = 0; index < pixels.data.length; index += 4) {
      pixels.data[index] = (index * 7) % 251;
      pixels.data[index + 1] = Math.floor(Math.random() * 256);
      pixels.data[index + 2] = 120;
      pixels.data[index + 3] = 255;
    }
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    // As base64, which crosses to the test far faster than an array of eleven million numbers.
    return await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
      reader.readAsDataURL(blob as Blob);
    });
  });
  const buffer = Buffer.from(png, 'base64');
  expect(buffer.length).toBeGreaterThan(5 * 1024 * 1024);
  const title = `AGM poster ${Date.now()}`;
  await page.getByRole('button', { name: 'Add a news item' }).click();
  const form = page.getByRole('form', { name: 'Add a news item' });
  await form.getByLabel(/^Title/).fill(title);
  await form.getByRole('textbox', { name: /^Text/ }).fill('The poster for the meeting.');
  await form.getByLabel('Choose a picture').setInputFiles({
    name: 'Screenshot_20261206.png',
    mimeType: 'image/png',
    buffer,
  });
  // Taken (refused before as past 5 MB): its alt text is asked for once it is made smaller.
  await expect(form.getByLabel(/Alt text/)).toBeVisible({ timeout: 20_000 });
  await form.getByLabel(/Alt text/).fill('The meeting poster');
  const upload = page.waitForResponse((response) => response.url().endsWith('/api/uploads'));
  await form.getByRole('button', { name: 'Save draft' }).click();
  expect((await upload).status()).toBe(201);
  await expect(
    page.getByText('Draft saved, not on the site: only editors see it until you publish it'),
  ).toBeVisible();
});

test('a session that ends mid-edit loses nothing: after logging in again the form is back', async ({
  page,
  request,
}) => {
  test.slow();
  const title = `Kabwe CPD conference ${Date.now()}`;
  await logInAs(page, 'demo.editor');
  await openPage(page, '/dashboard?mode=edit&section=events');
  await page.getByRole('button', { name: 'Add an event' }).click();
  const form = page.getByRole('form', { name: 'Add an event' });
  await form.getByLabel(/^Title/).fill(title);
  await form.getByLabel(/^Date/).fill('2027-03-10');
  await form.getByLabel(/^Venue/).fill('Mulungushi conference centre');
  await form.getByLabel(/^Description/).fill('Three days of talks and practicals.');

  // The session ends on the server, as after a logout in another tab or a password reset.
  const { refresh } = await storedTokens(page);
  const revoked = await request.post('/coaz/api/logout', {
    headers: { authorization: `Bearer ${refresh}` },
  });
  expect(revoked.ok()).toBe(true);
  await form.getByRole('button', { name: 'Save draft' }).click();

  // A refused save, a refused refresh, then a page load: allow for a loaded machine.
  await expect(page).toHaveURL(/\/login\?session=ended$/, { timeout: 20_000 });
  // The notice takes the cursor as it comes, so it is read there (no live region).
  const signedOutNotice = page.locator('div[tabindex="-1"]', { hasText: 'You were signed out' });
  await expect(signedOutNotice).toBeFocused();
  await expect(signedOutNotice).toHaveText(
    new RegExp(
      `You were signed out.*before the new event “${title}” was saved.*log in again and it is back in the form`,
    ),
  );
  await expect(page.getByRole('status').filter({ hasText: 'You were signed out' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the login after the session ended');
  await page.getByLabel('User name').fill('demo.editor');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/dashboard\?mode=edit&section=events$/);
  const restored = page.getByRole('form', { name: 'Add an event' });
  await expect(
    restored.getByText('Restored what you typed before you were signed out'),
  ).toBeVisible();
  await expect(restored.getByLabel(/^Title/)).toHaveValue(title);
  await expect(restored.getByLabel(/^Date/)).toHaveValue('2027-03-10');
  await expect(restored.getByLabel(/^Venue/)).toHaveValue('Mulungushi conference centre');
  await expect(restored.getByLabel(/^Description/)).toHaveValue(
    'Three days of talks and practicals.',
  );
  await restored.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByText('Draft saved, not on the site: only editors see it until you publish it'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Events' }).getByRole('listitem').filter({ hasText: title }),
  ).toBeVisible();
});

// Save changes pressed on a form left as it was went up a version, so a second editor with the
// entry open was refused: "Someone else saved this first … They saved with nothing changed".
test("an editor's save of a form left as it was does not refuse another editor's save", async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const name = `Sample Training Trust ${Date.now()}`;
  const login = await request.post('/coaz/api/login', {
    data: { username: 'demo.editor', password: DEMO_PASSWORD },
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const created = await request.post('/api/partners', {
    headers: { authorization: `Bearer ${access_token}` },
    data: { name, description: 'Trains clinical officers.' },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  const otherBrowser = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await otherBrowser.newPage();
  const form = (tab: Page) => tab.getByRole('form', { name: `Edit “${name}”` });
  for (const [tab, username] of [
    [page, 'demo.editor'],
    [other, 'demo.admin'],
  ] as const) {
    await logInAs(tab, username);
    await openPage(tab, '/dashboard?mode=edit&section=partners');
    await tab
      .getByRole('region', { name: 'Partners', exact: true })
      .getByRole('listitem')
      .filter({ hasText: name })
      .getByRole('button', { name: /^Edit/ })
      .click();
    await expect(form(tab).getByLabel(/^Name/)).toHaveValue(name);
  }

  await form(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByText('Nothing to save: no field was changed, so it stays as it was'),
  ).toBeVisible();
  await form(other)
    .getByLabel(/^Description/)
    .fill('Trains and supports clinical officers.');
  await form(other).getByRole('button', { name: 'Save changes' }).click();
  await expect(other.getByText('Changes saved: they are on the site now')).toBeVisible();
  await expect(other.getByText('Someone else saved this first')).toHaveCount(0);
  const saved = await request.get(`/api/partners/${id}`);
  expect(await saved.json()).toMatchObject({
    description: 'Trains and supports clinical officers.',
    version: 2,
  });
  await otherBrowser.close();
});

test("the header's Log out asks before dropping a form's unsaved typing", async ({ page }) => {
  await logInAs(page, 'demo.editor');
  await openPage(page, '/dashboard?mode=edit&section=vacancies');
  await page.getByRole('button', { name: 'Add a vacancy' }).click();
  const form = page.getByRole('form', { name: 'Add a vacancy' });
  await form.getByLabel(/^Position/).fill('Sample Clinical Officer, Chongwe');
  const question =
    'Your changes are not saved. OK logs you out and they are lost; Cancel stays here.';

  // Cancel: still signed in, the typing where it was.
  const dismissed = page.waitForEvent('dialog');
  const logOut = headerAccount(page).getByRole('button', { name: 'Log out' });
  void logOut.click();
  const first = await dismissed;
  expect(first.message()).toBe(question);
  await first.dismiss();
  await expect(form.getByLabel(/^Position/)).toHaveValue('Sample Clinical Officer, Chongwe');
  await expect(logOut).toBeVisible();

  // OK: logged out at once, without a second question on the way home.
  let questions = 0;
  page.on('dialog', (dialog) => {
    questions += 1;
    void dialog.accept();
  });
  await logOut.click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(headerAccount(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(questions).toBe(1);
});

test('an editor changes the telephone number in the site settings; every page shows it', async ({
  page,
  request,
}) => {
  await logInAs(page, 'demo.editor');
  await openPage(page, '/dashboard?mode=edit&section=site-settings');
  const form = page.getByRole('form', { name: 'Edit the site settings' });
  const phone = form.getByLabel(/^Telephone/);
  const before = await phone.inputValue();
  await phone.fill('ring the office');
  await form.getByRole('button', { name: 'Save the settings' }).click();
  await expect(phone).toHaveAccessibleDescription(/Enter a telephone number such as/);
  await expect(phone).toBeFocused();
  // Unique per run, so the page cannot show it from an earlier one.
  const digits = Date.now().toString().slice(-6);
  const number = `+260 211 ${digits.slice(0, 3)} ${digits.slice(3)}`;
  await phone.fill(number);
  await form.getByRole('button', { name: 'Save the settings' }).click();
  try {
    await expect(page.getByText('Saved: the site shows the new settings now')).toBeVisible();
    // The server renders the footer with it, before any script runs.
    await expect
      .poll(async () => (await request.get('/news')).text(), { timeout: 10_000 })
      .toContain(number);
    // The login's too, which a member reaches from anywhere: no page keeps the build's number.
    expect(await (await request.get('/login')).text()).toContain(number);
  } finally {
    // Other specs share this server: the number goes back to what it was.
    const login = await request.post('/coaz/api/login', {
      data: { username: 'demo.editor', password: DEMO_PASSWORD },
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const { version } = (await (await request.get('/api/site-settings')).json()) as {
      version: number;
    };
    const restored = await request.put('/api/site-settings', {
      headers: { authorization: `Bearer ${access_token}` },
      data: { version, contactPhone: before },
    });
    expect(restored.status()).toBe(200);
  }
});

test("a notice's changes are in the audit log, under Notices", async ({ page, request }) => {
  const title = `Secretariat closed on Friday ${Date.now()}`;
  await logInAs(page, 'demo.editor');
  const { access } = await storedTokens(page);
  const created = await request.post('/api/contents', {
    headers: { authorization: `Bearer ${access}` },
    data: { title, body: 'The office reopens on Monday.', imageUrl: null },
  });
  expect(created.status()).toBe(201);
  await openPage(page, '/dashboard?mode=edit&section=audit-log');
  await page.getByLabel('Show').selectOption({ label: 'Notices' });
  await expect(page.getByRole('table')).toContainText(`Created notice “${title}”`);
  await expect(page.getByRole('table')).not.toContainText('Published “');
});

test('a wrong edit of a notice is taken back from its history, by keyboard', async ({
  page,
  request,
}) => {
  test.slow();
  const title = `Clinic closed on Friday ${Date.now()}`;
  await logInAs(page, 'demo.editor');
  const { access } = await storedTokens(page);
  const headers = { authorization: `Bearer ${access}` };
  const created = await request.post('/api/contents', {
    headers,
    data: { title, body: 'The clinic reopens on Monday.', imageUrl: null },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    const edited = await request.put(`/api/contents/${id}`, {
      headers,
      data: { version: 1, title, body: 'Words pasted into the wrong notice.' },
    });
    expect(edited.status()).toBe(200);
    await openPage(page, '/dashboard?mode=edit&section=notices');
    await page.getByRole('button', { name: `History of “${title}”` }).focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('region', { name: `History of “${title}”` });
    await expect(panel.getByRole('listitem')).toHaveCount(2);
    await expect(panel.getByRole('listitem').first()).toContainText('Version 2');
    await expect(panel.getByRole('listitem').first()).toContainText('changed “Text”');
    // Named as the officers know each other, not by the user name they log in with.
    await expect(panel.getByRole('listitem').first()).toContainText('by Demo Editor');
    await expectNoAxeViolations(page, "a notice's history");
    await panel.getByRole('button', { name: 'Restore version 1' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Version 1 restored: it is on the site now')).toBeVisible();
    await expect(panel).toHaveCount(0);
    const notice = page.locator(`#notice-${id}`);
    await expect(notice).toContainText('The clinic reopens on Monday.');
    // The public reads the words brought back.
    const shown = await request.get(`/api/contents/${id}`);
    expect(((await shown.json()) as { body: string }).body).toBe('The clinic reopens on Monday.');
  } finally {
    // Other specs share this server and read the newest notices on the home page.
    await request.delete(`/api/contents/${id}`, { headers });
  }
});

test("an editor's sidebar in view mode says the site settings link opens the home page", async ({
  page,
}) => {
  await logInAs(page, 'demo.editor');
  await openPage(page, '/dashboard');
  // Every page shows the settings, so the link in view mode goes home; its name says so.
  await expect(page.getByRole('link', { name: 'Site settings, on the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  await openPage(page, '/dashboard?mode=edit');
  await expect(page.getByRole('link', { name: 'Site settings', exact: true })).toBeVisible();
});

test('a member who is not an editor gets no studio', async ({ page }) => {
  await logInAs(page, 'demo.active');
  await openPage(page, '/dashboard?mode=edit&section=news');
  await expect(page.getByRole('region', { name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Mode' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'News' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
});

test('an admin sees who may edit, and a number that names nobody or an editor is said at the field', async ({
  page,
}) => {
  test.slow();
  await logInAs(page, 'demo.admin');
  await openPage(page, '/dashboard?mode=edit');
  await page.getByRole('link', { name: 'Editors' }).click();
  const editors = page.getByRole('list', { name: 'Editors' });
  await expect(editors).toContainText('demo.editor · Editor');
  await expect(editors).toContainText('demo.admin · Admin');
  await expect(page.getByRole('button', { name: /^Remove as editor: / })).toHaveCount(1);
  const form = page.getByRole('form', { name: 'Make an editor' });
  const member = form.getByLabel(/Membership number, mobile number or user name/);
  // By keyboard, as an admin with the member's card in hand types it.
  await member.fill('COAZ-999999');
  await member.press('Enter');
  await expect(member).toHaveAccessibleDescription(
    /No member has that membership number, mobile number or user name/,
  );
  await expect(member).toHaveValue('COAZ-999999');
  await expect(member).toBeFocused();
  // demo.editor's mobile number as written on a business card: found by the server, which says
  // they edit already rather than making them an editor again.
  await member.fill('+260 97 100 0002');
  await form.getByRole('button', { name: 'Make editor' }).click();
  await expect(member).toHaveAccessibleDescription(/demo\.editor is an editor already/);
  await expect(member).toHaveValue('+260 97 100 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'The role was not changed' })).toHaveCount(
    0,
  );
  await expectNoAxeViolations(page, 'the editors list with a refused number');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("an editor's Edit opens the form in view", async ({ page }) => {
    test.slow();
    await logInAs(page, 'demo.editor');
    await openPage(page, '/dashboard?mode=edit&section=news');
    const studio = page.getByRole('region', { name: 'News' });
    const edit = studio.getByRole('button', { name: /^Edit “/ }).last();
    await edit.scrollIntoViewIfNeeded();
    const name = (await edit.getAttribute('aria-label'))?.replace(/^Edit /, '') ?? '';
    await edit.click();
    const form = page.getByRole('form', { name: `Edit ${name}` });
    await expectTopInView(page, form);
    await expect(form.getByLabel(/^Title/)).toBeFocused();
    await expectNoAxeViolations(page, 'the studio form at 390 px');

    // The notices' editor does the same.
    await openPage(page, '/dashboard?mode=edit');
    const notice = page.getByRole('button', { name: /^Edit “/ }).last();
    await notice.scrollIntoViewIfNeeded();
    await notice.click();
    await expectTopInView(page, page.getByRole('form', { name: /^Edit “/ }));
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  /** How far the page reaches past the window's right edge, in pixels (0: no sideways scroll). */
  const overflow = (page: Page) =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );

  test('every section and its form fit the screen: no sideways scroll', async ({ page }) => {
    test.slow();
    await logInAs(page, 'demo.editor');
    for (const [section, label, add] of [
      ['people', 'People', 'Add a person'],
      ['news', 'News', 'Add a news item'],
      ['events', 'Events', 'Add an event'],
      ['vacancies', 'Vacancies', 'Add a vacancy'],
      ['partners', 'Partners', 'Add a partner'],
    ] as const) {
      await openPage(page, `/dashboard?mode=edit&section=${section}`);
      const studio = page.getByRole('region', { name: label });
      await expect(studio.getByRole('button', { name: add })).toBeVisible();
      await expect(studio.getByText(`Loading ${label.toLowerCase()}…`)).toHaveCount(0);
      expect(await overflow(page), `the ${section} list`).toBe(0);
      await studio.getByRole('button', { name: add }).click();
      const form = page.getByRole('form', { name: add });
      // Saved blank: every message is drawn, the longest lines included.
      await form.getByRole('button', { name: 'Save draft' }).click();
      await expect(form.getByText('Some fields need attention')).toBeVisible();
      expect(await overflow(page), `the ${section} form`).toBe(0);
    }
  });

  test('a title of one long unbroken word fits in its form, history and delete question', async ({
    page,
    request,
  }) => {
    await logInAs(page, 'demo.editor');
    // 200 characters without a space, the most a title may have: a pasted link, say.
    const title = `${Date.now()}${'Chipata'.repeat(40)}`.slice(0, 200);
    const { access } = await storedTokens(page);
    const created = await request.post('/api/news', {
      headers: { authorization: `Bearer ${access}` },
      data: { title, body: 'One long word.', date: '2024-01-02', status: 'draft' },
    });
    expect(created.status()).toBe(201);
    await openPage(page, '/dashboard?mode=edit&section=news');
    const entry = page.getByRole('listitem').filter({ hasText: title });
    for (const [button, panel] of [
      ['Edit', page.getByRole('form', { name: `Edit “${title}”` })],
      ['History of', page.getByRole('region', { name: `History of “${title}”` })],
      ['Delete', page.getByRole('region', { name: 'Confirm deletion' })],
    ] as const) {
      await entry.getByRole('button', { name: new RegExp(`^${button} “`) }).click();
      await expect(panel).toBeVisible();
      expect(await overflow(page), `the ${button} panel`).toBe(0);
    }
  });

  test("a list line holding a long link (an event's meeting link, a partner's web page) fits", async ({
    page,
    request,
  }) => {
    await logInAs(page, 'demo.editor');
    const { access } = await storedTokens(page);
    const headers = { authorization: `Bearer ${access}` };
    const stamp = Date.now();
    // Drafts, so the public pages other tests read do not change.
    const event = await request.post('/api/events', {
      headers,
      data: {
        title: `Online CPD evening ${stamp}`,
        date: '2026-12-20',
        venue: `Online: https://us02web.zoom.us/j/81234567890?pwd=cGxhY2Vob2xkZXJwYXNzd29yZDEyMzQ1Njc4${stamp}`,
        status: 'draft',
      },
    });
    expect(event.status()).toBe(201);
    const partner = await request.post('/api/partners', {
      headers,
      data: {
        name: `Ministry of Health ${stamp}`,
        description: 'Guidelines and circulars.',
        url: `https://www.moh.gov.zm/wp-content/uploads/filebase/guidelines/Zambia-Consolidated-Guidelines-${stamp}.pdf`,
        status: 'draft',
      },
    });
    expect(partner.status()).toBe(201);
    for (const [section, label, name] of [
      ['events', 'Events', `Online CPD evening ${stamp}`],
      ['partners', 'Partners', `Ministry of Health ${stamp}`],
    ] as const) {
      await openPage(page, `/dashboard?mode=edit&section=${section}`);
      const studio = page.getByRole('region', { name: label });
      await expect(studio.getByRole('heading', { name })).toBeVisible();
      expect(await overflow(page), `the ${section} list`).toBe(0);
    }
  });
});
