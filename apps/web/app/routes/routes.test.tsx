import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ContentServer,
  startContentServer,
  testEvent,
  testNews,
  testPerson,
  testVacancy,
} from '../test-support/content-server';
import { renderRoute, testApiClient } from '../test-support/render-route';
import AssociationDuty from './association-duty';
import Category from './category';
import Governance, { loader as governanceLoader } from './governance';
import Home, { loader as homeLoader } from './home';
import Membership, { loader as membershipLoader } from './membership';
import Objective from './objective';
import Search, { loader as searchLoader } from './search';
import Service, { loader as serviceLoader } from './service';

let content: ContentServer;
beforeAll(async () => {
  content = await startContentServer({
    news: [1, 2, 3].map((id) => testNews({ id, title: `Post number ${id}` })),
    events: [testEvent({ id: 1, title: 'Annual General Meeting' })],
    vacancies: [testVacancy({ id: 1, position: 'Clinical Officer, Chongwe' })],
    people: [
      testPerson({
        id: 1,
        name: 'Sample President Name',
        position: 'President',
        group: 'national_executive_committee',
        tenure: '2026 to 2030',
      }),
    ],
    partners: [],
  });
});
afterAll(() => content.close());

const home = { path: '/home', Component: Home, loader: homeLoader };
/** Renders routes whose loaders read the content server, as the real server renders them. */
const renderWithContent = (routes: Parameters<typeof renderRoute>[0], url: string) =>
  renderRoute(routes, url, testApiClient(), content.renderContext());

describe('public routes', () => {
  // No count server runs here: the banner's failures are logged, which is expected.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('the home page has its sections, the paid-members note and Read More links', async () => {
    const { container } = renderWithContent([home], '/home');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Clinical Officers Association of Zambia',
    );
    // The benefits' shared condition is said once, above the tiles (b1543e0), not on each tile.
    expect(screen.getByText('Paid members only:')).toBeInTheDocument();
    expect(screen.queryByText('PAID MEMBERS ONLY')).toBeNull();
    expect(screen.getAllByRole('link', { name: /^Read More/ })).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Post number 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Annual General Meeting' })).toBeInTheDocument();
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
      [{ path: '/membership/:type', Component: Membership, loader: membershipLoader }],
      '/membership/full_membership',
    );
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Full Membership');
    expect(screen.getByRole('heading', { name: 'Eligibility criteria' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rights and privileges' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('every membership page says how to get it, or how to leave', async () => {
    const routes = [{ path: '/membership/:type', Component: Membership, loader: membershipLoader }];
    const life = renderRoute(routes, '/membership/life_membership');
    expect(
      await screen.findByText(/Life Membership is not applied for: members nominate/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ask the secretariat' })).toHaveAttribute(
      'href',
      '/home#contact-heading',
    );
    life.unmount();
    renderRoute(routes, '/membership/termination');
    expect(await screen.findByText(/for the prescribed form/)).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'Rights when a membership ends' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rights and privileges' })).toBeNull();
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
    // In place of the facts, where to get them.
    expect(screen.getByRole('link', { name: 'ask the secretariat' })).toHaveAttribute(
      'href',
      '/home#contact-heading',
    );
  });

  it("names a category's group above its title, the menu's 'Others' as other categories", () => {
    const routes = [{ path: '/categories/:category', Component: Category }];
    const anaesthetic = renderRoute(routes, '/categories/clinical_anaesthetic_offices');
    // A lone "Others" over the title read as a placeholder left in the page.
    expect(screen.getByText('Other categories')).toBeInTheDocument();
    expect(screen.queryByText('Others')).toBeNull();
    anaesthetic.unmount();
    renderRoute(routes, '/categories/medical_licentiates');
    expect(screen.getByText('Licentiate')).toBeInTheDocument();
  });

  it('an unknown duty goes to the home page', async () => {
    renderWithContent(
      [{ path: '/association/:duty', Component: AssociationDuty }, home],
      '/association/no_such_duty',
    );
    expect(await screen.findByText('Latest news')).toBeInTheDocument();
  });

  it('the training institutions and students page tells a student how to join, not "Coming soon..."', () => {
    renderRoute(
      [{ path: '/association/:duty', Component: AssociationDuty }],
      '/association/training_institutions_and_students',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Training Institutions and Students',
    );
    expect(screen.getByRole('heading', { name: 'Joining while you study' })).toBeInTheDocument();
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });

  it('an unknown category shows the error page with a way home', () => {
    renderRoute([{ path: '/categories/:category', Component: Category }], '/categories/nobody');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  it('the CPD page collapses long sections behind Read More buttons named after them, and expands them', async () => {
    const { container } = renderRoute(
      [{ path: '/services/:service', Component: Service }],
      '/services/cpd',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Learning and CPD');
    // Each button is named after its section, so a list of buttons tells them apart.
    const toggles = screen.getAllByRole('button', { name: /^Read More/ });
    expect(toggles.length).toBeGreaterThan(1);
    for (const toggle of toggles) {
      const heading = toggle.closest('section')?.querySelector('h2')?.textContent;
      expect(toggle).toHaveAccessibleName(`Read More: ${heading}`);
    }
    const toggle = toggles[0];
    if (!toggle) throw new Error('no Read More');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(/^Show Less: /);
    await expectNoAxeViolations(container);
  });

  it('the CPD page shows a section with a list whole: a clamp by lines cut its items mid-word', () => {
    renderRoute([{ path: '/services/:service', Component: Service }], '/services/cpd');
    const offers = screen
      .getByRole('heading', { level: 2, name: 'What the association offers' })
      .closest('section');
    if (!offers) throw new Error('no section');
    expect(within(offers).queryByRole('button', { name: /^Read More/ })).toBeNull();
    expect(offers.querySelector('.coaz-line-clamp')).toBeNull();
    expect(
      within(offers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('The national CPD conference, held each year.');
  });

  it('the careers page lists the open vacancies the server keeps', async () => {
    const { container } = renderWithContent(
      [{ path: '/services/:service', Component: Service, loader: serviceLoader }],
      '/services/careers',
    );
    expect(await screen.findByText('Clinical Officer, Chongwe')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Open vacancies' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('a governance page names the people editors placed, and opens the person dialog', async () => {
    const { container } = renderWithContent(
      [
        {
          path: '/organisation/governance/:entry',
          Component: Governance,
          loader: governanceLoader,
        },
      ],
      '/organisation/governance/national_executive_committee',
    );
    const president = await screen.findByRole('button', { name: 'Sample President Name' });
    // With a holder named, the offices nobody is placed in keep their cards in the body's order,
    // showing the position alone.
    expect(screen.getByRole('button', { name: 'Vice-President' })).toBeInTheDocument();
    // ...and the page says where to ask who holds them, rather than leave a list of titles.
    expect(screen.getByRole('link', { name: 'ask the secretariat' })).toHaveAttribute(
      'href',
      '/home#contact-heading',
    );
    await expectNoAxeViolations(container);
    await userEvent.click(president);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Sample President Name');
    expect(dialog).toHaveTextContent('2026 to 2030');
  });

  it('the objectives page lists the eleven objectives with a way back', () => {
    renderRoute([{ path: '/objective', Component: Objective }], '/objective');
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
    expect(screen.getByRole('link', { name: /Back to About/ })).toHaveAttribute('href', '/about');
  });

  it('the search page shows the results of its query', async () => {
    const { container } = renderRoute(
      [{ path: '/search', Component: Search, loader: searchLoader }],
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
      [{ path: '/search', Component: Search, loader: searchLoader }],
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
