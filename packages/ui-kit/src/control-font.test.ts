// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cssRules, declarationMap } from './test-support/css-rules';

// A page that loads only @coaz/ui-kit/styles.css keeps its own body font (the browser's Times, in
// Storybook too). A class drawn on its own (a component's root, or a public class such as
// `coaz-button` or `coaz-input`) that resets its font with `font: inherit` took that font with it:
// a Button or a file chooser in Times beside a TextField in the kit's font. Each such rule names
// the kit's family after the reset. jsdom applies no cascade, so this reads the stylesheet.

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/** The source stylesheet as the build bundles it: styles.css with its @imports inlined. */
function bundledSource(file: string): string {
  return readFileSync(file, 'utf8').replace(/@import "([^"]+)";/g, (_, imported: string) =>
    bundledSource(join(dirname(file), imported)),
  );
}

/** A selector that is one block class alone (`.coaz-button`), not a part (`__`) or a descendant. */
const BLOCK_ALONE = /^\.coaz-[a-z-]+$/;

const resetBlocks = cssRules(bundledSource(join(packageRoot, 'src/styles.css')))
  .flatMap((rule) => rule.selectors.map((selector) => ({ selector, rule })))
  .filter(({ selector }) => BLOCK_ALONE.test(selector) && !selector.includes('--'))
  .filter(({ rule }) => declarationMap(rule.declarations).get('font') === 'inherit');

describe("the kit's controls keep the kit's font on any page", () => {
  it('finds the blocks that reset their font', () => {
    const selectors = resetBlocks.map(({ selector }) => selector);
    expect(selectors).toEqual(
      expect.arrayContaining(['.coaz-button', '.coaz-input', '.coaz-file-input']),
    );
  });

  it.each(resetBlocks)('$selector names the kit font family after `font: inherit`', ({ rule }) => {
    const properties = [...declarationMap(rule.declarations).keys()];
    expect(declarationMap(rule.declarations).get('font-family')).toBe('var(--coaz-font-family)');
    expect(properties.indexOf('font-family')).toBeGreaterThan(properties.indexOf('font'));
  });
});
