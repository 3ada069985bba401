import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Read as files: the test run does not load CSS imports.
const kitStyles = readFileSync(
  fileURLToPath(import.meta.resolve('@coaz/ui-kit/styles.css')),
  'utf8',
);
const here = dirname(fileURLToPath(import.meta.url));
const siteStyles = readFileSync(join(here, '../app.css'), 'utf8');

/**
 * Puts the kit's stylesheet, then the site's, into the document, as a page has them, so jsdom's
 * computed styles follow the real rules; {@link removeSiteStylesheets} takes them out again.
 */
export function applySiteStylesheets(): void {
  for (const css of [kitStyles, siteStyles]) {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  }
}

/** Takes every stylesheet a test put into the document out again (for `afterEach`). */
export function removeSiteStylesheets(): void {
  for (const style of document.head.querySelectorAll('style')) style.remove();
}
