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

  it('shows the name once without a logo, not again in the logo box', async () => {
    const { container } = render(
      <PartnerCard name="Lusaka Trust" description="Funds screening days." />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getAllByText('Lusaka Trust')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Lusaka Trust' })).toBeInTheDocument();
    expect(container.querySelector('.coaz-partner-card__logo')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("links the name to the partner's website, leaving the site safely", () => {
    render(<PartnerCard name="Lusaka Trust" href="https://www.trust.example.org/about" />);
    const link = screen.getByRole('link', { name: 'Lusaka Trust' });
    expect(link).toHaveAttribute('href', 'https://www.trust.example.org/about');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(
      expect.arrayContaining(['external', 'noopener', 'noreferrer']),
    );
  });

  it('links no address but an http or https one', () => {
    for (const href of [
      'javascript:alert(1)',
      'data:text/html,<p>hi</p>',
      'www.trust.example.org',
      'ftp://trust.example.org',
    ]) {
      const { unmount } = render(<PartnerCard name="Lusaka Trust" href={href} />);
      expect(screen.queryByRole('link')).toBeNull();
      expect(screen.getByRole('heading', { name: 'Lusaka Trust' })).toBeInTheDocument();
      unmount();
    }
    render(<PartnerCard name="Plain Trust" href="http://trust.example.org" />);
    expect(screen.getByRole('link', { name: 'Plain Trust' })).toHaveAttribute(
      'href',
      'http://trust.example.org',
    );
  });
});
