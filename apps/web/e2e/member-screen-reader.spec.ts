import { expect, type Page, test } from '@playwright/test';
import { openPage } from './open-page';

// Joining as a screen-reader user on a phone would: keyboard only, at 360x640, reading what
// Chromium's accessibility tree gives a screen reader (the focused node with its description, the
// text of live regions, a control's required state) rather than what the page shows.

test.use({ viewport: { width: 360, height: 640 } });

type AXNode = {
  nodeId: string;
  parentId?: string;
  childIds?: string[];
  role?: { value?: unknown };
  name?: { value?: unknown };
  description?: { value?: unknown };
  properties?: Array<{ name: string; value: { value?: unknown } }>;
};

async function accessibilityTree(page: Page): Promise<AXNode[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  await cdp.detach();
  return nodes;
}

const flag = (node: AXNode, name: string) =>
  node.properties?.find((property) => property.name === name)?.value.value;

/** What a screen reader is given now: the focused node, its description, and live regions' text. */
async function heard(page: Page) {
  const nodes = await accessibilityTree(page);
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const focused = nodes.find(
    (node) => flag(node, 'focused') === true && node.role?.value !== 'RootWebArea',
  );
  const textUnder = (node: AXNode): string =>
    node.role?.value === 'StaticText'
      ? String(node.name?.value ?? '')
      : (node.childIds ?? [])
          .map((id) => byId.get(id))
          .filter((child) => child !== undefined)
          .map(textUnder)
          .join('');
  const live = nodes
    .filter((node) => {
      const parent = node.parentId ? byId.get(node.parentId) : undefined;
      const value = flag(node, 'live');
      return value !== undefined && value !== 'off' && (!parent || flag(parent, 'live') !== value);
    })
    .map(textUnder)
    .filter((text) => text.trim() !== '');
  return {
    focused: focused ? `${focused.role?.value} ${focused.name?.value}` : 'nothing',
    description: String(focused?.description?.value ?? ''),
    live,
  };
}

/**
 * How Chromium gives a screen reader the document field whose label starts with `label`: its name,
 * and whether it is marked invalid. Chromium makes a file input a button and passes on no required
 * state for it, so the name has to say it.
 */
async function documentField(page: Page, label: string) {
  const nodes = await accessibilityTree(page);
  const node = nodes.find(
    (each) => each.role?.value === 'button' && String(each.name?.value).startsWith(label),
  );
  return { name: node?.name?.value, invalid: flag(node ?? { nodeId: '' }, 'invalid') };
}

// Apart from any earlier run against the same database.
const run = String(Date.now()).slice(-6);

test('a keyboard and screen-reader user joins from abroad and is told on the dashboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openPage(page, '/join');

  // The licence a full membership needs is said to be required to a screen reader too, not only
  // by a star hidden from it, and is not invalid before a try; each reveal button says which
  // password it shows.
  expect(await documentField(page, 'Practising licence')).toEqual({
    name: 'Practising licence (required)',
    invalid: 'false',
  });
  expect(await documentField(page, 'Other supporting document')).toEqual({
    name: 'Other supporting document (optional)',
    invalid: 'false',
  });
  await expect(page.getByRole('button', { name: 'Show password', exact: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Show repeated password' })).toHaveCount(1);

  // Apply with nothing typed: the cursor goes to the first field, read with its problem, and no
  // live region says the problems as well.
  await page.getByRole('button', { name: 'Apply for membership' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect
    .poll(() => heard(page))
    .toEqual({ focused: 'textbox First name', description: 'Enter your first name', live: [] });

  // Associate membership, then outside Zambia, with the arrow keys as in any radio group.
  await page.getByRole('radio', { name: /^Full Membership/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^Associate Membership/ })).toBeChecked();
  await page.getByRole('radio', { name: 'In Zambia', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  const abroad = page.getByRole('radio', { name: 'Outside Zambia', exact: true });
  await expect(abroad).toBeChecked();
  await expect(abroad).toBeFocused();
  // The problems found under Full Membership in Zambia are said as the new choices have them.
  await expect(page.getByLabel('Mobile number')).toHaveAccessibleDescription(
    'With its country code, such as +44 7700 900123 Enter your mobile number with its country code, such as +44 7700 900123',
  );
  await expect(page.getByLabel('HPCZ registration number')).not.toHaveAttribute('aria-invalid');

  // Typed field by field from the keyboard, Tab moving on in the order the fields are seen.
  await page.getByLabel('First name').focus();
  await page.keyboard.type('Sample');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Last name')).toBeFocused();
  await page.keyboard.type('Reader');
  await page.getByLabel('Passport number').focus();
  await page.keyboard.type(`SR${run}`);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Mobile number')).toBeFocused();
  await page.keyboard.type(`+267 71 ${run}`);
  await page.getByLabel('Professional category').focus();
  await page.keyboard.press('ArrowDown');
  await page.getByLabel('Country').focus();
  await page.keyboard.type('Botswana');
  await page.getByLabel('User name').focus();
  await page.keyboard.type(`sample.reader.${run}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Gaborone-Reader-2027');
  await page.getByRole('textbox', { name: 'Password again' }).focus();
  await page.keyboard.type('Gaborone-Reader-2027');
  await page.keyboard.press('Enter');

  // What happened takes the cursor and is read, once; the page's title is not said after it
  // ("Dashboard | …" read politely drowned "Application received").
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  await expect
    .poll(() => heard(page), { timeout: 15_000 })
    .toEqual({
      focused: 'generic Success: Application received.',
      description: '',
      live: [],
    });
});
