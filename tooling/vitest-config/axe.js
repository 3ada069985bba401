import axe from 'axe-core';

// jsdom cannot compute colours or layout, so the rules that need them are left
// to the browser checks (Storybook's a11y addon and the Playwright axe scans).
const RULES_NEEDING_A_BROWSER = {
  'color-contrast': { enabled: false },
  region: { enabled: false },
};

/**
 * Runs axe on a rendered element and throws a readable error listing every violation.
 * @param {Element} element
 */
export async function expectNoAxeViolations(element) {
  const { violations } = await axe.run(element, { rules: RULES_NEEDING_A_BROWSER });
  if (violations.length > 0) {
    const lines = violations.map(
      (violation) =>
        `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.html).join('\n  ')}`,
    );
    throw new Error(`axe found ${violations.length} violation(s):\n${lines.join('\n')}`);
  }
}
