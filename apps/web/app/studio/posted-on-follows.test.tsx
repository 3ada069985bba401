import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ScriptedServer } from '../test-support/scripted-server';
import { COLLECTIONS } from './collections';
import { StudioCollection } from './studio-collection';
import { renderWithServer, splitPath } from './studio-test-support';

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Opens a new vacancy's form against a server that takes what is sent. */
async function newVacancy() {
  const rendered = await renderWithServer(
    <StudioCollection spec={COLLECTIONS.vacancies} />,
    ({ method, path, body }) => {
      if (method === 'GET' && splitPath(path).pathname === '/api/vacancies') {
        return { status: 200, body: { items: [], nextCursor: null } };
      }
      if (method === 'POST') {
        return {
          status: 201,
          body: { status: 'draft', publishAt: null, ...(body as object), id: 3, version: 1 },
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
  return form;
}

const posted = () =>
  (server?.requests.find((request) => request.method === 'POST')?.body as { postedOn?: string })
    ?.postedOn;

describe('a new vacancy given a closing date already past', () => {
  it('has Posted on, left as it started, follow the closing date back, and saves', async () => {
    const form = await newVacancy();
    await userEvent.type(within(form).getByLabelText(/Closing date/), '2020-01-31');
    expect(within(form).getByLabelText(/Posted on/)).toHaveValue('2020-01-31');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/Draft saved/)).toBeVisible();
    expect(posted()).toBe('2020-01-31');
  });

  it('keeps a Posted on day the officer typed, and says at Closing date why it is refused', async () => {
    const form = await newVacancy();
    const postedOn = within(form).getByLabelText(/Posted on/);
    await userEvent.clear(postedOn);
    await userEvent.type(postedOn, '2020-02-10');
    const closing = within(form).getByLabelText(/Closing date/);
    await userEvent.type(closing, '2020-01-31');
    expect(postedOn).toHaveValue('2020-02-10');
    await userEvent.click(within(form).getByRole('button', { name: 'Save draft' }));
    expect(closing).toHaveAccessibleDescription(/The vacancy closes before it was posted/);
    expect(posted()).toBeUndefined();
  });
});
