import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactBar } from './contact-bar';

describe('ContactBar', () => {
  it('lists every entry, linking those with an address and leaving the rest as text', async () => {
    const { container } = render(
      <ContactBar
        label="Reach us"
        entries={[
          { label: '+260 211 000 000', href: 'tel:+260211000000', icon: <svg /> },
          { label: 'office@example.org', href: 'mailto:office@example.org' },
          { label: 'Lusaka' },
        ]}
        trailing={<a href="/login">Login</a>}
      />,
    );
    const list = screen.getByRole('list', { name: 'Reach us' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: '+260 211 000 000' })).toHaveAttribute(
      'href',
      'tel:+260211000000',
    );
    expect(within(list).queryByRole('link', { name: 'Lusaka' })).toBeNull();
    expect(screen.getByText('Lusaka')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('keeps a phone number left to right on a right-to-left page', () => {
    render(
      <div dir="rtl">
        <ContactBar
          entries={[{ label: '+260 211 000 000', href: 'tel:+260211000000' }, { label: 'Lusaka' }]}
        />
      </div>,
    );
    // In a right-to-left run the digit groups of '+260 211 000 000' would show in reverse order.
    expect(screen.getByRole('link', { name: '+260 211 000 000' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Lusaka')).not.toHaveAttribute('dir');
  });
});
