import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Link, useSearchParams } from 'react-router';
import { expect, it } from 'vitest';
import { useSectionFocus } from './use-section-focus';

/** The dashboard's frame: the sidebar's links, and the part the address names below them. */
function Dashboard() {
  const [params] = useSearchParams();
  const part = useSectionFocus(
    params.get('mode') === 'edit' ? (params.get('section') ?? '') : undefined,
  );
  const section = params.get('section') ?? 'notices';
  return (
    <>
      <nav>
        <Link to="/dashboard?mode=edit&section=news">News</Link>
        <Link to="/dashboard?mode=edit&section=events">Events</Link>
      </nav>
      <div ref={part}>
        <h2>{section}</h2>
      </div>
    </>
  );
}

function renderDashboard(address: string) {
  const Stub = createRoutesStub([{ path: '/dashboard', Component: Dashboard }]);
  render(<Stub initialEntries={[address]} />);
}

it('puts the cursor on the heading of the section chosen in the sidebar', async () => {
  renderDashboard('/dashboard?mode=edit&section=notices');
  // Opened at a section: the cursor is left where the browser put it.
  expect(screen.getByRole('heading', { name: 'notices' })).not.toHaveFocus();
  await userEvent.click(screen.getByRole('link', { name: 'News' }));
  expect(await screen.findByRole('heading', { name: 'news' })).toHaveFocus();
  await userEvent.click(screen.getByRole('link', { name: 'Events' }));
  const events = await screen.findByRole('heading', { name: 'events' });
  expect(events).toHaveFocus();
  // Out of the Tab order: only moved to.
  expect(events).toHaveAttribute('tabindex', '-1');
});

it('takes the cursor to the studio when edit mode is switched on', async () => {
  renderDashboard('/dashboard');
  await userEvent.click(screen.getByRole('link', { name: 'News' }));
  expect(await screen.findByRole('heading', { name: 'news' })).toHaveFocus();
});
