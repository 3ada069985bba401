import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, logIn } from './member-session';
import { openPage } from './open-page';

/** One node of Chromium's accessibility tree, as the DevTools protocol gives it. */
interface AxNode {
  nodeId: string;
  parentId?: string;
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  description?: { value: string };
  value?: { value: string };
  properties?: { name: string; value: { value: unknown } }[];
}

/** Chromium's whole accessibility tree of the page, what a screen reader is given. */
async function accessibilityTree(page: Page): Promise<AxNode[]> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
  await session.detach();
  return nodes;
}

function isLiveRegion(node: AxNode): boolean {
  const live = node.properties?.find((property) => property.name === 'live')?.value.value;
  return live === 'polite' || live === 'assertive';
}

/**
 * Each live region (a region whose changes a screen reader speaks) holding `text`, named by its
 * role, and each live region inside another, which a screen reader speaks once for each.
 */
function liveRegionsSaying(nodes: AxNode[], text: string) {
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const ancestors = (node: AxNode) => {
    const found: AxNode[] = [];
    for (let up = node.parentId && byId.get(node.parentId); up; ) {
      found.push(up);
      up = up.parentId ? byId.get(up.parentId) : undefined;
    }
    return found;
  };
  const sayingIt = new Set<AxNode>();
  for (const node of nodes) {
    if (node.role?.value !== 'StaticText' || !node.name?.value.includes(text)) continue;
    for (const region of ancestors(node).filter(isLiveRegion)) sayingIt.add(region);
  }
  const nested = nodes.filter((node) => isLiveRegion(node) && ancestors(node).some(isLiveRegion));
  return {
    saying: [...sayingIt].map((region) => region.role?.value),
    nested: nested.map((region) => region.role?.value),
  };
}

/** The text of the element the cursor is on, as the page has it. */
function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent ?? '');
}

/** How often the dashboard's main column says "review" (reviews, reviewed …). */
async function reviewsSaid(page: Page): Promise<number> {
  const text = (await page.locator('.dashboard__main').textContent()) ?? '';
  return text.match(/\breview/gi)?.length ?? 0;
}

// The spinner was a status inside the wait's status: screen readers said "Waiting for the payment
// to be approved" once for each live region. Then the wait, a status, also took the cursor, and was
// read again there. It asks the member to act, so it takes the cursor and is no live region; only
// the passing news of a dropped connection inside it is one.
test('the mobile-money wait takes the cursor and is no live region; a dropped connection is one', async ({
  page,
}) => {
  // The fee and the prompt are answered here, not by the server, so no demo account's fee is
  // paid or waited for (demo.payment's is the one member-follow-ups.spec.ts pays).
  const paymentId = '6f1d2c4b-6a0e-4a39-9d7e-2f5b8c1e0a77';
  const waiting = {
    paymentId,
    status: 'PENDING',
    message: 'SANDBOX, no money moved. Approve the prompt on your phone to complete the payment',
  };
  await page.route('**/coaz/api/receivables/9001', (route) =>
    route.fulfill({
      json: {
        receivableId: 9001,
        description: 'Annual subscription 2027',
        amount: 300,
        currency: 'ZMW',
        paid: false,
      },
    }),
  );
  await page.route('**/coaz/api/payments', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 202, json: waiting })
      : route.fallback(),
  );
  // Each status check finds the server unreachable: the wait goes on, saying the link dropped.
  await page.route(`**/coaz/api/payments/${paymentId}`, (route) => route.abort('failed'));
  await logIn(page, 'demo.active');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openPage(page, '/mobile_payment?userId=1&receivableId=9001&criteriaId=1&sponsor=SELF');
  await expect(page.getByText('Annual subscription 2027')).toBeVisible();
  await page.getByRole('radio', { name: 'Airtel Money' }).check();
  await page.getByLabel('Mobile money number').fill('0971234567');
  await page.getByRole('button', { name: /^Pay K/ }).click();
  await expect(page.getByText('SANDBOX, no money moved. Approve the prompt')).toBeVisible();
  await expect.poll(() => focusedText(page)).toContain('Waiting for the payment to be approved');
  expect(await focusedText(page)).toContain('Approve the prompt on your phone');
  for (const words of ['Waiting for the payment to be approved', 'Approve the prompt']) {
    const regions = liveRegionsSaying(await accessibilityTree(page), words);
    expect(regions.saying, words).toEqual([]);
    expect(regions.nested, 'live regions inside another').toEqual([]);
  }
  await expect(page.getByText('The connection to the server dropped')).toBeVisible();
  const dropped = liveRegionsSaying(
    await accessibilityTree(page),
    'The connection to the server dropped',
  );
  expect(dropped.saying).toEqual(['status']);
  expect(dropped.nested, 'live regions inside another').toEqual([]);
  // The news came to the cursor, which stayed on the wait.
  expect(await focusedText(page)).toContain('Waiting for the payment to be approved');
});

/** An application of Full Membership as the summary gives it, lacking `missing`. */
function applicationLacking(missing: string[]) {
  return {
    id: 77,
    membershipType: 'full_membership',
    membershipTypeName: 'Full Membership',
    status: 'SUBMITTED',
    reason: null,
    submittedAt: '2026-12-06T09:00:00Z',
    decidedAt: null,
    documents:
      missing.length > 0
        ? []
        : [
            {
              id: 'c1f6d7a4-3b0e-4f1c-9a55-0d7e2b8c4f10',
              kind: 'practising_licence',
              originalName: 'practising-licence.pdf',
              contentType: 'application/pdf',
              bytes: 48,
            },
          ],
    missingDocuments: missing,
  };
}

// "Document added; the secretariat will review your application" was a status that also took
// the cursor, read twice; with the notice, the welcome and "Your application", the dashboard said
// the review over and over. The line is news: one live region, the cursor staying on the button;
// the review is said once, under the application.
test('a document added on the dashboard is said once, and the review once', async ({ page }) => {
  // An applicant's summary and the upload are answered here, so no demo account gains an
  // application (demo.active's dashboard shows it; its own membership is untouched).
  let added = false;
  await page.route('**/coaz/api/membership', (route) =>
    route.fulfill({
      json: {
        status: 'INCOMPLETE_REGISTRATION',
        membershipNumber: null,
        membershipType: 'full_membership',
        membershipTypeName: 'Full Membership',
        professionalCategory: 'general',
        professionalCategoryName: 'Clinical Officer General',
        validUntil: null,
        goodStanding: false,
        goodStandingUntil: null,
        fee: null,
        application: applicationLacking(added ? [] : ['practising_licence']),
        todo: added
          ? [
              {
                kind: 'await_review',
                message:
                  'The secretariat is reviewing your application; you will get an SMS when it is decided',
              },
            ]
          : [
              {
                kind: 'add_documents',
                message: 'Add the missing documents so the secretariat can review your application',
              },
            ],
      },
    }),
  );
  await page.route('**/coaz/api/applications/mine/documents', (route) => {
    added = true;
    return route.fulfill({ status: 201, json: applicationLacking([]) });
  });
  await logIn(page, 'demo.active');
  await expect(page).toHaveURL(/\/dashboard$/);
  const application = page.getByRole('region', { name: 'Your application' });
  await expect(application).toContainText('your practising licence is still needed');
  expect(await reviewsSaid(page)).toBe(1);

  const welcome = page.getByRole('region', { name: /^Welcome, / });
  await welcome.getByRole('link', { name: 'Add documents' }).click();
  await application.getByLabel('Practising licence').setInputFiles({
    name: 'practising-licence.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  const add = application.getByRole('button', { name: 'Add documents' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(application.getByText('Document added.')).toBeVisible();
  const regions = liveRegionsSaying(await accessibilityTree(page), 'Document added.');
  expect(regions.saying).toEqual(['status']);
  expect(regions.nested, 'live regions inside another').toEqual([]);
  await expect(add).toBeFocused();

  await expect(application).toContainText('with the secretariat for review');
  await expect(welcome).toContainText('Once your application is approved');
  expect(await reviewsSaid(page)).toBe(1);
  await expectNoAxeViolations(page, '/dashboard of an applicant who added a document');
});

// The "code on its way" line was a status and the code field's description, and the cursor went
// to the field: read as the status, then again with the field.
test('password recovery says the code is on its way once, with the code field', async ({
  page,
}) => {
  // Answered here: no code is sent to a demo account, and recovery's rate limit is left alone.
  await page.route('**/coaz/api/password/recovery', (route) =>
    route.fulfill({ status: 202, json: { message: 'sent' } }),
  );
  await openPage(page, '/forgot_password');
  await page.getByLabel('User name or mobile number').fill('demo.active');
  await page.getByRole('button', { name: 'Send me a code' }).click();
  const code = page.getByLabel('Six-digit code');
  await expect(code).toBeFocused();
  const words = 'a six-digit code is on its way';
  const tree = await accessibilityTree(page);
  const field = tree.find(
    (node) =>
      !node.ignored && node.role?.value === 'textbox' && node.name?.value === 'Six-digit code',
  );
  expect(field?.description?.value).toMatch(/^Sent: If that account exists, a six-digit code/);
  expect(field?.description?.value.split(words)).toHaveLength(2);
  expect(liveRegionsSaying(tree, words).saying).toEqual([]);
  // The step is headed, and named so, while the cursor stays in the code field.
  await expect(
    page
      .getByRole('form', { name: 'Enter the code and choose a new password' })
      .getByRole('heading', { name: 'Enter the code and choose a new password', level: 2 }),
  ).toBeVisible();
  await expectNoAxeViolations(page, '/forgot_password, code step');
});

// The refusal was an alert as well as the field's description: on the page's load a screen reader
// could read it as the alert, then again with the field the cursor is put in.
test('a number /verify cannot read is read once, with the field the page puts the cursor in', async ({
  page,
}) => {
  await page.goto('/verify?number=COAZ-12');
  const field = page.getByLabel(/^Membership number/);
  await expect(field).toBeFocused();
  const words = 'COAZ-12 is not a membership number';
  const tree = await accessibilityTree(page);
  const node = tree.find(
    (candidate) =>
      !candidate.ignored &&
      candidate.role?.value === 'textbox' &&
      candidate.name?.value.startsWith('Membership number'),
  );
  expect(node?.description?.value.split(words)).toHaveLength(2);
  expect(liveRegionsSaying(tree, words).saying).toEqual([]);
  await expectNoAxeViolations(page, '/verify, a number refused');
});

// A file input's value is the chosen file's name: its description saying "Chosen: licence.pdf"
// too made a screen reader say the name twice as the cursor came to the chooser.
test('a document chosen on /join is named once as the cursor comes to its chooser', async ({
  page,
}) => {
  await openPage(page, '/join');
  await page.getByLabel('Practising licence').setInputFiles({
    name: 'practising-licence.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(page.getByText('Chosen: practising-licence.pdf')).toBeVisible();
  const chooser = (await accessibilityTree(page)).find(
    (node) => !node.ignored && node.name?.value === 'Practising licence (required)' && node.value,
  );
  expect(chooser?.value?.value).toBe('practising-licence.pdf');
  expect(chooser?.description?.value ?? '').not.toContain('practising-licence.pdf');
});

// The fee came after a text of a space alone, which Chromium leaves out of a name: the radio was
// read as "Full MembershipK300.00 a year".
test('each membership type on /join is named with a space between its name and its fee', async ({
  page,
}) => {
  await openPage(page, '/join');
  await expect(page.getByText('K300.00 a year')).toBeVisible();
  // Chromium's own name for it, as a screen reader gets it.
  const names = (await accessibilityTree(page))
    .filter((node) => node.role?.value === 'radio' && node.name?.value.includes('Membership'))
    .map((node) => node.name?.value.split(' For ')[0]);
  expect(names).toContain('Full Membership K300.00 a year');
  expect(names.filter((name) => /MembershipK/.test(name ?? ''))).toEqual([]);
});

/** The text under the node the cursor is on, as Chromium gives it to a screen reader. */
function focusedNodeText(nodes: AxNode[]): string {
  const focused = nodes.find((node) =>
    node.properties?.some((property) => property.name === 'focused' && property.value.value),
  );
  if (!focused) return '';
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const under = (node: AxNode) => {
    for (let up = node.parentId && byId.get(node.parentId); up; ) {
      if (up === focused) return true;
      up = up.parentId ? byId.get(up.parentId) : undefined;
    }
    return false;
  };
  return nodes
    .filter((node) => node.role?.value === 'StaticText' && under(node))
    .map((node) => node.name?.value ?? '')
    .join(' ');
}

// A form's refusal (FormRefusal) took the cursor and was an alert as well: read once as the alert,
// once more as the cursor came to it. It takes the cursor (the pressed button was disabled while
// waiting, leaving the cursor nowhere) and is read there alone.
test('a refused login is read where the cursor goes, once, and keeps what was typed', async ({
  page,
}) => {
  // Answered here: no demo account's failed logins are counted towards its lockout.
  await page.route('**/coaz/api/login', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 401,
          json: { error: 'invalid_credentials', message: 'Incorrect username or password' },
        })
      : route.fallback(),
  );
  await logIn(page, 'demo.active', 'not-the-password');
  const words = 'Incorrect username or password';
  await expect.poll(() => focusedText(page)).toContain(words);
  const tree = await accessibilityTree(page);
  expect(focusedNodeText(tree)).toContain(words);
  const regions = liveRegionsSaying(tree, words);
  expect(regions.saying).toEqual([]);
  expect(regions.nested, 'live regions inside another').toEqual([]);
  await expect(page.getByLabel('User name')).toHaveValue('demo.active');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(
    'not-the-password',
  );
  await expectNoAxeViolations(page, '/login refused');
});

// The summary of a form's problems was an alert while the cursor went to the first field named,
// whose description says the same words: read twice. The field says it; the summary stays to see
// and to follow, and is no live region.
test("a form's problems are read with the field the cursor goes to, not again by a live region", async ({
  page,
}) => {
  await openPage(page, '/login');
  await page.getByLabel('User name').fill('demo.active');
  await page.getByRole('button', { name: 'Log in' }).click();
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription(/Enter your password/);
  await expect(page.getByText('One field needs a change')).toBeVisible();
  const regions = liveRegionsSaying(await accessibilityTree(page), 'Enter your password');
  expect(regions.saying).toEqual([]);
  await expectNoAxeViolations(page, '/login with a blank password');
});

// The password change's "done" line took the cursor and was a status as well: read twice.
test('a changed password is said once, where the cursor goes', async ({ page }) => {
  // Answered here, so demo.active keeps its password for every other test.
  const done = 'Your password has been changed. Other devices have been signed out.';
  await page.route('**/coaz/api/profile/password', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ json: { message: done } })
      : route.fallback(),
  );
  await logIn(page, 'demo.active');
  await expect(page).toHaveURL(/\/dashboard$/);
  const form = page.getByRole('form', { name: 'Change my password' });
  await form.getByRole('textbox', { name: 'Current password', exact: true }).fill('Demo-2026!');
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill('Another-2026!');
  await form
    .getByRole('textbox', { name: 'New password again', exact: true })
    .fill('Another-2026!');
  await form.getByRole('button', { name: 'Change my password' }).click();
  await expect.poll(() => focusedText(page)).toContain(done);
  const tree = await accessibilityTree(page);
  expect(focusedNodeText(tree)).toContain(done);
  expect(liveRegionsSaying(tree, done).saying).toEqual([]);
  await expectNoAxeViolations(page, '/dashboard, password changed');
});

// The phone change's "code on its way" was a status while the cursor went to the code field, and
// "confirmed" took the cursor and was a status too. The first is the code field's description, as
// recovery's is; the second is read where the cursor goes.
test("the phone change's code and confirmation are each said once", async ({ page }) => {
  // Answered here: no code is sent and demo.active keeps its number.
  await page.route('**/coaz/api/profile/phone', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 202, json: { message: 'sent' } })
      : route.fallback(),
  );
  await page.route('**/coaz/api/profile/phone/confirm', (route) =>
    route.fulfill({
      json: {
        firstName: 'Demo',
        lastName: 'Active',
        email: null,
        phoneNumber: '260955444333',
        districtId: 1,
        provinceId: 1,
        hasPhoto: false,
      },
    }),
  );
  await logIn(page, 'demo.active');
  await expect(page).toHaveURL(/\/dashboard$/);
  const change = page.getByRole('form', { name: 'Change the phone number' });
  await change.getByLabel('New mobile number').fill('0955444333');
  await change.getByRole('textbox', { name: 'Current password', exact: true }).fill('Demo-2026!');
  await change.getByRole('button', { name: 'Send a code to the new number' }).click();
  const code = page.getByLabel('Code sent to the new number');
  await expect(code).toBeFocused();
  const sent = 'A six-digit code is on its way to';
  await expect(code).toHaveAccessibleDescription(new RegExp(sent));
  expect(liveRegionsSaying(await accessibilityTree(page), sent).saying).toEqual([]);
  await expectNoAxeViolations(page, '/dashboard, phone code sent');

  await code.fill('123456');
  await page.getByRole('button', { name: 'Confirm the new number' }).click();
  const confirmed = 'Your new phone number is confirmed.';
  await expect.poll(() => focusedText(page)).toContain(confirmed);
  const tree = await accessibilityTree(page);
  expect(focusedNodeText(tree)).toContain(confirmed);
  expect(liveRegionsSaying(tree, confirmed).saying).toEqual([]);
});
