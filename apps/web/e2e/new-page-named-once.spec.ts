import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './member-session';
import { openPage } from './open-page';

// A move to another page inside the app puts the cursor on the new page (app/site/use-route-focus.ts).
// A screen reader reads what takes the cursor, and reads what a live region is given: these tests
// read both in Chromium's accessibility tree, so the page's name is heard once, not twice (before,
// the focused heading said "News and Events" and the live region "News and Events | Clinical…").

/** What Chromium tells a screen reader now: the focused node, and the text in live regions. */
async function heard(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const flag = (node: (typeof nodes)[number], name: string) =>
    node.properties?.find((property) => property.name === name)?.value.value;
  const focused = nodes.filter(
    (node) => flag(node, 'focused') === true && node.role?.value !== 'RootWebArea',
  );
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const liveRoots = nodes.filter((node) => {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    const live = flag(node, 'live');
    return live !== undefined && live !== 'off' && (!parent || flag(parent, 'live') !== live);
  });
  const textUnder = (node: (typeof nodes)[number]): string =>
    node.role?.value === 'StaticText'
      ? String(node.name?.value ?? '')
      : (node.childIds ?? [])
          .map((id) => byId.get(id))
          .filter((child) => child !== undefined)
          .map(textUnder)
          .join('');
  return {
    focused: focused.map((node) => `${node.role?.value} ${node.name?.value}`),
    live: liveRoots.map(textUnder).filter((text) => text.trim() !== ''),
  };
}

test("a page's heading takes the cursor and names it: its title is not said as well", async ({
  page,
}) => {
  await openPage(page, '/about');
  await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .getByRole('link', { name: 'News and Events', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'News and Events' })).toBeFocused();
  await expect.poll(() => heard(page)).toEqual({ focused: ['heading News and Events'], live: [] });
  await expectNoAxeViolations(page, '/news after a move inside the app');
});

test('where the cursor goes to a part of the page, the title names the page once', async ({
  page,
}) => {
  await openPage(page, '/home');
  await page.getByRole('link', { name: 'Motions for the Annual General Assembly' }).click();
  await expect(page).toHaveURL('/news#notice-1');
  await expect(
    page.getByRole('article', { name: 'Motions for the Annual General Assembly' }),
  ).toBeFocused();
  const title = await page.title();
  await expect
    .poll(() => heard(page))
    .toEqual({
      focused: [expect.stringContaining('Motions for the Annual General Assembly')],
      live: [title],
    });
  expect(title).toMatch(/^News and Events \| /);
});
