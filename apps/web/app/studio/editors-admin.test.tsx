import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScriptedServer } from '../test-support/scripted-server';
import { EditorsAdmin } from './editors-admin';
import { renderWithServer } from './studio-test-support';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('EditorsAdmin', () => {
  it('gives the cursor to what happened when the removed editor’s row, and its button, go', async () => {
    const roles: Record<string, string> = { 'demo.admin': 'admin', 'demo.editor': 'editor' };
    const rendered = await renderWithServer(<EditorsAdmin />, ({ method, path, body }) => {
      if (method === 'GET') {
        const items = Object.entries(roles)
          .filter(([, role]) => role !== 'member')
          .map(([username, role], index) => ({
            id: index + 1,
            username,
            firstName: null,
            lastName: null,
            role,
          }));
        return { status: 200, body: { items } };
      }
      const name = /^\/api\/members\/([^/]+)\/role$/.exec(path)?.[1];
      if (method === 'PUT' && name) {
        const { role } = body as { role: string };
        roles[name] = role;
        return {
          status: 200,
          body: { id: 9, username: name, firstName: null, lastName: null, role },
        };
      }
      return undefined;
    });
    server = rendered.server;
    const list = await screen.findByRole('list', { name: 'Editors' });
    await userEvent.click(
      within(list).getByRole('button', { name: 'Remove as editor: demo.editor' }),
    );
    const said = await screen.findByText('demo.editor is no longer an editor');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    // Not dropped at the top of the page with the button it pressed.
    await waitFor(() => expect(said.closest('[tabindex="-1"]')).toHaveFocus());
  });
});
