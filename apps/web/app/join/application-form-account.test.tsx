import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findProblemSummary } from '../test-support/form-messages';
import { buildUploadFormsWithNode } from '../test-support/node-form-data';
import { TestProviders, testApiClient } from '../test-support/render-route';
import {
  type ScriptedAnswer,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
import { type ApplicationAccount, ApplicationForm } from './application-form';

// An account that finished registering and holds no membership applies from itself: the form
// asks only what the account lacks and the application needs, and sends no login.

const DISTRICTS = [{ id: 7, name: 'Kabwe', province: 'Central', provinceId: 2 }];

const ACCOUNT: ApplicationAccount = {
  firstName: 'Demo',
  lastName: 'Registration',
  email: 'demo.registration@example.org',
  phoneNumber: '260971000005',
  districtId: 7,
  country: null,
};

buildUploadFormsWithNode();

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  sessionStorage.clear();
});

async function renderForm(answers: ScriptedAnswer[]) {
  server = await startScriptedServer((request) => {
    if (request.path === '/coaz/api/districts') return { status: 200, body: DISTRICTS };
    if (request.path === '/coaz/api/applications/mine') return answers.shift();
    return undefined;
  });
  const onApplied = vi.fn();
  const view = render(
    <TestProviders client={testApiClient(server.url)}>
      <ApplicationForm
        membershipType="associate_membership"
        onApplied={onApplied}
        account={ACCOUNT}
      />
    </TestProviders>,
  );
  return { ...view, onApplied };
}

const sent = () =>
  (server?.requests ?? [])
    .filter((request) => request.path === '/coaz/api/applications/mine')
    .map((request) => String(request.body));

const apply = () => userEvent.click(screen.getByRole('button', { name: 'Apply for membership' }));

describe('ApplicationForm from an account', () => {
  it('asks neither the login nor the identity the account has, and sends neither', async () => {
    const { container, onApplied } = await renderForm([
      {
        status: 201,
        body: { message: 'Application received.', application: { id: 1, status: 'SUBMITTED' } },
      },
    ]);
    for (const label of [/^User name/, /^Password/, /^First name/, /^NRC number/, /^Mobile/]) {
      expect(screen.queryByLabelText(label)).toBeNull();
    }
    expect(screen.queryByLabelText(/^District/)).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Outside Zambia' })).toBeNull();
    expect(screen.getByText(/taken from your account/)).toBeInTheDocument();
    // Only what "Change my details" changes is sent there: it has no field for the name or NRC.
    expect(screen.getByText(/taken from your account/)).toHaveTextContent(
      'Your mobile number, e-mail and where you live change under “Change my details” on your dashboard.',
    );
    expect(screen.getByText(/taken from your account/).textContent).not.toMatch(/change them/);
    await userEvent.selectOptions(
      screen.getByLabelText(/^Professional category/),
      'Clinical Officer General',
    );
    await apply();
    await vi.waitFor(() => expect(onApplied).toHaveBeenCalledWith('Application received.'));
    const [body] = sent();
    expect(body).toContain('name="membershipType"\r\n\r\nassociate_membership');
    expect(body).toContain('name="professionalCategory"');
    for (const name of ['username', 'password', 'firstName', 'phoneNumber', 'districtId']) {
      expect(body).not.toContain(`name="${name}"`);
    }
    await expectNoAxeViolations(container);
  });

  it('asks the NRC number when the server says the account has none, keeping what was chosen', async () => {
    const { onApplied } = await renderForm([
      {
        status: 400,
        body: {
          error: 'validation_failed',
          message: 'nrcNumber: Enter the NRC number as on the card, such as 123456/10/1',
        },
      },
      {
        status: 201,
        body: { message: 'Application received.', application: { id: 1, status: 'SUBMITTED' } },
      },
    ]);
    await userEvent.selectOptions(
      screen.getByLabelText(/^Professional category/),
      'Clinical Officer General',
    );
    await apply();
    const summary = await findProblemSummary();
    expect(summary).toHaveTextContent('NRC number: Enter the NRC number as on the card');
    const nrc = screen.getByLabelText(/^NRC number/);
    expect(nrc).toHaveFocus();
    expect(screen.getByLabelText(/^Professional category/)).toHaveValue('general');
    await userEvent.type(nrc, '700002/10/1');
    await apply();
    await vi.waitFor(() => expect(onApplied).toHaveBeenCalledWith('Application received.'));
    expect(sent()[1]).toContain('name="nrcNumber"\r\n\r\n700002/10/1');
  });

  it('takes an application already there, sent again, as arrived', async () => {
    const { onApplied } = await renderForm([
      {
        status: 409,
        body: {
          error: 'application_exists',
          message: 'Your application is with the secretariat for review',
        },
      },
    ]);
    await userEvent.selectOptions(
      screen.getByLabelText(/^Professional category/),
      'Clinical Officer General',
    );
    await apply();
    await vi.waitFor(() =>
      expect(onApplied).toHaveBeenCalledWith(
        'Your application had already arrived, so nothing was sent again.',
      ),
    );
  });
});
