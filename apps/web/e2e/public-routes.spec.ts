import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openPage } from './open-page';
import { pageGroups, pagesOf } from './public-pages';

// Each test opens one group of pages: every public route shows its heading and its own text, and an
// axe scan (WCAG 2.1 A and AA) of the page finds nothing.
for (const group of pageGroups) {
  test(`the ${group} pages show their main content and pass an axe scan`, async ({ page }) => {
    // An axe scan takes a few seconds on a shared machine; the budget grows with the group.
    test.setTimeout(Math.max(60_000, 10_000 * pagesOf(group).length));
    // The prerendered HTML must be exactly what the page renders when it starts.
    const hydrationErrors: string[] = [];
    // Production React reports a mismatch as a minified error (#418 and its kin) through
    // `reportError`, which reaches the page as an uncaught error.
    const mismatch = /hydrat|Minified React error #4(18|19|21|22|23|25)/i;
    page.on('console', (message) => {
      if (message.type() === 'error' && mismatch.test(message.text()))
        hydrationErrors.push(message.text());
    });
    page.on('pageerror', (error) => hydrationErrors.push(error.message));
    for (const { path, heading, text } of pagesOf(group)) {
      await test.step(path, async () => {
        const response = await openPage(page, path);
        expect(response?.status(), path).toBe(200);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(main.getByText(text, { exact: false }).first()).toBeAttached();
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        expect(
          results.violations.map((violation) => `${violation.id}: ${violation.help}`),
          path,
        ).toEqual([]);
        expect(hydrationErrors, path).toEqual([]);
      });
    }
  });
}

// Landmark rules axe files under best practice rather than WCAG: every piece of content sits in a
// landmark, so a screen reader's list of regions reaches all of it, at both layouts of the header.
const LANDMARK_RULES = [
  'region',
  'landmark-one-main',
  'landmark-unique',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-complementary-is-top-level',
];

test('at phone width the busiest pages pass an axe scan too, and both header layouts keep content in landmarks', async ({
  page,
}) => {
  // Four pages, each scanned three times.
  test.setTimeout(90_000);
  for (const path of ['/', '/news', '/services/partners', '/categories/general']) {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, path);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.help}`),
      path,
    ).toEqual([]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      const landmarks = await new AxeBuilder({ page }).withRules(LANDMARK_RULES).analyze();
      expect(
        landmarks.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        ),
        `${path} at ${width} px`,
      ).toEqual([]);
    }
  }
});

test('the search page and the open assistant add no landmark a screen reader cannot tell apart', async ({
  page,
}) => {
  const landmarkViolations = async () =>
    (await new AxeBuilder({ page }).withRules(LANDMARK_RULES).analyze()).violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  // The page's own search form beside the header's search box.
  await openPage(page, '/search?q=fees');
  expect(await landmarkViolations()).toEqual([]);
  // The assistant's window beside the site's header.
  await page.getByRole('button', { name: 'Ask about the constitution' }).click();
  await expect(page.getByRole('dialog', { name: 'COAZ constitution assistant' })).toBeVisible();
  expect(await landmarkViolations()).toEqual([]);
});

test('a search said in full finds the news post that only says the abbreviation', async ({
  page,
}) => {
  // "annual general meeting" also looks for "AGM": a journalist typing it out must still find
  // the resolutions, which the post's title and text call the AGM only.
  await openPage(page, '/search?q=annual%20general%20meeting');
  const results = page.getByRole('region', { name: /match “annual general meeting”/ });
  await expect(results.getByRole('link', { name: 'Resolutions of the 2024 AGM' })).toBeVisible();
});

test("a search for the AGM finds the secretariat's notice on the Annual General Assembly", async ({
  page,
}) => {
  // The notices call the General Assembly's yearly meeting the Annual General Assembly.
  await openPage(page, '/search?q=AGM');
  const results = page.getByRole('region', { name: /match “AGM”/ });
  await expect(
    results.getByRole('link', { name: 'Motions for the Annual General Assembly' }),
  ).toBeVisible();
});

test('a mistyped membership number is called the same on the form and on the number’s page', async ({
  page,
}) => {
  // "That number could not be checked" on the form read as a check that failed, to try later.
  for (const path of ['/verify?number=COAZ-12', '/verify/COAZ-12']) {
    await page.goto(path);
    await expect(
      page.getByRole('main').getByText('Not a membership number', { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('could not be checked');
  }
});
