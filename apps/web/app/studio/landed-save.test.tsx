import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DROP_CONNECTION,
  type ScriptedRequest,
  type ScriptedServer,
} from '../test-support/scripted-server';
import { COLLECTIONS } from './collections';
import { holdsSave } from './landed-save';
import { StudioCollection } from './studio-collection';
import { newsItem, renderWithServer, splitPath } from './studio-test-support';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
});

/**
 * A news collection on a server that stores each write, then loses the answer to the first one,
 * as a phone's signal dropping mid-save does: the server has the save, the form never hears it.
 */
async function openWithLostFirstAnswer() {
  let stored = [newsItem()];
  let writes = 0;
  const rendered = await renderWithServer(
    <StudioCollection spec={COLLECTIONS.news} />,
    ({ method, path, body }: ScriptedRequest) => {
      const { pathname, params } = splitPath(path);
      if (method === 'GET' && pathname === '/api/news') {
        const q = params.get('q');
        const items = q ? stored.filter((entry) => entry.title.includes(q)) : stored;
        return { status: 200, body: { items, nextCursor: null } };
      }
      if (method === 'GET' && pathname === '/api/news/7') {
        return { status: 200, body: stored.find((entry) => entry.id === 7) };
      }
      if (method === 'POST' && pathname === '/api/news') {
        const created = newsItem({ ...(body as object), id: 20 + writes, version: 1 });
        stored = [created, ...stored];
        return writes++ === 0 ? DROP_CONNECTION : { status: 201, body: created };
      }
      if (method === 'PUT' && pathname === '/api/news/7') {
        const current = stored.find((entry) => entry.id === 7);
        if (!current || (body as { version: number }).version !== current.version) {
          return { status: 409, body: { error: 'conflict', message: 'stale' } };
        }
        const updated = newsItem({ ...current, ...(body as object), version: current.version + 1 });
        stored = stored.map((entry) => (entry.id === 7 ? updated : entry));
        return writes++ === 0 ? DROP_CONNECTION : { status: 200, body: updated };
      }
      return undefined;
    },
  );
  server = rendered.server;
}

const sent = (method: string) =>
  server?.requests.filter((request) => request.method === method) ?? [];

describe('a save whose answer was lost', () => {
  it('says the news item may be saved, and a second press does not add it twice', async () => {
    await openWithLostFirstAnswer();
    await userEvent.click(await screen.findByRole('button', { name: 'Add a news item' }));
    const form = screen.getByRole('form', { name: 'Add a news item' });
    await userEvent.type(within(form).getByLabelText(/Title/), 'Kabwe members meet');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /^Text/ }),
      'Members meet on Saturday.',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    const alert = await within(form).findByRole('alert');
    // Not "was not saved": the server may well have it.
    expect(alert).toHaveTextContent('No answer came: the news item may not be saved');
    expect(alert).toHaveTextContent('Saving again is safe');
    expect(alert).not.toHaveTextContent('was not saved');
    expect(within(form).getByLabelText(/Title/)).toHaveValue('Kabwe members meet');

    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText(
        'Draft saved, not on the site: only editors see it until you publish it',
      ),
    ).toBeVisible();
    expect(sent('POST')).toHaveLength(1);
  });

  it('takes a 409 after it for the save that arrived, not for another editor', async () => {
    await openWithLostFirstAnswer();
    const title = newsItem().title;
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${title}”` }));
    const form = screen.getByRole('form', { name: `Edit “${title}”` });
    await userEvent.type(within(form).getByLabelText(/Tag/), ' 2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('may not be saved');

    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved: they are on the site now')).toBeVisible();
    expect(screen.queryByText('Someone else saved this first')).toBeNull();
    expect(sent('PUT')).toHaveLength(2);
  });
});

describe('a save tried again', () => {
  it('uploads its picture once, however many tries the save takes', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const uploaded = '/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e-1280.webp';
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method, path, body }) => {
        if (method === 'GET') return { status: 200, body: { items: [], nextCursor: null } };
        if (path === '/api/uploads') return { status: 201, body: { url: uploaded } };
        // The first try is refused by a check only the server makes.
        const tries = server?.requests.filter((request) => request.path === '/api/news');
        return tries?.length === 1
          ? { status: 400, body: { error: 'validation_failed', message: 'date: too far ahead' } }
          : { status: 201, body: newsItem({ ...(body as object), id: 30, version: 1 }) };
      },
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: 'Add a news item' }));
    const form = screen.getByRole('form', { name: 'Add a news item' });
    await userEvent.type(within(form).getByLabelText(/Title/), 'Coats for Kitwe');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Text/ }), 'Handed over.');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'coats.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Choose a picture'), file);
    await userEvent.type(within(form).getByLabelText(/Alt text/), 'Members in new coats');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText(/too far ahead/)).toBeVisible();
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/Draft saved/)).toBeVisible();
    expect(sent('POST').map((request) => request.path)).toEqual([
      '/api/uploads',
      '/api/news',
      '/api/news',
    ]);
    expect(sent('POST').at(-1)?.body).toMatchObject({ picture: { url: uploaded } });
  });
});

describe('holdsSave', () => {
  it('compares every field sent, pictures whatever their key order, instants as instants', () => {
    const picture = { url: '/api/uploads/1', alt: 'Members', focusX: 50, focusY: 40 };
    const entry = {
      title: 'AGM',
      tag: null,
      picture,
      publishAt: '2027-01-10T07:00:00.000Z',
      version: 3,
    };
    expect(
      holdsSave(entry, {
        title: 'AGM',
        tag: null,
        picture: { focusY: 40, focusX: 50, alt: 'Members', url: '/api/uploads/1' },
        publishAt: '2027-01-10T07:00:00Z',
        order: undefined,
        version: 2,
      }),
    ).toBe(true);
    expect(holdsSave(entry, { title: 'AGM', tag: 'CPD' })).toBe(false);
    expect(holdsSave(entry, { picture: { ...picture, alt: 'Delegates' } })).toBe(false);
    expect(holdsSave(entry, { publishAt: null })).toBe(false);
  });
});
