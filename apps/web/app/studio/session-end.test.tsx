import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pathAfterSessionEnd } from '../api/site-providers';
import Login from '../routes/login';
import { answerEditorSession, scriptedClient } from '../test-support/editor-session';
import { renderRoute, TestProviders } from '../test-support/render-route';
import {
  type ScriptedRequest,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
import { focusedSignedOutNotice } from '../test-support/signed-out-notice';
import { COLLECTIONS } from './collections';
import { SIGNED_OUT_LOGIN_PATH } from './kept-drafts';
import { StudioCollection } from './studio-collection';
import { splitPath } from './studio-test-support';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  sessionStorage.clear();
  // A failed check would otherwise leave window.confirm mocked for the next file in the worker.
  vi.restoreAllMocks();
});

/**
 * The services as the editor meets them: signed in until `session.ended`, when every call is
 * refused and so is the refresh, as after a logout elsewhere or a password reset.
 */
function editorServer(session: { ended: boolean }) {
  return ({ method, path, body }: ScriptedRequest) => {
    const { pathname } = splitPath(path);
    const answer = answerEditorSession(session, pathname);
    if (answer) return answer;
    if (method === 'GET' && pathname === '/api/events') {
      return { status: 200, body: { items: [], nextCursor: null } };
    }
    if (method === 'POST' && pathname === '/api/events') {
      return {
        status: 201,
        body: {
          id: 31,
          status: 'draft',
          publishAt: null,
          version: 1,
          createdAt: '2026-11-27T19:00:00.000Z',
          updatedAt: '2026-11-27T19:00:00.000Z',
          endDate: null,
          startTime: null,
          endTime: null,
          description: null,
          picture: null,
          ...(body as object),
        },
      };
    }
    return undefined;
  };
}

/** The studio section the address names, as the dashboard shows it in edit mode. */
function StudioSection() {
  const [params] = useSearchParams();
  const name = params.get('section') as 'events';
  return <StudioCollection spec={COLLECTIONS[name]} />;
}

describe('the session ending while a studio form holds unsaved text', () => {
  it('keeps the text, says so at the login, and brings the form back after it', async () => {
    const session = { ended: false };
    server = await startScriptedServer(editorServer(session));
    let next: string | undefined;
    const typing = scriptedClient(server.url, {
      tokens: { accessToken: 'a1', refreshToken: 'r1' },
      // What SiteProviders does, but for the page load.
      onSessionExpired: () => {
        next = pathAfterSessionEnd();
      },
    });
    render(
      <TestProviders client={typing}>
        <StudioCollection spec={COLLECTIONS.events} />
      </TestProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add an event' }));
    const form = screen.getByRole('form', { name: 'Add an event' });
    await userEvent.type(within(form).getByLabelText(/^Title/), 'Kabwe conference');
    await userEvent.type(within(form).getByLabelText(/^Date/), '2026-12-10');
    await userEvent.type(within(form).getByLabelText(/^Venue/), 'Mulungushi hall');
    await userEvent.type(within(form).getByLabelText(/^Description/), 'Three days of CPD.');
    session.ended = true;
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(next).toBe('/login?session=ended'));
    expect(sessionStorage.getItem('coaz.studio.unsaved.events.new')).toContain('Kabwe conference');
    cleanup();

    // The page loads the login anew: a fresh client with no tokens.
    const { container } = renderRoute(
      [
        { path: '/login', Component: Login },
        { path: '/dashboard', Component: StudioSection },
      ],
      '/login?session=ended',
      scriptedClient(server.url),
    );
    // Read where the cursor lands, on the notice (see login.test.tsx).
    expect((await focusedSignedOutNotice()).textContent).toContain(
      'Your session ended before the new event “Kabwe conference” was saved. What you typed is kept in this browser tab: log in again',
    );
    await expectNoAxeViolations(container);
    await userEvent.type(screen.getByLabelText(/User name/), 'demo.editor');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const restored = await screen.findByRole('form', { name: 'Add an event' });
    expect(within(restored).getByLabelText(/^Title/)).toHaveValue('Kabwe conference');
    expect(within(restored).getByLabelText(/^Date/)).toHaveValue('2026-12-10');
    expect(within(restored).getByLabelText(/^Venue/)).toHaveValue('Mulungushi hall');
    expect(within(restored).getByLabelText(/^Description/)).toHaveValue('Three days of CPD.');
    expect(
      within(restored).getByText('Restored what you typed before you were signed out'),
    ).toBeInTheDocument();

    await userEvent.click(within(restored).getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText(
        'Draft saved, not on the site: only editors see it until you publish it',
      ),
    ).toBeInTheDocument();
    expect(
      server.requests.filter((request) => request.method === 'POST').at(-1)?.body,
    ).toMatchObject({
      title: 'Kabwe conference',
      venue: 'Mulungushi hall',
    });
    // Saved, so nothing is kept any more.
    expect(sessionStorage.getItem('coaz.studio.unsaved.events.new')).toBeNull();
  });

  it('keeps nothing when no form held unsaved text, and still sends the member to the login that says so', async () => {
    const session = { ended: false };
    server = await startScriptedServer(editorServer(session));
    render(
      <TestProviders client={scriptedClient(server.url)}>
        <StudioCollection spec={COLLECTIONS.events} />
      </TestProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add an event' }));
    expect(pathAfterSessionEnd()).toBe(SIGNED_OUT_LOGIN_PATH);
    expect(sessionStorage.length).toBe(0);
  });

  it("restores an edit with a note of the file it could not keep, and never another editor's", async () => {
    const entry = {
      id: 12,
      status: 'published',
      publishAt: null,
      version: 4,
      createdAt: '2026-11-20T08:00:00.000Z',
      updatedAt: '2026-11-21T09:15:00.000Z',
      title: 'CPD day in Ndola',
      date: '2026-12-01',
      endDate: null,
      startTime: null,
      endTime: null,
      venue: 'Ndola Teaching Hospital',
      description: null,
      picture: null,
    };
    const kept = (username: string, title: string) => ({
      section: 'events',
      entryId: 12,
      singular: 'event',
      title,
      username,
      values: { title, venue: 'Ndola Central Hospital', picture: null },
      choice: { mode: 'now', date: '', time: '' },
      base: entry,
      droppedFiles: ['ndola.jpg'],
      keptAt: '2026-11-27T19:00:00.000Z',
    });
    sessionStorage.setItem(
      'coaz.studio.unsaved.events.12',
      JSON.stringify(kept('Demo.Editor', 'CPD day in Ndola, moved')),
    );
    const session = { ended: false };
    server = await startScriptedServer(editorServer(session));
    const client = scriptedClient(server.url, {
      tokens: { accessToken: 'a1', refreshToken: 'r1' },
    });
    render(
      <TestProviders client={client}>
        <StudioCollection spec={COLLECTIONS.events} />
      </TestProviders>,
    );
    const form = await screen.findByRole('form', { name: 'Edit “CPD day in Ndola”' });
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('CPD day in Ndola, moved');
    expect(within(form).getByLabelText(/^Venue/)).toHaveValue('Ndola Central Hospital');
    expect(within(form).getByLabelText(/^Date/)).toHaveValue('2026-12-01');
    expect(within(form).getByLabelText(/Published: everyone/)).toBeChecked();
    // The form holds other status regions (a date's warning, a photo being made smaller).
    expect(
      within(form)
        .getAllByRole('status')
        .some((region) =>
          region.textContent?.includes(
            'The picture you had chosen, “ndola.jpg”, could not be kept: choose it again before saving.',
          ),
        ),
    ).toBe(true);
    // Closing the form lets the kept copy go, once the editor says to drop it.
    const confirmed = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(confirmed).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('coaz.studio.unsaved.events.12')).toBeNull();
    confirmed.mockRestore();
    cleanup();

    sessionStorage.setItem(
      'coaz.studio.unsaved.events.12',
      JSON.stringify(kept('demo.admin', 'Not yours')),
    );
    render(
      <TestProviders client={client}>
        <StudioCollection spec={COLLECTIONS.events} />
      </TestProviders>,
    );
    expect(await screen.findByText('No events match')).toBeInTheDocument();
    // Once the member is known (the second render asks again), the draft is still not theirs.
    const asked = () =>
      server?.requests.filter((request) => request.path === '/coaz/api/current').length;
    await waitFor(() => expect(asked()).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('form')).toBeNull();
    expect(sessionStorage.getItem('coaz.studio.unsaved.events.12')).toContain('Not yours');
  });
});
