// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cssRules } from './test-support/css-rules';

// Forced colours (Windows high contrast, and Chromium's forced-colors emulation) replace every
// colour with the system's, drop backgrounds and box-shadows, and paint transparent borders in the
// text colour. Checked in Chromium with forced colours on: the chosen tab, the current page of the
// menu, the hamburger's bars, the hidden-password eye and the play triangles all vanished or looked
// like their neighbours, and the spinner's turning arc became a still ring. jsdom evaluates no media queries, so this reads the stylesheet's rules.

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/** The source stylesheet as the build bundles it: styles.css with its @imports inlined. */
function bundledSource(file: string): string {
  return readFileSync(file, 'utf8').replace(/@import "([^"]+)";/g, (_, imported: string) =>
    bundledSource(join(dirname(file), imported)),
  );
}

const rules = cssRules(bundledSource(join(packageRoot, 'src/styles.css')));
const forced = rules.filter((rule) => rule.media?.includes('forced-colors: active'));
const forcedSelectors = forced.flatMap((rule) => rule.selectors);
const unforced = rules.filter((rule) => rule.media === undefined);

/** The properties forced colours take over: what they draw is lost or made the same. */
const COLOUR_ONLY =
  /^(color|background|background-color|border(-(top|right|bottom|left|block|inline)(-(start|end))?)?-color|box-shadow|outline-color)$/;
const STATE = /\[aria-(selected|current|pressed|checked)=[^\]]+\]|\.is-(current|active)\b/;

function propertiesOf(declarations: string): string[] {
  return declarations
    .split(';')
    .map((declaration) => declaration.split(':')[0]?.trim() ?? '')
    .filter((property) => property !== '');
}

/** The class of the element a selector styles (`.a[x] .b::after` -> `b`). */
function subjectClass(selector: string): string | undefined {
  const subject = selector.split(/\s+|>/).at(-1) ?? '';
  return /\.([\w-]+)/.exec(subject.replace(/::?[\w-]+$/, ''))?.[1];
}

describe('forced colours', () => {
  it('the stylesheet has rules for forced colours', () => {
    expect(forced.length).toBeGreaterThan(0);
  });

  it('marks every chosen, current or pressed state with more than colours it would lose', () => {
    const propertiesBySelector = new Map<string, Set<string>>();
    for (const rule of unforced) {
      for (const selector of rule.selectors.filter((selector) => STATE.test(selector))) {
        const properties = propertiesBySelector.get(selector) ?? new Set<string>();
        for (const property of propertiesOf(rule.declarations)) properties.add(property);
        propertiesBySelector.set(selector, properties);
      }
    }
    expect(propertiesBySelector.size).toBeGreaterThan(5);
    const lost = [...propertiesBySelector]
      .filter(([, properties]) => [...properties].every((property) => COLOUR_ONLY.test(property)))
      .map(([selector]) => selector)
      .filter((selector) => !forcedSelectors.includes(selector));
    expect(lost).toEqual([]);
  });

  it('paints a background only where it opts out of forcing, so its text keeps its own pair', () => {
    // A Highlight background with HighlightText was drawn as the browser's plain backplate behind
    // HighlightText: the chosen sidebar mode read white on white. forced-color-adjust: none keeps
    // the pair the rule chose.
    const paintsBackground = (declarations: string) =>
      /(^|;)\s*background(-color)?:\s*(?!none\b|transparent\b)[^;]+/.test(declarations);
    const unkept = forced
      .filter((rule) => paintsBackground(rule.declarations))
      .filter((rule) => !/forced-color-adjust:\s*none/.test(rule.declarations))
      .flatMap((rule) => rule.selectors);
    expect(forced.some((rule) => paintsBackground(rule.declarations))).toBe(true);
    expect(unkept).toEqual([]);
  });

  it('keeps icons drawn with backgrounds, transparent borders or one border side of a colour', () => {
    const drawnAlike = (declarations: string) =>
      /\bborder:/.test(declarations) &&
      /border-(top|right|bottom|left|block-start|block-end|inline-start|inline-end)-color:/.test(
        declarations,
      );
    const drawn = unforced
      .filter(
        (rule) =>
          /background(-color)?:\s*currentColor|border(-[a-z]+)*:[^;]*\btransparent\b/.test(
            rule.declarations,
          ) || drawnAlike(rule.declarations),
      )
      .flatMap((rule) => rule.selectors.map(subjectClass));
    expect(drawn).toContain('coaz-drawer__bars');
    expect(drawn).toContain('coaz-spinner__ring');
    const covered = new Set(forcedSelectors.map(subjectClass));
    expect([...new Set(drawn)].filter((name) => !covered.has(name))).toEqual([]);
  });
});
