import type { MemberProfile } from '@coaz/api-client/membership';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
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

// A member living outside Zambia (an associate in Botswana) has a country, no district, and a
// number with another country code: the details form asks for what /join asked them for.

const ABROAD: MemberProfile = {
  firstName: 'Sample',
  lastName: 'Abroad',
  email: null,
  phoneNumber: '26772809321',
  districtId: null,
  provinceId: null,
  country: 'Botswana',
  mayLiveAbroad: true,
  hasPhoto: false,
};

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  sessionStorage.clear();
});

async function renderEditor(
  onChange: (request: ScriptedRequest) => ScriptedAnswer | Promise<ScriptedAnswer>,
) {
  server = await startScriptedServer((request) => {
    if (request.path === '/coaz/api/profile' && request.method === 'GET')
      return { status: 200, body: ABROAD };
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
  await vi.waitFor(() => expect(screen.getByLabelText(/^Country/)).toHaveValue('Botswana'));
  return view;
}

const changes = () => server?.requests.filter((request) => request.method !== 'GET') ?? [];

describe('ProfileEditor for a member living outside Zambia', () => {
  it('asks for the country instead of a district, and shows the number with its +', async () => {
    const { container } = await renderEditor(() => ({ status: 200, body: ABROAD }));
    expect(screen.queryByLabelText(/^District/)).not.toBeInTheDocument();
    expect(screen.getByText('Now: +267 72809321')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('saves a new country, and names an empty one at its field, sending nothing', async () => {
    await renderEditor(() => ({ status: 200, body: { ...ABROAD, country: 'South Africa' } }));
    const country = screen.getByLabelText(/^Country/);
    await userEvent.clear(country);
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(country).toHaveAttribute('aria-invalid', 'true');
    expect(country).toHaveAccessibleDescription(expect.stringContaining('Enter the country'));
    expect(country).toHaveFocus();
    expect(changes()).toEqual([]);
    await userEvent.type(country, 'South Africa');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await screen.findByText('Your details are saved.');
    expect(changes().map((request) => request.body)).toEqual([
      { email: null, country: 'South Africa' },
    ]);
  });

  it('sends a new number with its country code, and refuses one without it, keeping it', async () => {
    await renderEditor(() => ({ status: 202, body: { message: 'sent' } }));
    const phone = screen.getByLabelText(/^New mobile number/);
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('country code'));
    await userEvent.type(phone, '72 809 322');
    await userEvent.type(screen.getByLabelText(/^Current password/), 'Gaborone-Clinic-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Send a code to the new number' }));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('with its country code'));
    expect(phone).toHaveValue('72 809 322');
    expect(changes()).toEqual([]);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+27 82 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Send a code to the new number' }));
    await screen.findByText(/on its way to \+27 82 123 4567/);
    expect(changes().map((request) => request.body)).toEqual([
      { phoneNumber: '+27 82 123 4567', currentPassword: 'Gaborone-Clinic-2027' },
    ]);
  });
});
