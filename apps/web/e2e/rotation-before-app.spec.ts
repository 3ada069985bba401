import { carouselSlides } from '@coaz/content-data';
import { expect, type Page, test } from '@playwright/test';

// The home page's carousel and the news page's related posts move before the page's app has
// started (app/app-start/rotate-before-app.ts), and the app takes them over where they stand.
// These tests open pages as a visitor does, without the helper that starts the app at once, and
// move the page's clock rather than wait 10 s a slide.

// Pages, their servers and the clock all run on a shared machine: the default 30 s is too tight.
test.describe.configure({ timeout: 120_000 });

const hydrated = (page: Page) => page.locator('html[data-hydrated]');
const carousel = (page: Page) => page.getByRole('region', { name: 'Highlights' });
const currentDot = (page: Page) => carousel(page).locator('button[aria-current="true"]');
/** The dot's name of the slide `count` steps after the first (the slides wrap round). */
const slide = (count: number) => {
  const index = count % carouselSlides.length;
  return `Slide ${index + 1}: ${carouselSlides[index]?.largeText}`;
};
/** Takes focus out of the carousel (focus inside it holds the slides). */
const blur = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

/** Counts the app's scripts the page fetches (the starter and rotator are inline). */
function countScripts(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

test('the carousel turns, and holds under the pointer and under focus, with no app', async ({
  page,
}) => {
  const scripts = countScripts(page);
  await page.clock.install();
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(currentDot(page)).toHaveAccessibleName(slide(0));
  await page.clock.runFor(10_600);
  await expect(currentDot(page)).toHaveAccessibleName(slide(1));
  await expect(
    carousel(page).getByRole('heading', { name: carouselSlides[1]?.largeText }),
  ).toBeVisible();

  await carousel(page).hover();
  await page.clock.runFor(30_000);
  await expect(currentDot(page)).toHaveAccessibleName(slide(1));
  await page.getByRole('contentinfo').hover();
  await page.clock.runFor(10_600);
  await expect(currentDot(page)).toHaveAccessibleName(slide(2));

  // A link is not a control that needs the app: focusing it starts nothing, and holds the slides.
  await carousel(page).locator('[data-role="current"]').getByRole('link').focus();
  await page.clock.runFor(30_000);
  await expect(currentDot(page)).toHaveAccessibleName(slide(2));

  expect(scripts).toEqual([]);
  await expect(hydrated(page)).toHaveCount(0);
});

test('with reduced motion the carousel stands still until Play is pressed', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.install();
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.clock.runFor(30_000);
  await expect(currentDot(page)).toHaveAccessibleName(slide(0));
  await expect(carousel(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await expect(hydrated(page)).toHaveCount(0);
});

test('Pause works before the app runs, and stays pressed once it has', async ({ page }) => {
  await page.clock.install();
  await page.goto('/', { waitUntil: 'networkidle' });
  // Held back from the page for a while, so the press lands before hydration.
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await carousel(page).getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(carousel(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await hydrated(page).waitFor({ state: 'attached' });
  await page.mouse.move(0, 0);
  await blur(page);
  await page.clock.runFor(30_000);
  await expect(currentDot(page)).toHaveAccessibleName(slide(0));
  await carousel(page).getByRole('button', { name: 'Play slideshow' }).click();
  await page.mouse.move(0, 0);
  await blur(page);
  await page.clock.runFor(10_600);
  await expect(currentDot(page)).toHaveAccessibleName(slide(1));
});

// On the real clock: the page's own timers and React's scheduler run as they do for a visitor.
test('the app takes the carousel over where it stands and turns it alone', async ({ page }) => {
  await page.goto('/', { waitUntil: 'load' });
  await expect(currentDot(page)).toHaveAccessibleName(slide(1), { timeout: 15_000 });
  await page.evaluate(() => document.dispatchEvent(new Event('coaz:start-app')));
  await hydrated(page).waitFor({ state: 'attached' });
  await expect(currentDot(page)).toHaveAccessibleName(slide(1));
  await expect(carousel(page).locator('[data-role="current"]')).toHaveCount(1);
  await expect(currentDot(page)).toHaveAccessibleName(slide(2), { timeout: 15_000 });
  await expect(carousel(page).locator('[data-role="current"]')).toHaveCount(1);
  // Paused in the app, nothing turns it any more: the script's timer stopped at the handover.
  await carousel(page).getByRole('button', { name: 'Pause slideshow' }).click();
  await page.mouse.move(0, 0);
  await blur(page);
  await page.waitForTimeout(11_000);
  await expect(currentDot(page)).toHaveAccessibleName(slide(2));
});

test('the news beside the lead story move on before the app runs', async ({ page }) => {
  const scripts = countScripts(page);
  await page.clock.install();
  await page.goto('/news', { waitUntil: 'networkidle' });
  // The demo's newest post is "In other news", a tag that relates it to nothing: recent news.
  const related = page.getByRole('list', { name: 'Recent news' });
  const shown = () => related.getByRole('link').allTextContents();
  const before = await shown();
  expect(before).toHaveLength(2);
  await page.clock.runFor(10_100);
  await expect.poll(shown).not.toEqual(before);
  // Moved on by one: the second of the first pair now comes first.
  expect((await shown())[0]).toBe(before[1]);
  expect(scripts).toEqual([]);
  await expect(hydrated(page)).toHaveCount(0);
});

test.describe('on a phone 390 px wide', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the hero shows the whole health centre, not half of it', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const picture = carousel(page).locator('[data-role="current"] img');
    const crop = await picture.evaluate((image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      const [x = '50%'] = getComputedStyle(image).objectPosition.split(' ');
      const scale = Math.max(box.width / image.naturalWidth, box.height / image.naturalHeight);
      const drawnWidth = image.naturalWidth * scale;
      const left = (box.width - drawnWidth) * (Number.parseFloat(x) / 100);
      // The health centre spans 55.5% to 83% of the drawing's width.
      return { width: box.width, from: left + 0.555 * drawnWidth, to: left + 0.83 * drawnWidth };
    });
    expect(crop.from).toBeGreaterThanOrEqual(0);
    expect(crop.to).toBeLessThanOrEqual(crop.width);
  });
});
