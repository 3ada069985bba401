import { createApiClient, memoryTokenStore } from '@coaz/api-client';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serverNow } from '../api/server-clock';
import { formatDate } from '../dates/format-date';
import { lusakaToday } from '../dates/lusaka-time';
import { TestProviders } from '../test-support/render-route';
import {
  type ScriptedAnswer,
  type ScriptedRequest,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
import { ContentManager } from './content-manager';
import { noticeRestoredMessage } from './notice-history';

const ENTRY = {
  id: 1,
  title: 'Annual general meeting',
  body: 'Members meet in Kabwe in June. <b>Bring</b> your number.',
  imageUrl: null as string | null,
  imageAlt: '',
  showUntil: null as string | null,
  createdAt: '2026-03-01T08:00:00.000Z',
  updatedAt: '2026-03-02T08:00:00.000Z',
  version: 3,
};

const EDITOR = {
  status: 'SUCCESSFUL',
  content: { user: { id: 2, username: 'demo.editor', status: 'ACTIVE', role: 'editor' } },
  message: 'ok',
};

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function renderManager(
  answer: (request: ScriptedRequest) => ScriptedAnswer | undefined,
  loggedIn = false,
  published?: (typeof ENTRY)[],
) {
  server = await startScriptedServer(answer);
  const tokenStore = memoryTokenStore();
  if (loggedIn) tokenStore.write({ accessToken: 'access', refreshToken: 'refresh' });
  const client = createApiClient({
    memberBaseUrl: `${server.url}/coaz/api/`,
    chatBaseUrl: `${server.url}/api/`,
    tokenStore,
    // A guard against a hang only: a busy CI machine can take seconds to answer.
    timeouts: { request: 10_000 },
  });
  return render(
    <TestProviders client={client}>
      <ContentManager published={published} />
    </TestProviders>,
  );
}

describe('ContentManager', () => {
  it('shows the notices the server rendered with the page at once, with no script needed to read them', async () => {
    // The notices the page's loader read: on screen before (and without) any request of the browser.
    await renderManager(() => undefined, false, [ENTRY]);
    expect(screen.getByRole('heading', { name: 'Annual general meeting', level: 3 })).toBeTruthy();
    expect(screen.queryByText('Loading notices…')).toBeNull();
    // Where the home page's notices link (`/news#notice-1`): the notice itself, not the page's top.
    expect(
      screen.getByRole('heading', { name: 'Annual general meeting', level: 3 }).closest('article'),
    ).toHaveAttribute('id', 'notice-1');
  });

  it('dates a notice by the day it was published, as the home page’s link to it does', async () => {
    // Edited the next day (its end moved, a typo mended): the date a visitor followed from the
    // home page, and the order of the list, stay those of its publishing.
    await renderManager(() => undefined, false, [{ ...ENTRY, showUntil: '2099-03-20' }]);
    const notice = screen.getByRole('heading', { name: ENTRY.title, level: 3 }).closest('article');
    expect(notice).toHaveTextContent('1 March 2026, until 20 March 2099');
    expect(notice).not.toHaveTextContent('2 March 2026');
  });

  it('never tells a visitor to change a notice’s end, when their page outlives its last day', async () => {
    // Read before Lusaka's midnight and still open after it: the visitor cannot edit it.
    await renderManager(() => undefined, false, [{ ...ENTRY, showUntil: '2026-03-20' }]);
    const notice = screen.getByRole('heading', { name: ENTRY.title, level: 3 }).closest('article');
    expect(notice).toHaveTextContent('1 March 2026, until 20 March 2026');
    expect(notice).not.toHaveTextContent('Ended');
  });

  it('gives the notice the home page linked to the cursor, named by its title, for a screen reader', async () => {
    // A link followed within the app (/news#notice-1) moves no screen reader's reading place.
    window.history.replaceState(null, '', '#notice-1');
    try {
      await renderManager(() => undefined, false, [{ ...ENTRY, id: 2, title: 'Other' }, ENTRY]);
      const linked = screen.getByRole('article', { name: ENTRY.title });
      await waitFor(() => expect(linked).toHaveFocus());
      expect(linked).toHaveAttribute('id', 'notice-1');
    } finally {
      window.history.replaceState(null, '', window.location.pathname);
    }
  });

  it('shows visitors the entries as text, with no editing controls', async () => {
    const { container } = await renderManager(({ path }) =>
      path === '/api/contents' ? { status: 200, body: [ENTRY] } : undefined,
    );
    expect(await screen.findByRole('heading', { name: ENTRY.title })).toBeInTheDocument();
    expect(screen.getByText(ENTRY.body)).toBeInTheDocument();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('draws uploaded pictures from every stored width, lazily, and others from their address', async () => {
    const uploaded = '/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e-1280.webp';
    const hosted = 'https://images.example.org/kabwe.jpg';
    const { container } = await renderManager(({ path }) =>
      path === '/api/contents'
        ? {
            status: 200,
            body: [
              { ...ENTRY, imageUrl: uploaded },
              { ...ENTRY, id: 2, title: 'Elsewhere', imageUrl: hosted },
            ],
          }
        : undefined,
    );
    await screen.findByRole('heading', { name: ENTRY.title });
    const [first, second] = [...container.querySelectorAll('img')];
    expect(first).toHaveAttribute('src', uploaded);
    expect(first?.getAttribute('srcset')).toMatch(
      /-320\.webp 320w, .+-640\.webp 640w, .+-960\.webp 960w, .+-1280\.webp 1280w$/,
    );
    expect(first?.getAttribute('sizes')).toMatch(/calc\(100vw - 32px\)$/);
    for (const image of [first, second]) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
      expect(image).toHaveAttribute('width', '640');
      expect(image).toHaveAttribute('height', '449');
    }
    expect(second).toHaveAttribute('src', hosted);
    expect(second).not.toHaveAttribute('srcset');
    expect(second).not.toHaveAttribute('sizes');
    await expectNoAxeViolations(container);
  });

  it("gives screen readers the picture's description, and marks an undescribed one decorative", async () => {
    const { container } = await renderManager(({ path }) =>
      path === '/api/contents'
        ? {
            status: 200,
            body: [
              {
                ...ENTRY,
                imageUrl: 'https://images.example.org/kabwe.jpg',
                imageAlt: 'Members seated in the Kabwe hall',
              },
              { ...ENTRY, id: 2, title: 'Elsewhere', imageUrl: 'https://images.example.org/b.jpg' },
            ],
          }
        : undefined,
    );
    await screen.findByRole('heading', { name: ENTRY.title });
    expect(screen.getByRole('img', { name: 'Members seated in the Kabwe hall' })).toBeTruthy();
    const [, decorative] = [...container.querySelectorAll('img')];
    expect(decorative).toHaveAttribute('alt', '');
  });

  it("lets an editor describe a notice's picture, and saves the description with it", async () => {
    const pictured = {
      ...ENTRY,
      imageUrl: 'https://images.example.org/kabwe.jpg',
      imageAlt: 'The hall',
    };
    const { container } = await renderManager(({ method, path }) => {
      if (path === '/api/contents' && method === 'GET') return { status: 200, body: [pictured] };
      if (path === '/coaz/api/current') return { status: 200, body: EDITOR };
      if (method === 'PUT') return { status: 200, body: { ...pictured, version: 4 } };
      return undefined;
    }, true);
    // No picture yet, nothing to describe.
    const add = await screen.findByRole('form', { name: 'Add a notice' });
    expect(within(add).queryByLabelText(/Picture description/)).toBeNull();
    await userEvent.click(
      await screen.findByRole('button', {
        name: `Edit “${ENTRY.title}”, ${formatDate(ENTRY.createdAt)}`,
      }),
    );
    const form = screen.getByRole('form', { name: `Edit “${ENTRY.title}”` });
    const description = within(form).getByLabelText(/Picture description/);
    expect(description).toHaveValue('The hall');
    expect(description).toHaveAccessibleDescription(/read out to visitors who cannot see it/);
    await expectNoAxeViolations(container);
    await userEvent.clear(description);
    await userEvent.type(description, 'Members seated in the Kabwe hall');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Changes saved: they are on the site now');
    const saved = server?.requests.find((request) => request.method === 'PUT');
    expect(saved?.body).toEqual({
      title: ENTRY.title,
      body: ENTRY.body,
      imageUrl: pictured.imageUrl,
      imageAlt: 'Members seated in the Kabwe hall',
      showUntil: null,
      version: 3,
    });
  });

  it('says when there is nothing to show and when the list cannot be loaded', async () => {
    await renderManager(({ path }) =>
      path === '/api/contents' ? { status: 200, body: [] } : undefined,
    );
    // Said as the public reads it on /news, not as a template's 'No content available'.
    expect(await screen.findByRole('heading', { name: 'No notices' })).toBeInTheDocument();
    expect(
      screen.getByText("The secretariat's notices appear here when there are any."),
    ).toBeInTheDocument();
    await server?.close();
    server = undefined;
    document.body.innerHTML = '';
    await renderManager(() => ({ status: 503, body: { error: 'x', message: 'down' } }));
    expect(
      await screen.findByText('The notices could not be loaded. Reload the page to try again.'),
    ).toBeInTheDocument();
  });

  it('gives an editor the add form, then the edit form of a selected entry', async () => {
    const { container } = await renderManager(({ path }) => {
      if (path === '/api/contents') return { status: 200, body: [ENTRY] };
      if (path === '/coaz/api/current') return { status: 200, body: EDITOR };
      return undefined;
    }, true);
    expect(await screen.findByRole('form', { name: 'Add a notice' })).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', {
        name: `Edit “${ENTRY.title}”, ${formatDate(ENTRY.createdAt)}`,
      }),
    );
    const form = screen.getByRole('form', { name: `Edit “${ENTRY.title}”` });
    expect(within(form).getByLabelText(/Title/)).toHaveValue(ENTRY.title);
    expect(within(form).getByLabelText('Choose a picture')).toHaveAttribute(
      'accept',
      'image/png,image/jpeg,image/webp,image/gif',
    );
    await expectNoAxeViolations(container);
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('form', { name: 'Add a notice' })).toBeInTheDocument();
  });

  it('says a conflicting save was overtaken and keeps what was typed', async () => {
    await renderManager(({ method, path }) => {
      if (path === '/api/contents') return { status: 200, body: [ENTRY] };
      if (path === '/coaz/api/current') return { status: 200, body: EDITOR };
      if (method === 'PUT') return { status: 409, body: { error: 'conflict', message: 'stale' } };
      return undefined;
    }, true);
    await userEvent.click(
      await screen.findByRole('button', {
        name: `Edit “${ENTRY.title}”, ${formatDate(ENTRY.createdAt)}`,
      }),
    );
    const form = screen.getByRole('form', { name: `Edit “${ENTRY.title}”` });
    const title = within(form).getByLabelText(/Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'AGM moved to July');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('The notice was not saved');
    expect(alert).toHaveTextContent('Someone else changed this notice');
    expect(within(form).getByLabelText(/Title/)).toHaveValue('AGM moved to July');
  });

  it('saved again after a conflict, puts only my changes over theirs', async () => {
    let current = ENTRY;
    await renderManager(({ method, path, body }) => {
      if (path === '/api/contents') return { status: 200, body: [current] };
      if (path === '/coaz/api/current') return { status: 200, body: EDITOR };
      if (method === 'PUT') {
        return (body as { version: number }).version === current.version
          ? { status: 200, body: { ...current, ...(body as object), version: current.version + 1 } }
          : { status: 409, body: { error: 'conflict', message: 'stale' } };
      }
      return undefined;
    }, true);
    await userEvent.click(
      await screen.findByRole('button', {
        name: `Edit “${ENTRY.title}”, ${formatDate(ENTRY.createdAt)}`,
      }),
    );
    // Another editor saves a new text while this one fixes the title.
    current = { ...ENTRY, body: 'Bring your membership number.', version: ENTRY.version + 1 };
    const form = screen.getByRole('form', { name: `Edit “${ENTRY.title}”` });
    await userEvent.clear(within(form).getByLabelText(/Title/));
    await userEvent.type(within(form).getByLabelText(/Title/), 'AGM moved to July');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'what they changed that you did not stays',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved: they are on the site now')).toBeVisible();
    const saves = server?.requests.filter((request) => request.method === 'PUT') ?? [];
    expect(saves.at(-1)?.body).toMatchObject({
      title: 'AGM moved to July',
      body: 'Bring your membership number.',
      version: ENTRY.version + 1,
    });
  });

  it('asks which of two notices of one title to delete by the date its Delete button names', async () => {
    // With only the title, the question could not say which "Sample notice" would go.
    const later = { ...ENTRY, id: 2, createdAt: '2026-03-05T09:00:00Z' };
    await renderManager(({ path }) => {
      if (path === '/api/contents') return { status: 200, body: [later, ENTRY] };
      if (path === '/coaz/api/current') return { status: 200, body: EDITOR };
      return undefined;
    }, true);
    await userEvent.click(
      await screen.findByRole('button', { name: `Delete “${ENTRY.title}”, 5 March 2026` }),
    );
    expect(screen.getByRole('group', { name: 'Confirm deletion' })).toHaveAccessibleDescription(
      /^Delete “Annual general meeting”, 5 March 2026\? It leaves the site at once\./,
    );
  });

  it('says “shown until today” to an editor on a notice’s last day, as the home page says “until today”', async () => {
    const lastDay = { ...ENTRY, showUntil: lusakaToday(serverNow()) };
    await renderManager(({ path }) => {
      if (path === '/api/contents') return { status: 200, body: [lastDay] };
      if (path === '/coaz/api/current') return { status: 200, body: EDITOR };
      return undefined;
    }, true);
    await screen.findByRole('button', { name: `Delete “${ENTRY.title}”, 1 March 2026` });
    const notice = screen.getByRole('heading', { name: ENTRY.title, level: 3 }).closest('article');
    expect(notice).toHaveTextContent('1 March 2026, shown until today');
    expect(notice?.querySelector(`time[datetime="${lastDay.showUntil}"]`)).toHaveTextContent(
      'today',
    );
  });

  it('deletes only after confirmation and reports a failed delete', async () => {
    await renderManager(({ method, path }) => {
      if (path === '/api/contents') return { status: 200, body: [ENTRY] };
      if (path === '/coaz/api/current') return { status: 200, body: EDITOR };
      if (method === 'DELETE') return { status: 503, body: { error: 'x', message: 'down' } };
      return undefined;
    }, true);
    await userEvent.click(
      await screen.findByRole('button', {
        name: `Delete “${ENTRY.title}”, ${formatDate(ENTRY.createdAt)}`,
      }),
    );
    expect(server?.requests.some((request) => request.method === 'DELETE')).toBe(false);
    // The question replaces the pressed button: it takes the cursor, and Keep it gives it back.
    let confirm = screen.getByRole('group', { name: 'Confirm deletion' });
    expect(confirm).toHaveFocus();
    // Read with the group that takes the cursor: named alone, a screen reader said only
    // "Confirm deletion, grouping", and never the question.
    expect(confirm).toHaveAccessibleDescription(
      `Delete “${ENTRY.title}”, ${formatDate(ENTRY.createdAt)}? It leaves the site at once. Undo, offered once it is deleted, puts it back as it was, at the same address and with its history.`,
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    const remove = screen.getByRole('button', {
      name: `Delete “${ENTRY.title}”, ${formatDate(ENTRY.createdAt)}`,
    });
    expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    confirm = screen.getByRole('group', { name: 'Confirm deletion' });
    expect(confirm).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('The notice was not deleted')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: ENTRY.title })).toBeInTheDocument();
  });

  it("answers Keep it to Escape, as the studio's confirmations do", async () => {
    await renderManager(({ path }) => {
      if (path === '/api/contents') return { status: 200, body: [ENTRY] };
      if (path === '/coaz/api/current') return { status: 200, body: EDITOR };
      return undefined;
    }, true);
    const name = `Delete “${ENTRY.title}”, ${formatDate(ENTRY.createdAt)}`;
    await userEvent.click(await screen.findByRole('button', { name }));
    expect(screen.getByRole('group', { name: 'Confirm deletion' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Confirm deletion' })).toBeNull();
    expect(screen.getByRole('button', { name })).toHaveFocus();
    expect(server?.requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('tells apart the buttons of two notices with the same title by the date the list shows', async () => {
    const later = { ...ENTRY, id: 2, createdAt: '2026-04-15T08:00:00.000Z' };
    await renderManager(({ path }) => {
      if (path === '/api/contents') return { status: 200, body: [later, ENTRY] };
      if (path === '/coaz/api/current') return { status: 200, body: EDITOR };
      return undefined;
    }, true);
    for (const action of ['Edit', 'History of', 'Delete']) {
      expect(
        await screen.findByRole('button', { name: `${action} “${ENTRY.title}”, 15 April 2026` }),
      ).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: `${action} “${ENTRY.title}”, 1 March 2026` }),
      ).toBeInTheDocument();
    }
  });

  it('says a notice another editor deleted first is gone, not that it was not deleted', async () => {
    let listed: object[] = [ENTRY];
    await renderManager(({ method, path }) => {
      if (method === 'GET' && path === '/api/contents') return { status: 200, body: listed };
      if (path === '/coaz/api/current') return { status: 200, body: EDITOR };
      if (method === 'DELETE') {
        listed = [];
        return {
          status: 404,
          body: { error: 'not_found', message: 'No content entry has that id' },
        };
      }
      return undefined;
    }, true);
    await userEvent.click(
      await screen.findByRole('button', {
        name: `Delete “${ENTRY.title}”, ${formatDate(ENTRY.createdAt)}`,
      }),
    );
    const confirm = screen.getByRole('group', { name: 'Confirm deletion' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    expect(
      await screen.findByText(`“${ENTRY.title}” was deleted already, by another editor`),
    ).toBeInTheDocument();
    expect(screen.queryByText('The notice was not deleted')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('heading', { name: ENTRY.title })).toBeNull());
  });

  it('puts the same notice back with Undo, at the version saved just before the delete, and never publishes a new one', async () => {
    // Another editor moved its end after the list was read: that is the version deleted.
    const latest = { ...ENTRY, showUntil: '2099-06-30', version: ENTRY.version + 1 };
    let listed: object[] = [ENTRY];
    await renderManager(({ method, path }) => {
      if (path === '/coaz/api/current') return { status: 200, body: EDITOR };
      if (method === 'GET' && path === '/api/contents') return { status: 200, body: listed };
      if (method === 'GET' && path === '/api/contents/1') return { status: 200, body: latest };
      if (method === 'DELETE') {
        listed = [];
        return { status: 204, body: null };
      }
      if (method === 'POST' && path === '/api/contents/1/put-back') {
        listed = [latest];
        return { status: 200, body: latest };
      }
      return undefined;
    }, true);
    await userEvent.click(
      await screen.findByRole('button', {
        name: `Delete “${ENTRY.title}”, ${formatDate(ENTRY.createdAt)}`,
      }),
    );
    const confirm = screen.getByRole('group', { name: 'Confirm deletion' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('Notice deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: ENTRY.title })).toBeNull());
    // The pressed button went with the notice: the line (and the Undo after it) takes the cursor,
    // so a phone scrolled down at the notice shows them.
    await waitFor(() =>
      expect(screen.getByText('Notice deleted').closest('.studio-announcement')).toHaveFocus(),
    );

    await userEvent.click(screen.getByRole('button', { name: `Undo: put “${ENTRY.title}” back` }));
    expect(await screen.findByText(`“${ENTRY.title}” is back on the site`)).toBeInTheDocument();
    // The same notice, not a new one: its address (`/news#notice-1`) and history stay.
    const posts = server?.requests.filter((request) => request.method === 'POST') ?? [];
    expect(posts.map((request) => request.path)).toEqual(['/api/contents/1/put-back']);
    expect(posts[0]?.body).toEqual({ version: latest.version });
    const back = await screen.findByRole('heading', { name: ENTRY.title });
    expect(back.closest('article')).toHaveAttribute('id', 'notice-1');
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });

  it('says a notice another editor put back first is back already, not that it was not put back', async () => {
    let listed: object[] = [ENTRY];
    await renderManager(({ method, path }) => {
      if (path === '/coaz/api/current') return { status: 200, body: EDITOR };
      if (method === 'GET' && path === '/api/contents') return { status: 200, body: listed };
      if (method === 'GET' && path === '/api/contents/1') return { status: 200, body: ENTRY };
      if (method === 'DELETE') {
        listed = [];
        return { status: 204, body: null };
      }
      if (method === 'POST' && path === '/api/contents/1/put-back') {
        listed = [ENTRY];
        return {
          status: 409,
          body: { error: 'not_deleted', message: 'This notice is not deleted' },
        };
      }
      return undefined;
    }, true);
    await userEvent.click(
      await screen.findByRole('button', {
        name: `Delete “${ENTRY.title}”, ${formatDate(ENTRY.createdAt)}`,
      }),
    );
    const confirm = screen.getByRole('group', { name: 'Confirm deletion' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    await userEvent.click(
      await screen.findByRole('button', { name: `Undo: put “${ENTRY.title}” back` }),
    );
    expect(
      await screen.findByText(`“${ENTRY.title}” is back already: another editor put it back.`),
    ).toBeInTheDocument();
    expect(screen.queryByText('The notice was not put back')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    expect(await screen.findByRole('heading', { name: ENTRY.title })).toBeInTheDocument();
    expect(server?.requests.some((r) => r.method === 'POST' && r.path === '/api/contents')).toBe(
      false,
    );
  });

  it('says a notice put back past its last day is back but not on the site', async () => {
    const ended = { ...ENTRY, showUntil: '2020-01-31' };
    await renderManager(({ method, path }) => {
      if (path === '/coaz/api/current') return { status: 200, body: EDITOR };
      if (method === 'GET' && path === '/api/contents') return { status: 200, body: [ended] };
      if (method === 'GET' && path === '/api/contents/1') return { status: 200, body: ended };
      if (method === 'DELETE') return { status: 204, body: null };
      if (method === 'POST' && path === '/api/contents/1/put-back') {
        return { status: 200, body: ended };
      }
      return undefined;
    }, true);
    await userEvent.click(
      await screen.findByRole('button', {
        name: `Delete “${ENTRY.title}”, ${formatDate(ENTRY.createdAt)}`,
      }),
    );
    const confirm = screen.getByRole('group', { name: 'Confirm deletion' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    await userEvent.click(
      await screen.findByRole('button', { name: `Undo: put “${ENTRY.title}” back` }),
    );
    expect(
      await screen.findByText(
        `“${ENTRY.title}” is back, but not shown on the site: its “Show until” day has passed. Give a later day to show it again`,
      ),
    ).toBeInTheDocument();
  });
});

describe('a notice’s history', () => {
  const revision = (
    id: number,
    version: number,
    savedBy: string | null,
    entry: Partial<typeof ENTRY>,
  ) => ({
    revision: id,
    version,
    savedAt: `2026-03-0${version}T08:00:00.000Z`,
    savedBy,
    entry: { ...ENTRY, version, ...entry },
  });
  const HISTORY = [
    revision(14, 3, 'demo.editor', { title: 'Annual general meeting' }),
    revision(12, 2, 'demo.editor', { title: 'AGM' }),
    revision(9, 1, null, { title: 'AGM', body: 'Members meet in Lusaka.' }),
  ];

  // Notices had no history: a wrong edit of a notice's text could not be taken back, unlike a
  // news item's or an event's.
  it('lists every saved version with what it changed, and Restore brings one back as the newest', async () => {
    let listed = [ENTRY];
    const rendered = await renderManager(({ method, path, body }) => {
      if (path === '/coaz/api/current') return { status: 200, body: EDITOR };
      if (method === 'GET' && path === '/api/contents') return { status: 200, body: listed };
      if (method === 'GET' && path === '/api/contents/1/revisions') {
        return { status: 200, body: { items: HISTORY } };
      }
      if (method === 'POST' && path === '/api/contents/1/revisions/12/restore') {
        expect(body).toEqual({ version: 3 });
        listed = [{ ...ENTRY, title: 'AGM', version: 4 }];
        return { status: 200, body: listed[0] };
      }
      return undefined;
    }, true);
    const history = await screen.findByRole('button', {
      name: `History of “${ENTRY.title}”, ${formatDate(ENTRY.createdAt)}`,
    });
    await userEvent.click(history);
    const panel = await screen.findByRole('region', {
      name: 'History of “Annual general meeting”',
    });
    const versions = await within(panel).findAllByRole('listitem');
    expect(versions.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Version 3: “Annual general meeting”; changed “Title”. Saved 3 March 2026, 10:00 by demo.editor.',
      'Version 2: “AGM”; changed “Text”. Saved 2 March 2026, 10:00 by demo.editor.',
      'Version 1: “AGM”; as it was before notices kept versions. Saved 1 March 2026, 10:00.',
    ]);
    expect(within(panel).getByText('This is the version shown now.')).toBeVisible();
    await expectNoAxeViolations(rendered.container);

    await userEvent.click(within(panel).getByRole('button', { name: 'Restore version 2' }));
    const said = await screen.findByText('Version 2 restored: it is on the site now');
    expect(screen.queryByRole('region', { name: /^History of/ })).toBeNull();
    // The line takes the cursor the closed panel held, and the list shows the words brought back.
    await waitFor(() => expect(said.closest('[tabindex="-1"]')).toHaveFocus());
    expect(await screen.findByRole('heading', { name: 'AGM', level: 3 })).toBeVisible();
  });

  it('gives the cursor back to History when it is closed, and says a restore refused after another save', async () => {
    await renderManager(({ method, path }) => {
      if (path === '/coaz/api/current') return { status: 200, body: EDITOR };
      if (method === 'GET' && path === '/api/contents') return { status: 200, body: [ENTRY] };
      if (method === 'GET' && path === '/api/contents/1/revisions') {
        return { status: 200, body: { items: HISTORY } };
      }
      if (method === 'POST') {
        return { status: 409, body: { error: 'version_conflict', message: 'changed' } };
      }
      return undefined;
    }, true);
    const history = await screen.findByRole('button', {
      name: `History of “${ENTRY.title}”, ${formatDate(ENTRY.createdAt)}`,
    });
    await userEvent.click(history);
    const panel = await screen.findByRole('region', {
      name: 'History of “Annual general meeting”',
    });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Restore version 1' }));
    expect(
      await within(panel).findByText(/Someone else saved this notice while its history was open/),
    ).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Close the history' }));
    expect(screen.queryByRole('region', { name: /^History of/ })).toBeNull();
    expect(history).toHaveFocus();
  });

  // A restore keeps the "Show until" day: the words of an ended notice come back unseen.
  it('says a restored notice whose last day has passed is not on the site, and what shows it again', () => {
    expect(noticeRestoredMessage(2, { ...ENTRY, showUntil: '2020-01-31' })).toEqual({
      text: 'Version 2 restored, but not shown on the site: its “Show until” day has passed. Give a later day to show it again',
      tone: 'warning',
    });
    expect(noticeRestoredMessage(2, { ...ENTRY, showUntil: '2099-01-31' }).tone).toBe('success');
  });
});
