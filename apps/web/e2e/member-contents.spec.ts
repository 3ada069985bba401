import { expect, type Page, test } from '@playwright/test';
import { squarePng } from './drawn-picture';
import { expectNoAxeViolations, logIn, storedTokens } from './member-session';
import { openPage } from './open-page';

function notices(page: Page) {
  return page.getByRole('region', { name: /Notices/ });
}

async function logInAsEditor(page: Page) {
  await logIn(page, 'demo.editor');
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('visitors and members who are not editors see the notices and no editing controls', async ({
  page,
}) => {
  await openPage(page, '/news');
  await expect(notices(page).getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Edit|Delete) “/ })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Add a notice' })).toHaveCount(0);

  await logIn(page, 'demo.active');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'News and Events' }).first().click();
  await expect(notices(page).getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Edit|Delete) “/ })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Add a notice' })).toHaveCount(0);
  await openPage(page, '/dashboard');
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
});

test('an editor adds a notice, edits it with a picture, and deletes it on /news', async ({
  page,
}) => {
  const title = `Clinic week in Mansa ${Date.now()}`;
  await logInAsEditor(page);
  await openPage(page, '/news');
  const form = page.getByRole('form', { name: 'Add a notice' });
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByText('Enter a title')).toBeVisible();

  await form.getByLabel('Title').fill(title);
  await form
    .getByRole('textbox', { name: 'Text', exact: true })
    .fill('Free screening at the district hospital all week.');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published: it is on the site now')).toBeVisible();
  await expect(notices(page).getByRole('heading', { name: title })).toBeVisible();
  await expectNoAxeViolations(page, '/news as an editor');

  await page.getByRole('button', { name: `Edit “${title}”` }).click();
  const edit = page.getByRole('form', { name: `Edit “${title}”` });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  const picker = edit.getByLabel('Choose a picture');
  await expect(picker).toHaveAttribute('accept', /image\/png/);
  await picker.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await expect(
    edit.getByText('“notes.txt” is not a picture. Choose a JPEG, PNG, WebP or GIF picture.'),
  ).toBeVisible();
  // As wide as the notice card: a narrower picture is refused as a blur.
  const drawn = await squarePng(page, 640);
  await picker.setInputFiles({ name: 'mansa.png', mimeType: 'image/png', buffer: drawn });
  await expect(edit.getByRole('img', { name: 'Preview of the picture' })).toBeVisible();
  await edit
    .getByRole('textbox', { name: 'Text', exact: true })
    .fill('Free screening at Mansa General Hospital all week.');
  // The server's answer waits a moment, so the progress of the upload can be seen.
  await page.route('**/api/uploads', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByRole('progressbar', { name: 'Uploading the picture' })).toBeVisible();
  await expect(page.getByText('Changes saved: they are on the site now')).toBeVisible();
  const card = notices(page).getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('Mansa General Hospital');
  const picture = card.locator('img');
  await expect(picture).toHaveAttribute('src', /^\/api\/uploads\/[0-9a-f-]{36}-\d+\.webp$/);
  // The 640 pixel picture is stored at widths up to its own, never enlarged.
  const widths = ((await picture.getAttribute('srcset')) ?? '')
    .split(', ')
    .map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));
  expect(widths).toContain(640);
  expect(Math.max(...widths)).toBe(640);
  const served = await page.request.get((await picture.getAttribute('src')) ?? '');
  expect(served.headers()['content-type']).toBe('image/webp');
  await expect(page.getByRole('form', { name: 'Add a notice' })).toBeVisible();

  await page.getByRole('button', { name: `Delete “${title}”` }).click();
  await card.getByRole('button', { name: 'Keep it' }).click();
  await expect(notices(page).getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('button', { name: `Delete “${title}”` }).click();
  await card.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('Notice deleted')).toBeVisible();
  await expect(notices(page).getByRole('heading', { name: title })).toHaveCount(0);
});

test('an edit that crosses another editor’s says so and keeps what was typed', async ({
  page,
  request,
}) => {
  const title = `Subscription reminder ${Date.now()}`;
  await logInAsEditor(page);
  await openPage(page, '/dashboard?mode=edit');
  await page.getByLabel('Title').fill(title);
  await page
    .getByRole('textbox', { name: 'Text', exact: true })
    .fill('Pay before the end of March.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('button', { name: `Edit “${title}”` }).click();

  // Another editor saves the same entry first.
  const { access } = await storedTokens(page);
  const entries = (await (await request.get('/api/contents')).json()) as {
    id: number;
    title: string;
    body: string;
    version: number;
  }[];
  const entry = entries.find((candidate) => candidate.title === title);
  if (!entry) throw new Error('the new notice is not on the server');
  const other = await request.put(`/api/contents/${entry.id}`, {
    headers: { authorization: `Bearer ${access}` },
    data: { title, body: 'Pay before April.', imageUrl: null, version: entry.version },
  });
  expect(other.ok()).toBe(true);

  const edit = page.getByRole('form', { name: `Edit “${title}”` });
  await edit
    .getByRole('textbox', { name: 'Text', exact: true })
    .fill('Pay before the end of March, by mobile money.');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByRole('alert')).toContainText('The notice was not saved');
  await expect(edit.getByRole('alert')).toContainText('Someone else changed this notice');
  await expect(edit.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue(
    'Pay before the end of March, by mobile money.',
  );

  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved: they are on the site now')).toBeVisible();
  await page.getByRole('button', { name: `Delete “${title}”` }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('Notice deleted')).toBeVisible();
});

test('the dashboard shows the profile in view mode and manages notices in edit mode', async ({
  page,
}) => {
  await logInAsEditor(page);
  await openPage(page, '/dashboard');
  const profile = page.getByRole('region', { name: 'My profile' });
  await expect(profile).toContainText('Demo Editor');
  await expect(profile).toContainText('Active');
  await expect(profile).toContainText('Content editor');
  await expect(profile).toContainText('Lusaka');
  await expectNoAxeViolations(page, '/dashboard view mode');

  const modes = page.getByRole('group', { name: 'Mode' });
  await modes.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/dashboard\?mode=edit$/);
  await expect(modes.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('form', { name: 'Add a notice' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit “/ }).first()).toBeVisible();
  await expectNoAxeViolations(page, '/dashboard edit mode');

  await modes.getByRole('button', { name: 'View' }).click();
  await expect(page.getByRole('region', { name: 'My profile' })).toBeVisible();
});
