import type { FeeDue } from '@coaz/api-client/membership';
import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { lusakaToday } from '../dates/lusaka-time';
import { TestProviders, testApiClient } from '../test-support/render-route';
import {
  type ScriptedAnswer,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
import { FeesDueAdmin } from './fees-due-admin';

const FEE: FeeDue = {
  receivableId: 41,
  description: 'Associate Membership: first annual subscription',
  amount: 250,
  currency: 'ZMW',
  // 23:30 in UTC is already the next day in Lusaka.
  billedAt: '2026-11-23T23:30:00.000Z',
  mobileMoneyWaiting: false,
  member: {
    username: 'demo.abroad',
    firstName: 'Demo',
    lastName: 'Abroad',
    organisationName: null,
    membershipNumber: 'COAZ-000041',
    country: 'Botswana',
    status: 'PENDING_PAYMENT',
    validUntil: null,
  },
};

const RECORD_PATH = `/coaz/api/admin/receivables/${FEE.receivableId}/payments`;

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function renderFees(items: FeeDue[], recorded?: ScriptedAnswer | (() => ScriptedAnswer)) {
  // As the server does, a fee recorded as paid is no longer listed as unpaid.
  let listed = items;
  server = await startScriptedServer(({ method, path }) => {
    if (method === 'GET' && path.startsWith('/coaz/api/admin/receivables')) {
      const q = new URL(path, 'http://x').searchParams.get('q');
      return {
        status: 200,
        body: { items: q ? listed.filter((item) => item.member.username.includes(q)) : listed },
      };
    }
    if (method !== 'POST' || path !== RECORD_PATH) return undefined;
    const answer = typeof recorded === 'function' ? recorded() : recorded;
    if (answer?.status === 201)
      listed = listed.filter((item) => !path.includes(`/${item.receivableId}/`));
    return answer;
  });
  const view = render(
    <TestProviders client={testApiClient(server.url)}>
      <main>
        <FeesDueAdmin />
      </main>
    </TestProviders>,
  );
  await screen.findByRole('heading', { name: 'Payments received at the office or by bank' });
  return view;
}

const posts = () => server?.requests.filter((request) => request.method === 'POST') ?? [];

async function openForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /Record a payment/ }));
  return { user, form: screen.getByRole('form', { name: /Payment of K250\.00 by Demo Abroad/ }) };
}

describe('the fees the secretariat records payments of', () => {
  it('names the member, where they are, the amount, what for and the day billed', async () => {
    const { container } = await renderFees([
      FEE,
      { ...FEE, receivableId: 42, mobileMoneyWaiting: true },
    ]);
    const [entry, waiting] = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(entry).toHaveTextContent(
      'Demo Abroad (COAZ-000041), in Botswana: K250.00 for Associate Membership: first annual ' +
        'subscription, billed 24 November 2026.',
    );
    expect(waiting).toHaveTextContent('A mobile-money prompt for this fee is waiting');
    await expectNoAxeViolations(container);
  });

  it('takes the cursor to the form it opens, since the button it was on is gone', async () => {
    await renderFees([FEE]);
    const { form } = await openForm();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(form).getByRole('radio', { name: /Bank transfer/ }),
      ),
    );
  });

  it('says when no fee is waiting, and searches by what is typed', async () => {
    await renderFees([FEE]);
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Whose unpaid fees to list' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No unpaid fee matches “nobody”.')).toBeVisible();
    expect(server?.requests.at(-1)?.path).toBe('/coaz/api/admin/receivables?q=nobody');
  });

  // The list stopped at a hundred fees without a word.
  it('says more fees follow than are shown, brings them with More results, and records one', async () => {
    const second = { ...FEE, receivableId: 43, member: { ...FEE.member, lastName: 'Later' } };
    let recordedLater = false;
    server = await startScriptedServer(({ method, path }) => {
      if (method === 'POST') {
        recordedLater = true;
        return {
          status: 201,
          body: {
            receivableId: 43,
            message: 'Recorded K250.00 from Demo Later: receipt R2026-000043.',
          },
        };
      }
      if (!path.startsWith('/coaz/api/admin/receivables')) return undefined;
      const next = new URL(path, 'http://x').searchParams.get('cursor') === 'page-2';
      return {
        status: 200,
        body: next
          ? { items: recordedLater ? [] : [second], nextCursor: null }
          : { items: [FEE, { ...FEE, receivableId: 42 }], nextCursor: 'page-2' },
      };
    });
    const { container } = render(
      <TestProviders client={testApiClient(server.url)}>
        <main>
          <FeesDueAdmin />
        </main>
      </TestProviders>,
    );
    expect(
      await screen.findByText(
        'Showing the first 2 unpaid fees; there are more. Narrow the search, or show more results.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations(container);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'More results' }));
    const later = await screen.findByRole('button', {
      name: /^Record a payment: K250\.00 by Demo Later/,
    });
    await waitFor(() => expect(later).toHaveFocus());
    expect(server.requests.at(-1)?.path).toBe('/coaz/api/admin/receivables?cursor=page-2');
    expect(screen.queryByRole('button', { name: 'More results' })).toBeNull();
    // A fee recorded on the second page leaves the list as one on the first does.
    await user.click(later);
    const form = screen.getByRole('form', { name: /by Demo Later/ });
    await user.click(within(form).getByRole('radio', { name: 'Cash at the office' }));
    await user.type(within(form).getByRole('textbox', { name: 'Amount received (Kwacha)' }), '250');
    await user.type(
      within(form).getByRole('textbox', { name: 'Office receipt number' }),
      'OR 0457',
    );
    await user.click(within(form).getByRole('button', { name: /^Record the payment/ }));
    expect(await screen.findByText(/^Recorded K250\.00 from Demo Later/)).toBeVisible();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    // Read again, every page that was shown.
    await waitFor(() =>
      expect(
        server?.requests.filter((request) => request.path.endsWith('cursor=page-2')),
      ).toHaveLength(2),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('refuses a form without a method, amount or reference before sending, naming each', async () => {
    const { container } = await renderFees([FEE]);
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('button', { name: /Record the payment/ }));
    expect(within(form).getByText('3 fields need a change')).toBeVisible();
    expect(within(form).getByRole('radio', { name: 'Bank transfer' })).toHaveFocus();
    expect(
      within(form).getByRole('textbox', { name: 'Amount received (Kwacha)' }),
    ).toHaveAccessibleDescription(/Enter the amount in Kwacha/);
    // A part payment is refused as the server would: the whole fee is recorded, once.
    await user.type(within(form).getByRole('textbox', { name: 'Amount received (Kwacha)' }), '100');
    await user.click(within(form).getByRole('button', { name: /Record the payment/ }));
    expect(
      within(form).getByRole('textbox', { name: 'Amount received (Kwacha)' }),
    ).toHaveAccessibleDescription(/This fee is K250\.00; record the payment once the whole fee/);
    expect(posts()).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('sends the record, takes the line away and says what was recorded', async () => {
    await renderFees([FEE], {
      status: 201,
      body: {
        paymentId: '7d0e1f2a-3b4c-4d5e-8f60-718293a4b5c6',
        receivableId: FEE.receivableId,
        method: 'BANK_TRANSFER',
        amount: 250,
        currency: 'ZMW',
        receivedOn: '2026-12-03',
        reference: 'FT26338ZK4471',
        receiptNumber: 'R2026-000041',
        member: { username: 'demo.abroad', status: 'ACTIVE', validUntil: '2027-12-02' },
        message:
          'Recorded K250.00 from Demo Abroad: receipt R2026-000041; the paid year runs to 2 December 2027; in good standing until 1 January 2028.',
      },
    });
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('radio', { name: 'Bank transfer' }));
    await user.type(
      within(form).getByRole('textbox', { name: 'Amount received (Kwacha)' }),
      'K250',
    );
    const date = within(form).getByLabelText(/^Date received/);
    expect(date).toHaveValue(lusakaToday());
    fireEvent.change(date, { target: { value: '2026-12-03' } });
    expect(date).toHaveAccessibleDescription('That is Thursday 3 December 2026.');
    await user.type(
      within(form).getByRole('textbox', { name: 'Bank reference' }),
      ' FT26338ZK4471 ',
    );
    await user.click(within(form).getByRole('button', { name: /Record the payment/ }));
    const status = await screen.findByText(/^Recorded K250\.00 from Demo Abroad/);
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(posts().map((request) => request.body)).toEqual([
      {
        method: 'BANK_TRANSFER',
        amount: 250,
        receivedOn: '2026-12-03',
        reference: 'FT26338ZK4471',
      },
    ]);
  });

  it('shows a refusal about a field beside it, and any other above the form, keeping what was typed', async () => {
    let answer: ScriptedAnswer = {
      status: 422,
      body: {
        error: 'received_on_out_of_range',
        message:
          'receivedOn: a payment received more than 400 days ago is not recorded here; ask the treasurer',
      },
    };
    await renderFees([FEE], () => answer);
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('radio', { name: 'Cheque' }));
    await user.type(within(form).getByRole('textbox', { name: 'Amount received (Kwacha)' }), '250');
    await user.type(within(form).getByRole('textbox', { name: 'Cheque number' }), '000123');
    await user.click(within(form).getByRole('button', { name: /Record the payment/ }));
    const date = within(form).getByLabelText(/^Date received/);
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(/not recorded here; ask the treasurer/),
    );
    expect(date).toHaveFocus();
    answer = {
      status: 500,
      body: { error: 'internal', message: 'Something went wrong on the server.' },
    };
    await user.click(within(form).getByRole('button', { name: /Record the payment/ }));
    expect(await within(form).findByText(/Something went wrong on the server/)).toBeVisible();
    expect(within(form).getByRole('textbox', { name: 'Cheque number' })).toHaveValue('000123');
    expect(within(form).getByRole('textbox', { name: 'Amount received (Kwacha)' })).toHaveValue(
      '250',
    );
  });

  // The form stayed open offering "Record the payment", under "Fees not yet paid", for a fee
  // nothing could record any more.
  it('takes away the form and the line of a fee paid meanwhile, keeping the server’s word in focus', async () => {
    const paidMeanwhile =
      'This fee is paid already by mobile money on 3 December 2026; nothing was recorded. If the ' +
      'member paid you for it too, give that money back to them now: it is not listed under Refunds due';
    let paid = false;
    server = await startScriptedServer(({ method, path }) => {
      if (method === 'GET' && path.startsWith('/coaz/api/admin/receivables')) {
        return { status: 200, body: { items: paid ? [] : [FEE], nextCursor: null } };
      }
      if (method !== 'POST' || path !== RECORD_PATH) return undefined;
      paid = true;
      return { status: 409, body: { error: 'fee_paid', message: paidMeanwhile } };
    });
    render(
      <TestProviders client={testApiClient(server.url)}>
        <main>
          <FeesDueAdmin />
        </main>
      </TestProviders>,
    );
    const { user, form } = await openForm();
    await user.click(within(form).getByRole('radio', { name: 'Cash at the office' }));
    await user.type(within(form).getByRole('textbox', { name: 'Amount received (Kwacha)' }), '250');
    await user.type(within(form).getByRole('textbox', { name: 'Office receipt number' }), 'OR 9');
    await user.click(within(form).getByRole('button', { name: /Record the payment/ }));
    const message = await screen.findByText(/^This fee is paid already by mobile money/);
    await waitFor(() => expect(message).toHaveFocus());
    expect(message.textContent).toMatch(/give that money back to them now/);
    expect(form).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Record the payment/ })).toBeNull();
    expect(screen.queryByRole('listitem')).toBeNull();
    // Read again: the line stays gone, and the message stays.
    await waitFor(() =>
      expect(server?.requests.filter((request) => request.method === 'GET').length).toBeGreaterThan(
        1,
      ),
    );
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.getByText(/^This fee is paid already by mobile money/)).toBeVisible();
  });
});
