import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lusakaYear } from '../dates/lusaka-time';
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
    const contacts = screen.getByRole('complementary', { name: 'Contact the association' });
    expect(within(contacts).getByRole('list', { name: 'Contact details' })).toHaveTextContent(
      'info@coaz.org',
    );
    const menu = screen.getByRole('navigation', { name: 'Main' });
    for (const group of ['Association', 'Services', 'Categories', 'Organisation', 'Membership']) {
      expect(within(menu).getByText(group, { selector: 'summary' })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('link', { name: 'About' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', '/login');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('08:00 – 17:00');
    expect(footer).toHaveTextContent(`© ${lusakaYear(new Date())}`);
    // The assistant arrives after hydration, in its own chunk.
    expect(
      await screen.findByRole('button', { name: 'Ask about the constitution' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('a menu group opens its pages; Escape closes it and gives focus back', async () => {
    renderRoute([{ path: '/about', Component: Page }], '/about');
    const menu = screen.getByRole('navigation', { name: 'Main' });
    const services = within(menu).getByText('Services', { selector: 'summary' });
    const group = services.closest('details');
    await userEvent.click(services);
    expect(group).toHaveAttribute('open');
    expect(within(menu).getByRole('link', { name: 'Careers' })).toHaveAttribute(
      'href',
      '/services/careers',
    );
    await userEvent.keyboard('{Escape}');
    expect(group).not.toHaveAttribute('open');
    expect(services).toHaveFocus();
  });

  it('a press outside an open menu group closes it', async () => {
    renderRoute([{ path: '/about', Component: Page }], '/about');
    const menu = screen.getByRole('navigation', { name: 'Main' });
    const categories = within(menu).getByText('Categories', { selector: 'summary' });
    await userEvent.click(categories);
    expect(categories.closest('details')).toHaveAttribute('open');
    await userEvent.click(screen.getByRole('heading', { name: 'Page' }));
    expect(categories.closest('details')).not.toHaveAttribute('open');
  });

  it('an open menu group closes when Tab moves past its last page', async () => {
    renderRoute([{ path: '/about', Component: Page }], '/about');
    const menu = screen.getByRole('navigation', { name: 'Main' });
    const association = within(menu).getByText('Association', { selector: 'summary' });
    const group = association.closest('details') as HTMLDetailsElement;
    await userEvent.click(association);
    expect(group).toHaveAttribute('open');
    const pages = within(group).getAllByRole('link');
    pages[pages.length - 1]?.focus();
    await userEvent.tab();
    expect(within(menu).getByText('Services', { selector: 'summary' })).toHaveFocus();
    expect(group).not.toHaveAttribute('open');
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
