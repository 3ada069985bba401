import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './member-session';

// Cheap phones in a data-saving mode, and some visitors by choice, open the site with JavaScript
// off: pages read, but the forms that need the app must never send what was typed in the address.
test.use({ javaScriptEnabled: false });

/** Every address the page asked for while `act` ran, with the one it ended on. */
async function addressesDuring(page: Page, act: () => Promise<void>): Promise<string[]> {
  const asked: string[] = [];
  const record = (request: { url(): string }) => asked.push(request.url());
  page.on('request', record);
  await act();
  await page.waitForLoadState();
  page.off('request', record);
  return [...asked, page.url()];
}

const FORMS = [
  {
    path: '/login',
    form: 'Log in',
    fields: { 'User name or mobile number': 'demo.active', Password: DEMO_PASSWORD },
    submit: 'Log in',
    secrets: ['demo.active', 'Demo-2026'],
  },
  {
    path: '/join',
    form: 'Membership application',
    fields: {
      'NRC number': '123456/10/1',
      'Mobile number': '0971234567',
      'User name': 'tperson',
      Password: 'Secret-Pass-1',
    },
    submit: 'Apply for membership',
    secrets: ['123456', '0971234567', 'tperson', 'Secret-Pass'],
  },
  {
    path: '/forgot_password',
    form: 'Ask for a reset code',
    fields: { 'User name or mobile number': '0961000003' },
    submit: 'Send me a code',
    secrets: ['0961000003'],
  },
];

for (const { path, form, fields, submit, secrets } of FORMS) {
  test(`${path} says it needs JavaScript and never puts what was typed in an address`, async ({
    page,
  }) => {
    await page.goto(path);
    const shown = page.getByRole('form', { name: form });
    await expect(shown.getByText(/needs JavaScript/)).toBeVisible();
    for (const [label, value] of Object.entries(fields)) {
      await shown.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    const addresses = await addressesDuring(page, () =>
      shown.getByRole('button', { name: submit }).click(),
    );
    for (const address of addresses) {
      for (const secret of secrets) expect(decodeURIComponent(address)).not.toContain(secret);
      expect(new URL(address).search, address).toBe('');
    }
    // The server turns the POST into the page that says what to do instead.
    await expect(page).toHaveURL(/\/needs_javascript$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This form needs JavaScript' }),
    ).toBeVisible();
  });
}

test('the assistant and the dashboard say they need JavaScript, and what to do instead; search works without it', async ({
  page,
}) => {
  await page.goto('/about');
  // The launcher would be a dead button: the constitution itself is offered in its place.
  await expect(page.getByRole('button', { name: 'Ask about the constitution' })).toBeHidden();
  const constitution = page.getByRole('link', { name: 'Read the constitution' });
  await expect(constitution).toBeVisible();
  await expect(constitution).toHaveAttribute('href', '/constitution');

  // The search page's form is a plain GET, and the server renders the results of its query.
  await page.goto('/search');
  await page.getByRole('searchbox', { name: 'Words to look for' }).fill('president');
  await page.getByRole('button', { name: 'Search', exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=president$/);
  await expect(page.getByRole('heading', { name: /pages? match(es)? “president”/ })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'National Executive Committee' }),
  ).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('main').getByText(/dashboard needs JavaScript/)).toBeVisible();
});

test("the secretariat's notices read on the news page with no script", async ({
  page,
  request,
}) => {
  const notices = (await (await request.get('/api/contents')).json()) as { title: string }[];
  expect(notices.length).toBeGreaterThan(0);
  await page.goto('/news');
  const section = page.getByRole('region', { name: 'Notices' });
  for (const notice of notices)
    await expect(section.getByRole('heading', { name: notice.title, level: 3 })).toBeVisible();
  await expect(section.getByText('Loading notices…')).toHaveCount(0);
});

test('what is clamped or waits for the app reads whole or steps aside, with no button that would do nothing', async ({
  page,
}) => {
  await page.goto('/services/cpd');
  const sections = page.locator('.coaz-expandable__text');
  expect(await sections.count()).toBeGreaterThan(0);
  for (const section of await sections.all()) {
    const [shown, whole] = await section.evaluate((text) => [text.clientHeight, text.scrollHeight]);
    expect(shown).toBe(whole);
  }
  await expect(page.getByRole('button', { name: 'Read More' })).toHaveCount(0);

  await page.goto('/news');
  const posts = page.locator('[data-rotation-item]');
  expect(await posts.count()).toBeGreaterThan(2);
  for (const post of await posts.all()) await expect(post).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pause (related|recent) news$/ })).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0);
  // The counts come in the page: every figure shows, the members' as much as the partners'.
  const figures = page.locator('.statistics-banner__figure');
  for (const label of ['Members', 'Active members', 'Districts of Zambia', 'Partners']) {
    await expect(figures.filter({ hasText: new RegExp(`^\\d[\\d,]*\\+?${label}$`) })).toBeVisible();
  }
});

test("an office's details read with no script: its name in the list leads to them, and back", async ({
  page,
}) => {
  await page.goto('/organisation/governance/national_executive_committee');
  // No holder is named in the demo, so the offices are listed, each linking to its details.
  const card = page.locator('.unnamed-office-list li').first();
  const name = card.getByRole('link');
  const person = (await name.textContent()) ?? '';
  await name.click();
  const details = page.getByRole('region', { name: person, exact: true });
  await expect(details).toBeVisible();
  await expect(details.getByRole('heading', { level: 4, name: 'About' })).toBeVisible();
  await details.getByRole('link', { name: 'Back to Composition' }).click();
  await expect(details).toBeHidden();
  await expect(card).toBeInViewport();
});
