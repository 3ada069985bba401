import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoginEntry } from '../login-entry/login-entry';
import { NavigationMenu } from '../navigation-menu/navigation-menu';
import { SiteHeader } from './site-header';

describe('SiteHeader', () => {
  it('lays its parts out inside one banner landmark', async () => {
    const { container } = render(
      <SiteHeader
        brand={<a href="/">Association home</a>}
        navigation={<NavigationMenu items={[{ label: 'News', href: '/news' }]} />}
        account={<LoginEntry loginHref="/login" onLogout={vi.fn()} />}
      />,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Association home' })).toBeInTheDocument();
    expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
