import type { MemberProfile } from '@coaz/api-client/membership';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders, testApiClient } from '../test-support/render-route';
import {
  type ScriptedAnswer,
  type ScriptedRequest,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
import { ProfileEditor } from './profile-editor';

// An associate or affiliate who moves abroad, or comes home, says so in "Change my details":
// the district gives way to the country (or back), and saving moves them. A full, student or
// retired member, whose membership is held in Zambia, is not offered the choice.

const ASSOCIATE_HOME: MemberProfile = {
  firstName: 'Sample',
  lastName: 'Mover',
  email: null,
  phoneNumber: '260962333401',
  districtId: 7,
  provinceId: 2,
  country: null,
  mayLiveAbroad: true,
  hasPhoto: false,
};
const ASSOCIATE_ABROAD: MemberProfile = {
  ...ASSOCIATE_HOME,
  phoneNumber: '447700900123',
  districtId: null,
  provinceId: null,
  country: 'United Kingdom',
};

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  sessionStorage.clear();
});

async function renderEditor(
  saved: MemberProfile,
  onChange: (request: ScriptedRequest) => ScriptedAnswer | Promise<ScriptedAnswer>,
) {
  server = await startScriptedServer((request) => {
    if (request.path === '/coaz/api/profile' && request.method === 'GET')
      return { status: 200, body: saved };
    if (request.path === '/coaz/api/districts')
      return { status: 200, body: [{ id: 7, name: 'Kabwe', province: 'Central', provinceId: 2 }] };
    if (request.method !== 'GET') return onChange(request);
    return undefined;
  });
  const view = render(
    <TestProviders client={testApiClient(server.url)}>
      <main>
        <ProfileEditor />
      </main>
    </TestProviders>,
  );
  await screen.findByText(/^Now: /);
  await vi.waitFor(() => expect(screen.queryByText('Now: loading…')).not.toBeInTheDocument());
  return view;
}

const changes = () => server?.requests.filter((request) => request.method !== 'GET') ?? [];

describe('ProfileEditor: where the member lives', () => {
  it('moves an associate in Zambia abroad with the country, in place of the district', async () => {
    const { container } = await renderEditor(ASSOCIATE_HOME, () => ({
      status: 200,
      body: { ...ASSOCIATE_HOME, districtId: null, provinceId: null, country: 'Namibia' },
    }));
    const choice = screen.getByRole('group', { name: 'Where you live' });
    expect(within(choice).getByRole('radio', { name: 'In Zambia' })).toBeChecked();
    await userEvent.click(within(choice).getByRole('radio', { name: 'Outside Zambia' }));
    expect(screen.queryByLabelText(/^District/)).not.toBeInTheDocument();
    expect(within(choice).getByText(/Saving moves you to outside Zambia/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
    // No country: named at its field, nothing sent.
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.getByLabelText(/^Country/)).toHaveFocus();
    expect(changes()).toEqual([]);
    await userEvent.type(screen.getByLabelText(/^Country/), 'Namibia');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await screen.findByText('Your details are saved.');
    expect(changes().map((request) => request.body)).toEqual([
      { residence: 'abroad', email: null, country: 'Namibia' },
    ]);
  });

  it('shows the server’s refusal of a move home at the choice, keeping what was chosen', async () => {
    await renderEditor(ASSOCIATE_ABROAD, () => ({
      status: 409,
      body: {
        error: 'phone_not_zambian',
        message:
          'residence: your mobile number is not a Zambian one; change it to your Zambian mobile number first (Phone number, below), then move to Zambia',
      },
    }));
    const choice = screen.getByRole('group', { name: 'Where you live' });
    const home = within(choice).getByRole('radio', { name: 'In Zambia' });
    await userEvent.click(home);
    await userEvent.selectOptions(screen.getByLabelText(/^District/), 'Kabwe, Central');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await vi.waitFor(() =>
      expect(choice).toHaveAccessibleDescription(
        expect.stringContaining('Your mobile number is not a Zambian one'),
      ),
    );
    expect(home).toHaveFocus();
    expect(home).toBeChecked();
    expect(screen.getByLabelText(/^District/)).toHaveValue('7');
    expect(changes().map((request) => request.body)).toEqual([
      { residence: 'zambia', email: null, districtId: 7 },
    ]);
    // Choosing again is a new start: the refusal of the move home no longer stands beside it.
    await userEvent.click(within(choice).getByRole('radio', { name: 'Outside Zambia' }));
    expect(screen.queryByText(/Your mobile number is not a Zambian one/)).not.toBeInTheDocument();
  });

  it('is not offered to a member whose membership is held in Zambia', async () => {
    await renderEditor({ ...ASSOCIATE_HOME, mayLiveAbroad: false }, () => ({
      status: 200,
      body: ASSOCIATE_HOME,
    }));
    expect(screen.queryByRole('group', { name: 'Where you live' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await screen.findByText('Your details are saved.');
    expect(changes().map((request) => request.body)).toEqual([{ email: null, districtId: 7 }]);
  });
});
