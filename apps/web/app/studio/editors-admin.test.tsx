import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScriptedServer } from '../test-support/scripted-server';
import { EditorsAdmin } from './editors-admin';
import { renderWithServer } from './studio-test-support';

/** The one field of Make editor. */
const FIELD = /Membership number, mobile number or user name/;

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

  it('says what it takes: the number on the card, the mobile number, or the user name', async () => {
    const rendered = await renderWithServer(<EditorsAdmin />, ({ method }) =>
      method === 'GET' ? { status: 200, body: { items: [] } } : undefined,
    );
    server = rendered.server;
    const field = await screen.findByLabelText(FIELD);
    expect(field).toHaveAccessibleDescription(/membership card \(COAZ-000123\)/);
    expect(field).toHaveAccessibleDescription(/under My profile/);
  });

  // Staff know a colleague by name and number; the user name is on the member's dashboard only.
  it('makes the member a number names an editor, naming them, and says at the field when it names nobody or several', async () => {
    const answers: Record<string, { status: number; body: unknown }> = {
      'COAZ-000123': {
        status: 200,
        body: {
          id: 7,
          username: 'demo.active',
          firstName: 'Demo',
          lastName: 'Active Member',
          role: 'editor',
        },
      },
      'COAZ-999999': {
        status: 404,
        body: {
          error: 'not_found',
          message: 'No member has that membership number, mobile number or user name',
        },
      },
      '0971000001': {
        status: 409,
        body: {
          error: 'several_members',
          message:
            'That names more than one member (a mobile number given on two accounts, or one member’s user name and another’s number); give their membership number or user name instead',
        },
      },
    };
    const rendered = await renderWithServer(<EditorsAdmin />, ({ method, path }) => {
      if (method === 'GET') return { status: 200, body: { items: [] } };
      const named = /^\/api\/members\/([^/]+)\/role$/.exec(path)?.[1];
      return method === 'PUT' && named ? answers[decodeURIComponent(named)] : undefined;
    });
    server = rendered.server;
    await screen.findByRole('list', { name: 'Editors' });
    const field = screen.getByLabelText(FIELD);
    const make = screen.getByRole('button', { name: 'Make editor' });

    await userEvent.type(field, 'COAZ-999999');
    await userEvent.click(make);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('No member has that membership number, mobile number or user name'),
      ),
    );
    expect(field).toHaveValue('COAZ-999999');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    // Said once, at the field, not again above the form.
    expect(screen.queryByText('The role was not changed')).toBeNull();

    await userEvent.clear(field);
    await userEvent.type(field, '0971000001{Enter}');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('give their membership number or user name instead'),
      ),
    );
    expect(field).toHaveValue('0971000001');
    // The refused field, its message and the list, as a screen reader meets them.
    await expectNoAxeViolations(rendered.container);

    await userEvent.clear(field);
    await userEvent.type(field, 'COAZ-000123');
    await userEvent.click(make);
    expect(
      await screen.findByText('Demo Active Member (demo.active) is now an editor'),
    ).toBeVisible();
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(rendered.server.requests.filter((request) => request.method === 'PUT')).toHaveLength(3);
  });

  // A disabled button loses the cursor in a browser: a keyboard user was dropped at the top of
  // the page while the role changed, and again when it was refused.
  it('keeps the cursor on Make editor while it works and after a refusal, with one request', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const rendered = await renderWithServer(<EditorsAdmin />, ({ method }) => {
      if (method === 'GET') {
        const editor = { id: 2, firstName: null, lastName: null, role: 'editor' };
        return { status: 200, body: { items: [{ ...editor, username: 'demo.editor' }] } };
      }
      if (method === 'PUT') return new Promise((resolve) => (answer = resolve));
      return undefined;
    });
    server = rendered.server;
    const username = screen.getByLabelText(FIELD);
    await userEvent.type(username, 'demo.member');
    const make = screen.getByRole('button', { name: 'Make editor' });
    await userEvent.click(make);
    await waitFor(() => expect(make).toHaveAttribute('aria-disabled', 'true'));
    expect(make).toHaveFocus();
    const remove = await screen.findByRole('button', { name: 'Remove as editor: demo.editor' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(remove);
    await userEvent.type(username, '{Enter}');
    await userEvent.click(make);
    answer({ status: 503, body: { error: 'unavailable', message: 'Try again in a moment.' } });
    expect(await screen.findByText('The role was not changed')).toBeVisible();
    expect(make).not.toHaveAttribute('aria-disabled');
    expect(make).toHaveFocus();
    expect(username).toHaveValue('demo.member');
    expect(rendered.server.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });

  // The server sets the role it is asked for: an admin's name typed here took their admin role
  // away, and the page said they were "now an editor".
  it('refuses to make an admin, or an editor, an editor, and sends nothing', async () => {
    const rendered = await renderWithServer(<EditorsAdmin />, ({ method }) => {
      if (method !== 'GET') return undefined;
      const people = [
        { id: 1, username: 'demo.admin', role: 'admin' },
        { id: 2, username: 'second.admin', role: 'admin' },
        { id: 3, username: 'demo.editor', role: 'editor' },
      ];
      const items = people.map((person) => ({ ...person, firstName: null, lastName: null }));
      return { status: 200, body: { items } };
    });
    server = rendered.server;
    await screen.findByRole('list', { name: 'Editors' });
    const username = screen.getByLabelText(FIELD);
    await userEvent.type(username, ' Second.Admin ');
    await userEvent.click(screen.getByRole('button', { name: 'Make editor' }));
    expect(username).toHaveAccessibleDescription(
      expect.stringContaining('second.admin is an admin, who edits the site already'),
    );
    await userEvent.clear(username);
    await userEvent.type(username, 'demo.editor');
    await userEvent.click(screen.getByRole('button', { name: 'Make editor' }));
    expect(username).toHaveAccessibleDescription(
      expect.stringContaining('demo.editor is an editor already'),
    );
    expect(rendered.server.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  // One tap on the wrong row took a colleague's role away, and giving it back meant typing their
  // username; what the admin had typed in Make editor went too.
  it('offers Undo after Remove, which makes them an editor again, and keeps what was typed', async () => {
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
        roles[name] = (body as { role: string }).role;
        const member = { id: 9, username: name, firstName: null, lastName: null };
        return { status: 200, body: { ...member, role: roles[name] } };
      }
      return undefined;
    });
    server = rendered.server;
    const list = await screen.findByRole('list', { name: 'Editors' });
    await userEvent.type(screen.getByLabelText(FIELD), 'demo.active');
    await userEvent.click(
      within(list).getByRole('button', { name: 'Remove as editor: demo.editor' }),
    );
    await screen.findByText('demo.editor is no longer an editor');
    expect(screen.getByLabelText(FIELD)).toHaveValue('demo.active');
    await userEvent.click(
      screen.getByRole('button', { name: 'Undo: make demo.editor an editor again' }),
    );
    expect(await screen.findByText('demo.editor is now an editor')).toBeVisible();
    expect(
      await within(list).findByRole('button', { name: 'Remove as editor: demo.editor' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    expect(roles['demo.editor']).toBe('editor');
  });
});
