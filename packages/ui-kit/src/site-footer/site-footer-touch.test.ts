// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CssRule, cssRules, declarationMap } from '../test-support/css-rules';

// jsdom evaluates no media queries and lays nothing out, so this reads the footer's stylesheet:
// on a touch screen (a coarse pointer) its list links must be rows a thumb can hit, 44 px tall,
// while a mouse keeps the compact lines, in rows of 24 px (their lines' own height). Measured on the built site at 360 px with touch, the links
// were 19 px tall with 32 px between them.

const rules = cssRules(readFileSync(new URL('./site-footer.css', import.meta.url), 'utf8'));

const coarse = rules.filter((rule) => rule.media?.includes('pointer: coarse'));

/** A declared value of `property` for `selector`, among `among`. */
function declaredValue(among: CssRule[], selector: string, property: string): string | undefined {
  const declarations = among.find((rule) => rule.selectors.includes(selector))?.declarations;
  return declarations === undefined ? undefined : declarationMap(declarations).get(property);
}

/** A length in CSS px (0, px, or rem at the browser's default 16 px); NaN for anything else. */
function pixels(length: string | undefined): number {
  if (length === '0') return 0;
  const match = /^([\d.]+)(px|rem)$/.exec(length ?? '');
  if (!match) return Number.NaN;
  return Number(match[1]) * (match[2] === 'rem' ? 16 : 1);
}

const unconditional = rules.filter((rule) => rule.media === undefined);

describe('SiteFooter on a touch screen', () => {
  it('makes each link of its lists a row at least 44 px tall', () => {
    expect(
      pixels(declaredValue(coarse, '.coaz-footer__list a', 'min-height')),
    ).toBeGreaterThanOrEqual(44);
    // min-height holds a box only when the link is not an inline box (the row a mouse has too).
    expect(
      declaredValue(coarse, '.coaz-footer__list a', 'display') ??
        declaredValue(unconditional, '.coaz-footer__list a', 'display'),
    ).toMatch(/^(flex|block|grid)$/);
  });

  it('lets the rows touch rather than adding the list’s gap, so the footer grows little', () => {
    expect(pixels(declaredValue(coarse, '.coaz-footer__list', 'gap'))).toBe(0);
  });
});

describe('SiteFooter with a mouse', () => {
  it('makes each link of its lists a row 24 px tall, the height of its line, so the footer does not grow', () => {
    // WCAG 2.2's target size (2.5.8) asks 24 px of a link alone on its line; the text alone was
    // 19 px in its 24 px line, so the row takes the line's height and the lines stay 32 px apart.
    expect(pixels(declaredValue(unconditional, '.coaz-footer__list a', 'min-height'))).toBe(24);
    expect(declaredValue(unconditional, '.coaz-footer__list a', 'display')).toMatch(
      /^(flex|block|grid)$/,
    );
  });
});
