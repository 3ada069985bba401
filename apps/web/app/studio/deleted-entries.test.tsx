import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScriptedServer } from '../test-support/scripted-server';
import { COLLECTIONS } from './collections';
import { Studio } from './studio';
import type { DeletedEntry } from './studio-api';
import { StudioCollection } from './studio-collection';
import { newsItem, renderWithServer, splitPath } from './studio-test-support';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** An entry as the server's list of deleted ones answers it: deleted by an editor at 10:00. */
function deletedEntry(changes: Partial<DeletedEntry> = {}): DeletedEntry {
  return {
    id: 7,
    version: 2,
    title: 'Annual general meeting in Kabwe',
    deletedAt: '2026-11-23T08:00:00.000Z',
    deletedBy: 'Demo Editor',
    removedForGoodAt: '2026-12-23T08:00:00.000Z',
    ...changes,
  };
}

const EDITOR = {
  status: 'SUCCESSFUL',
  content: { user: { id: 2, username: 'demo.editor', status: 'ACTIVE', role: 'editor' } },
  message: 'ok',
};

describe('the deleted entries of a collection', () => {
  it('lists what was deleted, who deleted it and when, and puts one back into the list', async () => {
    const item = newsItem();
    let listed: unknown[] = [];
    let gone: DeletedEntry[] = [deletedEntry()];
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method, path }) => {
        const { pathname } = splitPath(path);
        if (method === 'GET' && pathname === '/api/news/deleted') {
          return { status: 200, body: { items: gone, nextCursor: null } };
        }
        if (method === 'GET') return { status: 200, body: { items: listed, nextCursor: null } };
        if (method === 'POST' && pathname === '/api/news/7/put-back') {
          listed = [item];
          gone = [];
          return { status: 200, body: item };
        }
        return undefined;
      },
    );
    server = rendered.server;
    expect(await screen.findByText('No news match')).toBeVisible();
    // Shut until asked for: nothing deleted is read before.
    const toggle = screen.getByRole('button', { name: 'Deleted news', expanded: false });
    expect(screen.getByRole('heading', { name: 'Deleted news', level: 3 })).toContainElement(
      toggle,
    );
    expect(server.requests.some((request) => request.path.includes('/deleted'))).toBe(false);

    // By keyboard: to the button, and Enter.
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'Deleted news' });
    const entry = within(list).getByRole('listitem');
    expect(
      within(entry).getByRole('heading', { name: 'Annual general meeting in Kabwe', level: 4 }),
    ).toBeVisible();
    // In the site's date format, Lusaka time (08:00 UTC is 10:00 there).
    expect(entry).toHaveTextContent('Deleted 23 November 2026, 10:00 by Demo Editor');
    expect(entry).toHaveTextContent('Removed for good on 23 December 2026');
    await expectNoAxeViolations(rendered.container);

    await userEvent.tab();
    const putBack = within(entry).getByRole('button', {
      name: 'Put back “Annual general meeting in Kabwe”',
    });
    expect(putBack).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    // The line saying so takes the cursor, as the studio's other notices do.
    const announcement = await screen.findByText(
      '“Annual general meeting in Kabwe” is back. Published: it is on the site now',
    );
    await waitFor(() => expect(announcement.closest('.studio-announcement')).toHaveFocus());
    const posts = server.requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => splitPath(request.path).pathname)).toEqual([
      '/api/news/7/put-back',
    ]);
    expect(posts[0]?.body).toEqual({ version: 2 });
    // Back in the list, and out of the deleted ones, which say they are empty.
    expect(
      await screen.findByRole('button', { name: 'Edit “Annual general meeting in Kabwe”' }),
    ).toBeVisible();
    expect(await screen.findByText('No news deleted in the last 30 days')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Put back/ })).toBeNull();
  });

  it('says when nothing was deleted in the last 30 days', async () => {
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.people} />,
      ({ method }) =>
        method === 'GET' ? { status: 200, body: { items: [], nextCursor: null } } : undefined,
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: 'Deleted people' }));
    expect(
      await screen.findByRole('heading', { name: 'No people deleted in the last 30 days' }),
    ).toBeVisible();
    expect(
      server.requests.some((request) => splitPath(request.path).pathname === '/api/people/deleted'),
    ).toBe(true);
    await expectNoAxeViolations(rendered.container);
  });

  it('keeps the entry and the cursor on its button when the put-back is refused, and says why', async () => {
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method, path }) => {
        const { pathname } = splitPath(path);
        if (method === 'GET' && pathname === '/api/news/deleted') {
          return { status: 200, body: { items: [deletedEntry()], nextCursor: null } };
        }
        if (method === 'GET') return { status: 200, body: { items: [], nextCursor: null } };
        if (method === 'POST') {
          return {
            status: 404,
            body: { error: 'not_found', message: 'No news item has that id' },
          };
        }
        return undefined;
      },
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: 'Deleted news' }));
    const putBack = await screen.findByRole('button', {
      name: 'Put back “Annual general meeting in Kabwe”',
    });
    await userEvent.click(putBack);
    expect(await screen.findByText('The news item was not put back')).toBeVisible();
    expect(screen.getByText('No news item has that id')).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Put back “Annual general meeting in Kabwe”' }),
    ).toHaveFocus();
  });

  it('says an entry another editor put back first is back already', async () => {
    let gone = [deletedEntry()];
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method, path }) => {
        const { pathname } = splitPath(path);
        if (method === 'GET' && pathname === '/api/news/deleted') {
          return { status: 200, body: { items: gone, nextCursor: null } };
        }
        if (method === 'GET') return { status: 200, body: { items: [], nextCursor: null } };
        if (method === 'POST') {
          gone = [];
          return { status: 409, body: { error: 'not_deleted', message: 'Not deleted' } };
        }
        return undefined;
      },
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: 'Deleted news' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Put back/ }));
    expect(
      await screen.findByText(
        '“Annual general meeting in Kabwe” is back already: another editor put it back.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('The news item was not put back')).toBeNull();
  });
});

describe('the deleted notices', () => {
  it('lists them under the notice editor and puts one back on the site', async () => {
    const notice = {
      id: 4,
      title: 'Office closed on Friday',
      body: 'The secretariat is closed.',
      imageUrl: null,
      imageAlt: '',
      showUntil: null,
      createdAt: '2026-11-20T08:00:00.000Z',
      updatedAt: '2026-11-20T08:00:00.000Z',
      version: 1,
    };
    let listed: unknown[] = [];
    let gone: DeletedEntry[] = [
      deletedEntry({ id: 4, version: 1, title: notice.title, deletedBy: null }),
    ];
    const rendered = await renderWithServer(<Studio section="notices" />, ({ method, path }) => {
      const { pathname } = splitPath(path);
      if (pathname === '/coaz/api/current') return { status: 200, body: EDITOR };
      if (method === 'GET' && pathname === '/api/contents/deleted') {
        return { status: 200, body: { items: gone, nextCursor: null } };
      }
      if (method === 'GET' && pathname === '/api/contents') return { status: 200, body: listed };
      if (method === 'POST' && pathname === '/api/contents/4/put-back') {
        listed = [notice];
        gone = [];
        return { status: 200, body: notice };
      }
      return undefined;
    });
    server = rendered.server;
    expect(await screen.findByRole('heading', { name: 'No notices' })).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Deleted notices', expanded: false });
    expect(screen.getByRole('heading', { name: 'Deleted notices', level: 3 })).toContainElement(
      toggle,
    );
    await userEvent.click(toggle);
    const list = await screen.findByRole('list', { name: 'Deleted notices' });
    const entry = within(list).getByRole('listitem');
    expect(within(entry).getByRole('heading', { name: notice.title, level: 4 })).toBeVisible();
    // Who deleted it is not known: the line says when only.
    expect(within(entry).getByText(/^Deleted/).textContent).toBe('Deleted 23 November 2026, 10:00');
    await expectNoAxeViolations(rendered.container);

    await userEvent.click(
      within(entry).getByRole('button', { name: `Put back “${notice.title}”` }),
    );
    const announcement = await screen.findByText(`“${notice.title}” is back on the site`);
    await waitFor(() => expect(announcement.closest('.studio-announcement')).toHaveFocus());
    expect(
      await screen.findByRole('button', { name: new RegExp(`^Edit “${notice.title}”`) }),
    ).toBeVisible();
    expect(await screen.findByText('No notices deleted in the last 30 days')).toBeVisible();
    const post = server.requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ version: 1 });
  });
});
