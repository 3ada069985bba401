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
                message: 'The secretariat is reviewing your application; you will get an SMS',
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
  await expectNoAxeViolations(page, '/forgot_password, code step');
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
    (node) => !node.ignored && node.name?.value === 'Practising licence' && node.value,
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
