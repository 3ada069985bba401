import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScriptedServer } from '../test-support/scripted-server';
import { COLLECTIONS } from './collections';
import { StudioCollection } from './studio-collection';
import { renderWithServer, splitPath } from './studio-test-support';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

describe('an event form whose dates run backwards', () => {
  it('says so at the end date and sends nothing, not even its picture', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.events} />,
      ({ method, path }) =>
        method === 'GET' && splitPath(path).pathname === '/api/events'
          ? { status: 200, body: { items: [], nextCursor: null } }
          : undefined,
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: 'Add an event' }));
    const form = screen.getByRole('form', { name: 'Add an event' });
    await userEvent.type(within(form).getByLabelText(/^Title/), 'CPD week in Kabwe');
    await userEvent.type(within(form).getByLabelText(/^Date/), '2027-03-10');
    await userEvent.type(within(form).getByLabelText(/^End date/), '2027-03-08');
    await userEvent.type(within(form).getByLabelText(/^Venue/), 'Kabwe General Hospital');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'kabwe.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Choose a picture'), file);
    await userEvent.type(within(form).getByLabelText(/Alt text/), 'The hospital’s front');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    const endDate = within(form).getByLabelText(/^End date/);
    expect(endDate).toHaveAccessibleDescription(
      /The event ends before it starts: give an end date on or after 10 March 2027/,
    );
    expect(endDate).toHaveFocus();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});

describe('an event dated in the past', () => {
  it('is told so as the date is typed, as a vacancy is of its closing date, and not once it runs on', async () => {
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.events} />,
      ({ method, path }) =>
        method === 'GET' && splitPath(path).pathname === '/api/events'
          ? { status: 200, body: { items: [], nextCursor: null } }
          : undefined,
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: 'Add an event' }));
    const form = screen.getByRole('form', { name: 'Add an event' });
    const date = within(form).getByLabelText(/^Date/);
    await userEvent.type(date, '2020-03-10');
    expect(date).toHaveAccessibleDescription(
      /That day has passed, so the site will list this event only under Past events on the news page, not as upcoming\./,
    );
    // Still on: an end date to come takes the warning away.
    await userEvent.type(within(form).getByLabelText(/^End date/), '2099-03-12');
    expect(date).not.toHaveAccessibleDescription(/That day has passed/);
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});

describe('an evening event that ends after midnight', () => {
  it('is told at End time to give the end date, which its own hint says is for such an event', async () => {
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.events} />,
      ({ method, path }) =>
        method === 'GET' && splitPath(path).pathname === '/api/events'
          ? { status: 200, body: { items: [], nextCursor: null } }
          : undefined,
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: 'Add an event' }));
    const form = screen.getByRole('form', { name: 'Add an event' });
    await userEvent.type(within(form).getByLabelText(/^Title/), 'Members’ dinner');
    await userEvent.type(within(form).getByLabelText(/^Date/), '2027-03-10');
    await userEvent.type(within(form).getByLabelText(/^Start time/), '19:00');
    await userEvent.type(within(form).getByLabelText(/^End time/), '01:00');
    await userEvent.type(within(form).getByLabelText(/^Venue/), 'Lusaka');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(within(form).getByLabelText(/^End time/)).toHaveAccessibleDescription(
      /the end date for an event past midnight/,
    );
    expect(within(form).getByLabelText(/^End date/)).toHaveAccessibleDescription(
      /ends after midnight/,
    );
  });
});

describe('an event over several days', () => {
  // The list and the public card give its times as each day's; the form says so where they are
  // typed, so a workshop's 09:00 and 16:00 are not typed as its first and last moments.
  it('says at Start time that the times are each day’s', async () => {
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.events} />,
      ({ method, path }) =>
        method === 'GET' && splitPath(path).pathname === '/api/events'
          ? { status: 200, body: { items: [], nextCursor: null } }
          : undefined,
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: 'Add an event' }));
    const form = screen.getByRole('form', { name: 'Add an event' });
    expect(within(form).getByLabelText(/^Start time/)).toHaveAccessibleDescription(
      'Over several days, the times of each day.',
    );
  });
});

describe('a date or time typed only in part', () => {
  /** The browser's own date and time controls read '' and report badInput while half-typed. */
  const halfTyped = (input: HTMLElement) =>
    Object.defineProperty(input, 'validity', { value: { badInput: true, valid: false } });

  const openEvents = async () => {
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.events} />,
      ({ method, path }) =>
        method === 'GET' && splitPath(path).pathname === '/api/events'
          ? { status: 200, body: { items: [], nextCursor: null } }
          : undefined,
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: 'Add an event' }));
    const form = screen.getByRole('form', { name: 'Add an event' });
    await userEvent.type(within(form).getByLabelText(/^Title/), 'CPD week in Kabwe');
    await userEvent.type(within(form).getByLabelText(/^Date/), '2027-03-10');
    await userEvent.type(within(form).getByLabelText(/^Venue/), 'Kabwe General Hospital');
    return form;
  };

  it('refuses a half-typed optional end date at its field, rather than saving the event without it', async () => {
    const form = await openEvents();
    const endDate = within(form).getByLabelText(/^End date/);
    halfTyped(endDate);
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(endDate).toHaveAccessibleDescription(
      /Finish the date \(day, month and year\), or clear it/,
    );
    expect(endDate).toHaveFocus();
    expect(server?.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('refuses a half-typed publication date and a time typed in words, each at its field', async () => {
    const form = await openEvents();
    await userEvent.click(within(form).getByLabelText(/Scheduled/));
    const date = within(form).getByLabelText(/Publish on/);
    halfTyped(date);
    // A browser with no time control draws a text box: what was typed is its value.
    const time = within(form).getByLabelText(/At \(Lusaka time\)/);
    time.setAttribute('type', 'text');
    await userEvent.type(time, 'half past nine');
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(date).toHaveAccessibleDescription(/Finish the date: day, month and year/);
    expect(time).toHaveAccessibleDescription(
      /Enter the time as hours and minutes on the 24-hour clock, such as 14:30/,
    );
    expect(date).toHaveFocus();
    expect(server?.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });
});
