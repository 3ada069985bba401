import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../test-support/render-route';
import { SiteFooterBar } from './site-footer-bar';

function VerifyPage() {
  return <h1>Check a membership number</h1>;
}

describe('the site footer', () => {
  it('links the membership check, where an employer looks for it, and follows it to /verify', async () => {
    const { container } = renderRoute(
      [
        { path: '/news', Component: SiteFooterBar },
        { path: '/verify', Component: VerifyPage },
      ],
      '/news',
    );
    const quickLinks = within(screen.getByRole('contentinfo')).getByRole('navigation', {
      name: 'Quick links',
    });
    const check = within(quickLinks).getByRole('link', { name: 'Check a membership' });
    expect(check).toHaveAttribute('href', '/verify');
    await expectNoAxeViolations(container);
    await userEvent.click(check);
    expect(
      await screen.findByRole('heading', { name: 'Check a membership number' }),
    ).toBeInTheDocument();
  });
});
