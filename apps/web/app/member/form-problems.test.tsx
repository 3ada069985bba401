import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TextField } from '@coaz/ui-kit';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { findRefusal, problemSummary } from '../test-support/form-messages';
import { FormRefusal, focusField, ProblemSummary } from './form-problems';

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

/** A one-field form that refuses every send, each time with a new count in its error. */
function CodeForm() {
  const [refusals, setRefusals] = useState(0);
  const refuse = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    flushSync(() => setRefusals((count) => count + 1));
    focusField(form, 'code');
  };
  return (
    <form aria-label="Confirm" onSubmit={refuse} noValidate>
      <TextField
        name="code"
        label="Six-digit code"
        hint="From the SMS"
        {...(refusals > 0 ? { error: `Enter the six digits (${refusals})` } : {})}
      />
      <button type="submit">Confirm</button>
    </form>
  );
}

/** The live regions the form holds and the words in them. */
const spoken = (container: HTMLElement) =>
  [...container.querySelectorAll('[aria-live], [role=status], [role=alert]')].map(
    (region) => `${region.getAttribute('aria-live')}: ${region.textContent}`,
  );

describe('focusField', () => {
  // Enter in the field: the cursor does not move, so nothing made the new error read.
  it('says the error politely when the field already holds the cursor, and keeps it there', async () => {
    const { container } = render(<CodeForm />);
    const code = screen.getByLabelText('Six-digit code');
    await userEvent.type(code, '12{Enter}');
    expect(code).toHaveFocus();
    // Only what is wrong, not the hint.
    await waitFor(() => expect(spoken(container)).toEqual(['polite: Enter the six digits (1)']));
    await userEvent.type(code, '{Enter}');
    await waitFor(() => expect(spoken(container)).toEqual(['polite: Enter the six digits (2)']));
    expect(code).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  // The cursor coming to the field reads it with its error: said again, it was read twice.
  it('says nothing more when the cursor comes to the field from elsewhere', async () => {
    const { container } = render(<CodeForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByLabelText('Six-digit code')).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(spoken(container).filter((line) => !line.endsWith(': '))).toEqual([]);
  });
});
