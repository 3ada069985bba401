import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScriptedServer } from '../test-support/scripted-server';
import { COLLECTIONS } from './collections';
import { goesOnSiteOn } from './goes-on-site-on';
import { StudioCollection } from './studio-collection';
import { newsItem, renderWithServer, splitPath } from './studio-test-support';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('goesOnSiteOn', () => {
  it('is the scheduled day, or today for a draft published now, and nothing otherwise', () => {
    const today = '2026-12-07';
    expect(
      goesOnSiteOn({ mode: 'schedule', date: '2026-12-12', time: '08:00' }, 'draft', today),
    ).toBe('2026-12-12');
    expect(goesOnSiteOn({ mode: 'now', date: '', time: '' }, 'draft', today)).toBe(today);
    // Already on the site, or new (its date given today, on purpose), or kept as a draft.
    expect(goesOnSiteOn({ mode: 'now', date: '', time: '' }, 'published', today)).toBeUndefined();
    expect(goesOnSiteOn({ mode: 'now', date: '', time: '' }, undefined, today)).toBeUndefined();
    expect(goesOnSiteOn({ mode: 'draft', date: '', time: '' }, 'draft', today)).toBeUndefined();
  });
});

describe('a news draft published now', () => {
  // Written on 30 November, published on 7 December, it went on the site dated 30 November.
  it('is told at its date that a day gone by makes it come out looking older', async () => {
    const draft = newsItem({ status: 'draft', date: '2020-11-30' });
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      (request) =>
        request.method === 'GET' && splitPath(request.path).pathname === '/api/news'
          ? { status: 200, body: { items: [draft], nextCursor: null } }
          : undefined,
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${draft.title}”` }));
    const form = screen.getByRole('form', { name: `Edit “${draft.title}”` });
    const date = within(form).getByLabelText(/^Date/);
    expect(date).toHaveAccessibleDescription('That is Monday 30 November 2020.');
    await userEvent.click(within(form).getByLabelText(/Published: everyone/));
    expect(date).toHaveAccessibleDescription(
      expect.stringMatching(
        /before the day the item goes on the site.*Give the day it goes on the site\.$/,
      ),
    );
    await userEvent.click(within(form).getByLabelText(/^Draft/));
    expect(date).toHaveAccessibleDescription('That is Monday 30 November 2020.');
  });
});
