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
});
