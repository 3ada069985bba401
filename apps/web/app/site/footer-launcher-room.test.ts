import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// Read as files, in site.css's order: the test run does not load CSS imports. jsdom lays nothing
// out, but it computes the cascade, custom properties and calc() of the three sheets together.
const here = dirname(fileURLToPath(import.meta.url));
const resolved = (specifier: string) => readFileSync(fileURLToPath(import.meta.resolve(specifier)));
const siteSheets = [
  resolved('@coaz/ui-kit/styles.css'),
  resolved('@coaz/chat-widget/styles.css'),
  readFileSync(join(here, '..', 'app.css')),
].map((css) => css.toString('utf8'));

afterEach(() => {
  for (const style of document.head.querySelectorAll('style')) style.remove();
  document.body.innerHTML = '';
});

const px = (value: string) => Number.parseFloat(value);

describe("the footer's room for the assistant's launcher", () => {
  it('leaves below its last line more than the launcher takes from the bottom of the screen', () => {
    for (const css of siteSheets) {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
    }
    document.body.innerHTML = `
      <footer class="coaz-footer"><p class="coaz-footer__copyright">© COAZ</p></footer>
      <div class="coaz-chat"><button type="button" class="coaz-chat-launcher">Ask</button></div>`;
    const footer = getComputedStyle(document.querySelector('.coaz-footer') as HTMLElement);
    const corner = getComputedStyle(document.querySelector('.coaz-chat') as HTMLElement);
    const launcher = getComputedStyle(document.querySelector('.coaz-chat-launcher') as HTMLElement);

    // Scrolled to the end, the page's last line sits the footer's bottom padding above the
    // screen's bottom edge; the launcher reaches its gap and its height above that edge.
    const launcherReach = px(corner.bottom) + px(launcher.height);
    expect(launcherReach).toBe(72);
    expect(px(footer.paddingBottom)).toBeGreaterThan(launcherReach);
    // The widget's own measure of that room, with the footer's usual gap on top.
    expect(footer.paddingBottom).toBe('104px');
  });
});
