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

describe('Show more under a studio list', () => {
  it('gives the cursor to the first entry it brought, as the button goes with the last page', async () => {
    const first = newsItem({ id: 1, title: 'Kabwe AGM' });
    const second = newsItem({ id: 2, title: 'Ndola CPD day' });
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method, path }) => {
        const { pathname, params } = splitPath(path);
        if (method !== 'GET' || pathname !== '/api/news') return undefined;
        return params.get('cursor') === 'page-2'
          ? { status: 200, body: { items: [second], nextCursor: null } }
          : { status: 200, body: { items: [first], nextCursor: 'page-2' } };
      },
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit “Ndola CPD day”' })).toHaveFocus(),
    );
  });

  // A disabled button loses the cursor in a browser, and a page that failed to come replaced the
  // whole list with "could not be loaded": the editor lost the entries already on screen and the
  // button to try again.
  it('keeps the cursor on it while it loads, and keeps the list when the next page fails', async () => {
    const first = newsItem({ id: 1, title: 'Kabwe AGM' });
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method, path }) => {
        const { pathname, params } = splitPath(path);
        if (method !== 'GET' || pathname !== '/api/news') return undefined;
        return params.get('cursor') === 'page-2'
          ? new Promise((resolve) => (answer = resolve))
          : { status: 200, body: { items: [first], nextCursor: 'page-2' } };
      },
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    const busy = await screen.findByRole('button', { name: 'Loading…' });
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    answer({ status: 503, body: { error: 'unavailable', message: 'Try again in a moment.' } });
    expect(await screen.findByText('More news could not be loaded')).toBeVisible();
    expect(screen.getByText('Try again in a moment.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit “Kabwe AGM”' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show more' })).toHaveFocus();
    const pages = server.requests.filter((request) => request.path.includes('cursor=page-2'));
    expect(pages).toHaveLength(1);
  });
});
