import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoutesStub, Link, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AskBeforeLeaving } from './ask-before-leaving';
import { keepUnsavedDrafts, watchUnsavedDraft } from './kept-drafts';
import { useWarnBeforeUnload } from './unsaved-changes';

/** A studio form as far as leaving goes: unsaved once something is typed. */
function NoticeTitleForm() {
  const [title, setTitle] = useState('');
  useWarnBeforeUnload(title !== '');
  return (
    <label>
      Title
      <input value={title} onChange={(event) => setTitle(event.target.value)} />
    </label>
  );
}

/** The dashboard's frame: the sidebar's links, and the section the address names. */
function Dashboard() {
  const section = new URLSearchParams(useLocation().search).get('section') ?? 'notices';
  return (
    <AskBeforeLeaving>
      <nav>
        <Link to="/dashboard?mode=edit&section=news">News</Link>
        <Link to="/dashboard">My profile</Link>
      </nav>
      <h1>{section}</h1>
      {section === 'notices' ? <NoticeTitleForm /> : null}
    </AskBeforeLeaving>
  );
}

function renderDashboard() {
  const Stub = createRoutesStub([{ path: '/dashboard', Component: Dashboard }]);
  render(<Stub initialEntries={['/dashboard?mode=edit&section=notices']} />);
}

// A session end kept by a test is forgotten after it by the setup file (session-end-test-setup.ts).
afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('leaving a studio section with unsaved typing', () => {
  it('moves on without a question when nothing was typed', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    renderDashboard();
    await userEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(await screen.findByRole('heading', { name: 'news' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks first, and staying keeps the typing', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderDashboard();
    await userEvent.type(screen.getByLabelText('Title'), 'Office closed on Friday');
    await userEvent.click(screen.getByRole('link', { name: 'News' }));
    // The blocked navigation asks from an effect, after the click's own work.
    await vi.waitFor(() =>
      expect(confirm).toHaveBeenCalledWith(
        'Your changes are not saved. OK leaves this page without them; Cancel stays here.',
      ),
    );
    expect(screen.getByRole('heading', { name: 'notices' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Office closed on Friday');
  });

  it('leaves when the editor says so', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderDashboard();
    await userEvent.type(screen.getByLabelText('Title'), 'Office closed on Friday');
    await userEvent.click(screen.getByRole('link', { name: 'News' }));
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledOnce());
    expect(await screen.findByRole('heading', { name: 'news' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it('asks nothing once the session ended and the typing was kept for after the login', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    renderDashboard();
    await userEvent.type(screen.getByLabelText('Title'), 'Office closed on Friday');
    const stop = watchUnsavedDraft(() => ({
      section: 'notices',
      entryId: null,
      singular: 'notice',
      title: 'Office closed on Friday',
      username: 'demo.editor',
      values: { title: 'Office closed on Friday' },
      base: null,
      droppedFiles: [],
      keptAt: new Date().toISOString(),
    }));
    expect(keepUnsavedDrafts()).toHaveLength(1);
    stop();
    await userEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(await screen.findByRole('heading', { name: 'news' })).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  });
});
