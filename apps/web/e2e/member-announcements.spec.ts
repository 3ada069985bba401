import { expect, type Page, test } from '@playwright/test';
import { logIn } from './member-session';
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

// The spinner was a status inside the wait's status: screen readers said "Waiting for the payment
// to be approved" once for each live region.
test('the mobile-money wait is one live region, its spinner’s words in it once', async ({
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
  await page.route(`**/coaz/api/payments/${paymentId}`, (route) =>
    route.fulfill({ status: 200, json: waiting }),
  );
  await logIn(page, 'demo.active');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openPage(page, '/mobile_payment?userId=1&receivableId=9001&criteriaId=1&sponsor=SELF');
  await expect(page.getByText('Annual subscription 2027')).toBeVisible();
  await page.getByRole('radio', { name: 'Airtel Money' }).check();
  await page.getByLabel('Mobile money number').fill('0971234567');
  await page.getByRole('button', { name: /^Pay K/ }).click();
  await expect(page.getByText('SANDBOX, no money moved. Approve the prompt')).toBeVisible();
  const regions = liveRegionsSaying(
    await accessibilityTree(page),
    'Waiting for the payment to be approved',
  );
  expect(regions.saying).toEqual(['status']);
  expect(regions.nested, 'live regions inside another').toEqual([]);
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
