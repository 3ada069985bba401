import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScriptedServer } from '../test-support/scripted-server';
import { AuditLog } from './audit-log';
import { COLLECTIONS } from './collections';
import { EditorsAdmin } from './editors-admin';
import { StudioCollection } from './studio-collection';
import { newsItem, renderWithServer, splitPath } from './studio-test-support';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const DRAFT = newsItem({ status: 'draft', version: 3, title: 'AGM agenda (draft)' });
const requests = (method: string) =>
  server?.requests.filter((request) => request.method === method) ?? [];

describe('studio panels', () => {
  it('previews a draft with the public card, lists its history and restores a revision', async () => {
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method, path }) => {
        const { pathname, params } = splitPath(path);
        if (pathname === '/api/news')
          return { status: 200, body: { items: [DRAFT], nextCursor: null } };
        if (pathname === '/api/news/7' && params.get('view') === 'studio')
          return { status: 200, body: DRAFT };
        if (pathname === '/api/news/7/revisions') {
          return {
            status: 200,
            body: {
              items: [
                {
                  revision: 2,
                  version: 3,
                  savedAt: '2026-11-22T10:00:00Z',
                  savedBy: 'demo.editor',
                  entry: DRAFT,
                },
                {
                  revision: 1,
                  version: 1,
                  savedAt: '2026-11-20T08:00:00Z',
                  savedBy: 'demo.editor',
                  entry: newsItem({ version: 1 }),
                },
              ],
            },
          };
        }
        if (method === 'POST' && pathname === '/api/news/7/revisions/1/restore') {
          // The server restores the content and keeps the publication: still a draft.
          return { status: 200, body: newsItem({ version: 4, status: 'draft' }) };
        }
        return undefined;
      },
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: `Preview “${DRAFT.title}”` }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('heading', { name: DRAFT.title })).toBeInTheDocument();
    expect(within(preview).getByText('20 November 2026')).toBeInTheDocument();
    await expectNoAxeViolations(rendered.container);

    await userEvent.click(screen.getByRole('button', { name: `History of “${DRAFT.title}”` }));
    const history = screen.getByRole('region', { name: `History of “${DRAFT.title}”` });
    expect(
      await within(history).findByText(/Saved 22 November 2026, 12:00 by demo\.editor/),
    ).toBeInTheDocument();
    expect(within(history).getByText('This is the version shown now.')).toBeInTheDocument();
    expect(history).toHaveTextContent(
      'Version 1: “Annual general meeting in Kabwe”, published; added. Saved 20 November 2026',
    );
    // Version 1 was published; restoring it brings back its words, not its publication.
    expect(history).toHaveTextContent(
      'Restore brings back a version’s words and pictures; whether the news item is on the site stays as it is now.',
    );
    await userEvent.click(within(history).getByRole('button', { name: 'Restore version 1' }));
    const restored = await screen.findByText(
      'Version 1 restored, still a draft, not on the site: only editors see it until you publish it',
    );
    // The history closed with the cursor in it: the line that says what happened takes it.
    // The announcement takes the cursor in an effect, which runs just after the line is drawn.
    await waitFor(() => expect(restored.closest('[tabindex="-1"]')).toHaveFocus());
    expect(requests('POST')[0]?.body).toEqual({ version: 3 });
  });

  it('reads the history again when someone saved while it was open, and restores over theirs', async () => {
    const version = (number: number, savedBy: string) => ({
      revision: number,
      version: number,
      savedAt: '2026-11-22T10:00:00Z',
      savedBy,
      entry: newsItem({ version: number, status: 'draft', title: `Title ${number}` }),
    });
    // Version 4 is saved by another editor once the history is open.
    const saved = [version(3, 'demo.editor'), version(1, 'demo.editor')];
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method, path, body }) => {
        const { pathname } = splitPath(path);
        if (pathname === '/api/news')
          return { status: 200, body: { items: [DRAFT], nextCursor: null } };
        if (pathname === '/api/news/7/revisions') return { status: 200, body: { items: saved } };
        if (method === 'POST' && pathname === '/api/news/7/revisions/1/restore') {
          return (body as { version: number }).version === 4
            ? { status: 200, body: newsItem({ version: 5, status: 'draft' }) }
            : {
                status: 409,
                body: { error: 'version_conflict', message: 'changed by someone else' },
              };
        }
        return undefined;
      },
    );
    server = rendered.server;
    await userEvent.click(
      await screen.findByRole('button', { name: `History of “${DRAFT.title}”` }),
    );
    const history = screen.getByRole('region', { name: `History of “${DRAFT.title}”` });
    await within(history).findByRole('button', { name: 'Restore version 1' });
    saved.unshift(version(4, 'demo.admin'));
    await userEvent.click(within(history).getByRole('button', { name: 'Restore version 1' }));
    expect(
      await within(history).findByText(/Their version is now the newest below/),
    ).toBeInTheDocument();
    expect(await within(history).findByText(/by demo\.admin/)).toBeInTheDocument();
    expect(within(history).getByRole('button', { name: 'Restore version 3' })).toBeInTheDocument();
    await userEvent.click(within(history).getByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByText(/Version 1 restored/)).toBeInTheDocument();
    expect(requests('POST').map((request) => request.body)).toEqual([
      { version: 3 },
      { version: 4 },
    ]);
  });

  it('gives the cursor back to the button that opened a panel closed without a save', async () => {
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method, path }) => {
        const { pathname } = splitPath(path);
        if (method !== 'GET') return undefined;
        if (pathname === '/api/news/7/revisions') return { status: 200, body: { items: [] } };
        if (pathname === '/api/news/7') return { status: 200, body: DRAFT };
        return { status: 200, body: { items: [DRAFT], nextCursor: null } };
      },
    );
    server = rendered.server;
    await userEvent.click(
      await screen.findByRole('button', { name: `History of “${DRAFT.title}”` }),
    );
    // Never saved in the studio (as the site was set up): said, not an empty panel.
    expect(
      await screen.findByText(
        'No saved versions yet: this news item is as the site was set up with it. Each save from now on is listed here.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close the history' }));
    for (const [opener, close] of [
      [`Delete “${DRAFT.title}”`, 'Keep it'],
      [`Preview “${DRAFT.title}”`, 'Close the preview'],
      [`History of “${DRAFT.title}”`, 'Close the history'],
      [`Edit “${DRAFT.title}”`, 'Cancel'],
    ]) {
      const button = await screen.findByRole('button', { name: opener });
      await userEvent.click(button);
      await userEvent.click(await screen.findByRole('button', { name: close }));
      // Not the top of the page, from where the header and the sidebar must be tabbed through.
      await waitFor(() => expect(button).toHaveFocus());
    }
    await userEvent.click(screen.getByRole('button', { name: 'Add a news item' }));
    const form = screen.getByRole('form', { name: 'Add a news item' });
    await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close the preview' }));
    expect(within(form).getByRole('button', { name: 'Preview' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add a news item' })).toHaveFocus(),
    );
  });

  // As the site's menus close: a keyboard user need not Tab to Close or Keep it.
  it('closes the history and the deletion question with Escape, the cursor back on their button', async () => {
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method, path }) => {
        const { pathname } = splitPath(path);
        if (method !== 'GET') return undefined;
        if (pathname === '/api/news/7/revisions') return { status: 200, body: { items: [] } };
        return { status: 200, body: { items: [DRAFT], nextCursor: null } };
      },
    );
    server = rendered.server;
    for (const [opener, panel] of [
      [`History of “${DRAFT.title}”`, `History of “${DRAFT.title}”`],
      [`Delete “${DRAFT.title}”`, 'Confirm deletion'],
    ] as const) {
      const button = await screen.findByRole('button', { name: opener });
      await userEvent.click(button);
      const region = await screen.findByRole('region', { name: panel });
      await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(button).toHaveFocus());
      expect(screen.queryByRole('region', { name: panel })).toBeNull();
    }
    expect(requests('DELETE')).toHaveLength(0);
  });

  // The Preview stayed open on Escape, though History and the delete question closed.
  it('closes a saved entry’s preview and the typed one with Escape, the cursor back on Preview', async () => {
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method, path }) => {
        const { pathname } = splitPath(path);
        if (method !== 'GET') return undefined;
        if (pathname === '/api/news/7') return { status: 200, body: DRAFT };
        return { status: 200, body: { items: [DRAFT], nextCursor: null } };
      },
    );
    server = rendered.server;
    const button = await screen.findByRole('button', { name: `Preview “${DRAFT.title}”` });
    await userEvent.click(button);
    const saved = await screen.findByRole('region', { name: 'Preview' });
    await waitFor(() => expect(saved.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add a news item' }));
    const form = screen.getByRole('form', { name: 'Add a news item' });
    const formPreview = within(form).getByRole('button', { name: 'Preview' });
    await userEvent.click(formPreview);
    const typed = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(typed.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
    expect(formPreview).toHaveFocus();
    // Only the preview closed: the form and its typing stay.
    expect(screen.getByRole('form', { name: 'Add a news item' })).toBeInTheDocument();
  });

  it('leaves the preview open when something inside it used the Escape', async () => {
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method }) =>
        method === 'GET' ? { status: 200, body: { items: [DRAFT], nextCursor: null } } : undefined,
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: 'Add a news item' }));
    const form = screen.getByRole('form', { name: 'Add a news item' });
    await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    // As a menu or a dialog inside would: it closes itself on Escape and says the key is used.
    const inner = within(preview).getByRole('button', { name: 'Close the preview' });
    inner.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') event.preventDefault();
    });
    inner.focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('region', { name: 'Preview' })).toBeInTheDocument();
  });

  // At the top of the section it stood far from the Delete pressed, on a long list off screen.
  it('asks about a deletion in the line of the entry whose Delete was pressed', async () => {
    const OTHER = newsItem({ id: 8, title: 'CPD evening in Ndola' });
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method }) =>
        method === 'GET'
          ? { status: 200, body: { items: [OTHER, DRAFT], nextCursor: null } }
          : undefined,
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: `Delete “${DRAFT.title}”` }));
    const confirm = screen.getByRole('region', { name: 'Confirm deletion' });
    const line = confirm.closest('li');
    expect(line).not.toBeNull();
    expect(within(line as HTMLElement).getByRole('heading', { name: DRAFT.title })).toBeVisible();
    expect(line).toHaveAttribute('aria-current', 'true');
    await expectNoAxeViolations(rendered.container);
  });

  it('deletes only after a confirmation, and says when the delete failed', async () => {
    let failing = true;
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method }) => {
        if (method === 'GET') return { status: 200, body: { items: [DRAFT], nextCursor: null } };
        if (method === 'DELETE') {
          return failing
            ? { status: 503, body: { error: 'unavailable', message: 'Try again' } }
            : { status: 204, body: null };
        }
        return undefined;
      },
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: `Delete “${DRAFT.title}”` }));
    expect(requests('DELETE')).toHaveLength(0);
    const confirm = screen.getByRole('region', { name: 'Confirm deletion' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    expect(await within(confirm).findByText('The news item was not deleted')).toBeInTheDocument();
    failing = false;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(screen.getByText(`“${DRAFT.title}” deleted`)).toBeVisible());
  });

  it('shows the audit log in Lusaka time and narrows it to one collection', async () => {
    const rendered = await renderWithServer(<AuditLog />, ({ path }) => {
      const { params } = splitPath(path);
      return {
        status: 200,
        body: {
          items: [
            {
              id: 3,
              at: '2026-11-23T07:05:00Z',
              actor: 'demo.editor',
              action: 'publish',
              collection: params.get('collection') ?? 'news',
              entryId: 7,
              summary:
                params.get('collection') === 'events'
                  ? 'Published “Kabwe AGM”'
                  : params.get('collection') === 'notices'
                    ? 'Created notice “Office closed on Friday”'
                    : params.get('collection') === 'site-settings'
                      ? 'Edited the site settings: telephone'
                      : 'Published “CPD week”',
            },
          ],
          nextCursor: null,
        },
      };
    });
    server = rendered.server;
    const table = await screen.findByRole('table');
    // Its frame scrolls sideways on a phone: a keyboard reaches it, and it is named.
    expect(screen.getByRole('region', { name: 'Changes, newest first' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(within(table).getByText('23 November 2026, 09:05')).toBeInTheDocument();
    expect(within(table).getByText('demo.editor')).toBeInTheDocument();
    expect(within(table).getByText('Published “CPD week”')).toBeInTheDocument();
    await expectNoAxeViolations(rendered.container);
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'events');
    expect(await screen.findByText('Published “Kabwe AGM”')).toBeInTheDocument();
    // Notices are studio changes too.
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Notices');
    expect(await screen.findByText('Created notice “Office closed on Friday”')).toBeInTheDocument();
    expect(
      rendered.server.requests.map((request) => splitPath(request.path).params.get('collection')),
    ).toContain('notices');
    // So are the site settings, one record with its own lines.
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Site settings');
    expect(await screen.findByText('Edited the site settings: telephone')).toBeInTheDocument();
  });

  it('names the secretariat’s decisions in words, and offers their lines to admins only', async () => {
    const answerAs =
      (role: 'admin' | 'editor') =>
      ({ path }: { path: string }) => {
        const { pathname, params } = splitPath(path);
        if (pathname === '/coaz/api/current') {
          const user = { id: 1, username: `demo.${role}`, status: 'ACTIVE', role };
          return { status: 200, body: { status: 'SUCCESSFUL', content: { user } } };
        }
        const line = { id: 9, at: '2026-11-23T07:05:00Z', actor: 'demo.admin', entryId: 4 };
        const items =
          params.get('collection') === 'dues'
            ? [
                {
                  ...line,
                  action: 'update',
                  collection: 'dues',
                  entryId: null,
                  summary:
                    'Site Administrator changed the annual subscription of Full Membership: K300.00 → K350.00',
                },
              ]
            : [
                { ...line, action: 'approve', collection: 'applications', summary: 'approved A' },
                { ...line, id: 8, action: 'reject', collection: 'applications', summary: 'no B' },
                { ...line, id: 7, action: 'refund', collection: 'refunds', summary: 'K300 to C' },
              ];
        return { status: 200, body: { items, nextCursor: null } };
      };
    const rendered = await renderWithServer(<AuditLog />, answerAs('admin'));
    server = rendered.server;
    const table = await screen.findByRole('table');
    for (const action of ['Approved', 'Rejected', 'Refund paid back']) {
      expect(within(table).getByText(action)).toBeInTheDocument();
    }
    // Not only editors' changes: the words say whose.
    expect(screen.queryByText(/Every change editors made/)).toBeNull();
    expect(screen.getByText(/every decision of the secretariat/)).toBeInTheDocument();
    const show = screen.getByLabelText('Show');
    await waitFor(() =>
      expect(within(show).getByRole('option', { name: 'Applications' })).toBeInTheDocument(),
    );
    for (const name of [
      'Annual subscriptions',
      'Payments recorded',
      'Refunds paid back',
      'Backups',
    ]) {
      expect(within(show).getByRole('option', { name })).toBeInTheDocument();
    }
    await expectNoAxeViolations(rendered.container);
    await userEvent.selectOptions(show, 'Annual subscriptions');
    expect(
      await screen.findByText(
        'Site Administrator changed the annual subscription of Full Membership: K300.00 → K350.00',
      ),
    ).toBeInTheDocument();
    await server.close();

    // An editor would find those lists empty, as though nothing had happened: not offered.
    const asEditor = await renderWithServer(<AuditLog />, answerAs('editor'));
    server = asEditor.server;
    await waitFor(() =>
      expect(asEditor.server.requests.some((request) => request.path === '/coaz/api/current')).toBe(
        true,
      ),
    );
    const editorsShow = (await screen.findAllByLabelText('Show')).at(-1) as HTMLElement;
    expect(within(editorsShow).getByRole('option', { name: 'Editor roles' })).toBeInTheDocument();
    expect(within(editorsShow).queryByRole('option', { name: 'Applications' })).toBeNull();
    expect(within(editorsShow).queryByRole('option', { name: 'Backups' })).toBeNull();
  });

  // A disabled button loses the cursor in a browser, and a page that failed to come replaced the
  // whole table with "could not be loaded".
  it('keeps the audit log and the cursor on Show older changes when older ones fail', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const rendered = await renderWithServer(<AuditLog />, ({ path }) => {
      if (splitPath(path).params.get('cursor') === 'older') {
        return new Promise((resolve) => (answer = resolve));
      }
      const line = { id: 3, at: '2026-11-23T07:05:00Z', actor: 'demo.editor', action: 'publish' };
      const item = { ...line, collection: 'news', entryId: 7, summary: 'Published “CPD week”' };
      return { status: 200, body: { items: [item], nextCursor: 'older' } };
    });
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: 'Show older changes' }));
    const busy = await screen.findByRole('button', { name: 'Loading…' });
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    answer({ status: 503, body: { error: 'unavailable', message: 'Try again in a moment.' } });
    expect(await screen.findByText('Older changes could not be loaded')).toBeVisible();
    expect(screen.getByText('Published “CPD week”')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Show older changes' })).toHaveFocus();
    const older = rendered.server.requests.filter((request) => request.path.includes('older'));
    expect(older).toHaveLength(1);
  });

  it('lets an admin make and remove editors, and asks who first', async () => {
    const rendered = await renderWithServer(<EditorsAdmin />, ({ method, path, body }) => {
      if (method === 'GET') {
        return {
          status: 200,
          body: {
            items: [
              { id: 1, username: 'demo.admin', firstName: null, lastName: null, role: 'admin' },
              {
                id: 2,
                username: 'demo.editor',
                firstName: 'Demo',
                lastName: 'Editor',
                role: 'editor',
              },
            ],
          },
        };
      }
      if (method === 'PUT' && path.startsWith('/api/members/')) {
        return {
          status: 200,
          // The member the address names, as the server answers with the account it found.
          body: {
            id: 5,
            username: decodeURIComponent(path.split('/')[3] ?? ''),
            firstName: null,
            lastName: null,
            ...(body as object),
          },
        };
      }
      return undefined;
    });
    server = rendered.server;
    const list = await screen.findByRole('list', { name: 'Editors' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // Admins cannot be removed here, so the association never loses its last one by a slip.
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    await expectNoAxeViolations(rendered.container);

    await userEvent.click(screen.getByRole('button', { name: 'Make editor' }));
    expect(
      screen.getByText("Enter the member's membership number, mobile number or user name"),
    ).toBeInTheDocument();
    await userEvent.type(
      screen.getByLabelText(/Membership number, mobile number or user name/),
      'demo.active',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Make editor' }));
    expect(await screen.findByText('demo.active is now an editor')).toBeInTheDocument();
    // The buttons wait while the list loads again after the change.
    const remove = within(list).getByRole('button', { name: 'Remove as editor: Demo Editor' });
    await waitFor(() => expect(remove).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(remove);
    expect(await screen.findByText('demo.editor is no longer an editor')).toBeInTheDocument();
    expect(requests('PUT').map((request) => [request.path, request.body])).toEqual([
      ['/api/members/demo.active/role', { role: 'editor' }],
      ['/api/members/demo.editor/role', { role: 'member' }],
    ]);
  });
});
