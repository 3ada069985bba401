import type { MemberProfile, MembershipApplication } from '@coaz/api-client/membership';
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

// An application from the account itself (an associate's, from abroad or from Kabwe) that awaits
// the secretariat's decision: the server takes no move either way until it is decided.
const UNDER_REVIEW: MembershipApplication = {
  id: 3,
  membershipType: 'associate_membership',
  membershipTypeName: 'Associate Membership',
  status: 'SUBMITTED',
  reason: null,
  submittedAt: '2026-12-01T08:00:00Z',
  decidedAt: null,
  documents: [],
  missingDocuments: [],
};
const UNDER_REVIEW_REFUSAL = {
  error: 'application_under_review',
  message:
    'residence: your application is being reviewed with the address you applied from, so you can move once the secretariat has decided it; until then you may correct your district or country',
};
/** The membership summary's application, as `GET membership` gives it now. */
let application: MembershipApplication | null = null;
const summary = () => ({
  status: 'INCOMPLETE_REGISTRATION',
  membershipNumber: null,
  membershipType: null,
  membershipTypeName: null,
  professionalCategory: null,
  professionalCategoryName: null,
  validUntil: null,
  goodStanding: false,
  goodStandingUntil: null,
  fee: null,
  application,
  todo: [],
});

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  application = null;
  sessionStorage.clear();
});

async function renderEditor(
  saved: MemberProfile,
  onChange: (request: ScriptedRequest) => ScriptedAnswer | Promise<ScriptedAnswer>,
) {
  server = await startScriptedServer((request) => {
    if (request.path === '/coaz/api/profile' && request.method === 'GET')
      return { status: 200, body: saved };
    if (request.path === '/coaz/api/membership' && request.method === 'GET')
      return { status: 200, body: summary() };
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

  it('tells an applicant abroad that the move home waits for the decision, offering none', async () => {
    application = UNDER_REVIEW;
    const { container } = await renderEditor({ ...ASSOCIATE_ABROAD, mayLiveAbroad: false }, () => ({
      status: 200,
      body: { ...ASSOCIATE_ABROAD, country: 'Ireland' },
    }));
    const waits = await screen.findByText(
      /you can move to Zambia once the secretariat has decided/,
    );
    expect(waits.textContent).toMatch(/being reviewed with the address you applied from/);
    expect(waits.textContent).toMatch(/until then you may correct your country/);
    expect(screen.queryByRole('group', { name: 'Where you live' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
    // The country may still be corrected, with no move asked for.
    const country = screen.getByLabelText(/^Country/);
    await userEvent.clear(country);
    await userEvent.type(country, 'Ireland');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await screen.findByText('Your details are saved.');
    expect(changes().map((request) => request.body)).toEqual([{ email: null, country: 'Ireland' }]);
  });

  it('tells an associate applicant in Zambia that a move abroad waits for the decision', async () => {
    application = UNDER_REVIEW;
    await renderEditor({ ...ASSOCIATE_HOME, mayLiveAbroad: false }, () => ({
      status: 200,
      body: ASSOCIATE_HOME,
    }));
    const waits = await screen.findByText(
      /you can move to outside Zambia once the secretariat has decided/,
    );
    expect(waits.textContent).toMatch(/until then you may correct your district/);
    expect(screen.queryByRole('group', { name: 'Where you live' })).not.toBeInTheDocument();
  });

  it('says nothing of a move to an applicant for a membership held in Zambia', async () => {
    application = { ...UNDER_REVIEW, membershipType: 'full_membership' };
    await renderEditor({ ...ASSOCIATE_HOME, mayLiveAbroad: false }, () => ({
      status: 200,
      body: ASSOCIATE_HOME,
    }));
    await vi.waitFor(() =>
      expect(server?.requests.some((request) => request.path === '/coaz/api/membership')).toBe(
        true,
      ),
    );
    expect(screen.queryByText(/once the secretariat has decided/)).not.toBeInTheDocument();
  });

  it('shows the refusal of a move under review at the choice, then the wait in its place', async () => {
    // The application was filed after the profile was read: the form offered the move.
    await renderEditor(ASSOCIATE_HOME, () => {
      application = UNDER_REVIEW;
      return { status: 409, body: UNDER_REVIEW_REFUSAL };
    });
    const choice = screen.getByRole('group', { name: 'Where you live' });
    await userEvent.click(within(choice).getByRole('radio', { name: 'Outside Zambia' }));
    await userEvent.type(screen.getByLabelText(/^Country/), 'Namibia');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await vi.waitFor(() =>
      expect(choice).toHaveAccessibleDescription(
        expect.stringContaining('Your application is being reviewed with the address you applied'),
      ),
    );
    expect(within(choice).getByRole('radio', { name: 'Outside Zambia' })).toHaveFocus();
    expect(screen.getByLabelText(/^Country/)).toHaveValue('Namibia');
    // Taking the move back: the form now knows it waits, and offers it no more.
    await userEvent.click(within(choice).getByRole('radio', { name: 'In Zambia' }));
    await screen.findByText(/you can move to outside Zambia once the secretariat has decided/);
    expect(screen.queryByRole('group', { name: 'Where you live' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^District/)).toHaveValue('7');
  });
});
