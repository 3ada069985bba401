import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  followPaymentChecks,
  type PaymentCheckOutcome,
  paymentCheckPause,
} from './payment-check-schedule';

/** A page whose visibility a test sets, as a phone's changes when the MoMo app is opened. */
class TestPage extends EventTarget {
  hidden = false;
  show(hidden: boolean) {
    this.hidden = hidden;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Follows a payment that stays pending, noting the time of each check from the start. */
function followPending(page = new TestPage()) {
  const start = Date.now();
  const checks: number[] = [];
  const stop = followPaymentChecks(
    async () => {
      checks.push(Date.now() - start);
      return 'again';
    },
    { page },
  );
  return { checks, stop, page };
}

describe('paymentCheckPause', () => {
  it('keeps 1.5 s for the first 10 s, then 3 s until 30 s, then 5 s', () => {
    expect(paymentCheckPause(0)).toBe(1_500);
    expect(paymentCheckPause(9_999)).toBe(1_500);
    expect(paymentCheckPause(10_000)).toBe(3_000);
    expect(paymentCheckPause(29_999)).toBe(3_000);
    expect(paymentCheckPause(30_000)).toBe(5_000);
    expect(paymentCheckPause(600_000)).toBe(5_000);
    // Never shorter than the first pause asked for.
    expect(paymentCheckPause(45_000, 8_000)).toBe(8_000);
  });
});

describe('followPaymentChecks', () => {
  it('asks less often as the wait goes on: 10 checks in the first 22 s, 19 in a minute', async () => {
    const { checks, stop } = followPending();
    await vi.advanceTimersByTimeAsync(22_000);
    // A steady 1.5 s asked 14 times.
    expect(checks).toEqual([
      1_500, 3_000, 4_500, 6_000, 7_500, 9_000, 10_500, 13_500, 16_500, 19_500,
    ]);
    await vi.advanceTimersByTimeAsync(38_000);
    // A steady 1.5 s asked 40 times.
    expect(checks).toHaveLength(19);
    expect(checks.slice(-2)).toEqual([51_500, 56_500]);
    stop();
  });

  it('asks nothing while the page is hidden, and asks at once when it is shown again', async () => {
    const { checks, stop, page } = followPending();
    await vi.advanceTimersByTimeAsync(1_600);
    expect(checks).toEqual([1_500]);
    page.show(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(checks).toEqual([1_500]);
    page.show(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(checks).toEqual([1_500, 61_600]);
    // Then briskly again: the member has most likely just approved.
    await vi.advanceTimersByTimeAsync(1_500);
    expect(checks).toEqual([1_500, 61_600, 63_100]);
    stop();
  });

  it('asks at once when the page is shown with a check still to come', async () => {
    const { checks, stop, page } = followPending();
    await vi.advanceTimersByTimeAsync(12_000);
    const before = checks.length;
    page.show(true);
    page.show(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(checks).toHaveLength(before + 1);
    expect(checks.at(-1)).toBe(12_000);
    stop();
  });

  it('asks one question at a time, even when shown again while one is on its way', async () => {
    const page = new TestPage();
    let answer = (_outcome: PaymentCheckOutcome) => {};
    const check = vi.fn(
      () =>
        new Promise<PaymentCheckOutcome>((resolve) => {
          answer = resolve;
        }),
    );
    const stop = followPaymentChecks(check, { page });
    await vi.advanceTimersByTimeAsync(1_500);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(8_000);
    page.show(true);
    page.show(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(check).toHaveBeenCalledTimes(1);
    // Shown again 9.5 s in, the pauses start afresh: 1.5 s, not the 3 s of 11.5 s into the wait.
    answer('again');
    await vi.advanceTimersByTimeAsync(1_500);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
  });

  it('takes a check’s own pause after a lost answer, and stops for good when done or stopped', async () => {
    const page = new TestPage();
    const outcomes: PaymentCheckOutcome[] = [{ retryInMs: 6_000 }, 'done'];
    const check = vi.fn(async () => outcomes.shift() ?? 'again');
    followPaymentChecks(check, { page });
    await vi.advanceTimersByTimeAsync(1_500);
    await vi.advanceTimersByTimeAsync(5_999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    page.show(true);
    page.show(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(2);

    const stopped = vi.fn(async (): Promise<PaymentCheckOutcome> => 'again');
    const stop = followPaymentChecks(stopped, { page });
    stop();
    page.show(true);
    page.show(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(stopped).not.toHaveBeenCalled();
  });

  // Offline on slow 3G, a check's retry waited up to 15 s: back online, the member waited ~13 s
  // more for a payment approved long since.
  it('asks at once when the connection comes back, keeping the retry’s pause otherwise', async () => {
    const page = new TestPage();
    const connection = new EventTarget();
    const outcomes: PaymentCheckOutcome[] = [{ retryInMs: 15_000 }, { retryInMs: 15_000 }];
    const check = vi.fn(async () => outcomes.shift() ?? 'again');
    const stop = followPaymentChecks(check, { page, connection });
    await vi.advanceTimersByTimeAsync(1_500);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_000);
    connection.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(2);
    // No word from the connection: the retry's own pause.
    await vi.advanceTimersByTimeAsync(14_999);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(3);
    stop();
    connection.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  // A payment the page did not just start (opened again after an approval) may have settled long
  // ago: its first check is at once, not a pause later.
  it('checks at once when asked to, and then keeps the pauses', async () => {
    const page = new TestPage();
    const check = vi.fn(async (): Promise<PaymentCheckOutcome> => 'again');
    const stop = followPaymentChecks(check, {
      page,
      connection: new EventTarget(),
      checkAtOnce: true,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_499);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
  });
});
