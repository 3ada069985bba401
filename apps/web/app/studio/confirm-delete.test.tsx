import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScriptedServer } from '../test-support/scripted-server';
import { COLLECTIONS } from './collections';
import { StudioCollection } from './studio-collection';
import { newsItem, renderWithServer } from './studio-test-support';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('deleting an entry another editor deleted first', () => {
  it('says it is gone already, not that it was not deleted', async () => {
    const item = newsItem();
    let gone = false;
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method }) => {
        if (method === 'GET') {
          return { status: 200, body: { items: gone ? [] : [item], nextCursor: null } };
        }
        if (method === 'DELETE') {
          gone = true;
          return { status: 404, body: { error: 'not_found', message: 'No news item has that id' } };
        }
        return undefined;
      },
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: `Delete “${item.title}”` }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(
      await screen.findByText(`“${item.title}” was deleted already, by another editor`),
    ).toBeVisible();
    expect(screen.queryByText('The news item was not deleted')).toBeNull();
  });
});
