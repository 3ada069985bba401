import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders, testApiClient } from '../test-support/render-route';
import {
  type ScriptedAnswer,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
import { type RefundDue, RefundsDue } from './refunds-due';

const REFUND: RefundDue = {
  paymentId: '0b6f4f55-8a3e-4c55-9a0c-8f1b0c4d2e11',
  // 23:30 in UTC is already the next day in Lusaka.
  confirmedAt: '2026-11-23T23:30:00.000Z',
  amount: 1250.5,
  currency: 'ZMW',
  network: 'AIRTEL',
  phoneNumber: '260977123456',
  provider: 'sandbox',
  providerReference: 'SBX-0b6f4f55',
  receivableId: 5,
  description: 'Annual subscription 2026',
  member: {
    username: 'demo.pending',
    firstName: 'Sample',
    lastName: 'Payer One',
    membershipNumber: 'COAZ/2026/0042',
  },
};

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const MARK_PATH = `/coaz/api/admin/refunds/${REFUND.paymentId}/refunded`;

async function renderRefunds(items: RefundDue[], marked?: ScriptedAnswer) {
  server = await startScriptedServer(({ method, path }) => {
    if (method === 'GET' && path === '/coaz/api/admin/refunds') {
      return { status: 200, body: { items } };
    }
    return method === 'POST' && path === MARK_PATH ? marked : undefined;
  });
  const view = render(
    <TestProviders client={testApiClient(server.url)}>
      <main>
        <RefundsDue />
      </main>
    </TestProviders>,
  );
  await screen.findByRole('heading', { name: 'Refunds due' });
  return view;
}

describe('the refunds due', () => {
  it('names the member, the amount, the number to pay back, the day and the reference', async () => {
    const { container } = await renderRefunds([REFUND]);
    const list = await screen.findByRole('list');
    const [entry] = within(list).getAllByRole('listitem');
    expect(entry).toHaveTextContent(
      'Sample Payer One (COAZ/2026/0042): K1,250.50 to Airtel Money 0977 123 456. ' +
        'Annual subscription 2026, confirmed 24 November 2026, reference SBX-0b6f4f55.',
    );
    await expectNoAxeViolations(container);
  });

  it('names a member without names by their username', async () => {
    await renderRefunds([
      {
        ...REFUND,
        member: { username: 'demo.x', firstName: null, lastName: null, membershipNumber: null },
      },
    ]);
    expect((await screen.findByRole('listitem')).textContent).toMatch(/^demo\.x: K1,250\.50/);
  });

  it('says when none are due', async () => {
    await renderRefunds([]);
    expect(await screen.findByText('No refunds are due.')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('marks a refund paid back, removes its line and says so', async () => {
    const other: RefundDue = {
      ...REFUND,
      paymentId: '1c7a5a66-9b4f-4d66-8b2c-9a2c1d5e3f22',
      member: { ...REFUND.member, firstName: 'Sample', lastName: 'Payer Two' },
    };
    const { container } = await renderRefunds([REFUND, other], { status: 204, body: undefined });
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', {
        name: 'Mark as paid back: K1,250.50 to Sample Payer One',
      }),
    );
    await user.click(
      screen.getByRole('button', { name: 'Yes, it is paid back: K1,250.50 to Sample Payer One' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Marked the refund of K1,250.50 to Sample Payer One as paid back.',
    );
    expect(screen.getByRole('status')).toHaveFocus();
    const lines = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.textContent).toMatch(/^Sample Payer Two/);
    expect(server?.requests.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', path: MARK_PATH, body: undefined },
    ]);
    await expectNoAxeViolations(container);
  });

  it('reads the question with Yes, which takes the cursor', async () => {
    await renderRefunds([REFUND], { status: 204, body: undefined });
    await userEvent.click(await screen.findByRole('button', { name: /^Mark as paid back/ }));
    const yes = screen.getByRole('button', { name: /^Yes, it is paid back/ });
    expect(yes).toHaveFocus();
    expect(yes).toHaveAccessibleDescription(
      /^Mark it paid back only once K1,250\.50 is sent to .+: the line then leaves this list for good\.$/,
    );
  });

  it('removes the line when another admin marked it first, and says so', async () => {
    await renderRefunds([REFUND], {
      status: 409,
      body: {
        error: 'already_refunded',
        message: 'This refund is already recorded as paid back',
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Mark as paid back/ }));
    await user.click(screen.getByRole('button', { name: /^Yes, it is paid back/ }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Another admin had already marked the refund of K1,250.50 to Sample Payer One as paid back.',
    );
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('keeps the line and says why when the server refuses', async () => {
    await renderRefunds([REFUND], {
      status: 403,
      body: { error: 'forbidden', message: 'Only admins may do this' },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Mark as paid back/ }));
    await user.click(screen.getByRole('button', { name: /^Yes, it is paid back/ }));
    const entry = screen.getByRole('listitem');
    expect(await within(entry).findByRole('alert')).toHaveTextContent(
      'The refund to Sample Payer One was not marked as paid back: Only admins may do this.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(
      within(entry).getByRole('button', { name: /^Yes, it is paid back/ }),
    ).not.toHaveAttribute('aria-disabled');
  });

  // A disabled button loses the cursor in a browser: a keyboard user was dropped at the top of
  // the page, away from the reason the refund was not marked.
  it('keeps the cursor on Yes, it is paid back while it works and after a refusal, marking once', async () => {
    let answer: (value: ScriptedAnswer) => void = () => undefined;
    server = await startScriptedServer(({ method }) =>
      method === 'GET'
        ? { status: 200, body: { items: [REFUND] } }
        : new Promise((resolve) => (answer = resolve)),
    );
    render(
      <TestProviders client={testApiClient(server.url)}>
        <RefundsDue />
      </TestProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Mark as paid back/ }));
    const mark = screen.getByRole('button', { name: /^Yes, it is paid back/ });
    await userEvent.click(mark);
    await expect.poll(() => mark.getAttribute('aria-disabled')).toBe('true');
    expect(mark).toHaveFocus();
    await userEvent.click(mark);
    answer({ status: 503, body: { error: 'unavailable', message: 'Try again in a moment.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in a moment');
    expect(mark).toHaveFocus();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  // Marking cannot be undone and the line leaves the list for good: one tap, meant for the next
  // line or made before the money was sent, left a member unpaid with nothing left to say so.
  it('asks before marking, and Not yet keeps the line and sends nothing', async () => {
    await renderRefunds([REFUND], { status: 204, body: undefined });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Mark as paid back/ }));
    const entry = screen.getByRole('listitem');
    expect(entry).toHaveTextContent(
      'Mark it paid back only once K1,250.50 is sent to 0977 123 456: the line then leaves this list for good.',
    );
    expect(within(entry).getByRole('button', { name: /^Yes, it is paid back/ })).toHaveFocus();
    await user.click(within(entry).getByRole('button', { name: 'Not yet' }));
    expect(within(entry).getByRole('button', { name: /^Mark as paid back/ })).toHaveFocus();
    expect(server?.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
