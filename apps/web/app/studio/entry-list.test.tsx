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

// An ended event wore the green "Published" badge with "· ended" at the end of its summary, so
// the list said it was on the site when the site no longer listed it.
describe('the state an entry wears in the studio list', () => {
  const event = (id: number, title: string, date: string) => ({
    id,
    status: 'published' as const,
    publishAt: null,
    version: 1,
    createdAt: '2026-01-02T08:00:00.000Z',
    updatedAt: '2026-01-02T08:00:00.000Z',
    title,
    date,
    endDate: null,
    startTime: null,
    endTime: null,
    venue: 'Kabwe',
    description: null,
    picture: null,
  });

  const listOf = async (collection: 'events' | 'vacancies', items: unknown[]) => {
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS[collection]} />,
      ({ method, path }) => {
        if (method !== 'GET' || splitPath(path).pathname !== `/api/${collection}`) return undefined;
        return { status: 200, body: { items, nextCursor: null } };
      },
    );
    server = rendered.server;
  };
  const itemOf = async (title: string) =>
    (await screen.findByRole('heading', { name: title })).closest('li');

  it('says a published event that has ended is listed under Past events now, in its badge', async () => {
    await listOf('events', [
      event(1, 'Kabwe AGM 2025', '2025-10-14'),
      event(2, 'Kabwe AGM 2099', '2099-10-14'),
      { ...event(3, 'Ndola CPD 2025', '2025-03-01'), status: 'draft' },
    ]);
    const ended = await itemOf('Kabwe AGM 2025');
    expect(ended).toHaveTextContent('14 October 2025 · Kabwe');
    expect(ended).not.toHaveTextContent('· ended');
    expect(ended?.querySelector('.studio-badge')?.textContent).toBe(
      'Ended: under Past events on the news page',
    );
    expect(ended?.querySelector('.studio-badge--published')).toBeNull();
    expect((await itemOf('Kabwe AGM 2099'))?.querySelector('.studio-badge')?.textContent).toBe(
      'Published',
    );
    // Nobody published it: that is what the editor must know first.
    expect((await itemOf('Ndola CPD 2025'))?.querySelector('.studio-badge')?.textContent).toBe(
      'Draft',
    );
  });

  it('says a published vacancy past its closing day is closed and no longer listed', async () => {
    const vacancy = (id: number, position: string, closingOn: string) => ({
      ...event(id, position, '2025-01-01'),
      position,
      company: 'Ministry of Health',
      closingOn,
      postedOn: '2025-01-01',
      numberOfVacancies: 1,
      country: 'Zambia',
      province: null,
      district: null,
      comments: [],
      logo: null,
    });
    await listOf('vacancies', [
      vacancy(1, 'Clinical Officer, Kabwe', '2025-10-14'),
      vacancy(2, 'Clinical Officer, Ndola', '2099-10-14'),
    ]);
    const closed = await itemOf('Clinical Officer, Kabwe');
    expect(closed?.querySelector('.studio-badge')?.textContent).toBe(
      'Closed: no longer listed on the site',
    );
    expect(closed?.querySelector('.studio-badge--published')).toBeNull();
    expect(
      (await itemOf('Clinical Officer, Ndola'))?.querySelector('.studio-badge')?.textContent,
    ).toBe('Published');
  });
});
