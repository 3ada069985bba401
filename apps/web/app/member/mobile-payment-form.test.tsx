import { expectNoAxeViolations } from '@coaz/vitest-config/axe';
import { focusManager } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedClient } from '../test-support/editor-session';
import { problemSummary, queryRefusal } from '../test-support/form-messages';
import { TestProviders, testApiClient } from '../test-support/render-route';
import {
  DROP_CONNECTION,
  type ScriptedAnswer,
  type ScriptedRequest,
  type ScriptedServer,
  startScriptedServer,
} from '../test-support/scripted-server';
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
  sessionStorage.clear();
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

const PAYMENT_ID = '0b6f4f55-8a3e-4c55-9a0c-8f1b0c4d2e11';
const WAITING = 'SANDBOX, no money moved. Approve the prompt on your phone';

/** A payment as `GET payments/{id}` and `POST payments` answer it. */
function paymentAnswer(status: 'PENDING' | 'CONFIRMED' | 'FAILED', paymentId = PAYMENT_ID) {
  const message =
    status === 'FAILED' ? 'SANDBOX, no money moved. The payment was declined' : WAITING;
  return { status: status === 'PENDING' ? 202 : 200, body: { paymentId, status, message } };
}

/** Renders the form against a server that answers the fee, then as `answer` decides. */
async function renderScripted(
  answer: (request: ScriptedRequest) => ScriptedAnswer | typeof DROP_CONNECTION | undefined,
) {
  server = await startScriptedServer((request) =>
    request.path === '/coaz/api/receivables/5' ? { status: 200, body: FEE } : answer(request),
  );
  const onPaid = vi.fn();
  render(
    <TestProviders client={testApiClient(server.url)}>
      <MobilePaymentForm receivableId="5" onPaid={onPaid} pollIntervalMs={20} />
    </TestProviders>,
  );
  await screen.findByText('Annual subscription 2026');
  return onPaid;
}

/** Chooses MTN, types an MTN number and presses Pay. */
async function pay(number = '0961234567') {
  await userEvent.click(screen.getByRole('radio', { name: 'MTN MoMo' }));
  const field = screen.getByLabelText(/^Mobile money number/);
  await userEvent.clear(field);
  await userEvent.type(field, number);
  await userEvent.click(screen.getByRole('button', { name: 'Pay K300.00' }));
}

/** The requests of `method` to `path` (or below it) the server saw. */
const seen = (method: string, path: string) =>
  server?.requests.filter(
    (request) => request.method === method && request.path.startsWith(path),
  ) ?? [];

describe('MobilePaymentForm', () => {
  it('shows the fee and refuses a number of another network before sending', async () => {
    const { container } = await renderForm('CONFIRMED');
    expect(screen.getByText('K300.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'MTN MoMo' }));
    await userEvent.type(screen.getByLabelText(/^Mobile money number/), '0971234567');
    await userEvent.click(screen.getByRole('button', { name: 'Pay K300.00' }));
    const number = screen.getByLabelText(/^Mobile money number/);
    expect(number).toHaveAccessibleDescription(
      expect.stringContaining('This is an Airtel number: choose Airtel Money'),
    );
    // Said in the summary and at the number, where the cursor goes and a screen reader reads it.
    expect(problemSummary()).toHaveTextContent(
      'Mobile money number: This is an Airtel number: choose Airtel Money',
    );
    expect(number).toHaveFocus();
    expect(server?.requests.some((request) => request.method === 'POST')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('sends the prompt, waits for the confirmation and hands on', async () => {
    const { onPaid } = await renderForm('CONFIRMED');
    await userEvent.click(screen.getByRole('radio', { name: 'Airtel Money' }));
    await userEvent.type(screen.getByLabelText(/^Mobile money number/), '0971234567');
    await userEvent.click(screen.getByRole('button', { name: 'Pay K300.00' }));
    expect(await screen.findByText(/SANDBOX, no money moved/)).toBeInTheDocument();
    // Pay gave way to the wait: the cursor is on what is said there, not at the top of the page.
    await vi.waitFor(() =>
      expect(
        screen.getByText(/SANDBOX, no money moved/).closest('.member-payment-wait'),
      ).toHaveFocus(),
    );
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledOnce());
    expect(server?.requests.find((request) => request.method === 'POST')?.body).toEqual({
      receivableId: 5,
      network: 'AIRTEL',
      phoneNumber: '0971234567',
    });
  });

  // The wait was a status that also took the cursor, so screen readers read it twice: once as
  // the live region, once at the cursor (and the spinner's status inside it made a third). It is
  // something to act on, so it takes the cursor, also from Enter in the number, and is no live
  // region; only the passing news of a dropped connection inside it is one.
  it('puts the cursor on the wait, which is no live region, however Pay is pressed', async () => {
    const { container } = await renderForm('CONFIRMED');
    await userEvent.click(screen.getByRole('radio', { name: 'MTN MoMo' }));
    await userEvent.type(screen.getByLabelText(/^Mobile money number/), '0961234567{Enter}');
    const wait = (await screen.findByText(WAITING)).closest('.member-payment-wait');
    expect(wait).toHaveTextContent('Waiting for the payment to be approved');
    await vi.waitFor(() => expect(wait).toHaveFocus());
    const live = '[role=status], [role=alert], [role=log], [aria-live]';
    expect(
      [...container.querySelectorAll(live)].filter(
        (region) =>
          region.textContent?.includes('Waiting for the payment to be approved') ||
          region.textContent?.includes(WAITING),
      ),
    ).toEqual([]);
    await expectNoAxeViolations(container);
  });

  it('hands on the server’s refund notice for money that arrived for a fee already paid', async () => {
    const refund =
      'SANDBOX, no money moved. Your fee was already paid by another payment, so this K300.00 will be refunded to your mobile money by the secretariat; your membership is active';
    const onPaid = await renderScripted(({ method }) => {
      const answer = paymentAnswer(method === 'POST' ? 'PENDING' : 'CONFIRMED');
      return method === 'POST'
        ? answer
        : { ...answer, body: { ...answer.body, refundDue: true, message: refund } };
    });
    await pay();
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledWith(refund));
  });

  it('hands on with no notice of its own for a payment that paid the fee', async () => {
    const onPaid = await renderScripted(({ method }) =>
      paymentAnswer(method === 'POST' ? 'PENDING' : 'CONFIRMED'),
    );
    await pay();
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledWith(undefined));
  });

  it('says when the payment is declined and keeps the number for another try', async () => {
    const { onPaid } = await renderForm('FAILED');
    await userEvent.click(screen.getByRole('radio', { name: 'MTN MoMo' }));
    await userEvent.type(screen.getByLabelText(/^Mobile money number/), '0961234000');
    await userEvent.click(screen.getByRole('button', { name: 'Pay K300.00' }));
    expect(await screen.findByText(/The payment was declined/)).toBeVisible();
    // The cursor was on the number, read only while waiting: it goes to the reason.
    await vi.waitFor(() => expect(queryRefusal()).toHaveFocus());
    expect(screen.getByLabelText(/^Mobile money number/)).toHaveValue('0961234000');
    expect(screen.getByRole('button', { name: 'Pay K300.00' })).toBeEnabled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('follows the payment a 409 says is already waiting for the fee, until it is paid', async () => {
    const waitingId = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    let checks = 0;
    const onPaid = await renderScripted(({ method, path }) => {
      if (method === 'POST' && path === '/coaz/api/payments') {
        return {
          status: 409,
          body: {
            error: 'payment_pending',
            message: 'A payment for this fee is waiting for your approval',
            paymentId: waitingId,
          },
        };
      }
      if (path === `/coaz/api/payments/${waitingId}`) {
        checks += 1;
        return paymentAnswer(checks < 3 ? 'PENDING' : 'CONFIRMED', waitingId);
      }
      return undefined;
    });
    await pay();
    expect(await screen.findByText(/already on your phone/)).toBeVisible();
    expect(queryRefusal()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay K300.00' })).toBeNull();
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledOnce());
    expect(seen('POST', '/coaz/api/payments')).toHaveLength(1);
  });

  it('takes the member on when the fee was paid by the payment that was waiting', async () => {
    let paid = false;
    server = await startScriptedServer(({ method, path }) => {
      if (path === '/coaz/api/receivables/5') return { status: 200, body: { ...FEE, paid } };
      if (method === 'POST' && path === '/coaz/api/payments') {
        // The waiting payment settled as the server looked: the fee is paid, no prompt is sent.
        paid = true;
        return {
          status: 404,
          body: { error: 'not_found', message: 'You have no unpaid fee with that id' },
        };
      }
      return undefined;
    });
    const onPaid = vi.fn();
    render(
      <TestProviders client={testApiClient(server.url)}>
        <MobilePaymentForm receivableId="5" onPaid={onPaid} pollIntervalMs={20} />
      </TestProviders>,
    );
    await screen.findByText('Annual subscription 2026');
    await pay();
    const already = await screen.findByText(/This fee is already paid/);
    await vi.waitFor(() => expect(already.closest('.member-payment-wait')).toHaveFocus());
    expect(onPaid).toHaveBeenCalledOnce();
    expect(queryRefusal()).toBeNull();
    expect(screen.queryByText(/no unpaid fee/)).toBeNull();
    expect(seen('GET', '/coaz/api/receivables/5')).toHaveLength(2);
  });

  it('still says a 404 when the fee is not paid after all', async () => {
    const onPaid = await renderScripted(({ method, path }) =>
      method === 'POST' && path === '/coaz/api/payments'
        ? {
            status: 404,
            body: { error: 'not_found', message: 'You have no unpaid fee with that id' },
          }
        : undefined,
    );
    await pay();
    expect(await screen.findByText('You have no unpaid fee with that id')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay K300.00' })).toBeEnabled();
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('asks again when a status check gets no answer, keeping the wait and never offering Pay', async () => {
    let online = true;
    let checks = 0;
    const onPaid = await renderScripted(({ method, path }) => {
      if (method === 'POST' && path === '/coaz/api/payments') return paymentAnswer('PENDING');
      if (path === `/coaz/api/payments/${PAYMENT_ID}`) {
        if (!online) return DROP_CONNECTION;
        checks += 1;
        // The first check answers; then the signal goes until the test brings it back.
        if (checks === 1) online = false;
        return paymentAnswer(checks < 2 ? 'PENDING' : 'CONFIRMED');
      }
      return undefined;
    });
    await pay();
    const dropped = await screen.findByText(/connection to the server dropped; still checking/);
    expect(dropped).toBeVisible();
    // Passing news, not a task: said by a live region, while the cursor stays on the wait.
    expect(dropped.closest('[role=status]')).not.toBeNull();
    expect(screen.getByText(WAITING).closest('[role=status]')).toBeNull();
    expect(screen.getByText(WAITING)).toBeVisible();
    expect(queryRefusal()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay K300.00' })).toBeNull();
    online = true;
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledOnce(), { timeout: 5_000 });
    expect(seen('POST', '/coaz/api/payments')).toHaveLength(1);
  });

  // The member approves in the MoMo app, the page hidden: a check every 1.5 s all that time cost
  // data for nothing, and the answer waited up to 1.5 s once they were back.
  it('asks nothing while the page is hidden and asks at once when it is shown again', async () => {
    const hidden = vi.spyOn(document, 'hidden', 'get');
    await renderScripted(() => paymentAnswer('PENDING'));
    await pay();
    await screen.findByText(/SANDBOX, no money moved/);
    hidden.mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    // The check already on its way may still arrive, then none while hidden.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const whileHidden = seen('GET', '/coaz/api/payments/').length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen('GET', '/coaz/api/payments/')).toHaveLength(whileHidden);
    hidden.mockReturnValue(false);
    document.dispatchEvent(new Event('visibilitychange'));
    // At once, not a pause later: payment-check-schedule.test.ts times it.
    await vi.waitFor(() =>
      expect(seen('GET', '/coaz/api/payments/').length).toBeGreaterThan(whileHidden),
    );
  });

  it('sends an Idempotency-Key per attempt: the same one after a lost answer, a new one after a decline', async () => {
    let posts = 0;
    await renderScripted(({ method, path }) => {
      if (method === 'POST' && path === '/coaz/api/payments') {
        posts += 1;
        // The first answer is lost on the way; the payment it started is then declined.
        return posts === 1 ? DROP_CONNECTION : paymentAnswer('PENDING');
      }
      if (path === `/coaz/api/payments/${PAYMENT_ID}`) return paymentAnswer('FAILED');
      return undefined;
    });
    await pay();
    // No payment waits for the fee (the lost request never reached the server): said once asked.
    expect(await screen.findByText(/No payment prompt is waiting for this fee/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Pay K300.00' }));
    expect(await screen.findByText(/The payment was declined/)).toBeVisible();
    await pay('0961234568');
    await vi.waitFor(() => expect(seen('POST', '/coaz/api/payments')).toHaveLength(3));
    const keys = seen('POST', '/coaz/api/payments').map(
      (request) => server?.headersOf(request)['idempotency-key'],
    );
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  // Pay on MTN, the answer lost; the member, thinking it failed, tried Airtel and was shown the
  // wait on the Airtel number, while the only prompt was on the MTN phone.
  it('shows the wait on the phone a 409 says the prompt went to, not the number just typed', async () => {
    const waitingId = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    await renderScripted(({ method, path }) => {
      if (method === 'POST' && path === '/coaz/api/payments') {
        return {
          status: 409,
          body: {
            error: 'payment_pending',
            message: 'A payment for this fee is waiting for your approval',
            paymentId: waitingId,
            network: 'MTN',
            phoneNumber: '260961000003',
          },
        };
      }
      if (path === `/coaz/api/payments/${waitingId}`) {
        return {
          status: 200,
          body: {
            ...paymentAnswer('PENDING', waitingId).body,
            network: 'MTN',
            phoneNumber: '260961000003',
          },
        };
      }
      return undefined;
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Airtel Money' }));
    await userEvent.type(screen.getByLabelText(/^Mobile money number/), '0971234567');
    await userEvent.click(screen.getByRole('button', { name: 'Pay K300.00' }));
    expect(
      await screen.findByText(
        'A prompt is already waiting on MTN MoMo 0961 000 003: approve or refuse it there.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'MTN MoMo' })).toBeChecked();
    expect(screen.getByLabelText(/^Mobile money number/)).toHaveValue('0961 000 003');
    // Still said after the status checks answer with the server's own words.
    await vi.waitFor(() => expect(seen('GET', '/coaz/api/payments/').length).toBeGreaterThan(1));
    expect(screen.getByText(/already waiting on MTN MoMo 0961 000 003/)).toBeVisible();
    expect(screen.queryByText(/0971/)).toBeNull();
    expect(queryRefusal()).toBeNull();
  });

  // The answer to Pay lost, the page said "Could not reach the server" beside Pay while the prompt
  // was live, and never looked again, even once the payment had been approved.
  it('says a lost answer to Pay may have sent a prompt, and finds and follows it by itself', async () => {
    let started = false;
    let checks = 0;
    server = await startScriptedServer(({ method, path }) => {
      if (path === '/coaz/api/receivables/5') {
        return { status: 200, body: { ...FEE, pendingPaymentId: started ? PAYMENT_ID : null } };
      }
      if (method === 'POST' && path === '/coaz/api/payments') {
        started = true;
        return DROP_CONNECTION;
      }
      if (path === `/coaz/api/payments/${PAYMENT_ID}`) {
        checks += 1;
        const { body } = paymentAnswer(checks < 3 ? 'PENDING' : 'CONFIRMED');
        return { status: 200, body: { ...body, network: 'MTN', phoneNumber: '260961000003' } };
      }
      return undefined;
    });
    const onPaid = vi.fn();
    render(
      <TestProviders client={testApiClient(server.url)}>
        <MobilePaymentForm receivableId="5" onPaid={onPaid} pollIntervalMs={100} />
      </TestProviders>,
    );
    await screen.findByText('Annual subscription 2026');
    await pay('0961000003');
    const unsure = await screen.findByText(
      'We couldn’t confirm whether a prompt was sent: check your phone before paying again.',
    );
    await vi.waitFor(() => expect(unsure.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.queryByText(/Could not reach the server/)).toBeNull();
    expect(queryRefusal()).toBeNull();
    expect(
      await screen.findByText(/already waiting on MTN MoMo 0961 000 003/, undefined, {
        timeout: 3_000,
      }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay K300.00' })).toBeNull();
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledOnce(), { timeout: 3_000 });
    expect(seen('POST', '/coaz/api/payments')).toHaveLength(1);
  });

  it('finds a fee paid after a lost answer to Pay, and hands on', async () => {
    let started = false;
    server = await startScriptedServer(({ method, path }) => {
      if (path === '/coaz/api/receivables/5') {
        return { status: 200, body: { ...FEE, paid: started, pendingPaymentId: null } };
      }
      if (method === 'POST' && path === '/coaz/api/payments') {
        started = true;
        return DROP_CONNECTION;
      }
      return undefined;
    });
    const onPaid = vi.fn();
    render(
      <TestProviders client={testApiClient(server.url)}>
        <MobilePaymentForm receivableId="5" onPaid={onPaid} pollIntervalMs={20} />
      </TestProviders>,
    );
    await screen.findByText('Annual subscription 2026');
    await pay();
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledOnce());
    // Handed on in the same effect that sets the paid stage: its words are drawn on the next render.
    expect(await screen.findByText(/This fee is already paid/)).toBeVisible();
  });

  // Polls waited out their backoff (up to 15 s) after the connection came back.
  it('checks at once when the browser comes back online', async () => {
    let online = true;
    let checks = 0;
    server = await startScriptedServer((request) => {
      if (request.path === '/coaz/api/receivables/5') return { status: 200, body: FEE };
      if (request.method === 'POST') return paymentAnswer('PENDING');
      if (!online) return DROP_CONNECTION;
      checks += 1;
      // The first check answers; then the signal goes until the test brings it back.
      if (checks === 1) online = false;
      return paymentAnswer('PENDING');
    });
    // Checks 1.5 s apart, and a 3 s pause after a dropped one.
    render(
      <TestProviders client={testApiClient(server.url)}>
        <MobilePaymentForm receivableId="5" onPaid={vi.fn()} pollIntervalMs={1_500} />
      </TestProviders>,
    );
    await screen.findByText('Annual subscription 2026');
    await pay();
    await screen.findByText(/connection to the server dropped/, undefined, { timeout: 5_000 });
    const asked = seen('GET', '/coaz/api/payments/').length;
    online = true;
    window.dispatchEvent(new Event('online'));
    // At once, not after the 3 s pause a dropped check waits.
    await vi.waitFor(
      () => expect(seen('GET', '/coaz/api/payments/').length).toBeGreaterThan(asked),
      { timeout: 1_000 },
    );
    await vi.waitFor(() =>
      expect(screen.queryByText(/connection to the server dropped/)).toBeNull(),
    );
  });

  // Approved while the page was closed: it said the prompt was still on the phone until its first
  // check, 1.5 s later on a good day.
  it('checks a payment found waiting at once, saying so, when the page is opened again', async () => {
    server = await startScriptedServer(({ path }) => {
      if (path === '/coaz/api/receivables/5') {
        return { status: 200, body: { ...FEE, pendingPaymentId: PAYMENT_ID } };
      }
      if (path === `/coaz/api/payments/${PAYMENT_ID}`) return paymentAnswer('CONFIRMED');
      return undefined;
    });
    const onPaid = vi.fn();
    render(
      <TestProviders client={testApiClient(server.url)}>
        <MobilePaymentForm receivableId="5" onPaid={onPaid} pollIntervalMs={10_000} />
      </TestProviders>,
    );
    expect(await screen.findByText('Checking your payment…')).toBeVisible();
    expect(screen.queryByText(/already on your phone/)).toBeNull();
    expect(screen.queryByText(/Approve the prompt/)).toBeNull();
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledOnce(), { timeout: 2_000 });
    expect(screen.queryByText(/already on your phone/)).toBeNull();
  });

  it('follows the prompt already on the phone when the page is opened again mid-payment', async () => {
    let checks = 0;
    server = await startScriptedServer(({ path }) => {
      if (path === '/coaz/api/receivables/5') {
        return { status: 200, body: { ...FEE, pendingPaymentId: PAYMENT_ID } };
      }
      if (path === `/coaz/api/payments/${PAYMENT_ID}`) {
        checks += 1;
        return paymentAnswer(checks < 2 ? 'PENDING' : 'CONFIRMED');
      }
      return undefined;
    });
    const onPaid = vi.fn();
    render(
      <TestProviders client={testApiClient(server.url)}>
        <MobilePaymentForm receivableId="5" onPaid={onPaid} pollIntervalMs={20} />
      </TestProviders>,
    );
    // No Pay button for a fee whose prompt is waiting: the page says so and follows it.
    expect(await screen.findByText(/already on your phone/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay K300.00' })).toBeNull();
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledOnce());
    expect(seen('POST', '/coaz/api/payments')).toEqual([]);
  });

  it('hands on at once, without offering Pay, when the fee was paid while the page was closed', async () => {
    server = await startScriptedServer(({ path }) =>
      path === '/coaz/api/receivables/5'
        ? { status: 200, body: { ...FEE, paid: true, pendingPaymentId: null } }
        : undefined,
    );
    const onPaid = vi.fn();
    render(
      <TestProviders client={testApiClient(server.url)}>
        <MobilePaymentForm receivableId="5" onPaid={onPaid} pollIntervalMs={20} />
      </TestProviders>,
    );
    expect(await screen.findByText(/This fee is already paid/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay K300.00' })).toBeNull();
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledOnce());
  });

  it('says in words that a link names no fee of this member, with the way to the dashboard', async () => {
    server = await startScriptedServer(({ path }) =>
      path === '/coaz/api/receivables/5'
        ? { status: 404, body: { error: 'not_found', message: 'You have no fee with that id' } }
        : undefined,
    );
    const { container } = render(
      <MemoryRouter>
        <TestProviders client={testApiClient(server.url)}>
          <MobilePaymentForm receivableId="5" onPaid={vi.fn()} pollIntervalMs={20} />
        </TestProviders>
      </MemoryRouter>,
    );
    expect(await screen.findByText('No fee to pay at this link')).toBeVisible();
    expect(screen.queryByText('You have no fee with that id')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('offers to read the fee again when the connection dropped, then shows it', async () => {
    let reads = 0;
    server = await startScriptedServer(({ path }) => {
      if (path !== '/coaz/api/receivables/5') return undefined;
      reads += 1;
      return reads === 1 ? DROP_CONNECTION : { status: 200, body: FEE };
    });
    render(
      <MemoryRouter>
        <TestProviders client={testApiClient(server.url)}>
          <MobilePaymentForm receivableId="5" onPaid={vi.fn()} pollIntervalMs={20} />
        </TestProviders>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Your membership fee could not be loaded')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Annual subscription 2026')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay K300.00' })).toBeEnabled();
    // Try again is gone with the message: the form it made way for has the cursor.
    expect(screen.getByRole('form', { name: 'Pay by mobile money' })).toHaveFocus();
  });

  it('keeps the cursor on Try again while the fee is read again and when it fails again', async () => {
    // The second read is held until the test lets it fail, so "Trying again…" is seen for sure.
    let failSecondRead: () => void = () => {};
    const secondRead = new Promise<typeof DROP_CONNECTION>((resolve) => {
      failSecondRead = () => resolve(DROP_CONNECTION);
    });
    server = await startScriptedServer(({ path }) => {
      if (path !== '/coaz/api/receivables/5') return undefined;
      return seen('GET', path).length === 1 ? DROP_CONNECTION : secondRead;
    });
    render(
      <MemoryRouter>
        <TestProviders client={testApiClient(server.url)}>
          <MobilePaymentForm receivableId="5" onPaid={vi.fn()} pollIntervalMs={20} />
        </TestProviders>
      </MemoryRouter>,
    );
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    await userEvent.click(tryAgain);
    const trying = await screen.findByRole('button', { name: 'Trying again…' });
    expect(trying).toHaveFocus();
    expect(trying).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(trying);
    failSecondRead();
    expect(await screen.findByRole('button', { name: 'Try again' })).toHaveFocus();
    expect(seen('GET', '/coaz/api/receivables/5')).toHaveLength(2);
  });
});

/**
 * Renders the form for a signed-in member whose profile holds `phoneNumber` (as the server stores
 * it), against a server that answers the fee and starts a payment that stays waiting.
 */
async function renderForMember(phoneNumber: string | null) {
  server = await startScriptedServer(({ method, path }) => {
    if (path === '/coaz/api/receivables/5') return { status: 200, body: FEE };
    if (path === '/coaz/api/current') {
      const user = { id: 7, username: 'demo.payment', status: 'PENDING_PAYMENT', phoneNumber };
      return { status: 200, body: { status: 'SUCCESSFUL', content: { user } } };
    }
    if (method === 'POST' && path === '/coaz/api/payments') return paymentAnswer('PENDING');
    if (path === `/coaz/api/payments/${PAYMENT_ID}`) return paymentAnswer('PENDING');
    return undefined;
  });
  const client = scriptedClient(server.url, { tokens: { accessToken: 'a1', refreshToken: 'r1' } });
  // In a router: a member abroad is shown the way to the dashboard.
  const view = render(
    <TestProviders client={client}>
      <MemoryRouter>
        <MobilePaymentForm receivableId="5" onPaid={vi.fn()} pollIntervalMs={20} />
      </MemoryRouter>
    </TestProviders>,
  );
  await screen.findByText('Annual subscription 2026');
  return view;
}

describe('MobilePaymentForm for a signed-in member', () => {
  it('starts with the member’s own number and its network, which they may change', async () => {
    // An Airtel member: with MTN chosen for them, Pay said their own number was no MTN one.
    await renderForMember('260971000001');
    const number = screen.getByLabelText(/^Mobile money number/);
    await vi.waitFor(() => expect(number).toHaveValue('0971 000 001'));
    expect(screen.getByRole('radio', { name: 'Airtel Money' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'MTN MoMo' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Mobile money network' })).toBeInTheDocument();
    expect(number).toHaveAccessibleDescription(expect.stringContaining('number in your profile'));

    // Another phone's number with the network left as it was: refused, with both kept as chosen.
    await userEvent.clear(number);
    await userEvent.type(number, '0961234567');
    expect(number).toHaveAccessibleDescription('The phone that will get the payment prompt.');
    await userEvent.click(screen.getByRole('button', { name: 'Pay K300.00' }));
    expect(problemSummary()).toHaveTextContent('This is an MTN number: choose MTN MoMo');
    expect(number).toHaveValue('0961234567');
    expect(screen.getByRole('radio', { name: 'Airtel Money' })).toBeChecked();
    expect(seen('POST', '/coaz/api/payments')).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: 'MTN MoMo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay K300.00' }));
    await vi.waitFor(() => expect(seen('POST', '/coaz/api/payments')).toHaveLength(1));
    expect(seen('POST', '/coaz/api/payments')[0]?.body).toEqual({
      receivableId: 5,
      network: 'MTN',
      phoneNumber: '0961234567',
    });
  });

  it('pays from the own number of a Zamtel member with one press', async () => {
    await renderForMember('260951000004');
    await vi.waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Zamtel Kwacha' })).toBeChecked(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay K300.00' }));
    await vi.waitFor(() => expect(seen('POST', '/coaz/api/payments')).toHaveLength(1));
    expect(seen('POST', '/coaz/api/payments')[0]?.body).toEqual({
      receivableId: 5,
      network: 'ZAMTEL',
      phoneNumber: '0951000004',
    });
  });

  // A login with the fee unpaid leads here: a member abroad was asked for a Zambian mobile-money
  // number they do not have, and only the dashboard said they could pay otherwise.
  it('tells a member abroad how to pay from there, and asks for a number only for a Zambian phone', async () => {
    const { container } = await renderForMember('26771234561');
    await vi.waitFor(() => expect(seen('GET', '/coaz/api/current')).toHaveLength(1));
    expect(
      await screen.findByText(
        'Mobile money needs a Zambian number: someone in Zambia can pay for you from theirs, or pay the secretariat by bank transfer (ask it for its bank details) or at its office, and it records your payment.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByLabelText(/^Mobile money number/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay K300.00' })).toBeNull();
    await expectNoAxeViolations(container);

    // Someone in Zambia pays for them: the fields come, empty, the cursor on the first network.
    await userEvent.click(screen.getByRole('button', { name: 'Pay from a Zambian phone' }));
    expect(screen.getByRole('radio', { name: 'MTN MoMo' })).toHaveFocus();
    const number = screen.getByLabelText(/^Mobile money number/);
    expect(number).toHaveValue('');
    await userEvent.click(screen.getByRole('radio', { name: 'MTN MoMo' }));
    await userEvent.type(number, '0961234567');
    await userEvent.click(screen.getByRole('button', { name: 'Pay K300.00' }));
    await vi.waitFor(() => expect(seen('POST', '/coaz/api/payments')).toHaveLength(1));
    expect(seen('POST', '/coaz/api/payments')[0]?.body).toEqual({
      receivableId: 5,
      network: 'MTN',
      phoneNumber: '0961234567',
    });
  });

  it('chooses nothing for a member with no number, and asks for the network when Pay is pressed without one', async () => {
    const { container } = await renderForMember(null);
    await vi.waitFor(() => expect(seen('GET', '/coaz/api/current')).toHaveLength(1));
    const number = screen.getByLabelText(/^Mobile money number/);
    expect(number).toHaveValue('');
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();

    await userEvent.type(number, '0971234567');
    await userEvent.click(screen.getByRole('button', { name: 'Pay K300.00' }));
    expect(problemSummary()).toHaveTextContent(
      'Mobile money network: Choose the network of the number',
    );
    const group = screen.getByRole('group', { name: 'Mobile money network' });
    expect(group).toHaveAccessibleDescription(expect.stringContaining('Choose the network'));
    // The cursor goes to the first network, as Tab would, and the number typed is kept.
    expect(screen.getByRole('radio', { name: 'MTN MoMo' })).toHaveFocus();
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAccessibleDescription(expect.stringContaining('Choose the network'));
    }
    expect(number).toHaveValue('0971234567');
    expect(seen('POST', '/coaz/api/payments')).toHaveLength(0);
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('radio', { name: 'Airtel Money' }));
    expect(screen.queryByText(/Choose the network/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pay K300.00' }));
    await vi.waitFor(() => expect(seen('POST', '/coaz/api/payments')).toHaveLength(1));
  });

  it('shows the number the prompt went to when the page is opened again mid-payment, and keeps it after a decline', async () => {
    let sent = false;
    let checksAfterReload = 0;
    let reloaded = false;
    server = await startScriptedServer(({ method, path }) => {
      if (path === '/coaz/api/receivables/5') {
        return { status: 200, body: { ...FEE, pendingPaymentId: sent ? PAYMENT_ID : null } };
      }
      if (path === '/coaz/api/current') {
        const user = {
          id: 7,
          username: 'demo.payment',
          status: 'PENDING_PAYMENT',
          phoneNumber: '260971000001',
        };
        return { status: 200, body: { status: 'SUCCESSFUL', content: { user } } };
      }
      if (method === 'POST' && path === '/coaz/api/payments') {
        sent = true;
        return paymentAnswer('PENDING');
      }
      if (path === `/coaz/api/payments/${PAYMENT_ID}`) {
        if (reloaded) checksAfterReload += 1;
        return paymentAnswer(checksAfterReload < 2 ? 'PENDING' : 'FAILED');
      }
      return undefined;
    });
    const open = async () => {
      const client = scriptedClient(server?.url ?? '', {
        tokens: { accessToken: 'a1', refreshToken: 'r1' },
      });
      const view = render(
        <TestProviders client={client}>
          <MobilePaymentForm receivableId="5" onPaid={vi.fn()} pollIntervalMs={20} />
        </TestProviders>,
      );
      await screen.findByText('Annual subscription 2026');
      return view;
    };
    // An Airtel member pays from another phone, an MTN one.
    const first = await open();
    await vi.waitFor(() =>
      expect(screen.getByLabelText(/^Mobile money number/)).toHaveValue('0971 000 001'),
    );
    await pay('0961234567');
    expect(await screen.findByText(WAITING)).toBeVisible();
    // Approving the prompt, the phone drops the browser's tab; it reloads on the way back.
    first.unmount();
    reloaded = true;
    await open();
    expect(await screen.findByText(/already on your phone/)).toBeVisible();
    const number = screen.getByLabelText(/^Mobile money number/);
    await vi.waitFor(() => expect(number).toHaveValue('0961234567'));
    expect(screen.getByRole('radio', { name: 'MTN MoMo' })).toBeChecked();
    // Declined (a wrong PIN): another try goes to the same phone with one press.
    expect(await screen.findByText(/The payment was declined/)).toBeVisible();
    expect(number).toHaveValue('0961234567');
    await userEvent.click(screen.getByRole('button', { name: 'Pay K300.00' }));
    await vi.waitFor(() => expect(seen('POST', '/coaz/api/payments')).toHaveLength(2));
    expect(seen('POST', '/coaz/api/payments')[1]?.body).toEqual({
      receivableId: 5,
      network: 'MTN',
      phoneNumber: '0961234567',
    });
  });

  // The server restates a fee's period once it is paid ("…annual subscription, 6 December 2026 to
  // 5 December 2027"), and the fee is read again when the member comes back from approving the
  // prompt in the mobile money app (and as the payment hands on): the label changed under the
  // member mid-payment. The page keeps the words it opened with; the receipt states the period.
  it('keeps the fee’s words as first read while the payment goes through', async () => {
    const restated = 'Full Membership: annual subscription, 6 December 2026 to 5 December 2027';
    let reads = 0;
    let checks = 0;
    server = await startScriptedServer(({ method, path }) => {
      if (path === '/coaz/api/receivables/5') {
        reads += 1;
        return { status: 200, body: reads === 1 ? FEE : { ...FEE, description: restated } };
      }
      if (method === 'POST' && path === '/coaz/api/payments') return paymentAnswer('PENDING');
      if (path === `/coaz/api/payments/${PAYMENT_ID}`) {
        checks += 1;
        return paymentAnswer(checks < 4 ? 'PENDING' : 'CONFIRMED');
      }
      return undefined;
    });
    const onPaid = vi.fn();
    render(
      <TestProviders client={testApiClient(server.url)}>
        <MobilePaymentForm receivableId="5" onPaid={onPaid} pollIntervalMs={40} />
      </TestProviders>,
    );
    await screen.findByText('Annual subscription 2026');
    await pay();
    await screen.findByText(WAITING);
    // Back from the mobile money app: the browser's tab has the focus again.
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.waitFor(() => expect(onPaid).toHaveBeenCalledOnce());
    // The fee is read once for the page (its staleTime): back in the tab it is not asked again.
    expect(reads).toBe(1);
    expect(screen.getByText('Annual subscription 2026')).toBeVisible();
    expect(screen.queryByText(restated)).toBeNull();
    focusManager.setFocused(undefined);
  });
});
