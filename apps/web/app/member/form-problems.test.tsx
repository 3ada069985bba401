import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { findRefusal, problemSummary } from '../test-support/form-messages';
import { FormRefusal, ProblemSummary } from './form-problems';

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
    const summary = problemSummary();
    expect(summary).toHaveTextContent('2 fields need a change');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#nrcNumber', '#district']);
    // A wrapped line on a phone: an inline block puts the list's bullet beside its last line,
    // a block beside its first, where the line starts.
    for (const link of links) expect(getComputedStyle(link).display).toBe('block');
    await expectNoAxeViolations(container);
  });
});

/** A form whose button is refused, as a server's answer refuses it. */
function RefusedForm() {
  const [refusal, setRefusal] = useState<string>();
  return (
    <form aria-label="Log in">
      {refusal ? <FormRefusal message={refusal} /> : null}
      <button type="button" onClick={() => setRefusal('Incorrect username or password')}>
        Log in
      </button>
    </form>
  );
}

describe('FormRefusal', () => {
  // It took the cursor and was an alert too: a screen reader read it as the alert, then again as
  // the cursor came to it.
  it('takes the cursor, so it is read there, and is no live region', async () => {
    const { container, getByRole } = render(<RefusedForm />);
    await userEvent.click(getByRole('button', { name: 'Log in' }));
    const refusal = await findRefusal();
    expect(refusal).toHaveTextContent('Error: Incorrect username or password');
    expect(refusal).toHaveFocus();
    await expectNoAxeViolations(container);
  });
});
