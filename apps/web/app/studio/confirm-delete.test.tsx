import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
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

describe('the question before a delete', () => {
  it('describes the panel that takes the cursor, so a screen reader says what is asked', async () => {
    const item = newsItem();
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method }) => {
        if (method === 'GET') return { status: 200, body: { items: [item], nextCursor: null } };
        return undefined;
      },
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: `Delete “${item.title}”` }));
    const confirm = screen.getByRole('region', { name: 'Confirm deletion' });
    expect(confirm).toHaveFocus();
    // Named alone, it was read as "Confirm deletion, region", and the question not at all.
    expect(confirm).toHaveAccessibleDescription(
      `Delete “${item.title}”? It leaves the site and the studio. Undo, offered once it is deleted, puts it back as it was, at the same address and with its history; to hide it but keep it, edit it and choose Draft instead.`,
    );
    await expectNoAxeViolations(rendered.container);
  });
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

describe('a delete the server refused', () => {
  // A disabled button loses the cursor in a browser, so a refused delete left a keyboard user at
  // the top of the page rather than on "Yes, delete" beside the reason.
  it('keeps the cursor on Yes, delete while it works and after it failed', async () => {
    const item = newsItem();
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method }) => {
        if (method === 'GET') return { status: 200, body: { items: [item], nextCursor: null } };
        if (method === 'DELETE') return new Promise((resolve) => (answer = resolve));
        return undefined;
      },
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: `Delete “${item.title}”` }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    const busy = await screen.findByRole('button', { name: 'Deleting…' });
    expect(busy).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Keep it' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Nor does Escape answer Keep it while the delete is under way.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'Confirm deletion' })).toBeInTheDocument();
    answer({ status: 503, body: { error: 'unavailable', message: 'Try again in a moment.' } });
    expect(await screen.findByText('The news item was not deleted')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Yes, delete' })).toHaveFocus();
    expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });
});
