import { expect, type Page, test } from '@playwright/test';
import { startApp } from './open-page';

// The CPD page's long sections are clamped to three lines behind 'Read More' (ui-kit
// ExpandableText). The server's HTML used to carry the button under every such section, also
// under those that fit their three lines on a laptop: pressing it started the app, and the button
// went away without showing anything. A button shows exactly where the text is cut, before the
// app starts and after, and without JavaScript the whole text is there with no button.

interface Section {
  clamped: boolean;
  buttonShown: boolean;
}

/** Each collapsed section: whether its text is cut, and whether its Read More is on the screen. */
function sections(page: Page): Promise<Section[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.coaz-expandable')].map((section) => {
      const text = section.querySelector<HTMLElement>('.coaz-expandable__text');
      const button = section.querySelector<HTMLElement>('.coaz-expandable__toggle');
      return {
        clamped: text ? text.scrollHeight > text.clientHeight : false,
        buttonShown: button ? button.getClientRects().length > 0 : false,
      };
    }),
  );
}

const SCREENS = [
  { width: 1366, height: 768 },
  { width: 360, height: 640 },
] as const;

for (const screen of SCREENS) {
  test(`Read More shows under a CPD section only when its text is cut, at ${screen.width}x${screen.height}`, async ({
    page,
  }) => {
    await page.setViewportSize(screen);
    await page.goto('/services/cpd', { waitUntil: 'networkidle' });
    const before = await sections(page);
    expect(before.length).toBeGreaterThan(0);
    expect(before.map((section) => section.buttonShown)).toEqual(
      before.map((section) => section.clamped),
    );
    // The page's collapsed sections fit their three lines on a laptop (a section with a list is
    // shown whole, never collapsed), and are cut on a phone.
    const phone = screen.width === 360;
    if (phone) expect(before.some((section) => section.clamped)).toBe(true);
    else expect(before.some((section) => !section.clamped)).toBe(true);
    // Decided before the first paint: no button came or went under the reader's eyes.
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) =>
            resolve(
              list
                .getEntries()
                .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
            ),
          ).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );
    expect(shifted).toBe(0);

    // The page keeps its layout when the app takes over: nothing appears or goes.
    const layout = () =>
      page.evaluate(() => document.querySelector('main')?.getBoundingClientRect().height);
    const heightBefore = await layout();
    await startApp(page);
    expect(await sections(page)).toEqual(before);
    expect(await layout()).toBe(heightBefore);

    // A button shown opens its text, and Show Less closes it again (on the phone, where one is).
    if (!phone) return;
    const more = page.getByRole('button', { name: /^Read More: / }).first();
    await more.click();
    const less = page.getByRole('button', { name: /^Show Less: / });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await less.click();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('every CPD section reads whole, with no Read More that could not work', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/services/cpd');
    const all = await sections(page);
    expect(all.length).toBeGreaterThan(0);
    expect(all).toEqual(all.map(() => ({ clamped: false, buttonShown: false })));
  });
});
