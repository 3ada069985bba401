import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BenefitTile } from './benefit-tile';

describe('BenefitTile', () => {
  it('carries the badge only when the benefit is for paid members', async () => {
    const { container, rerender } = render(
      <BenefitTile title="Legal aid" description="Representation at hearings." paidMembersOnly />,
    );
    const tile = screen.getByRole('article');
    expect(within(tile).getByRole('heading', { name: 'Legal aid' })).toBeInTheDocument();
    expect(within(tile).getByText('PAID MEMBERS ONLY')).toBeInTheDocument();
    await expectNoAxeViolations(container);
    rerender(<BenefitTile title="Newsletter" description="Monthly news." />);
    expect(screen.queryByText('PAID MEMBERS ONLY')).toBeNull();
  });

  it('leaves out the description when it has none', async () => {
    const { container } = render(<BenefitTile title="CPD for your licence renewal." />);
    const tile = screen.getByRole('article');
    expect(
      within(tile).getByRole('heading', { name: 'CPD for your licence renewal.' }),
    ).toBeInTheDocument();
    expect(tile.querySelectorAll('p')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });
});
