import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

describe('SiteFooter', () => {
  it('shows contact, location, work hours, links and the copyright it is given', async () => {
    const { container } = render(
      <SiteFooter
        organisationName="Example Association"
        contacts={[
          { label: 'info@example.org', href: 'mailto:info@example.org' },
          { label: 'P.O. Box 1' },
        ]}
        location={['Plot 1, Example Road', 'Lusaka']}
        workHours={[{ days: 'Monday to Friday', hours: '08:00-17:00' }]}
        links={[{ label: 'Membership', href: '/membership' }]}
        copyrightYear={2024}
      />,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'info@example.org' })).toHaveAttribute(
      'href',
      'mailto:info@example.org',
    );
    expect(within(footer).getByText('Lusaka')).toBeInTheDocument();
    expect(within(footer).getByRole('term')).toHaveTextContent('Monday to Friday');
    expect(within(footer).getByRole('definition')).toHaveTextContent('08:00-17:00');
    expect(within(footer).getByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
    expect(within(footer).getByText('© 2024 Example Association')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('keeps a phone number left to right on a right-to-left page', () => {
    render(
      <div dir="rtl">
        <SiteFooter
          organisationName="Example Association"
          contacts={[
            { label: '+260 211 000 000', href: 'tel:+260211000000' },
            { label: 'info@example.org', href: 'mailto:info@example.org' },
          ]}
          location={[]}
          workHours={[]}
          copyrightYear={2024}
        />
      </div>,
    );
    expect(screen.getByRole('link', { name: '+260 211 000 000' })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'info@example.org' })).not.toHaveAttribute('dir');
  });

  it('leaves out the links column when there are no links', () => {
    render(
      <SiteFooter
        organisationName="Example Association"
        contacts={[]}
        location={[]}
        workHours={[]}
        copyrightYear={2024}
        copyrightHolder="Example Holder"
      />,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByText('© 2024 Example Holder')).toBeInTheDocument();
  });
});
