import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders, testApiClient } from '../test-support/render-route';
import {
  type ScriptedAnswer,
  type ScriptedRequest,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
import { MembershipDuesAdmin } from './membership-dues-admin';

const DUES = [
  { membershipType: 'full_membership', name: 'Full Membership', amount: 300 },
  { membershipType: 'student_membership', name: 'Student Membership', amount: 100 },
];

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Renders the screen against a server that lists {@link DUES} and answers a save with `onSave`. */
async function renderScreen(onSave: (request: ScriptedRequest) => ScriptedAnswer) {
  server = await startScriptedServer((request) => {
    if (request.method === 'GET' && request.path === '/coaz/api/dues') {
      return { status: 200, body: { items: DUES } };
    }
    if (request.method === 'PUT' && request.path.startsWith('/coaz/api/admin/dues/')) {
      return onSave(request);
    }
    return undefined;
  });
  const view = render(
    <TestProviders client={testApiClient(server.url)}>
      <main>
        <MembershipDuesAdmin />
      </main>
    </TestProviders>,
  );
  await screen.findByRole('form', { name: 'Annual subscription of Full Membership' });
  return view;
}

function fullMembership() {
  return within(screen.getByRole('form', { name: 'Annual subscription of Full Membership' }));
}

const saves = () => server?.requests.filter((request) => request.method === 'PUT') ?? [];

describe('the annual subscriptions screen', () => {
  it('lists every type with its amount as the site writes money', async () => {
    const { container } = await renderScreen(() => ({ status: 500, body: {} }));
    expect(fullMembership().getByLabelText(/^Full Membership \(Kwacha a year\)/)).toHaveValue(
      '300.00',
    );
    expect(fullMembership().getByText('Now K300.00 a year.')).toBeInTheDocument();
    expect(screen.getByText('Now K100.00 a year.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('keeps a wrong amount and says what is wrong, without asking the server', async () => {
    const { container } = await renderScreen(() => ({ status: 500, body: {} }));
    const field = fullMembership().getByLabelText(/^Full Membership/);
    await userEvent.clear(field);
    await userEvent.type(field, '0');
    await userEvent.click(fullMembership().getByRole('button', { name: 'Save Full Membership' }));
    expect(field).toHaveValue('0');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/The subscription must be more than K0/);
    expect(saves()).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  // Enter in the field leaves the cursor where it is, so the field is not read again.
  it('says a new problem aloud when Enter is pressed in the field', async () => {
    const { container } = await renderScreen(() => ({ status: 500, body: {} }));
    const field = fullMembership().getByLabelText(/^Full Membership/);
    await userEvent.clear(field);
    await userEvent.type(field, '0{Enter}');
    expect(field).toHaveFocus();
    await waitFor(() =>
      expect(
        [...container.querySelectorAll('[aria-live=polite]')].map((region) => region.textContent),
      ).toContainEqual(expect.stringContaining('The subscription must be more than K0')),
    );
    expect(saves()).toHaveLength(0);
  });

  it('puts the server’s refusal beside the field and keeps what was typed', async () => {
    await renderScreen(() => ({
      status: 400,
      body: {
        error: 'validation_failed',
        message: 'amount: The subscription can be at most K5,000 a year',
      },
    }));
    const field = fullMembership().getByLabelText(/^Full Membership/);
    await userEvent.clear(field);
    await userEvent.type(field, '450');
    await userEvent.click(fullMembership().getByRole('button', { name: 'Save Full Membership' }));
    expect(
      await fullMembership().findByText('The subscription can be at most K5,000 a year'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('450');
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves through the client, announces it and shows the new amount', async () => {
    await renderScreen((request) => ({
      status: 200,
      body: {
        membershipType: 'full_membership',
        name: 'Full Membership',
        amount: (request.body as { amount: number }).amount,
      },
    }));
    const field = fullMembership().getByLabelText(/^Full Membership/);
    await userEvent.clear(field);
    await userEvent.type(field, 'K1,250.50');
    await userEvent.click(fullMembership().getByRole('button', { name: 'Save Full Membership' }));
    // More than double K300.00: asked first.
    await userEvent.click(fullMembership().getByRole('button', { name: 'Yes, save K1,250.50' }));
    expect(fullMembership().getByRole('button', { name: /^Sav/ })).toHaveFocus();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Full Membership is now K1,250.50 a year.',
    );
    expect(saves()).toEqual([
      { method: 'PUT', path: '/coaz/api/admin/dues/full_membership', body: { amount: 1250.5 } },
    ]);
    expect(fullMembership().getByText('Now K1,250.50 a year.')).toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  // `350,50` was read as thousands and saved K35,050.00 a year at once.
  it('refuses a decimal comma, keeping it typed, without asking the server', async () => {
    const { container } = await renderScreen(() => ({ status: 500, body: {} }));
    const field = fullMembership().getByLabelText(/^Full Membership/);
    await userEvent.clear(field);
    await userEvent.type(field, '350,50{Enter}');
    expect(field).toHaveValue('350,50');
    expect(field).toHaveAccessibleDescription(
      /Use a point for ngwee, such as 350.50: a comma only separates thousands, as in 1,250/,
    );
    expect(saves()).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('asks in words before more than doubling or halving, by keyboard, keeping what was typed', async () => {
    const { container } = await renderScreen((request) => ({
      status: 200,
      body: {
        membershipType: 'full_membership',
        name: 'Full Membership',
        amount: (request.body as { amount: number }).amount,
      },
    }));
    const field = fullMembership().getByLabelText(/^Full Membership/);
    await userEvent.clear(field);
    await userEvent.type(field, '3,500{Enter}');
    const question = fullMembership().getByRole('region', {
      name: 'Confirm the new subscription of Full Membership',
    });
    expect(question).toHaveAccessibleDescription('K300.00 to K3,500.00, more than double: save?');
    expect(within(question).getByText(/more than double: save\?/)).toHaveFocus();
    expect(saves()).toHaveLength(0);
    await expectNoAxeViolations(container);

    // Escape, as No does, gives the field back with the amount typed.
    await userEvent.keyboard('{Escape}');
    expect(question).not.toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveValue('3,500');
    expect(saves()).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '100{Enter}');
    expect(fullMembership().getByRole('region')).toHaveAccessibleDescription(
      'K300.00 to K100.00, less than half: save?',
    );
    await userEvent.tab();
    await userEvent.tab();
    expect(fullMembership().getByRole('button', { name: 'No, change the amount' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('100');
    expect(saves()).toHaveLength(0);

    await userEvent.type(field, '{Enter}');
    await userEvent.tab();
    expect(fullMembership().getByRole('button', { name: 'Yes, save K100.00' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Full Membership is now K100.00 a year.',
    );
    expect(saves()).toEqual([
      { method: 'PUT', path: '/coaz/api/admin/dues/full_membership', body: { amount: 100 } },
    ]);
  });

  it('saves a change within double and half at once', async () => {
    await renderScreen((request) => ({
      status: 200,
      body: {
        membershipType: 'full_membership',
        name: 'Full Membership',
        amount: (request.body as { amount: number }).amount,
      },
    }));
    const field = fullMembership().getByLabelText(/^Full Membership/);
    await userEvent.clear(field);
    await userEvent.type(field, '600{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Full Membership is now K600.00 a year.',
    );
    expect(screen.queryByRole('region', { name: /Confirm/ })).toBeNull();
  });

  // A disabled button loses the cursor in a browser: the secretariat's keyboard user was dropped
  // at the top of the page while the amount saved.
  it('keeps the cursor on Save while it saves and after a failure, and saves once', async () => {
    let answer: (value: ScriptedAnswer) => void = () => undefined;
    server = await startScriptedServer((request) => {
      if (request.method === 'GET') return { status: 200, body: { items: DUES } };
      return new Promise((resolve) => (answer = resolve));
    });
    render(
      <TestProviders client={testApiClient(server.url)}>
        <MembershipDuesAdmin />
      </TestProviders>,
    );
    await screen.findByRole('form', { name: 'Annual subscription of Full Membership' });
    const field = fullMembership().getByLabelText(/^Full Membership/);
    await userEvent.clear(field);
    await userEvent.type(field, '450');
    await userEvent.click(fullMembership().getByRole('button', { name: 'Save Full Membership' }));
    const busy = await fullMembership().findByRole('button', { name: 'Saving…' });
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.type(field, '{Enter}');
    await userEvent.click(busy);
    answer({ status: 503, body: { error: 'unavailable', message: 'Try again in a moment.' } });
    expect(await fullMembership().findByRole('alert')).toHaveTextContent('Try again in a moment.');
    expect(fullMembership().getByRole('button', { name: 'Save Full Membership' })).toHaveFocus();
    expect(field).toHaveValue('450');
    expect(saves()).toHaveLength(1);
  });
});
