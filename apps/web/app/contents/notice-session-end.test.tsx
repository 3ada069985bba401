import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pathAfterSessionEnd } from '../api/site-providers';
import Login from '../routes/login';
import { SIGNED_OUT_LOGIN_PATH } from '../studio/kept-drafts';
import { answerEditorSession, scriptedClient } from '../test-support/editor-session';
import { renderRoute, TestProviders } from '../test-support/render-route';
import {
  type ScriptedRequest,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
import { focusedSignedOutNotice } from '../test-support/signed-out-notice';
import { ContentManager } from './content-manager';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  sessionStorage.clear();
});

const NOTICE = {
  id: 7,
  title: 'Office closed on Friday',
  body: 'The secretariat is closed for the holiday.',
  imageUrl: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-21T09:15:00.000Z',
  version: 2,
};

/** The services, signed in until `session.ended`, when every call and the refresh are refused. */
function editorServer(session: { ended: boolean }) {
  return ({ method, path, body }: ScriptedRequest) => {
    if (method === 'GET' && path === '/api/contents') return { status: 200, body: [NOTICE] };
    const answer = answerEditorSession(session, path);
    if (answer) return answer;
    if (method === 'POST' && path === '/api/contents') {
      return {
        status: 201,
        body: { ...NOTICE, id: 8, version: 1, ...(body as object) },
      };
    }
    return undefined;
  };
}

/** The dashboard's edit mode as it opens on the notices. */
function NoticesSection() {
  return <ContentManager title="Notices" />;
}

describe('the session ending while a notice is being typed', () => {
  it('keeps the notice, says so at the login, and brings it back after it', async () => {
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
        <ContentManager title="Notices" />
      </TestProviders>,
    );
    const form = await screen.findByRole('form', { name: 'Add a notice' });
    await userEvent.type(within(form).getByLabelText(/^Title/), 'CPD day moved');
    await userEvent.type(within(form).getByLabelText(/^Text/), 'Now on 12 December in Ndola.');
    session.ended = true;
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(next).toBe('/login?session=ended'));
    expect(sessionStorage.getItem('coaz.studio.unsaved.notices.new')).toContain('CPD day moved');
    cleanup();

    // The page loads the login anew: a fresh client with no tokens.
    const { container } = renderRoute(
      [
        { path: '/login', Component: Login },
        { path: '/dashboard', Component: NoticesSection },
      ],
      '/login?session=ended',
      scriptedClient(server.url),
    );
    // Read where the cursor lands, on the notice (no live region: see login.test.tsx).
    expect((await focusedSignedOutNotice()).textContent).toContain(
      'Your session ended before the new notice “CPD day moved” was saved.',
    );
    await expectNoAxeViolations(container);
    await userEvent.type(screen.getByLabelText(/User name/), 'demo.editor');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    // The add form opens at once; the kept text replaces it once the member is known.
    await screen.findByText('Restored what you typed before you were signed out');
    const restored = screen.getByRole('form', { name: 'Add a notice' });
    expect(within(restored).getByLabelText(/^Title/)).toHaveValue('CPD day moved');
    expect(within(restored).getByLabelText(/^Text/)).toHaveValue('Now on 12 December in Ndola.');
    await userEvent.click(within(restored).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: it is on the site now')).toBeInTheDocument();
    expect(
      server.requests.filter((request) => request.method === 'POST').at(-1)?.body,
    ).toMatchObject({ title: 'CPD day moved', body: 'Now on 12 December in Ndola.' });
    // Published, so nothing is kept any more.
    expect(sessionStorage.getItem('coaz.studio.unsaved.notices.new')).toBeNull();
  });

  it('keeps nothing from an untouched form, and still sends the member to the login that says so', async () => {
    server = await startScriptedServer(editorServer({ ended: false }));
    render(
      <TestProviders
        client={scriptedClient(server.url, { tokens: { accessToken: 'a1', refreshToken: 'r1' } })}
      >
        <ContentManager />
      </TestProviders>,
    );
    await screen.findByRole('form', { name: 'Add a notice' });
    expect(pathAfterSessionEnd()).toBe(SIGNED_OUT_LOGIN_PATH);
    expect(sessionStorage.length).toBe(0);
  });

  it("restores an edit on the notice's version until it is closed, and never another editor's", async () => {
    const kept = (username: string, title: string) => ({
      section: 'notices',
      entryId: 7,
      singular: 'notice',
      title,
      username,
      values: { title, body: 'Closed Friday and Monday.', picture: null },
      base: NOTICE,
      droppedFiles: ['closed.jpg'],
      keptAt: '2026-11-27T19:00:00.000Z',
    });
    sessionStorage.setItem(
      'coaz.studio.unsaved.notices.7',
      JSON.stringify(kept('Demo.Editor', 'Office closed Friday and Monday')),
    );
    server = await startScriptedServer(editorServer({ ended: false }));
    const signedIn = scriptedClient(server.url, {
      tokens: { accessToken: 'a1', refreshToken: 'r1' },
    });
    render(
      <TestProviders client={signedIn}>
        <ContentManager />
      </TestProviders>,
    );
    const form = await screen.findByRole('form', { name: `Edit “${NOTICE.title}”` });
    expect(within(form).getByLabelText(/^Title/)).toHaveValue('Office closed Friday and Monday');
    expect(within(form).getByLabelText(/^Text/)).toHaveValue('Closed Friday and Monday.');
    expect(
      within(form).getByText(
        'The picture you had chosen, “closed.jpg”, could not be kept: choose it again before saving.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('form', { name: 'Add a notice' })).toBeInTheDocument();
    expect(sessionStorage.getItem('coaz.studio.unsaved.notices.7')).toBeNull();
    cleanup();

    sessionStorage.setItem(
      'coaz.studio.unsaved.notices.7',
      JSON.stringify(kept('demo.admin', 'Not yours')),
    );
    render(
      <TestProviders client={signedIn}>
        <ContentManager />
      </TestProviders>,
    );
    await screen.findByRole('form', { name: 'Add a notice' });
    await waitFor(() =>
      expect(
        server?.requests.filter((request) => request.path === '/coaz/api/current').length,
      ).toBe(2),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('form', { name: `Edit “${NOTICE.title}”` })).toBeNull();
    expect(sessionStorage.getItem('coaz.studio.unsaved.notices.7')).toContain('Not yours');
  });
});
