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

async function editNews(item = newsItem(), answerPut = (body: object) => body) {
  const rendered = await renderWithServer(
    <StudioCollection spec={COLLECTIONS.news} />,
    ({ method, path, body }) => {
      if (method === 'GET' && splitPath(path).pathname === '/api/news') {
        return { status: 200, body: { items: [item], nextCursor: null } };
      }
      if (method === 'PUT') {
        return { status: 200, body: newsItem({ ...answerPut(body as object), version: 3 }) };
      }
      return undefined;
    },
  );
  server = rendered.server;
  await userEvent.click(await screen.findByRole('button', { name: `Edit “${item.title}”` }));
  return screen.getByRole('form', { name: `Edit “${item.title}”` });
}

describe('the save button of an entry form', () => {
  it('says Save changes for an entry already on the site, and the announcement says the same', async () => {
    const form = await editNews();
    expect(within(form).queryByRole('button', { name: 'Publish' })).toBeNull();
    await userEvent.type(within(form).getByLabelText(/Tag/), ' 2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Changes saved: they are on the site now')).toBeVisible();
    expect(screen.queryByText('Published: it is on the site now')).toBeNull();
  });

  it('says that choosing Draft for a published entry takes it off the site', async () => {
    const form = await editNews();
    await userEvent.click(within(form).getByLabelText(/Draft: only editors/));
    await userEvent.click(within(form).getByRole('button', { name: 'Unpublish and save' }));
    expect(
      await screen.findByText(
        'Unpublished, not on the site: only editors see it until you publish it again',
      ),
    ).toBeVisible();
  });

  it('says Publish for a draft that goes on the site', async () => {
    const form = await editNews(newsItem({ status: 'draft' }));
    expect(within(form).getByRole('button', { name: 'Save draft' })).toBeEnabled();
    await userEvent.click(within(form).getByLabelText(/Published: everyone/));
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published: it is on the site now')).toBeVisible();
  });

  it('says a published vacancy past its closing date is not on the site, and warns before saving', async () => {
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.vacancies} />,
      ({ method, path, body }) => {
        if (method === 'GET' && splitPath(path).pathname === '/api/vacancies') {
          return { status: 200, body: { items: [], nextCursor: null } };
        }
        if (method === 'POST') {
          return {
            status: 201,
            body: { ...newsItem(), ...(body as object), id: 3, version: 1, logo: null },
          };
        }
        return undefined;
      },
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: 'Add a vacancy' }));
    const form = screen.getByRole('form', { name: 'Add a vacancy' });
    await userEvent.type(within(form).getByLabelText(/Position/), 'Clinical officer');
    await userEvent.type(within(form).getByLabelText(/Employer/), 'Kabwe General Hospital');
    await userEvent.type(within(form).getByLabelText(/Posted on/), '{selectall}2020-01-01');
    const closing = within(form).getByLabelText(/Closing date/);
    await userEvent.type(closing, '2020-01-31');
    expect(closing).toHaveAccessibleDescription(/That day has passed/);
    await userEvent.click(within(form).getByLabelText(/Published: everyone/));
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    const said = await screen.findByText(
      'Saved, but not shown on the site: its closing date has passed, so the careers page does not list it. Give a closing date of today or later to list it again',
    );
    expect(said).toBeVisible();
    // A warning, to the eye and to a screen reader, not the green "it worked" of a publication.
    // Read where the cursor goes (saved-announcement.tsx), so it is no status region there.
    const alert = said.closest('.coaz-alert');
    expect(alert).toHaveClass('coaz-alert--warning');
    expect(alert?.textContent).toMatch(/^Warning: /);
  });
});

describe('the buttons of an entry form while it saves', () => {
  // A disabled button loses the cursor in a browser, so a keyboard or screen-reader user was
  // dropped at the top of the page for as long as the save ran.
  it('keep the cursor on Save, take no second save by a press or Enter, and Cancel waits', async () => {
    const item = newsItem();
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method, path }) => {
        if (method === 'GET' && splitPath(path).pathname === '/api/news') {
          return { status: 200, body: { items: [item], nextCursor: null } };
        }
        if (method === 'PUT') return new Promise((resolve) => (answer = resolve));
        return undefined;
      },
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${item.title}”` }));
    const form = screen.getByRole('form', { name: `Edit “${item.title}”` });
    const tag = within(form).getByLabelText(/Tag/);
    await userEvent.type(tag, ' 2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    const busy = await within(form).findByRole('button', { name: 'Saving…' });
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    await userEvent.type(tag, '{Enter}');
    const cancel = within(form).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(cancel);
    expect(form).toBeInTheDocument();
    answer({ status: 503, body: { error: 'unavailable', message: 'Try again in a moment.' } });
    expect(await within(form).findByText('The news item was not saved')).toBeVisible();
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Save changes' })).toHaveFocus(),
    );
    expect(tag).toHaveValue('AGM 2026');
    expect(server.requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    // Said beside Save, which keeps the cursor: at the top of the form it was out of sight on a
    // phone. No field stands between the message and the button.
    const said = within(form).getByRole('alert');
    for (const field of form.querySelectorAll('input, textarea, select')) {
      expect(said.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    }
    const save = within(form).getByRole('button', { name: 'Save changes' });
    expect(said.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('a save refused as not an editor’s', () => {
  // An admin took the editor role away while the form was open: the server's "Only editors may
  // change contents" said neither what happened nor what to do.
  it('says the account may no longer edit when the save is refused as not an editor’s', async () => {
    const item = newsItem();
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method, path }) => {
        if (method === 'GET' && splitPath(path).pathname === '/api/news') {
          return { status: 200, body: { items: [item], nextCursor: null } };
        }
        const message = 'Only editors may change contents';
        return method === 'PUT'
          ? { status: 403, body: { error: 'forbidden', message } }
          : undefined;
      },
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${item.title}”` }));
    const form = screen.getByRole('form', { name: `Edit “${item.title}”` });
    await userEvent.type(within(form).getByLabelText(/Tag/), ' 2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your account may no longer change the site: an admin may have taken away your editor role.',
    );
    expect(within(form).getByLabelText(/Tag/)).toHaveValue('AGM 2026');
  });
});

describe('a save refused by the studio’s write limit', () => {
  // 60 saves a minute per editor (the server's `limitStudioWrites`): the form says it in words,
  // with the wait, and keeps what was typed.
  it('says how long to wait and keeps what was typed', async () => {
    const item = newsItem();
    const rendered = await renderWithServer(
      <StudioCollection spec={COLLECTIONS.news} />,
      ({ method, path }) => {
        if (method === 'GET' && splitPath(path).pathname === '/api/news') {
          return { status: 200, body: { items: [item], nextCursor: null } };
        }
        const message =
          'Too many changes were saved from your account in a short time. Try again in 40 seconds.';
        return method === 'PUT'
          ? { status: 429, body: { error: 'rate_limited', message, retryAfterSeconds: 40 } }
          : undefined;
      },
    );
    server = rendered.server;
    await userEvent.click(await screen.findByRole('button', { name: `Edit “${item.title}”` }));
    const form = screen.getByRole('form', { name: `Edit “${item.title}”` });
    await userEvent.type(within(form).getByLabelText(/Tag/), ' 2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Not saved: too many changes were saved from your account in a short time. What you typed is still here: save again in 40 seconds.',
    );
    expect(within(form).getByLabelText(/Tag/)).toHaveValue('AGM 2026');
  });
});
