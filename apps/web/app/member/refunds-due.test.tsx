import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders, testApiClient } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
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
    firstName: 'Chanda',
    lastName: 'Mulenga',
    membershipNumber: 'COAZ/2026/0042',
  },
};

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function renderRefunds(items: RefundDue[]) {
  server = await startScriptedServer(({ method, path }) =>
    method === 'GET' && path === '/coaz/api/admin/refunds'
      ? { status: 200, body: { items } }
      : undefined,
  );
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
      'Chanda Mulenga (COAZ/2026/0042): K1,250.50 to Airtel Money 0977 123 456. ' +
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
});
