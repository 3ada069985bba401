import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { createRoutesStub, Link, Outlet, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FinishedFlowNotice } from '../member/finished-flow-notice';
import { TestProviders, testApiClient } from '../test-support/render-route';
import { SiteLayout } from './site-layout';

function Login() {
  return (
    <>
      <title>Log in | COAZ</title>
      <h1>Log in</h1>
      <Link to="/forgot_password">Forgot password?</Link>
      <Link to="#rules">The rules</Link>
      <Link to="/constitution#article-40">Article 40</Link>
      <Link to="/profile">My details</Link>
      <Link to="/membership/nope">A membership type that is gone</Link>
      <Link to="/contacts">Contacts</Link>
      <Link to="/news">News</Link>
      <Link to="/dashboard">Finish joining</Link>
      <h2 id="rules">Rules</h2>
    </>
  );
}

function ForgotPassword() {
  return (
    <>
      <title>Forgot password | COAZ</title>
      <h1>Forgot your password?</h1>
      <Link to="/login">Back to the login</Link>
    </>
  );
}

function Constitution() {
  return (
    <>
      <title>Constitution | COAZ</title>
      <h1>Constitution</h1>
      <h2 id="article-40">Article 40</h2>
    </>
  );
}

/** A page with no heading of its own. */
function Contacts() {
  return (
    <>
      <title>Contacts | COAZ</title>
      <p>Write to the secretariat.</p>
    </>
  );
}

/** A page that puts the cursor in its own first field, as a restored form does. */
function Profile() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <>
      <title>Profile | COAZ</title>
      <h1>Profile</h1>
      <label>
        E-mail <input ref={field} />
      </label>
    </>
  );
}

/** The dashboard after joining: the finished flow's notice takes the cursor from the heading. */
function Dashboard() {
  return (
    <>
      <title>Dashboard | COAZ</title>
      <h1>Dashboard</h1>
      <FinishedFlowNotice notice="Application received." />
    </>
  );
}

/** The news page: a post's link (`?article=`) opens that post's own page, headed by it. */
function News() {
  const [query] = useSearchParams();
  const article = query.get('article');
  return (
    <>
      <title>{article ? `Post ${article} | COAZ` : 'News and Events | COAZ'}</title>
      <h1>{article ? `Post ${article}` : 'News and Events'}</h1>
      <Link to="/news?article=7">Read More: Post 7</Link>
      <Link to="/news?article=7&page=2">Post 7, its comments</Link>
      <Link to="/news">All news</Link>
    </>
  );
}

/** The error page in a frame of its own, as root.tsx's error boundary draws it. */
function ErrorFrame() {
  return (
    <SiteLayout>
      <title>Page not found | COAZ</title>
      <h1>Page not found</h1>
      <Link to="/login">Go to the login</Link>
    </SiteLayout>
  );
}

/** The site's frame around the page, as root.tsx renders it: one frame for every page. */
function Frame() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

function renderPages() {
  const Stub = createRoutesStub([
    {
      Component: Frame,
      ErrorBoundary: ErrorFrame,
      children: [
        { path: '/login', Component: Login },
        { path: '/forgot_password', Component: ForgotPassword },
        { path: '/constitution', Component: Constitution },
        { path: '/profile', Component: Profile },
        { path: '/contacts', Component: Contacts },
        { path: '/news', Component: News },
        { path: '/dashboard', Component: Dashboard },
        {
          path: '/membership/nope',
          loader: () => {
            throw new Response(null, { status: 404 });
          },
          Component: Profile,
        },
      ],
    },
  ]);
  return render(
    <TestProviders client={testApiClient()}>
      <Stub initialEntries={['/login']} />
    </TestProviders>,
  );
}

/** The layout's live region that says a new page's title. */
function pageAnnouncer() {
  return screen
    .getAllByRole('status')
    .find((region) => region.classList.contains('coaz-visually-hidden'));
}

// Each test is a page load of its own, whatever an earlier test file in the same worker left
// (test files share the document: isolate is off).
beforeEach(() => {
  delete document.documentElement.dataset.hydrated;
});
afterEach(() => {
  delete document.documentElement.dataset.hydrated;
});

describe('moving to another page inside the app', () => {
  // The heading taking the cursor is read with its name: the title said as well made a screen
  // reader name the page twice.
  it("puts the cursor on the new page's heading, which names the page, and says nothing more", async () => {
    const { container } = renderPages();
    // The first page is the browser's: nothing moves, nothing is said.
    expect(document.body).toHaveFocus();
    expect(pageAnnouncer()?.textContent).toBe('');

    await userEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    expect(heading).toHaveFocus();
    // Reachable by the script only: Tab still goes from control to control.
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(pageAnnouncer()?.textContent).toBe('');
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('link', { name: 'Back to the login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toHaveFocus();
    expect(pageAnnouncer()?.textContent).toBe('');
  });

  it('says the title of a page without a heading, whose <main> takes the cursor', async () => {
    renderPages();
    await userEvent.click(screen.getByRole('link', { name: 'Contacts' }));
    await screen.findByText('Write to the secretariat.');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(pageAnnouncer()).toHaveTextContent('Contacts | COAZ');
  });

  // Before, Read More on a post beside another left the cursor on <body> at the top of the new
  // post: a change of the query alone was taken for the same page.
  it("takes the cursor to a news post's own page, opened from the news page by its query", async () => {
    renderPages();
    await userEvent.click(screen.getByRole('link', { name: 'News' }));
    await screen.findByRole('heading', { level: 1, name: 'News and Events' });
    await userEvent.click(screen.getByRole('link', { name: 'Read More: Post 7' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Post 7' })).toHaveFocus();
    expect(pageAnnouncer()?.textContent).toBe('');
    // Another query on the same post is the same page: the cursor stays where it was.
    const comments = screen.getByRole('link', { name: 'Post 7, its comments' });
    await userEvent.click(comments);
    expect(comments).toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'All news' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'News and Events' })).toHaveFocus();
  });

  it('leaves an in-page anchor alone', async () => {
    renderPages();
    const anchor = screen.getByRole('link', { name: 'The rules' });
    await userEvent.click(anchor);
    expect(anchor).toHaveFocus();
    expect(pageAnnouncer()?.textContent).toBe('');
  });

  // Before, the cursor fell to the top of the document while the page scrolled to the part.
  it('puts the cursor on the part of the new page its address names, and says the title', async () => {
    renderPages();
    await userEvent.click(screen.getByRole('link', { name: 'Article 40' }));
    const part = await screen.findByRole('heading', { level: 2, name: 'Article 40' });
    expect(part).toHaveFocus();
    expect(part).toHaveAttribute('tabindex', '-1');
    expect(pageAnnouncer()).toHaveTextContent('Constitution | COAZ');
  });

  it("lets the new page's own focus win, and says the title", async () => {
    renderPages();
    await userEvent.click(screen.getByRole('link', { name: 'My details' }));
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
    expect(pageAnnouncer()).toHaveTextContent('Profile | COAZ');
  });

  it('says no title where the page put the cursor on what just happened (a finished flow)', async () => {
    renderPages();
    await userEvent.click(screen.getByRole('link', { name: 'Finish joining' }));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getByText('Application received.').closest('[tabindex]')).toHaveFocus();
    // "Dashboard | COAZ" said as well drowned the notice read where the cursor landed.
    expect(pageAnnouncer()).toHaveTextContent('');
  });

  it('takes the cursor to the error page a move led to, and back from it', async () => {
    renderPages();
    await userEvent.click(screen.getByRole('link', { name: 'A membership type that is gone' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Page not found',
    });
    expect(heading).toHaveFocus();
    expect(pageAnnouncer()?.textContent).toBe('');
    await userEvent.click(screen.getByRole('link', { name: 'Go to the login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toHaveFocus();
    expect(pageAnnouncer()?.textContent).toBe('');
  });
});
