import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test-support/render-route';
import AssociationDuty from './association-duty';
import Category from './category';
import Governance from './governance';
import Home from './home';
import Membership from './membership';
import Objective from './objective';
import Search from './search';
import Service from './service';

const home = { path: '/home', Component: Home };

describe('public routes', () => {
  // No count server runs here: the banner's failures are logged, which is expected.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('the home page has its sections, the paid-members badges and Read More links', async () => {
    const { container } = renderRoute([home], '/home');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Clinical Officers Association of Zambia',
    );
    expect(screen.getAllByText('PAID MEMBERS ONLY').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /^Read More/ })).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '#contact-heading',
    );
    expect(screen.getByRole('heading', { name: 'Talk to the secretariat' })).toHaveAttribute(
      'id',
      'contact-heading',
    );
    for (const path of ['/services/cpd', '/services/health_insurance', '/services/careers']) {
      expect(container.querySelector(`a[href="${path}"]`)).not.toBeNull();
    }
    await expectNoAxeViolations(container);
  });

  it('a membership type lists eligibility, rights and obligations', async () => {
    const { container } = renderRoute(
      [{ path: '/membership/:type', Component: Membership }],
      '/membership/full_membership',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Full Membership');
    expect(screen.getByRole('heading', { name: 'Eligibility criteria' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rights and privileges' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('a category shows its facts, and the specialized category none', async () => {
    const routes = [{ path: '/categories/:category', Component: Category }];
    const general = renderRoute(routes, '/categories/general');
    expect(screen.getByText('Area of practice')).toBeInTheDocument();
    expect(screen.getByText('Qualification authority level')).toBeInTheDocument();
    await expectNoAxeViolations(general.container);
    general.unmount();
    renderRoute(routes, '/categories/specialized_cllinicians');
    expect(screen.queryByText('Area of practice')).toBeNull();
  });

  it('an unknown duty goes to the home page', async () => {
    renderRoute(
      [{ path: '/association/:duty', Component: AssociationDuty }, home],
      '/association/no_such_duty',
    );
    expect(await screen.findByText('Latest news')).toBeInTheDocument();
  });

  it('an unknown category shows the error page with a way home', () => {
    renderRoute([{ path: '/categories/:category', Component: Category }], '/categories/nobody');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unexpected Application Error!',
    );
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  it('the CPD page collapses long sections behind Read More, and expands them', async () => {
    const { container } = renderRoute(
      [{ path: '/services/:service', Component: Service }],
      '/services/cpd',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Learning And CPD');
    const toggle = screen.getAllByRole('button', { name: 'Read More' })[0];
    if (!toggle) throw new Error('no Read More');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(container);
  });

  it('the careers page lists the built-in vacancies and offers the server list', async () => {
    const { container } = renderRoute(
      [{ path: '/services/:service', Component: Service }],
      '/services/careers',
    );
    expect(screen.getByText('Membership and Records Officer')).toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: 'Show the latest list from the server' }),
    ).not.toBeChecked();
    await expectNoAxeViolations(container);
  });

  it('a governance page opens the person dialog for a leader', async () => {
    const { container } = renderRoute(
      [{ path: '/organisation/governance/:entry', Component: Governance }],
      '/organisation/governance/national_executive_committee',
    );
    await expectNoAxeViolations(container);
    const first = screen
      .getAllByRole('button', { expanded: undefined })
      .find((button) => button.getAttribute('aria-haspopup'));
    if (!first) throw new Error('no person');
    await userEvent.click(first);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('the objectives page lists the eleven objectives with a way back', () => {
    renderRoute([{ path: '/objective', Component: Objective }], '/objective');
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
    expect(screen.getByRole('link', { name: /Back to About/ })).toHaveAttribute('href', '/about');
  });

  it('the search page shows the results of its query', async () => {
    const { container } = renderRoute(
      [{ path: '/search', Component: Search }],
      '/search?q=life%20membership',
    );
    expect(await screen.findByRole('link', { name: 'Life Membership' })).toHaveAttribute(
      'href',
      '/membership/life_membership',
    );
    expect(container.querySelector('.search-results mark')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('the search page offers what a mistyped query meant, with its results', async () => {
    const { container } = renderRoute(
      [{ path: '/search', Component: Search }],
      '/search?q=presdent',
    );
    expect(await screen.findByRole('link', { name: 'president' })).toHaveAttribute(
      'href',
      '/search?q=president',
    );
    expect(screen.getByText(/Did you mean/)).toBeInTheDocument();
    expect(container.querySelectorAll('.search-results li').length).toBeGreaterThan(0);
    await expectNoAxeViolations(container);
  });
});
