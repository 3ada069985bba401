import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from './collections';
import type { FieldSpec } from './field-spec';
import { StudioField } from './studio-field';

function fieldOf(name: string, fields: readonly FieldSpec[]): FieldSpec {
  const found = fields.find((field) => field.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
}

/** A date field as a form holds it: the value typed is the value shown. */
function DateField({ field, initial }: { field: FieldSpec; initial: string }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <StudioField
      field={field}
      value={value as string}
      onChange={(next) => setValue(next as string)}
    />
  );
}

describe('StudioField for a date whose day means something', () => {
  it('announces that a news date is still to come as it is typed, and ties it to the date', async () => {
    const { container } = render(
      <DateField field={fieldOf('date', COLLECTIONS.news.fields)} initial="2020-01-01" />,
    );
    const date = screen.getByLabelText(/^Date/);
    // The live region is there before the words, so they are announced when they come.
    const live = screen.getByRole('status');
    expect(live).toBeEmptyDOMElement();
    expect(date).toHaveAccessibleDescription('That is Wednesday 1 January 2020.');

    fireEvent.change(date, { target: { value: '2099-01-01' } });
    expect(live.textContent).toMatch(/^That day is still to come/);
    expect(date).toHaveAccessibleDescription(
      expect.stringMatching(/^That is Thursday 1 January 2099\. That day is still to come/),
    );
    await expectNoAxeViolations(container);

    fireEvent.change(date, { target: { value: '2020-01-01' } });
    expect(live).toBeEmptyDOMElement();
    expect(date).toHaveAccessibleDescription('That is Wednesday 1 January 2020.');
  });

  it('announces that a vacancy’s closing day has passed', () => {
    render(
      <DateField field={fieldOf('closingOn', COLLECTIONS.vacancies.fields)} initial="2099-01-01" />,
    );
    const closing = screen.getByLabelText(/^Closing/);
    fireEvent.change(closing, { target: { value: '2020-01-01' } });
    expect(screen.getByRole('status').textContent).toMatch(/^That day has passed/);
    expect(closing).toHaveAccessibleDescription(expect.stringContaining('That day has passed'));
  });

  it('draws no live region for a date whose day says nothing more', () => {
    render(
      <DateField field={fieldOf('postedOn', COLLECTIONS.vacancies.fields)} initial="2020-01-01" />,
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});

/** The people's Position as a form holds it, with the group's offices offered. */
function PositionField({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  const field = fieldOf('position', COLLECTIONS.people.fields);
  return (
    <StudioField
      field={field}
      value={value}
      onChange={(next) => setValue(next as string)}
      suggestions={field.suggestions?.({ group: 'national_executive_committee' })}
    />
  );
}

describe('StudioField for a position with the offices offered', () => {
  // Typed without picking the offered office, the public card read the editor's lower case.
  it('says, as it is typed, that an office in another case is written as the office is named', async () => {
    const { container } = render(<PositionField initial="" />);
    const position = screen.getByLabelText(/^Position/);
    const live = screen.getByRole('status');
    expect(live).toBeEmptyDOMElement();

    fireEvent.change(position, { target: { value: 'treasurer general' } });
    expect(live).toHaveTextContent('The site writes it as the office is named: Treasurer General.');
    expect(position).toHaveAccessibleDescription(
      expect.stringContaining('The site writes it as the office is named: Treasurer General.'),
    );
    await expectNoAxeViolations(container);

    fireEvent.change(position, { target: { value: 'Treasurer General' } });
    expect(live).toBeEmptyDOMElement();
    fireEvent.change(position, { target: { value: 'adviser to the board' } });
    expect(live).toBeEmptyDOMElement();
  });
});
