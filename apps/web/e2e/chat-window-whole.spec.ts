import { expect, type Locator, type Page, test } from '@playwright/test';

// The assistant's open window is a modal dialog: its title bar and every button in it must be on
// the screen and reachable by a press at every common screen size, never under the site's sticky
// header. On laptops (1366 by 768, 1280 by 720) the window used to open under the header, which
// hid the title bar and Close. Checked with what is drawn on top at each button's centre
// (elementFromPoint), since a button painted under another layer is "visible" to every other check.
// The open window makes the page around it inert, and the browser's hit test passes through inert
// parts: the check lifts that for the moment it looks, so it sees what the eye sees.

test.describe.configure({ timeout: 90_000 });

const SCREENS = [
  { width: 360, height: 640 },
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

const launcher = (page: Page) => page.getByRole('button', { name: 'Ask about the constitution' });
const assistant = (page: Page) => page.getByRole('dialog', { name: 'COAZ constitution assistant' });

/** Whether a press at the centre of `target` reaches it: on the screen and drawn on top. */
async function pressable(target: Locator): Promise<string> {
  const box = await target.boundingBox();
  if (!box) return 'not drawn';
  const viewport = target.page().viewportSize();
  if (!viewport) throw new Error('the page has no viewport');
  if (box.y < 0 || box.x < 0 || box.y + box.height > viewport.height) {
    return `off the screen (${Math.round(box.y)} to ${Math.round(box.y + box.height)} px)`;
  }
  return target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const inert = [...document.querySelectorAll('[inert]')];
    for (const part of inert) part.removeAttribute('inert');
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    for (const part of inert) part.setAttribute('inert', '');
    if (hit && (element === hit || element.contains(hit))) return 'pressable';
    return `under ${hit?.closest('[class]')?.className ?? 'nothing'}`;
  });
}

/** Every part of the title bar: the title, Settings, Expand (where it is offered), Clear, Close. */
async function expectTitleBarWhole(page: Page, what: string) {
  const window = assistant(page);
  const parts: Array<[string, Locator]> = [
    ['title', window.getByRole('heading', { name: 'COAZ constitution assistant' })],
    ['Settings', window.getByRole('button', { name: 'Settings' })],
    ['Clear', window.getByRole('button', { name: 'Clear chat' })],
    ['Close', window.getByRole('button', { name: 'Close' })],
  ];
  const expand = window.getByRole('button', { name: 'Expand' });
  if (await expand.isVisible()) parts.push(['Expand', expand]);
  for (const [name, part] of parts) {
    expect(`${name}: ${await pressable(part)}`, what).toBe(`${name}: pressable`);
  }
  const box = await window.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y >= 0 && box.y + box.height <= viewport.height, what).toBe(true);
}

for (const textSize of ['100%', '200%']) {
  for (const screen of SCREENS) {
    test(`the open assistant is whole and on top at ${screen.width}x${screen.height} with text at ${textSize}`, async ({
      page,
    }) => {
      await page.setViewportSize(screen);
      await page.goto('/about', { waitUntil: 'networkidle' });
      // The browser's text size setting: the page's rem and em grow with the root's font size.
      if (textSize !== '100%')
        await page.addStyleTag({ content: `html { font-size: ${textSize} }` });
      await launcher(page).click();
      await expect(assistant(page).getByRole('textbox', { name: 'Your question' })).toBeEnabled({
        timeout: 15_000,
      });
      await expectTitleBarWhole(page, 'open');

      const expand = assistant(page).getByRole('button', { name: 'Expand' });
      if (await expand.isVisible()) {
        await expand.click();
        await expect(assistant(page)).toHaveClass(/coaz-chat-window--expanded/);
        await expectTitleBarWhole(page, 'expanded');
      }

      // Scrolled, the wide header keeps its menu row on top of the page: still under the window.
      await page.mouse.wheel(0, 600);
      await expectTitleBarWhole(page, 'scrolled');
      await assistant(page).getByRole('button', { name: 'Close' }).click();
      await expect(assistant(page)).toBeHidden();
    });
  }
}
