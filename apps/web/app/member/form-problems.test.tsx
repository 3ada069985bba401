import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ProblemSummary } from './form-problems';

// Read as a file: the test run does not load CSS imports.
const portalStyles = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'member-portal.css'),
  'utf8',
);

afterEach(() => {
  for (const style of document.head.querySelectorAll('style')) style.remove();
});

describe('ProblemSummary', () => {
  it('lists each problem as a link whose bullet stands at its first line', async () => {
    const style = document.createElement('style');
    style.textContent = portalStyles;
    document.head.append(style);
    const { container } = render(
      <ProblemSummary
        problems={[
          {
            name: 'nrcNumber',
            label: 'NRC number',
            message: 'Enter the NRC number as on the card',
          },
          { name: 'district', label: 'District', message: 'Choose your district' },
        ]}
      />,
    );
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('2 fields need a change');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#nrcNumber', '#district']);
    // A wrapped line on a phone: an inline block puts the list's bullet beside its last line,
    // a block beside its first, where the line starts.
    for (const link of links) expect(getComputedStyle(link).display).toBe('block');
    await expectNoAxeViolations(container);
  });
});
