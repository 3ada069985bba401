// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// jsdom evaluates no media queries and lays nothing out, so this reads the footer's stylesheet:
// on a touch screen (a coarse pointer) its list links must be rows a thumb can hit, 44 px tall,
// while a mouse keeps the compact lines. Measured on the built site at 360 px with touch, the links
// were 19 px tall with 32 px between them.

const css = readFileSync(new URL('./site-footer.css', import.meta.url), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

interface Rule {
  selectors: string[];
  declarations: Map<string, string>;
  media: string | undefined;
}

/** Style rules, top level and inside `@media`, with the media condition they sit under. */
function rulesOf(source: string, media?: string): Rule[] {
  const rules: Rule[] = [];
  let rest = source;
  while (rest.includes('{')) {
    const open = rest.indexOf('{');
    const prelude = rest.slice(0, open).trim();
    let depth = 1;
    let close = open + 1;
    for (; depth > 0; close++) {
      if (rest[close] === '{') depth++;
      else if (rest[close] === '}') depth--;
    }
    const body = rest.slice(open + 1, close - 1);
    if (prelude.startsWith('@media')) rules.push(...rulesOf(body, prelude));
    else {
      const declarations = new Map(
        body
          .split(';')
          .map((declaration) => declaration.split(':').map((part) => part.trim()))
          .filter(([property, value]) => property && value)
          .map(([property, value]) => [property as string, value as string]),
      );
      rules.push({ selectors: prelude.split(',').map((s) => s.trim()), declarations, media });
    }
    rest = rest.slice(close);
  }
  return rules;
}

const rules = rulesOf(css);
const coarse = rules.filter((rule) => rule.media?.includes('pointer: coarse'));

/** A declared value of `property` for `selector`, among `among`. */
function declaredValue(among: Rule[], selector: string, property: string): string | undefined {
  return among.find((rule) => rule.selectors.includes(selector))?.declarations.get(property);
}

/** A length in CSS px (0, px, or rem at the browser's default 16 px); NaN for anything else. */
function pixels(length: string | undefined): number {
  if (length === '0') return 0;
  const match = /^([\d.]+)(px|rem)$/.exec(length ?? '');
  if (!match) return Number.NaN;
  return Number(match[1]) * (match[2] === 'rem' ? 16 : 1);
}

describe('SiteFooter on a touch screen', () => {
  it('makes each link of its lists a row at least 44 px tall', () => {
    expect(
      pixels(declaredValue(coarse, '.coaz-footer__list a', 'min-height')),
    ).toBeGreaterThanOrEqual(44);
    // min-height holds a box only when the link is not an inline box.
    expect(declaredValue(coarse, '.coaz-footer__list a', 'display')).toMatch(/^(flex|block|grid)$/);
  });

  it('lets the rows touch rather than adding the list’s gap, so the footer grows little', () => {
    expect(pixels(declaredValue(coarse, '.coaz-footer__list', 'gap'))).toBe(0);
  });

  it('keeps the compact lines for a mouse: no row height outside the coarse pointer rule', () => {
    const unconditional = rules.filter((rule) => rule.media === undefined);
    expect(declaredValue(unconditional, '.coaz-footer__list a', 'min-height')).toBeUndefined();
  });
});
