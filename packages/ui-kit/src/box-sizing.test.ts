// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cssRules, declarationMap } from './test-support/css-rules';

// A page without the common `*, ::before, ::after { box-sizing: border-box }` reset (a site that
// loads only @coaz/ui-kit/styles.css, or Storybook) measures widths and heights without padding and
// border, so a 20×12 eye with a 2px border drew 24×16 there and 20×12 on the web app. Every element
// the kit sizes while giving it padding or a border says its own box-sizing, so it draws the same
// with or without the reset. jsdom lays nothing out, so this reads the stylesheet's rules.

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/** The source stylesheet as the build bundles it: styles.css with its @imports inlined. */
function bundledSource(file: string): string {
  return readFileSync(file, 'utf8').replace(/@import "([^"]+)";/g, (_, imported: string) =>
    bundledSource(join(dirname(file), imported)),
  );
}

/**
 * The element a selector styles: its last class and pseudo-element (`.a--small .b::after` ->
 * `.b::after`), or the whole selector when its subject has no class (`.a pre`).
 */
function subjectOf(selector: string): string {
  const subject = selector.split(/\s+|>|\+|~/).at(-1) ?? '';
  const className = /\.([\w-]+)/.exec(subject)?.[1];
  if (className === undefined) return selector;
  const pseudoElement = /::?(before|after)$/.exec(subject)?.[1];
  return `.${className}${pseudoElement ? `::${pseudoElement}` : ''}`;
}

const SIZE = /^(min-|max-)?(width|height|inline-size|block-size)$/;
const BOX_EDGE =
  /^(padding|border)(-(top|right|bottom|left|block|inline)(-(start|end))?)?(-width)?$/;
/** Sizes and edges that are the same in either box model. */
const NO_EFFECT = /^(0|0px|none|auto|fit-content|min-content|max-content)$/;

/** Every declaration of each element, from all its rules (forced colours left out). */
const declarationsBySubject = new Map<string, [string, string][]>();
for (const rule of cssRules(bundledSource(join(packageRoot, 'src/styles.css')))) {
  if (rule.media?.includes('forced-colors')) continue;
  for (const selector of rule.selectors) {
    const subject = subjectOf(selector);
    const declarations = declarationsBySubject.get(subject) ?? [];
    declarations.push(...declarationMap(rule.declarations));
    declarationsBySubject.set(subject, declarations);
  }
}

/** Elements given a size that padding or a border would add to under `content-box`. */
function sizedWithEdges(): Map<string, [string, string][]> {
  const found = new Map<string, [string, string][]>();
  for (const [subject, declarations] of declarationsBySubject) {
    const matters = ([, value]: [string, string]) => !NO_EFFECT.test(value);
    const sizes = declarations.filter(([property]) => SIZE.test(property)).filter(matters);
    const edges = declarations
      .filter(([property]) => BOX_EDGE.test(property))
      .filter(([, value]) => !/^(0|0px|none)(\s|$)/.test(value) || /\s[^0\s]/.test(value));
    if (sizes.length > 0 && edges.length > 0) found.set(subject, [...sizes, ...edges]);
  }
  return found;
}

describe('box sizing', () => {
  it('finds the elements the kit sizes with padding or a border', () => {
    const subjects = [...sizedWithEdges().keys()];
    expect(subjects).toContain('.coaz-password-toggle__show');
    expect(subjects).toContain('.coaz-spinner__ring');
    expect(subjects).toContain('.coaz-button');
  });

  it('gives each of them border-box, so they draw the same without a page reset', () => {
    const contentBox = [...sizedWithEdges().keys()].filter(
      (subject) =>
        !(declarationsBySubject.get(subject) ?? []).some(
          ([property, value]) => property === 'box-sizing' && value === 'border-box',
        ),
    );
    expect(contentBox).toEqual([]);
  });
});
