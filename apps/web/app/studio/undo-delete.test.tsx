import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScriptedServer } from '../test-support/scripted-server';
import { COLLECTIONS } from './collections';
import { StudioCollection } from './studio-collection';
import { newsItem, renderWithServer, splitPath } from './studio-test-support';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('undoing a delete', () => {
  it('puts the same entry back, at the version saved just before the delete', async () => {
    const listed = newsItem();
    // Another editor changed the tag after the list was read: that is the version deleted.
    const latest = newsItem({ tag: 'AGM 2026', version: 3 });
    let stored = [listed];
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method, path }) => {
        const { pathname } = splitPath(path);
        if (method === 'GET' && pathname === '/api/news/7') return { status: 200, body: latest };
        if (method === 'GET') return { status: 200, body: { items: stored, nextCursor: null } };
        if (method === 'DELETE') {
          stored = [];
          return { status: 204, body: null };
        }
        if (method === 'POST' && pathname === '/api/news/7/put-back') {
          stored = [latest];
          return { status: 200, body: latest };
        }
        return undefined;
      },
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: `Delete “${listed.title}”` }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText(`“${listed.title}” deleted`)).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Edit “${listed.title}”` })).toBeNull(),
    );
    await expectNoAxeViolations(rendered.container);

    await userEvent.click(screen.getByRole('button', { name: `Undo: put “${listed.title}” back` }));
    expect(
      await screen.findByText(`“${listed.title}” is back. Published: it is on the site now`),
    ).toBeVisible();
    // The same entry, not a new one: no address changes, and its history stays.
    const posts = server.requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => splitPath(request.path).pathname)).toEqual([
      '/api/news/7/put-back',
    ]);
    expect(posts[0]?.body).toEqual({ version: 3 });
    expect(await screen.findByRole('button', { name: `Edit “${listed.title}”` })).toBeVisible();
    // Once back, there is nothing left to undo.
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });

  it('says a schedule that came due is published, not scheduled for a time gone by', async () => {
    const due = newsItem({ publishAt: '2026-01-10T07:00:00.000Z' });
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method, path }) => {
        const { pathname } = splitPath(path);
        if (method === 'GET' && pathname === '/api/news/7') return { status: 200, body: due };
        if (method === 'GET') return { status: 200, body: { items: [due], nextCursor: null } };
        if (method === 'DELETE') return { status: 204, body: null };
        if (method === 'POST') return { status: 200, body: due };
        return undefined;
      },
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: `Delete “${due.title}”` }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Undo/ }));
    expect(
      await screen.findByText(`“${due.title}” is back. Published: it is on the site now`),
    ).toBeVisible();
  });

  it('says it is back already when another editor put it back first', async () => {
    const listed = newsItem();
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method, path }) => {
        const { pathname } = splitPath(path);
        if (method === 'GET' && pathname === '/api/news/7') return { status: 200, body: listed };
        if (method === 'GET') return { status: 200, body: { items: [listed], nextCursor: null } };
        if (method === 'DELETE') return { status: 204, body: null };
        if (method === 'POST') {
          return {
            status: 409,
            body: { error: 'not_deleted', message: 'This news item is not deleted' },
          };
        }
        return undefined;
      },
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: `Delete “${listed.title}”` }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Undo/ }));
    expect(
      await screen.findByText(`“${listed.title}” is back already: another editor put it back.`),
    ).toBeVisible();
    expect(screen.queryByText('The news item was not put back')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
  });

  // A disabled button loses the cursor in a browser: a failed Undo left a keyboard user at the
  // top of the page, away from the error and from the button to try again.
  it('keeps the cursor on Undo while it works and after it failed, and ignores a second press', async () => {
    const listed = newsItem();
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method, path }) => {
        const { pathname } = splitPath(path);
        if (method === 'GET' && pathname === '/api/news/7') return { status: 200, body: listed };
        if (method === 'GET') return { status: 200, body: { items: [listed], nextCursor: null } };
        if (method === 'DELETE') return { status: 204, body: null };
        if (method === 'POST') return new Promise((resolve) => (answer = resolve));
        return undefined;
      },
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: `Delete “${listed.title}”` }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Undo/ }));
    const busy = await screen.findByRole('button', { name: 'Putting it back…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toBeEnabled();
    expect(busy).toHaveFocus();
    await userEvent.click(busy);
    answer({ status: 503, body: { error: 'unavailable', message: 'Try again in a moment.' } });
    expect(await screen.findByText('The news item was not put back')).toBeVisible();
    const again = screen.getByRole('button', { name: `Undo: put “${listed.title}” back` });
    expect(again).toHaveFocus();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });
});
