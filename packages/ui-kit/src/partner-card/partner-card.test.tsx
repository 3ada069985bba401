import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PartnerCard } from './partner-card';

describe('PartnerCard', () => {
  it("shows the partner's logo at its size and links to its website", async () => {
    const { container } = render(
      <PartnerCard
        name="Example Health Trust"
        logo={{ src: '/trust.png', alt: 'Example Health Trust logo', width: 640, height: 449 }}
        description="Funds training in rural districts."
        href="https://trust.example.org"
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByRole('img', { name: 'Example Health Trust logo' })).toHaveAttribute(
      'width',
      '640',
    );
    expect(within(card).getByRole('link', { name: 'Example Health Trust' })).toHaveAttribute(
      'href',
      'https://trust.example.org',
    );
    await expectNoAxeViolations(container);
  });

  it('shows the name as text without a website', () => {
    render(<PartnerCard name="Trust" logo={{ src: '/t.png', alt: '', width: 640, height: 449 }} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Trust' })).toBeInTheDocument();
  });

  it('sets the name in place of a missing logo, once for screen readers', async () => {
    const { container } = render(<PartnerCard name="Lusaka Trust" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getAllByText('Lusaka Trust')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Lusaka Trust' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
