import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { membershipTypeOf } from './applicable-types';
import { MembershipTypeChoice } from './membership-type-choice';

function Choice() {
  const [value, setValue] = useState<'full_membership' | 'student_membership'>('full_membership');
  return (
    <MembershipTypeChoice
      value={value}
      onChange={(type) => setValue(type as typeof value)}
      dues={[
        { membershipType: 'full_membership', name: 'Full Membership', amount: 450 },
        { membershipType: 'student_membership', name: 'Student Membership', amount: 100 },
      ]}
    />
  );
}

describe('MembershipTypeChoice', () => {
  // Named by the whole card, each arrow key read the type's summary too, before the next type.
  it('names each type by its name and fee, its summary the description', async () => {
    const { container } = render(<Choice />);
    const full = screen.getByRole('radio', { name: 'Full Membership K450.00 a year' });
    expect(full).toBeChecked();
    expect(full).toHaveAccessibleDescription(membershipTypeOf('full_membership').summary);
    const student = screen.getByRole('radio', { name: 'Student Membership K100.00 a year' });
    expect(student).toHaveAccessibleDescription(membershipTypeOf('student_membership').summary);
    // The whole card is still what is pressed.
    await userEvent.click(screen.getByText(membershipTypeOf('student_membership').summary));
    expect(student).toBeChecked();
    await expectNoAxeViolations(container);
  });
});
