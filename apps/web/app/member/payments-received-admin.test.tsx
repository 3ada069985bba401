import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerDate } from '../api/server-clock';
import { formatMonth } from '../dates/format-date';
import { TestProviders, testApiClient } from '../test-support/render-route';
import {
  type ScriptedAnswer,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
import { monthsUpTo, type PaymentReceived, PaymentsReceivedAdmin } from './payments-received-admin';

const MEMBER = {
  username: 'sample.payer',
  firstName: 'Sample',
  lastName: 'Payer One',
  organisationName: null,
  membershipNumber: 'COAZ/2026/0042',
  country: null,
  status: 'ACTIVE',
  validUntil: '2027-11-30',
};

const MOBILE: PaymentReceived = {
  paymentId: '0b6f4f55-8a3e-4c55-9a0c-8f1b0c4d2e11',
  // 22:15 in UTC on 30 November is 00:15 on 1 December in Lusaka.
  confirmedAt: '2026-11-30T22:15:00.000Z',
  receivedOn: null,
  method: 'MOBILE_MONEY',
  methodName: 'Mobile money',
  network: 'AIRTEL',
  receivableId: 5,
  description: 'Annual subscription 1 December 2026 – 30 November 2027',
  amount: 300,
  currency: 'ZMW',
  reference: 'SBX-0b6f4f55',
  receiptNumber: 'R2026-000042',
  refundDue: false,
  member: MEMBER,
};

const CASH: PaymentReceived = {
  ...MOBILE,
  paymentId: '1c7f5f66-9b4f-4d66-8b1d-9f2c1d5e3f22',
  confirmedAt: '2026-12-03T07:05:00.000Z',
  receivedOn: '2026-12-02',
  method: 'CASH',
  methodName: 'Cash at the office',
  network: null,
  receivableId: 6,
  description: 'Annual subscription 2027',
  amount: 1250.5,
  reference: 'OR 0457',
  receiptNumber: 'R2026-000043',
  member: { ...MEMBER, firstName: 'Sample', lastName: 'Payer Two', membershipNumber: null },
};

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const page = (items: PaymentReceived[], extra: Record<string, unknown> = {}) => ({
  month: '2026-12',
  total: items.reduce((sum, item) => sum + item.amount, 0),
  count: items.length,
  owedBack: 0,
  currency: 'ZMW',
  items,
  nextCursor: null,
  ...extra,
});

async function renderPayments(
  answer: (query: URLSearchParams) => ScriptedAnswer | undefined,
  beside?: ReactNode,
) {
  server = await startScriptedServer(({ method, path }) => {
    const url = new URL(path, 'http://localhost');
    return method === 'GET' && url.pathname === '/coaz/api/admin/payments'
      ? answer(url.searchParams)
      : undefined;
  });
  const view = render(
    <TestProviders client={testApiClient(server.url)}>
      <main>
        <PaymentsReceivedAdmin />
        {beside}
      </main>
    </TestProviders>,
  );
  await screen.findByRole('heading', { name: 'Payments received' });
  return view;
}

const paymentRequests = () =>
  server?.requests.filter((request) => request.path.startsWith('/coaz/api/admin/payments')) ?? [];

describe('the payments received', () => {
  it('lists this month in Lusaka time, each payment with its time, member, fee, way and receipt, and the total', async () => {
    // Half past midnight on 1 December in Lusaka, still 30 November in UTC.
    noteServerDate('Mon, 30 Nov 2026 22:30:00 GMT', Date.now());
    const { container } = await renderPayments(() => ({
      status: 200,
      body: page([CASH, MOBILE]),
    }));
    const lines = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(paymentRequests()[0]?.path).toBe('/coaz/api/admin/payments?month=2026-12');
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue('2026-12');
    expect(lines[0]).toHaveTextContent(
      'Received 2 December 2026 (recorded 3 December 2026, 09:05): Sample Payer Two paid ' +
        'K1,250.50 for Annual subscription 2027, by cash at the office. Reference OR 0457, ' +
        'receipt R2026-000043.',
    );
    expect(lines[1]).toHaveTextContent(
      '1 December 2026, 00:15: Sample Payer One (COAZ/2026/0042) paid K300.00 for Annual ' +
        'subscription 1 December 2026 – 30 November 2027, by Airtel Money (mobile money). ' +
        'Reference SBX-0b6f4f55, receipt R2026-000042.',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Received in December 2026: K1,550.50 from 2 payments.',
    );
    await expectNoAxeViolations(container);
  });

  it('asks for another month when one is chosen, and says when nothing came', async () => {
    noteServerDate('Mon, 07 Dec 2026 10:00:00 GMT', Date.now());
    await renderPayments((query) =>
      query.get('month') === '2026-10'
        ? { status: 200, body: page([], { month: '2026-10' }) }
        : { status: 200, body: page([MOBILE]) },
    );
    await screen.findByRole('list');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'October 2026');
    expect(await screen.findByText('No payment was received in October 2026.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Received in October 2026: K0.00 from 0 payments.',
    );
    expect(paymentRequests().at(-1)?.path).toBe('/coaz/api/admin/payments?month=2026-10');
  });

  it('marks money owed back, outside the total', async () => {
    noteServerDate('Mon, 07 Dec 2026 10:00:00 GMT', Date.now());
    await renderPayments(() => ({
      status: 200,
      body: page([{ ...MOBILE, refundDue: true, receiptNumber: null }], {
        total: 0,
        count: 0,
        owedBack: 300,
      }),
    }));
    expect(await screen.findByRole('listitem')).toHaveTextContent(
      'Reference SBX-0b6f4f55. The fee was already paid: this money is owed back, and is not in the total.',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Received in December 2026: K0.00 from 0 payments. Another K300.00 came for fees already paid and is owed back.',
    );
  });

  it('shows more with the next cursor, and moves the cursor to the first new line', async () => {
    noteServerDate('Mon, 07 Dec 2026 10:00:00 GMT', Date.now());
    await renderPayments((query) =>
      query.get('cursor') === 'page-2'
        ? { status: 200, body: page([MOBILE], { count: 2, total: 1550.5 }) }
        : { status: 200, body: page([CASH], { count: 2, total: 1550.5, nextCursor: 'page-2' }) },
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(
      screen.getByText('Showing the newest 1 payments of the month; there are more.'),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(paymentRequests().at(-1)?.path).toBe(
      '/coaz/api/admin/payments?month=2026-12&cursor=page-2',
    );
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('listitem')[1]).toHaveFocus());
  });

  it('says why the list could not be read', async () => {
    await renderPayments(() => ({
      status: 400,
      body: {
        error: 'validation_failed',
        message: 'month: give a month as YYYY-MM, such as 2026-12',
      },
    }));
    expect(
      await screen.findByText('month: give a month as YYYY-MM, such as 2026-12'),
    ).toBeVisible();
  });
});

/** What "Payments received at the office or by bank" does once a payment is recorded there. */
function RecordedElsewhere() {
  const queryClient = useQueryClient();
  // The list of unpaid fees, as that section keeps it.
  useQuery({ queryKey: ['coaz', 'admin', 'receivables', ''], queryFn: () => ({ items: [] }) });
  return (
    <button
      type="button"
      onClick={() =>
        void queryClient.invalidateQueries({ queryKey: ['coaz', 'admin', 'receivables'] })
      }
    >
      Recorded
    </button>
  );
}

describe('a payment recorded at the office meanwhile', () => {
  it('is read at once: the list asks again when the unpaid fees are read again', async () => {
    noteServerDate('Mon, 07 Dec 2026 10:00:00 GMT', Date.now());
    let recorded = false;
    await renderPayments(
      () => ({ status: 200, body: page(recorded ? [CASH, MOBILE] : [MOBILE]) }),
      <RecordedElsewhere />,
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    recorded = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Recorded' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByRole('status')).toHaveTextContent('K1,550.50 from 2 payments');
  });
});

describe('the months offered', () => {
  it('go back across a year, newest first, named as people read them', () => {
    expect(monthsUpTo('2027-02', 4)).toEqual(['2027-02', '2027-01', '2026-12', '2026-11']);
    expect(formatMonth('2026-12')).toBe('December 2026');
  });
});

describe('the month list on a page left open', () => {
  afterEach(() => {
    vi.useRealTimers();
    noteServerDate(new Date().toUTCString());
  });

  it('offers the new month once the month has ended, when it is opened again', async () => {
    // Only the clock: the page's own timers and the test server run as ever.
    vi.useFakeTimers({ toFake: ['Date'] });
    // 23:50 on 31 December 2027 in Lusaka.
    vi.setSystemTime(new Date('2027-12-31T21:50:00Z'));
    noteServerDate(new Date().toUTCString());
    await renderPayments((query) => ({
      status: 200,
      body: page([], { month: query.get('month') }),
    }));
    const months = screen.getByRole('combobox', { name: 'Month' });
    expect(within(months).getAllByRole('option')[0]).toHaveTextContent('December 2027');

    // 00:10 on 1 January 2028 in Lusaka, still 31 December in UTC; the page stayed open.
    vi.setSystemTime(new Date('2027-12-31T22:10:00Z'));
    fireEvent.pointerDown(months);
    fireEvent.focus(months);
    await waitFor(() =>
      expect(within(months).getAllByRole('option')[0]).toHaveTextContent('January 2028'),
    );
    // The month being read stays chosen until another is.
    expect(months).toHaveValue('2027-12');
    expect(within(months).getAllByRole('option')).toHaveLength(24);
    await userEvent.setup().selectOptions(months, 'January 2028');
    await waitFor(() =>
      expect(paymentRequests().at(-1)?.path).toBe('/coaz/api/admin/payments?month=2028-01'),
    );
  });
});
