// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cssRules, declarationMap } from '../test-support/css-rules';

// jsdom lays nothing out, so this reads the bar's stylesheet. Measured at 1280 px, its telephone
// and e-mail links were 21 px tall (their small text's line), under the 24 px that WCAG 2.2's
// target size (2.5.8) asks of a link alone on its line.

const rules = cssRules(readFileSync(new URL('./contact-bar.css', import.meta.url), 'utf8'));

describe('ContactBar', () => {
  it('makes each of its links a box at least 24 px tall', () => {
    const link = rules.find(
      (rule) => rule.media === undefined && rule.selectors.includes('.coaz-contact-bar__link'),
    );
    const declared = declarationMap(link?.declarations ?? '');
    expect(declared.get('min-height')).toBe('24px');
    // min-height holds a box only when the link is not an inline box.
    expect(declared.get('display')).toMatch(/^(inline-)?(flex|block|grid)$/);
  });
});
