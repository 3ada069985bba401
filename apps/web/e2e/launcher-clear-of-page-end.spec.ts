import { expect, test } from '@playwright/test';

// Pages of each kind a phone reads to the end: a short page, a long text, a list, a form.
const PAGES = ['/about', '/constitution', '/news', '/join', '/login', '/services/cpd'];

/**
 * The words and controls of the page's main part and footer that lie under the assistant's
 * launcher once the page is scrolled to its end: each leaf element whose box meets the
 * launcher's, as `tag: text`.
 */
function underTheLauncher(): string[] {
  const launcher = document.querySelector('.coaz-chat-launcher')?.getBoundingClientRect();
  if (!launcher) throw new Error('no launcher');
  return [...document.querySelectorAll('main *, .coaz-footer *')]
    .filter((element) => element.children.length === 0)
    .filter((element) => {
      const box = element.getBoundingClientRect();
      return (
        box.width > 0 &&
        box.right > launcher.left &&
        box.left < launcher.right &&
        box.bottom > launcher.top &&
        box.top < launcher.bottom
      );
    })
    .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.trim()}`);
}

test.describe('on a 360 px phone scrolled to the end of a page', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  for (const path of PAGES) {
    test(`nothing of ${path} stays under the assistant's launcher, the footer's links included`, async ({
      page,
    }) => {
      await page.goto(path);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(() => page.evaluate(underTheLauncher)).toEqual([]);
    });
  }
});
