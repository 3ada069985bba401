import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { screen, waitFor, within } from '@testing-library/react';
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

const DRAFT = newsItem({ id: 8, status: 'draft', title: 'Clinic week in Mansa', tag: null });
const LATER = newsItem({
  id: 9,
  title: 'CPD evening in Ndola',
  publishAt: '2099-01-10T07:00:00.000Z',
});

function listRequests() {
  return (server?.requests ?? [])
    .map((request) => splitPath(request.path))
    .filter(({ pathname }) => pathname === '/api/news');
}

describe('StudioCollection list', () => {
  it('lists every entry with its state, and sends search, status and the collection filter', async () => {
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ path }) => {
        const { pathname, params } = splitPath(path);
        if (pathname !== '/api/news') return undefined;
        const items = [newsItem(), DRAFT, LATER].filter(
          (item) => params.get('status') !== 'draft' || item.status === 'draft',
        );
        return { status: 200, body: { items, nextCursor: null } };
      },
    );
    server = rendered.server;
    const list = await screen.findByRole('list', { name: 'News' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByText('Draft')).toBeInTheDocument();
    expect(within(list).getByText('Scheduled for 10 January 2099, 09:00')).toBeInTheDocument();
    expect(within(list).getAllByText(/Saved 21 November 2026, 11:15/)).toHaveLength(3);
    expect(listRequests()[0]?.params.get('view')).toBe('studio');
    await expectNoAxeViolations(rendered.container);

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'draft');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'News' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(listRequests().at(-1)?.params.get('status')).toBe('draft');

    await userEvent.type(screen.getByLabelText('Search news'), 'Mansa');
    await waitFor(() => expect(listRequests().at(-1)?.params.get('q')).toBe('Mansa'));
    // One request for the whole word, not one per letter.
    expect(listRequests().filter(({ params }) => params.has('q'))).toHaveLength(1);
  });

  it("sends the events' upcoming or past filter", async () => {
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.events} />,
      ({ path }) =>
        splitPath(path).pathname === '/api/events'
          ? { status: 200, body: { items: [], nextCursor: null } }
          : undefined,
    );
    server = rendered.server;
    expect(await screen.findByText('No events match')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('When'), 'upcoming');
    await waitFor(() => {
      const last = server?.requests.at(-1);
      expect(last && splitPath(last.path).params.get('when')).toBe('upcoming');
    });
  });

  it('says "an" before a vowel sound: Add an event, Choose an employer logo', async () => {
    const rendered = await renderWithServer(
      <>
        <StudioCollection spec={COLLECTIONS.events} />
        <StudioCollection spec={COLLECTIONS.vacancies} />
      </>,
      () => ({ status: 200, body: { items: [], nextCursor: null } }),
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: 'Add an event' }));
    expect(screen.getByRole('form', { name: 'Add an event' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a vacancy' }));
    const vacancy = screen.getByRole('form', { name: 'Add a vacancy' });
    expect(within(vacancy).getByLabelText('Choose an employer logo')).toBeInTheDocument();
  });

  it('filters people by group and says so when the list cannot be loaded', async () => {
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.people} />,
      ({ path }) =>
        splitPath(path).params.get('group') === 'employees'
          ? { status: 503, body: { error: 'unavailable', message: 'The database is busy' } }
          : { status: 200, body: { items: [], nextCursor: null } },
    );
    server = rendered.server;
    await screen.findByText('No people match');
    await userEvent.selectOptions(screen.getByLabelText('Group'), 'employees');
    expect(await screen.findByText('People could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('The database is busy')).toBeInTheDocument();
  });
});
