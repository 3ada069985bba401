import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  ScriptedAnswer,
  ScriptedRequest,
  ScriptedServer,
} from '../test-support/scripted-server';
import { COLLECTIONS } from './collections';
import { StudioCollection } from './studio-collection';
import { newsItem, renderWithServer, splitPath } from './studio-test-support';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
  Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
});

const ITEM = newsItem();

async function openStudio(
  answer: (
    request: ScriptedRequest,
  ) => ScriptedAnswer | undefined | Promise<ScriptedAnswer | undefined>,
) {
  const rendered = await renderWithServer(
    <StudioCollection spec={COLLECTIONS.news} />,
    (request) => {
      const { pathname } = splitPath(request.path);
      if (request.method === 'GET' && pathname === '/api/news') {
        return { status: 200, body: { items: [ITEM], nextCursor: null } };
      }
      return answer(request);
    },
  );
  server = rendered.server;
  return rendered.container;
}

const sent = (method: string) =>
  server?.requests.filter((request) => request.method === method) ?? [];

describe('EntryForm', () => {
  it('says what each field lacks, keeps what was typed, and puts a server message by its field', async () => {
    const container = await openStudio(({ method }) =>
      method === 'POST'
        ? {
            status: 400,
            body: { error: 'validation_failed', message: 'body: Too long for a news item' },
          }
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add a news item' }));
    const form = screen.getByRole('form', { name: 'Add a news item' });
    await userEvent.type(within(form).getByLabelText(/Tag/), 'CPD');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(within(form).getByText('Enter the title')).toBeInTheDocument();
    expect(within(form).getByText('Enter the text')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Title/)).toHaveFocus();
    expect(within(form).getByLabelText(/Tag/)).toHaveValue('CPD');
    expect(sent('POST')).toHaveLength(0);
    await expectNoAxeViolations(container);

    await userEvent.type(within(form).getByLabelText(/Title/), 'Clinic week in Mansa');
    await userEvent.type(within(form).getByLabelText(/^Text/), 'Free screening all week.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('Text: too long for a news item')).toBeInTheDocument();
    // Not "missing": the text is there, and wrong.
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Each one says what is wrong, below. Nothing was saved.',
    );
    expect(within(form).getByLabelText(/^Text/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/Title/)).toHaveValue('Clinic week in Mansa');
    expect(within(form).getByLabelText(/^Text/)).toHaveValue('Free screening all week.');
    expect(sent('POST')[0]?.body).toMatchObject({
      title: 'Clinic week in Mansa',
      body: 'Free screening all week.',
      tag: 'CPD',
      picture: null,
      status: 'draft',
      publishAt: null,
    });
  });

  // "Nothing was saved" spoke of the last save: once its fields are fixed it has no more to say.
  it('takes away the messages of fields fixed since, and then the alert, when Preview is pressed', async () => {
    const container = await openStudio(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a news item' }));
    const form = screen.getByRole('form', { name: 'Add a news item' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Some fields need attention');

    await userEvent.type(within(form).getByLabelText(/Title/), 'Clinic week in Mansa');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(within(form).queryByText('Enter the title')).toBeNull();
    expect(within(form).getByLabelText(/Title/)).not.toHaveAttribute('aria-invalid');
    // The text is still empty: the alert still holds.
    expect(within(form).getByText('Enter the text')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Some fields need attention');

    await userEvent.type(within(form).getByLabelText(/^Text/), 'Free screening all week.');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(within(form).queryByText('Enter the text')).toBeNull();
    expect(sent('POST')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('schedules at a Lusaka date and time, sent as the instant', async () => {
    await openStudio(({ method, body }) =>
      method === 'POST'
        ? { status: 201, body: newsItem({ id: 10, ...(body as object) }) }
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add a news item' }));
    const form = screen.getByRole('form', { name: 'Add a news item' });
    await userEvent.type(within(form).getByLabelText(/Title/), 'CPD evening in Ndola');
    await userEvent.type(within(form).getByLabelText(/^Text/), 'Bring your CPD card.');
    await userEvent.click(within(form).getByLabelText(/Scheduled/));
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    // Each missing half is said at its own field.
    expect(within(form).getByLabelText(/Publish on/)).toHaveAccessibleDescription(
      /Enter the date to publish on/,
    );
    expect(within(form).getByLabelText(/At \(Lusaka time\)/)).toHaveAccessibleDescription(
      /Enter the time to publish at, such as 14:30/,
    );
    await userEvent.type(within(form).getByLabelText(/Publish on/), '2099-01-10');
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    // A date without its time is refused at the time, and the date stays as typed.
    expect(within(form).getByLabelText(/At \(Lusaka time\)/)).toHaveAccessibleDescription(
      /Enter the time to publish at/,
    );
    expect(within(form).getByLabelText(/Publish on/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText(/Publish on/)).toHaveValue('2099-01-10');
    expect(sent('POST')).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText(/At \(Lusaka time\)/), '09:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule' }));
    expect(
      await screen.findByText(
        'Scheduled, not on the site yet: public from 10 January 2099, 09:00 (Lusaka time)',
      ),
    ).toBeInTheDocument();
    expect(sent('POST')[0]?.body).toMatchObject({
      status: 'published',
      publishAt: '2099-01-10T07:00:00.000Z',
    });
  });

  it('reads each chosen date back in words with its weekday, so a day and month swapped show', async () => {
    await openStudio(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a news item' }));
    const form = screen.getByRole('form', { name: 'Add a news item' });
    const date = within(form).getByLabelText(/^Date/);
    await userEvent.clear(date);
    // A day gone by: a news date still to come says more (date-field-hint.test.ts).
    await userEvent.type(date, '2026-01-12');
    expect(date).toHaveAccessibleDescription('That is Monday 12 January 2026.');
    await userEvent.click(within(form).getByLabelText(/Scheduled/));
    const publishOn = within(form).getByLabelText(/Publish on/);
    await userEvent.type(publishOn, '2099-01-10');
    expect(publishOn).toHaveAccessibleDescription('That is Saturday 10 January 2099.');
  });

  // Scheduling is what the warning itself advises, so news scheduled for a day and dated that day
  // was told to schedule it instead.
  it('says a news date is still to come only after the day the item is scheduled for', async () => {
    await openStudio(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a news item' }));
    const form = screen.getByRole('form', { name: 'Add a news item' });
    const date = within(form).getByLabelText(/^Date/);
    await userEvent.clear(date);
    await userEvent.type(date, '2099-01-10');
    expect(date).toHaveAccessibleDescription(expect.stringMatching(/still to come/));
    await userEvent.click(within(form).getByLabelText(/Scheduled/));
    await userEvent.type(within(form).getByLabelText(/Publish on/), '2099-01-10');
    expect(date).toHaveAccessibleDescription('That is Saturday 10 January 2099.');
    await userEvent.clear(date);
    await userEvent.type(date, '2099-01-11');
    expect(date).toHaveAccessibleDescription(expect.stringMatching(/still to come/));
    await userEvent.click(within(form).getByLabelText(/Published: everyone/));
    await userEvent.clear(date);
    await userEvent.type(date, '2099-01-10');
    expect(date).toHaveAccessibleDescription(expect.stringMatching(/still to come/));
  });

  // Left at the day it was written, a scheduled item came out dated days before, below the news
  // published meanwhile, and nothing said so.
  it('says a news date before the day the item is scheduled for makes it come out looking older', async () => {
    await openStudio(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a news item' }));
    const form = screen.getByRole('form', { name: 'Add a news item' });
    const date = within(form).getByLabelText(/^Date/);
    await userEvent.clear(date);
    await userEvent.type(date, '2099-01-08');
    await userEvent.click(within(form).getByLabelText(/Scheduled/));
    await userEvent.type(within(form).getByLabelText(/Publish on/), '2099-01-10');
    expect(date).toHaveAccessibleDescription(
      expect.stringMatching(/before the day the item goes on the site/),
    );
    await userEvent.clear(date);
    await userEvent.type(date, '2099-01-10');
    expect(date).toHaveAccessibleDescription('That is Saturday 10 January 2099.');
  });

  // A position typed otherwise than the site names the office ('VP') gave the person a card of
  // their own after the seats, and the office showed no holder.
  it("offers the offices of a person's group as the position is typed", async () => {
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.people} />,
      ({ method }) =>
        method === 'GET' ? { status: 200, body: { items: [], nextCursor: null } } : undefined,
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: 'Add a person' }));
    const form = screen.getByRole('form', { name: 'Add a person' });
    const offered = () => {
      const list = within(form)
        .getByLabelText(/^Position/)
        .getAttribute('list');
      const options = list ? document.getElementById(list)?.querySelectorAll('option') : [];
      return [...(options ?? [])].map((option) => option.value);
    };
    expect(offered()).toEqual([]);
    await userEvent.selectOptions(
      within(form).getByLabelText(/^Group/),
      'National Executive Committee',
    );
    expect(offered()).toEqual(expect.arrayContaining(['President', 'Vice-President']));
    await userEvent.selectOptions(within(form).getByLabelText(/^Group/), 'Staff (employees)');
    expect(offered()).toContain('Head of Secretariat');
    expect(offered()).not.toContain('Vice-President');
  });

  it('takes a paragraph pasted from Word as the editor saw it, not as refused control codes', async () => {
    await openStudio(({ method, body }) =>
      method === 'POST'
        ? { status: 201, body: newsItem({ id: 11, ...(body as object) }) }
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add a news item' }));
    const form = screen.getByRole('form', { name: 'Add a news item' });
    await userEvent.click(within(form).getByLabelText(/Title/));
    // Word's manual line break is a vertical tab; its curly apostrophe, read as Windows-1252, U+0092.
    await userEvent.paste('Members\u0092 day\u000bin Kabwe');
    await userEvent.click(within(form).getByLabelText(/^Text/));
    await userEvent.paste('Dear members,\u000bthe AGM is on Friday.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]?.body).toMatchObject({
      title: 'Members’ day in Kabwe',
      body: 'Dear members,\nthe AGM is on Friday.',
    });
  });

  it('shows and saves a news item dated by its month alone, never as the 1st nobody gave', async () => {
    await openStudio(({ method, body }) =>
      method === 'POST'
        ? { status: 201, body: newsItem({ id: 12, ...(body as object) }) }
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add a news item' }));
    const form = screen.getByRole('form', { name: 'Add a news item' });
    await userEvent.type(within(form).getByLabelText(/Title/), 'Resolutions of the AGM');
    await userEvent.type(within(form).getByLabelText(/^Text/), 'The resolutions, as adopted.');
    const date = within(form).getByLabelText(/^Date/);
    await userEvent.clear(date);
    await userEvent.type(date, '2026-10-01');
    const showAs = within(form).getByLabelText(/^Show the date as/);
    expect(showAs).toHaveValue('day');
    await userEvent.selectOptions(showAs, 'The month only');
    await userEvent.click(within(form).getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    const shown = within(preview).getByText('October 2026');
    expect(shown).toHaveAttribute('dateTime', '2026-10');
    expect(preview).not.toHaveTextContent('1 October 2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]?.body).toMatchObject({
      title: 'Resolutions of the AGM',
      date: '2026-10-01',
      datePrecision: 'month',
    });
  });

  it('opens the edit form in view with the cursor in its first field', async () => {
    // jsdom lays nothing out, so it has no scrollIntoView of its own to spy on.
    const scrolled = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrolled;
    await openStudio(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${ITEM.title}”` }));
    const form = screen.getByRole('form', { name: `Edit “${ITEM.title}”` });
    expect(scrolled.mock.contexts.at(-1)).toBe(form);
    expect(within(form).getByLabelText(/Title/)).toHaveFocus();
    expect(within(form).getByLabelText(/Title/)).toHaveValue(ITEM.title);
    expect(within(form).getByLabelText(/Published: everyone/)).toBeChecked();
  });

  it('explains a conflict, keeps the typed text, and offers their version or saving ours over it', async () => {
    const theirs = newsItem({ title: 'AGM moved to Lusaka', version: 3 });
    await openStudio(({ method, path, body }) => {
      if (method === 'GET' && splitPath(path).pathname === '/api/news/7')
        return { status: 200, body: theirs };
      if (method === 'PUT') {
        return (body as { version: number }).version === 3
          ? { status: 200, body: newsItem({ ...(body as object), version: 4 }) }
          : { status: 409, body: { error: 'conflict', message: 'stale' } };
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${ITEM.title}”` }));
    const form = screen.getByRole('form', { name: `Edit “${ITEM.title}”` });
    const title = within(form).getByLabelText(/Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'AGM moved to July');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Someone else saved this first');
    expect(alert).toHaveTextContent('What you typed is still here');
    // What their save holds, so the choice below is not made blind.
    await waitFor(() => expect(alert).toHaveTextContent('They changed “Title”.'));
    expect(title).toHaveValue('AGM moved to July');

    await userEvent.click(within(alert).getByRole('button', { name: /Load their version/ }));
    await waitFor(() =>
      expect(within(form).getByLabelText(/Title/)).toHaveValue('AGM moved to Lusaka'),
    );
    expect(within(form).queryByRole('alert')).toBeNull();
    // The pressed button went with the notice: the cursor is in the form, on their version.
    expect(within(form).getByLabelText(/Title/)).toHaveFocus();

    await userEvent.clear(within(form).getByLabelText(/Title/));
    await userEvent.type(within(form).getByLabelText(/Title/), 'AGM moved to July');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved: they are on the site now')).toBeVisible();
    expect(sent('PUT').at(-1)?.body).toMatchObject({ title: 'AGM moved to July', version: 3 });
  });

  it('saves ours over theirs on request, against the version saved now, keeping their other changes', async () => {
    await openStudio(({ method, path, body }) => {
      if (method === 'GET' && splitPath(path).pathname === '/api/news/7') {
        return { status: 200, body: newsItem({ title: 'Theirs', version: 5 }) };
      }
      if (method === 'PUT') {
        return (body as { version: number }).version === 5
          ? { status: 200, body: newsItem({ ...(body as object), version: 6 }) }
          : { status: 409, body: { error: 'conflict', message: 'stale' } };
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${ITEM.title}”` }));
    const form = screen.getByRole('form', { name: `Edit “${ITEM.title}”` });
    await userEvent.type(within(form).getByLabelText(/Tag/), ' 2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const alert = await within(form).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Save mine over theirs' }));
    expect(await screen.findByText('Changes saved: they are on the site now')).toBeVisible();
    // Only the tag was ours to change: their new title stays.
    expect(sent('PUT').map((request) => request.body)).toMatchObject([
      { tag: 'AGM 2026', title: ITEM.title, version: 2 },
      { tag: 'AGM 2026', title: 'Theirs', version: 5 },
    ]);
  });

  // Either choice reads the latest version first; a second press meanwhile saved twice over the
  // same version, the second refused as a conflict after the first had gone through.
  it('takes one press of Save mine over theirs while it reads their version', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let hold = false;
    await openStudio(async ({ method, path, body }) => {
      if (method === 'GET' && splitPath(path).pathname === '/api/news/7') {
        if (hold) await held;
        return { status: 200, body: newsItem({ title: 'Theirs', version: 5 }) };
      }
      if (method === 'PUT') {
        return (body as { version: number }).version === 5
          ? { status: 200, body: newsItem({ ...(body as object), version: 6 }) }
          : { status: 409, body: { error: 'conflict', message: 'stale' } };
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${ITEM.title}”` }));
    const form = screen.getByRole('form', { name: `Edit “${ITEM.title}”` });
    await userEvent.type(within(form).getByLabelText(/Tag/), ' 2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const alert = await within(form).findByRole('alert');
    // The notice reads their version once, to say what they changed.
    await within(alert).findByText('They changed “Title”.');
    const mine = within(alert).getByRole('button', { name: 'Save mine over theirs' });
    const reads = () => sent('GET').filter((request) => request.path.startsWith('/api/news/7'));
    const readBefore = reads().length;
    hold = true;
    await userEvent.click(mine);
    expect(mine).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(alert).getByRole('button', { name: 'Load their version (drops your changes)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(mine);
    release();
    expect(await screen.findByText('Changes saved: they are on the site now')).toBeVisible();
    expect(reads()).toHaveLength(readBefore + 1);
    expect(sent('PUT')).toHaveLength(2);
  });

  // The save after "Someone deleted this" added the entry anew: a new address (the old one, shared
  // already, said "not available") and a history begun again, though the entry could be put back.
  it('says another editor deleted the entry, keeps the typed text, and puts it back with it on request', async () => {
    let deleted = true;
    await openStudio(({ method, path, body }) => {
      if (method === 'PUT') {
        return deleted
          ? { status: 404, body: { error: 'not_found', message: 'No news item has that id' } }
          : { status: 200, body: newsItem({ ...(body as object), version: 3 }) };
      }
      if (method === 'POST' && path === '/api/news/7/put-back') {
        deleted = false;
        return { status: 200, body: ITEM };
      }
      if (method === 'POST') {
        return { status: 201, body: newsItem({ ...(body as object), id: 12, version: 1 }) };
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${ITEM.title}”` }));
    const form = screen.getByRole('form', { name: `Edit “${ITEM.title}”` });
    await userEvent.type(within(form).getByLabelText(/Tag/), ' 2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Someone deleted this news item');
    expect(alert).toHaveTextContent(
      'save again to put it back with your changes, at the same address and with its history',
    );
    expect(alert).not.toHaveTextContent('No news item has that id');
    expect(within(form).getByLabelText(/Tag/)).toHaveValue('AGM 2026');

    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: it is on the site now')).toBeVisible();
    expect(sent('POST').map((request) => request.path)).toEqual(['/api/news/7/put-back']);
    expect(sent('POST')[0]?.body).toEqual({ version: ITEM.version });
    expect(sent('PUT').at(-1)).toMatchObject({
      path: '/api/news/7',
      body: { title: ITEM.title, tag: 'AGM 2026', version: ITEM.version },
    });
  });

  it('adds the entry anew when it can no longer be put back as the form read it', async () => {
    await openStudio(({ method, path, body }) => {
      if (method === 'PUT') {
        return { status: 404, body: { error: 'not_found', message: 'No news item has that id' } };
      }
      if (method === 'POST' && path === '/api/news/7/put-back') {
        return { status: 404, body: { error: 'not_found', message: 'No news item has that id' } };
      }
      if (method === 'POST') {
        return { status: 201, body: newsItem({ ...(body as object), id: 12, version: 1 }) };
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${ITEM.title}”` }));
    const form = screen.getByRole('form', { name: `Edit “${ITEM.title}”` });
    await userEvent.type(within(form).getByLabelText(/Tag/), ' 2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await within(form).findByRole('alert');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: it is on the site now')).toBeVisible();
    expect(sent('POST').at(-1)).toMatchObject({
      path: '/api/news',
      body: { title: ITEM.title, tag: 'AGM 2026' },
    });
    expect(sent('POST').at(-1)?.body).not.toHaveProperty('version');
  });

  // The server writes nothing for a save that changes nothing; "Changes saved: they are on the
  // site now" promised a change the site never got.
  it('says a save that changed nothing saved nothing', async () => {
    await openStudio(({ method }) => (method === 'PUT' ? { status: 200, body: ITEM } : undefined));
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${ITEM.title}”` }));
    const form = screen.getByRole('form', { name: `Edit “${ITEM.title}”` });
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Nothing to save: no field was changed, so it stays as it was'),
    ).toBeVisible();
    expect(screen.queryByText('Changes saved: they are on the site now')).toBeNull();
    expect(sent('PUT').at(-1)?.body).toMatchObject({ version: ITEM.version });
  });

  it('asks before unsaved typing is dropped by Cancel or by opening another entry', async () => {
    await openStudio(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${ITEM.title}”` }));
    const form = screen.getByRole('form', { name: `Edit “${ITEM.title}”` });
    // Nothing typed: nothing to ask about.
    const asked = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(asked).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: `Edit “${ITEM.title}”` }));
    const again = screen.getByRole('form', { name: `Edit “${ITEM.title}”` });
    await userEvent.type(within(again).getByLabelText(/Tag/), ' 2026');
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: `History of “${ITEM.title}”` }));
    expect(asked).toHaveBeenCalledTimes(2);
    expect(asked).toHaveBeenLastCalledWith(
      'Your changes to this news item are not saved. OK drops them; Cancel goes back to the form.',
    );
    expect(within(again).getByLabelText(/Tag/)).toHaveValue('AGM 2026');

    asked.mockReturnValue(true);
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('asks for alt text once a picture is set', async () => {
    const pictured = newsItem({
      picture: { url: 'https://images.example.org/agm.jpg', alt: '', focusX: 50, focusY: 50 },
    });
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method }) =>
        method === 'GET'
          ? { status: 200, body: { items: [pictured], nextCursor: null } }
          : undefined,
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${ITEM.title}”` }));
    const form = screen.getByRole('form', { name: `Edit “${ITEM.title}”` });
    expect(
      within(form).getByRole('slider', { name: 'Focal point of the picture' }),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      within(form).getByText('Describe the picture for people who cannot see it'),
    ).toBeInTheDocument();
    expect(sent('PUT')).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText(/Alt text/), 'Members voting at the AGM');
    await userEvent.click(within(form).getByRole('slider', { name: 'Focal point of the picture' }));
    await userEvent.keyboard('{Shift>}{ArrowUp}{/Shift}');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    expect(sent('PUT')[0]?.body).toMatchObject({
      picture: {
        url: 'https://images.example.org/agm.jpg',
        alt: 'Members voting at the AGM',
        focusX: 50,
        focusY: 40,
      },
      version: 2,
    });
  });

  it('uploads a chosen picture on save and sends its address with alt text (cleaned of a Word paste) and focal point', async () => {
    // The preview only needs some address to draw. Spies, not assignments: the afterEach's
    // restoreAllMocks gives the next test file in the worker the real functions back.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const uploaded = '/api/uploads/0f8fad5b-d9cb-469f-a165-70867728950e-1280.webp';
    const container = await openStudio(({ method, path, body }) => {
      if (method === 'POST' && path === '/api/uploads')
        return { status: 201, body: { url: uploaded } };
      if (method === 'PUT')
        return { status: 200, body: newsItem({ ...(body as object), version: 3 }) };
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${ITEM.title}”` }));
    const form = screen.getByRole('form', { name: `Edit “${ITEM.title}”` });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'agm.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Choose a picture'), file);
    const slider = await within(form).findByRole('slider', { name: 'Focal point of the picture' });
    expect(slider.querySelector('img')).toHaveAttribute('src', 'blob:picture');
    // Pasted from Word: its curly apostrophe read as U+0092 and a manual line break.
    await userEvent.click(within(form).getByLabelText(/Alt text/));
    await userEvent.paste('Members\u0092 day\u000bat the AGM');
    slider.focus();
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expectNoAxeViolations(container);
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    expect(sent('POST').map((request) => request.path)).toEqual(['/api/uploads']);
    expect(sent('PUT')[0]?.body).toMatchObject({
      picture: { url: uploaded, alt: 'Members’ day at the AGM', focusX: 40, focusY: 50 },
    });
  });

  it("keeps a pasted title longer than the server's 200 characters whole and says it is too long", async () => {
    await openStudio(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a news item' }));
    const form = screen.getByRole('form', { name: 'Add a news item' });
    const title = `${'Resolutions of the annual general meeting held in Kabwe, '.repeat(4)}in full`;
    const titleField = within(form).getByLabelText(/Title/);
    await userEvent.click(titleField);
    await userEvent.paste(title);
    // The browser would have cut a paste at a maxlength without a word.
    expect(titleField).toHaveValue(title);
    await userEvent.type(within(form).getByLabelText(/^Text/), 'Read them here.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(
      within(form).getByText(`Too long: at most 200 characters; this has ${title.length}`),
    ).toBeInTheDocument();
    expect(titleField).toHaveFocus();
    expect(sent('POST')).toHaveLength(0);
  });

  it("reads the server's refusals as words, beside the field", async () => {
    await openStudio(({ method }) =>
      method === 'POST'
        ? {
            status: 400,
            body: {
              error: 'validation_failed',
              message: 'tag: at most 60 characters',
            },
          }
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add a news item' }));
    const form = screen.getByRole('form', { name: 'Add a news item' });
    await userEvent.type(within(form).getByLabelText(/Title/), 'Clinic week in Mansa');
    await userEvent.type(within(form).getByLabelText(/^Text/), 'Free screening all week.');
    await userEvent.type(within(form).getByLabelText(/Tag/), 'CPD');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await within(form).findByText('Tag: at most 60 characters')).toBeInTheDocument();
    // The cursor moves once the refusal is drawn; on a loaded machine a step after its text.
    await waitFor(() => expect(within(form).getByLabelText(/Tag/)).toHaveFocus());
  });

  it('says how large a picture may be when the chosen file is too large, and sends nothing', async () => {
    await openStudio(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${ITEM.title}”` }));
    const form = screen.getByRole('form', { name: `Edit “${ITEM.title}”` });
    const photo = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'clinic.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(within(form).getByLabelText('Choose a picture'), photo);
    // A fresh chooser (the refused file let go), with the message, and the cursor in it.
    const input = within(form).getByLabelText('Choose a picture');
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        expect.stringContaining('That file is larger than 5 MB, the most a picture may be.'),
      ),
    );
    expect(input).toHaveFocus();
    expect(sent('POST')).toHaveLength(0);
  });

  it('stops a slow upload on request, saves nothing and keeps what was typed', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    let release: (answer: ScriptedAnswer) => void = () => undefined;
    await openStudio(({ method, path }) =>
      method === 'POST' && path === '/api/uploads'
        ? new Promise<ScriptedAnswer>((resolve) => {
            release = resolve;
          })
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${ITEM.title}”` }));
    const form = screen.getByRole('form', { name: `Edit “${ITEM.title}”` });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'wrong.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Choose a picture'), file);
    await userEvent.type(await within(form).findByLabelText(/Alt text/), 'The clinic');
    await userEvent.type(within(form).getByLabelText(/Tag/), ' 2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await userEvent.click(await within(form).findByRole('button', { name: 'Stop the upload' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('You stopped the picture’s upload, so nothing was saved');
    expect(within(form).getByLabelText(/Tag/)).toHaveValue('AGM 2026');
    expect(within(form).getByRole('button', { name: 'Save changes' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(within(form).queryByRole('button', { name: 'Stop the upload' })).toBeNull();
    // The Stop button that had the cursor is gone: the stopped picture's file chooser takes it,
    // so the next key press chooses another file.
    await waitFor(() => expect(within(form).getByLabelText('Replace the picture')).toHaveFocus());
    release({ status: 201, body: { url: '/api/uploads/late.webp' } });
    expect(sent('PUT')).toHaveLength(0);
  });

  it('takes Stop the upload away once the picture is stored, while the entry itself saves', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    let release: () => void = () => undefined;
    await openStudio(({ method, path, body }) => {
      if (method === 'POST' && path === '/api/uploads') {
        return { status: 201, body: { url: '/api/uploads/agm-800.webp' } };
      }
      if (method === 'PUT') {
        return new Promise<ScriptedAnswer>((resolve) => {
          release = () =>
            resolve({
              status: 200,
              body: { ...ITEM, ...(body as object), version: ITEM.version + 1 },
            });
        });
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${ITEM.title}”` }));
    const form = screen.getByRole('form', { name: `Edit “${ITEM.title}”` });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'agm.png', { type: 'image/png' });
    await userEvent.upload(within(form).getByLabelText('Choose a picture'), file);
    await userEvent.type(await within(form).findByLabelText(/Alt text/), 'Members at the AGM');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    // Stopping now would stop nothing, and the editor would believe the save stopped.
    expect(within(form).queryByRole('button', { name: 'Stop the upload' })).toBeNull();
    expect(within(form).getByRole('button', { name: 'Saving…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    release();
    expect(await screen.findByText('Changes saved: they are on the site now')).toBeInTheDocument();
  });

  it('says at the Picture field that the server refused the file, and moves the cursor there', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const container = await openStudio(({ method, path }) =>
      method === 'POST' && path === '/api/uploads'
        ? {
            status: 415,
            body: {
              error: 'unsupported_media_type',
              message: 'Only JPEG, PNG, GIF, WebP and AVIF images are accepted',
            },
          }
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${ITEM.title}”` }));
    const form = screen.getByRole('form', { name: `Edit “${ITEM.title}”` });
    const file = new File(['BM not a jpeg'], 'scan.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(form).getByLabelText('Choose a picture'), file);
    await userEvent.type(await within(form).findByLabelText(/Alt text/), 'The clinic');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const input = within(form).getByLabelText('Replace the picture');
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      /“scan\.jpg” was not accepted\. Only JPEG, PNG, GIF, WebP and AVIF images are accepted/,
    );
    expect(within(form).getByRole('alert')).toHaveTextContent('Some fields need attention');
    expect(within(form).queryByText(/was not saved/)).toBeNull();
    expect(sent('PUT')).toHaveLength(0);
    await expectNoAxeViolations(container);

    // Another file takes the message away.
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'agm.png', { type: 'image/png' });
    await userEvent.upload(input, photo);
    expect(within(form).queryByText(/was not accepted/)).toBeNull();
  });

  it('says at once when a chosen file is no picture the browser can show, and lets it go', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:picture');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    await openStudio(() => undefined);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a news item' }));
    const form = screen.getByRole('form', { name: 'Add a news item' });
    const fake = new File(['just text'], 'fake.jpg', { type: 'image/jpeg' });
    await userEvent.upload(within(form).getByLabelText('Choose a picture'), fake);
    const slider = await within(form).findByRole('slider', { name: 'Focal point of the picture' });
    // The browser fails to decode the preview (jsdom decodes nothing, so the event is sent here).
    fireEvent.error(slider.querySelector('img') as HTMLImageElement);
    const input = within(form).getByLabelText('Choose a picture');
    expect(input).toHaveAccessibleDescription(/“fake\.jpg” is not a picture that can be shown/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input).toHaveFocus());
    expect(within(form).queryByRole('slider')).toBeNull();
    expect(within(form).queryByLabelText(/Alt text/)).toBeNull();
  });
});
