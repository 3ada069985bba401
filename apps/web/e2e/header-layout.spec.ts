import { expect, type Page, test } from '@playwright/test';
import { startApp } from './open-page';
import { templateFaults } from './page-template-faults';
import { TEMPLATES } from './page-templates';

// The header is laid out by CSS alone (app/site/site-header.css). At every width people use, on
// every kind of public page, before the app starts and after, no two of its controls overlap and
// the page never scrolls sideways.

const WIDTHS = [320, 390, 768, 1024, 1280, 1366, 1440, 1920];

interface LayoutFault {
  width: number;
  fault: string;
}

/** What is wrong with the header and the page's width at each width, as plain sentences. */
async function layoutFaults(page: Page): Promise<LayoutFault[]> {
  const faults: LayoutFault[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const found = await page.evaluate(() => {
      const problems: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth) {
        problems.push(`the page scrolls sideways by ${root.scrollWidth - root.clientWidth} px`);
      }
      const header = document.querySelector('.site-header');
      if (!header) return ['no header'];
      const controls = Array.from(
        header.querySelectorAll<HTMLElement>('a[href], summary, input, button, select'),
      )
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ element, box }) => box.width > 0 && box.height > 0 && element.checkVisibility());
      const name = (element: HTMLElement) =>
        `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || element.getAttribute('placeholder') || '').trim().slice(0, 30)}"`;
      for (const { element, box } of controls) {
        if (box.left < -1 || box.right > root.clientWidth + 1) {
          problems.push(`${name(element)} runs off the screen (${box.left}-${box.right})`);
        }
      }
      for (let i = 0; i < controls.length; i += 1) {
        for (let j = i + 1; j < controls.length; j += 1) {
          const a = controls[i];
          const b = controls[j];
          if (!a || !b) continue;
          if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
          const overlapX = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const overlapY = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (overlapX > 1 && overlapY > 1) {
            problems.push(`${name(a.element)} overlaps ${name(b.element)}`);
          }
        }
      }
      return problems;
    });
    faults.push(...found.map((fault) => ({ width, fault })));
  }
  return faults;
}

/**
 * Holds every script the app would fetch at the network until the returned function is called, so
 * a page can be checked as a visitor first sees it, before its app starts, whatever would start
 * it early (content from the server coming into view). The page's inline starter still runs.
 */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

// Each template is loaded once: checked as served, then again once the app has started.
for (const path of TEMPLATES) {
  test(`${path}: no header control overlaps another and no sideways scroll, before and after the app starts; one page column and type scale`, async ({
    page,
  }) => {
    const releaseApp = await holdAppCode(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    // Laid out with its stylesheets and pictures, as the visitor sees it.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every(
        (link) => link.sheet !== null,
      ),
    );
    expect(await page.locator('html[data-hydrated]').count(), 'the app is held').toBe(0);
    expect(await layoutFaults(page), 'before the app starts').toEqual([]);
    expect(await templateFaults(page, path)).toEqual([]);
    releaseApp();
    await startApp(page);
    expect(await layoutFaults(page), 'after the app starts').toEqual([]);
  });
}

// The menu's row is sized by CSS alone (no script measures it before the app starts): on a
// laptop's narrow wide layout its entries share one row, in readable type, each 44 px high.
test('before the app starts, the wide menu is one row at 1024 px', async ({ page }) => {
  await holdAppCode(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every(
      (link) => link.sheet !== null,
    ),
  );
  expect(await page.locator('html[data-hydrated]').count(), 'the app is held').toBe(0);
  const entries = await page
    .getByRole('navigation', { name: 'Main', exact: true })
    .locator('.site-menu__entry')
    .evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return {
          label: element.textContent?.trim(),
          top: Math.round(box.top),
          height: box.height,
          fontSize: Number.parseFloat(getComputedStyle(element).fontSize),
        };
      }),
    );
  expect(entries.length).toBeGreaterThan(1);
  const firstTop = entries[0]?.top;
  expect(
    entries.filter((entry) => entry.top !== firstTop).map((entry) => entry.label),
    'entries below the first row',
  ).toEqual([]);
  for (const entry of entries) {
    expect(entry.height, `${entry.label} tap height`).toBeGreaterThanOrEqual(44);
    expect(entry.fontSize, `${entry.label} type size`).toBeGreaterThanOrEqual(15);
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the busiest header lays out with no script at all', async ({ page }) => {
    await page.goto('/membership/full_membership');
    expect(await layoutFaults(page)).toEqual([]);
  });

  test('the phone menu opens at the first tap, with its groups and pages', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/about');
    await page.getByText('Menu', { exact: true }).click();
    const menu = page.getByRole('navigation', { name: 'Main (small screens)' });
    await expect(menu).toBeVisible();
    await menu.getByText('Membership', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Life Membership' })).toBeVisible();
    expect(await layoutFaults(page)).toEqual([]);
  });
});

test('an open menu group at every wide width stays on the screen', async ({ page }) => {
  await page.goto('/about');
  await startApp(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  const menu = page.getByRole('navigation', { name: 'Main', exact: true });
  await menu.getByText('Organisation', { exact: true }).click();
  for (const width of [1024, 1366, 1920]) {
    await page.setViewportSize({ width, height: 768 });
    const pages = menu.locator('details[open] .site-menu__panel');
    await expect(pages).toBeVisible();
    const box = await pages.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width, `at ${width}`).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
  }
});

// A phone's font scale at 200% doubles every rem the site is sized in (emulated here by the root's
// font size, which is what the scale changes for rem-based pages). The row of Menu, mark and search
// link must still fit a 360 px screen, and a heading's long word must break rather than run off.
test("at twice the phone's text size, a 360 px screen's header fits and the page does not scroll sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/about');
  await page.addStyleTag({ content: 'html { font-size: 200%; }' });
  const layout = await page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
    const range = document.createRange();
    const short = document.querySelector('.site-brand__short');
    if (short) range.selectNodeContents(short);
    return {
      sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      markEnd: range.getBoundingClientRect().right,
      searchStart: box('.site-header__search-link')?.left ?? 0,
    };
  });
  expect(layout.sideways, 'sideways scroll').toBe(0);
  expect(layout.markEnd, "the mark's end, against the search link's start").toBeLessThanOrEqual(
    layout.searchStart,
  );
});

// At the same text size and width a heading's long word ('Responsibilities', 'Administration',
// 'Termination') fits its line: the headings step down with the screen's width (app.css, the kit's
// card title), where at the kit's sizes the body's overflow-wrap broke them mid-word. One page of
// each kind whose headings' words all fit a 360 px line at those sizes; a split after a hyphen
// ('Vice-/Chairperson') is the word's own break.
test("at twice the phone's text size on a 360 px screen, no heading's word is broken mid-word", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const split: string[] = [];
  for (const path of [
    '/home',
    '/about',
    '/readmore',
    '/membership/termination',
    '/organisation/governance/national_investment_board',
  ]) {
    await page.goto(path);
    await page.addStyleTag({ content: 'html { font-size: 200%; }' });
    const words = await page.evaluate(() => {
      const found: string[] = [];
      const headings = document.querySelectorAll('main :is(h1, h2, h3, h4, .coaz-card__title)');
      for (const heading of headings) {
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const word of text.matchAll(/\S+/g)) {
            // The line each letter sits on; a new line after a letter other than a hyphen is a split.
            const tops = [...word[0]].map((_, i) => {
              const range = document.createRange();
              range.setStart(node, word.index + i);
              range.setEnd(node, word.index + i + 1);
              return Math.round(range.getBoundingClientRect().top);
            });
            const at = tops.findIndex((top, i) => i > 0 && top !== tops[i - 1]);
            if (at > 0 && word[0][at - 1] !== '-') found.push(word[0]);
          }
        }
      }
      return found;
    });
    split.push(...words.map((word) => `${path}: ${word}`));
  }
  expect(split).toEqual([]);
});

test("the header search's suggestions end above the bottom of a short wide window", async ({
  page,
}) => {
  // 1920 x 800 at 200% zoom is 960 x 400: the wide header, with its search box, on a short screen.
  for (const [width, height] of [
    [960, 400],
    [1280, 400],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/about');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the site' });
    await box.click();
    await box.pressSequentially('in');
    const suggestions = page.getByRole('banner').getByRole('listbox');
    await expect(suggestions.getByRole('option').first()).toBeVisible();
    const list = await suggestions.boundingBox();
    expect(list && list.y + list.height, `at ${width} x ${height}`).toBeLessThanOrEqual(height);
  }
});
