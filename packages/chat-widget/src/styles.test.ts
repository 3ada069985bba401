import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';

const widgetStyles = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'styles.css'),
  'utf8',
);

/** Puts `css` on the page, in order, as a host's `<link>`s would. */
function addStyles(...sheets: string[]) {
  for (const css of sheets) {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
  }
}

function pageScrollPadding() {
  const style = getComputedStyle(document.documentElement);
  return { top: style.scrollPaddingTop, bottom: style.scrollPaddingBottom };
}

afterEach(() => {
  for (const style of document.head.querySelectorAll('style')) style.remove();
});

it("keeps what the browser scrolls into view clear of the launcher: the page's bottom scroll padding is the launcher's room", () => {
  addStyles(widgetStyles);
  // The launcher's 56 px and the 16 px gap above and below it.
  expect(pageScrollPadding().bottom).toBe('88px');
});

it("leaves the host's own scroll padding in force, whichever stylesheet comes first", () => {
  addStyles('html { scroll-padding-bottom: 2rem; scroll-padding-top: 4.5rem; }', widgetStyles);
  expect(pageScrollPadding()).toEqual({ top: '72px', bottom: '32px' });
});

it("adds to a host's top scroll padding for its sticky header without replacing it", () => {
  addStyles(widgetStyles, 'html { scroll-padding-top: 4.5rem; }');
  expect(pageScrollPadding()).toEqual({ top: '72px', bottom: '88px' });
});

it('gives the title bar buttons, the quick questions and the settings a 44 px target for a thumb', () => {
  addStyles(widgetStyles);
  document.body.innerHTML = `
    <div class="coaz-chat">
      <button type="button" class="coaz-chat-icon-button">Close</button>
      <ul class="coaz-chat-quick-questions"><li><button type="button" class="coaz-button">Membership</button></li></ul>
      <div class="coaz-chat-settings"><label><input type="checkbox" /> Show how each answer was found</label></div>
    </div>`;
  const style = (selector: string) =>
    getComputedStyle(document.querySelector(selector) as HTMLElement);
  expect(style('.coaz-chat-icon-button')).toMatchObject({ width: '44px', height: '44px' });
  expect(style('.coaz-chat-quick-questions .coaz-button').minHeight).toBe('44px');
  expect(style('.coaz-chat-settings label').minHeight).toBe('44px');
  document.body.innerHTML = '';
});

it("lets the title bar's heading wrap and shrink, never its buttons, so Close stays on a narrow screen at large text", () => {
  addStyles(widgetStyles);
  document.body.innerHTML = `
    <div class="coaz-chat"><div class="coaz-chat-header">
      <div class="coaz-chat-heading"><h2>Constitution assistant</h2></div>
      <div class="coaz-chat-toolbar"><button type="button" class="coaz-chat-icon-button">Close</button></div>
    </div></div>`;
  const heading = getComputedStyle(document.querySelector('.coaz-chat-heading') as Element);
  expect(heading.minWidth).toBe('0px');
  expect(heading.overflowWrap).toBe('anywhere');
  const toolbar = getComputedStyle(document.querySelector('.coaz-chat-toolbar') as Element);
  expect(toolbar.flexShrink).toBe('0');
});

it('moves the title bar buttons under the heading when large text leaves it less than 9em, so no word of the title breaks', () => {
  addStyles(widgetStyles);
  document.body.innerHTML = `
    <div class="coaz-chat"><div class="coaz-chat-header">
      <div class="coaz-chat-heading"><h2>COAZ constitution assistant</h2></div>
      <div class="coaz-chat-toolbar"><button type="button" class="coaz-chat-icon-button">Close</button></div>
    </div></div>`;
  const style = (selector: string) =>
    getComputedStyle(document.querySelector(selector) as HTMLElement);
  // 9em of the heading's own text: 144 px at ordinary text, 288 px at 200%, where the 360 px
  // screen's 336 px row cannot hold it beside the buttons (136 px) and they wrap.
  expect(style('.coaz-chat-header').flexWrap).toBe('wrap');
  expect(style('.coaz-chat-heading').flexBasis).toBe('144px'); // 9em at 16 px
  expect(style('.coaz-chat-heading').flexGrow).toBe('1');
  // On their own row the buttons keep to the end, under Close's usual place.
  expect(style('.coaz-chat-toolbar').marginInlineStart).toBe('auto');
  document.body.innerHTML = '';
});

it("fits the full-screen window into the part of the screen the window says a phone's keyboard leaves", () => {
  addStyles(widgetStyles);
  const sheet = document.styleSheets[0] as CSSStyleSheet;
  const fullScreen = [...sheet.cssRules].find(
    (rule): rule is CSSMediaRule =>
      rule instanceof CSSMediaRule &&
      rule.conditionText === '(max-width: 480px), (max-height: 420px)',
  );
  const windowRule = [...(fullScreen?.cssRules ?? [])].find(
    (rule): rule is CSSStyleRule =>
      rule instanceof CSSStyleRule && rule.selectorText.includes('.coaz-chat-window--expanded'),
  );
  // Written by use-visible-viewport.ts while a keyboard lies over the page; the whole screen else.
  expect(windowRule?.style.top).toBe('var(--coaz-chat-visible-top, 0)');
  expect(windowRule?.style.height).toBe('var(--coaz-chat-visible-height, 100%)');
  expect(windowRule?.style.bottom).toBe('auto');
});
