import type { Page } from '@playwright/test';

// One page template (app.css): every page's heading, the header's mark and the footer start at
// the same left edge at every width, so content never jumps sideways between pages, and the
// headings follow one type scale: every page's h1 is display-sized and larger than any h2.
// header-layout.spec.ts checks it on every template, on the page it has already loaded.

const WIDTHS = [390, 1024, 1366, 1920];
// The home page opens with a full-width hero whose slide titles are display-sized by design.
const FULL_WIDTH_PAGES = new Set(['/home']);

/** What breaks the shared column or the type scale at each width, as plain sentences. */
export async function templateFaults(page: Page, path: string): Promise<string[]> {
  const faults: string[] = [];
  if (FULL_WIDTH_PAGES.has(path)) return faults;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const found = await page.evaluate(() => {
      const left = (selector: string) => {
        const element = document.querySelector(selector);
        return element ? Math.round(element.getBoundingClientRect().left) : null;
      };
      const px = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize);
      // The size the scale gives an h1 at this width, read from the kit's token.
      const probe = document.createElement('span');
      probe.style.fontSize = 'var(--coaz-font-size-display)';
      document.body.append(probe);
      const display = px(probe);
      probe.remove();
      const h1 = document.querySelector('main h1');
      return {
        heading: left('main h1'),
        mark: left('.site-brand'),
        footer: left('.coaz-footer__name'),
        display,
        h1: h1 ? px(h1) : 0,
        largestH2: Math.max(0, ...Array.from(document.querySelectorAll('main h2')).map(px)),
      };
    });
    const at = `at ${width} px`;
    if (found.heading === null || found.footer === null || found.mark === null) {
      faults.push(`${at}: no main heading, mark or footer`);
      continue;
    }
    if (Math.abs(found.heading - found.footer) > 2) {
      faults.push(
        `${at}: the heading starts at ${found.heading} px, the footer at ${found.footer}`,
      );
    }
    // Below 60em the header is one compact row with the menu button first.
    if (width >= 1024 && Math.abs(found.heading - found.mark) > 2) {
      faults.push(`${at}: the heading starts at ${found.heading} px, the mark at ${found.mark}`);
    }
    if (found.h1 !== found.display) {
      faults.push(`${at}: the h1 is ${found.h1} px, the scale's display size ${found.display}`);
    }
    if (found.largestH2 >= found.h1) {
      faults.push(`${at}: an h2 of ${found.largestH2} px is not below the h1's ${found.h1}`);
    }
  }
  return faults;
}
