import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Read as files: the test run does not load CSS imports, and jsdom lays nothing out, so the rule
// is read from the stylesheet's object model as the browser parses it.
const here = dirname(fileURLToPath(import.meta.url));
const studioStyles = readFileSync(join(here, 'studio.css'), 'utf8');
const widgetStyles = readFileSync(
  fileURLToPath(import.meta.resolve('@coaz/chat-widget/styles.css')),
  'utf8',
);

function parsed(css: string): CSSRuleList {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const rules = (style.sheet as CSSStyleSheet).cssRules;
  style.remove();
  return rules;
}

/** The declarations of `selector` inside media rules, with each rule's media condition. */
function declarationsInMedia(rules: CSSRuleList, selector: string) {
  return [...rules].flatMap((rule) =>
    rule instanceof CSSMediaRule
      ? [...rule.cssRules]
          .filter(
            (inner): inner is CSSStyleRule =>
              inner instanceof CSSStyleRule &&
              inner.selectorText.split(',').some((part) => part.trim() === selector),
          )
          .map((inner) => ({ media: rule.media.mediaText, style: inner.style }))
      : [],
  );
}

describe("the studio's room for the assistant's launcher", () => {
  it("keeps the studio's sections off the launcher's column from a tablet's width up", () => {
    // The clearance is the widget's own measure of the launcher's corner, which the footer uses too.
    expect(widgetStyles).toMatch(/--coaz-chat-launcher-clearance:\s*calc\(56px/);
    for (const selector of ['.studio-collection', '.dashboard__main .content-manager']) {
      const [found] = declarationsInMedia(parsed(studioStyles), selector);
      expect(found?.media).toBe('(min-width: 40rem)');
      const room = found?.style.getPropertyValue('padding-inline-end').replace(/\s+/g, ' ');
      // As wide as the clearance, less the page's own margin on that side (nothing when wider).
      expect(room).toContain('var(--coaz-chat-launcher-clearance, 0px) -');
      expect(room).toContain(
        'max(var(--site-gutter, 16px), (100vw - var(--site-page-width, 100vw)) / 2)',
      );
      expect(room).toMatch(/^max\( ?0px,/);
    }
  });
});
