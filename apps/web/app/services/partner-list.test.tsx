import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Partner } from '../render/content-types';
import { PartnerGrid } from './partner-grid';
import { PartnerList } from './partner-list';

function partner(
  id: number,
  name: string,
  logo: Partner['logo'] = null,
  url: string | null = null,
): Partner {
  return {
    id,
    name,
    description: `What the association does with ${name}.`,
    logo,
    url,
    order: id,
    status: 'published',
    publishAt: null,
    version: 1,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
  };
}

describe('PartnerList', () => {
  it("shows an uploaded logo as a picture, kept in view round its focal point, and else the partner's name as text", async () => {
    const { container } = render(
      <PartnerList
        partners={[
          partner(1, 'Ministry of Health', {
            url: '/api/uploads/logo-moh.png',
            alt: '',
            focusX: 50,
            focusY: 20,
          }),
          partner(2, 'Lusaka Health Trust'),
        ]}
      />,
    );
    const [withLogo, withoutLogo] = screen.getAllByRole('article');
    if (!withLogo || !withoutLogo) throw new Error('two partner cards expected');

    const logo = within(withLogo).getByRole('img', { name: 'Ministry of Health logo' });
    expect(logo.getAttribute('src')).toContain('/api/uploads/logo-moh.png');
    expect(logo.style.objectPosition).toBe('50% 20%');

    expect(within(withoutLogo).queryByRole('img')).toBeNull();
    // The name is the card's heading, once: not set again in a box where the logo would be.
    expect(within(withoutLogo).getAllByText('Lusaka Health Trust')).toHaveLength(1);
    expect(
      within(withoutLogo).getByRole('heading', { name: 'Lusaka Health Trust' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("gives an uploaded logo the editor's own text alternative when there is one", () => {
    render(
      <PartnerList
        partners={[
          partner(1, 'ZNPHI', {
            url: 'https://example.org/znphi.png',
            alt: 'Zambia National Public Health Institute',
            focusX: 50,
            focusY: 50,
          }),
        ]}
      />,
    );
    expect(
      screen.getByRole('img', { name: 'Zambia National Public Health Institute' }),
    ).toBeInTheDocument();
  });
});

describe("a partner's website", () => {
  it('is where the name leads, when the studio has one', () => {
    render(
      <PartnerList
        partners={[
          partner(1, 'Ministry of Health', null, 'https://www.moh.gov.zm'),
          partner(2, 'Lusaka Health Trust'),
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: 'Ministry of Health' })).toHaveAttribute(
      'href',
      'https://www.moh.gov.zm',
    );
    expect(screen.queryByRole('link', { name: 'Lusaka Health Trust' })).toBeNull();
  });
});

describe('PartnerGrid', () => {
  it('says the partners are still to be listed rather than leave the page ending in nothing', async () => {
    const { container } = render(<PartnerGrid partners={[]} />);
    expect(screen.getByRole('heading', { name: 'No partners listed yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Partners' })).toBeNull();
    await expectNoAxeViolations(container);
  });
});
