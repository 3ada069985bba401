import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicationField } from './publication-field';

// Read as a file: the test run does not load CSS imports, and jsdom lays nothing out, so the rule
// is read from the stylesheet's object model as the browser parses it.
const studioStyles = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'studio.css'),
  'utf8',
);

function ruleOf(css: string, selector: string): CSSStyleDeclaration | undefined {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const rules = [...(style.sheet as CSSStyleSheet).cssRules];
  style.remove();
  return rules.find(
    (rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText === selector,
  )?.style;
}

describe('PublicationField', () => {
  it('names the choices and ties a refused schedule to its fields', async () => {
    const { container } = render(
      <PublicationField
        value={{ mode: 'schedule', date: '', time: '' }}
        onChange={() => {}}
        error="Enter the date to publish on"
        timeError="Enter the time to publish at, such as 14:30"
      />,
    );
    const publication = screen.getByRole('group', { name: 'Publication' });
    expect(
      within(publication).getByRole('radio', { name: 'Scheduled: published at a date and time' }),
    ).toBeChecked();
    const date = within(publication).getByLabelText(/^Publish on/);
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription(
      expect.stringContaining('Enter the date to publish on'),
    );
    await expectNoAxeViolations(container);
  });

  it('lets the fieldset narrow to the screen, so the schedule does not widen the form', () => {
    // A fieldset's default minimum is its content's width: the date box at 200% text pushed
    // the whole form past a 360 px phone's edge once "Scheduled" was chosen.
    expect(ruleOf(studioStyles, '.studio-publication')?.getPropertyValue('min-width')).toMatch(
      /^0(px)?$/,
    );
  });
});
