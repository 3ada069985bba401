import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceTile } from './service-tile';

describe('ServiceTile', () => {
  it('links the tile to the service through its title', async () => {
    const { container } = render(
      <ServiceTile
        title="Legal advice"
        description="Free advice on employment disputes."
        href="/services/legal"
        icon={<svg />}
      />,
    );
    const tile = screen.getByRole('article');
    expect(within(tile).getByRole('heading', { name: 'Legal advice' })).toContainElement(
      within(tile).getByRole('link', { name: 'Legal advice' }),
    );
    expect(within(tile).getByRole('link')).toHaveAttribute('href', '/services/legal');
    expect(within(tile).getByText('Free advice on employment disputes.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
