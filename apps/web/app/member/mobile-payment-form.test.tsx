import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders, testApiClient } from '../test-support/render-route';
import { type ScriptedServer, startScriptedServer } from '../test-support/scripted-server';
import { MobilePaymentForm } from './mobile-payment-form';

const FEE = {
  receivableId: 5,
  criteriaId: 1,
  description: 'Annual subscription 2026',
  amount: 300,
  currency: 'ZMW',
  paid: false,
};

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function renderForm(finalStatus: 'CONFIRMED' | 'FAILED') {
  let checks = 0;
  server = await startScriptedServer(({ method, path }) => {
    if (path === '/coaz/api/receivables/5') return { status: 200, body: FEE };
    const payment = {
      paymentId: '0b6f4f55-8a3e-4c55-9a0c-8f1b0c4d2e11',
      status: 'PENDING',
      message: 'SANDBOX, no money moved. Approve the prompt on your phone',
    };
    if (method === 'POST' && path === '/coaz/api/payments') return { status: 202, body: payment };
    if (path.startsWith('/coaz/api/payments/')) {
      checks += 1;
      const status = checks < 2 ? 'PENDING' : finalStatus;
      const message =
        status === 'FAILED' ? 'SANDBOX, no money moved. The payment was declined' : payment.message;
      return { status: 200, body: { ...payment, status, message } };
    }
    return undefined;
  });
  const onPaid = vi.fn();
  const view = render(
    <TestProviders client={testApiClient(server.url)}>
      <MobilePaymentForm receivableId="5" onPaid={onPaid} pollIntervalMs={20} />
    </TestProviders>,
  );
  await screen.findByText('Annual subscription 2026');
  return { ...view, onPaid };
}

describe('MobilePaymentForm', () => {
  it('shows the fee and refuses a number of another network before sending', async () => {
    const { container } = await renderForm('CONFIRMED');
    expect(screen.getByText('K300.00')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Mobile money number/), '0971234567');
    await userEvent.click(screen.getByRole('button', { name: 'Pay K300.00' }));
    expect(screen.getByText(/This is not an MTN MoMo number/)).toBeInTheDocument();
    expect(server?.requests.some((request) => request.method === 'POST')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('sends the prompt, waits for the confirmation and hands on', async () => {
    const { onPaid } = await renderForm('CONFIRMED');
    await userEvent.click(screen.getByRole('radio', { name: 'Airtel Money' }));
    await userEvent.type(screen.getByLabelText(/^Mobile money number/), '0971234567');
    await userEvent.click(screen.getByRole('button', { name: 'Pay K300.00' }));
    expect(await screen.findByText(/SANDBOX, no money moved/)).toBeInTheDocument();
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledOnce());
    expect(server?.requests.find((request) => request.method === 'POST')?.body).toEqual({
      receivableId: 5,
      network: 'AIRTEL',
      phoneNumber: '0971234567',
    });
  });

  it('says when the payment is declined and keeps the number for another try', async () => {
    const { onPaid } = await renderForm('FAILED');
    await userEvent.type(screen.getByLabelText(/^Mobile money number/), '0961234000');
    await userEvent.click(screen.getByRole('button', { name: 'Pay K300.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment was declined');
    expect(screen.getByLabelText(/^Mobile money number/)).toHaveValue('0961234000');
    expect(screen.getByRole('button', { name: 'Pay K300.00' })).toBeEnabled();
    expect(onPaid).not.toHaveBeenCalled();
  });
});
