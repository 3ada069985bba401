import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lusakaYear } from '../content/lusaka-date';
import { renderRoute } from '../test-support/render-route';
import { SiteLayout } from './site-layout';

function Page() {
  return (
    <SiteLayout>
      <h1>Page</h1>
    </SiteLayout>
  );
}

function Results() {
  return <p>Results page</p>;
}

describe('the site frame', () => {
  it('has the contact bar, the menu with its groups, a login entry and the footer', async () => {
    const { container } = renderRoute([{ path: '/about', Component: Page }], '/about');
    expect(screen.getByRole('list', { name: 'Contact details' })).toHaveTextContent(
      'info@coaz.org',
    );
    const menu = screen.getByRole('navigation', { name: 'Main' });
    for (const group of ['Association', 'Services', 'Categories', 'Organisation', 'Membership']) {
      expect(within(menu).getByRole('button', { name: group })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: 'Login' })[0]).toHaveAttribute('href', '/login');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('08:00-17:00');
    expect(footer).toHaveTextContent(`© ${lusakaYear(new Date())}`);
    // The assistant arrives after hydration, in its own chunk.
    expect(
      await screen.findByRole('button', { name: 'Ask about the constitution' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('the search box suggests pages and Enter opens the results page', async () => {
    renderRoute(
      [
        { path: '/about', Component: Page },
        { path: '/search', Component: Results },
      ],
      '/about',
    );
    const box = screen.getByRole('combobox', { name: 'Search the site' });
    await userEvent.type(box, 'partners');
    expect(await screen.findByRole('option', { name: /^Partners/ })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Results page')).toBeInTheDocument();
  });
});
