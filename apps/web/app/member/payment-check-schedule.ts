/** The first pause's length, and how long it is kept: a prompt is mostly approved within it. */
const BRISK_FOR_MS = 10_000;
/** After the brisk start, pauses of {@link STEADY_PAUSE_MS} until this much of the wait. */
const STEADY_UNTIL_MS = 30_000;
const STEADY_PAUSE_MS = 3_000;
/** The longest pause between two checks that were answered. */
const LONGEST_PAUSE_MS = 5_000;

/**
 * The pause before the next check of a payment's status, `elapsedMs` into the wait: `firstPauseMs`
 * for the first 10 seconds, then 3 seconds until 30 seconds, then 5 seconds. Never shorter than
 * `firstPauseMs`. A member approving a prompt in the MoMo app for a minute cost 40 requests at a
 * steady 1.5 s on paid mobile data; this way about 20.
 *
 * @example
 * paymentCheckPause(4_000); // 1500
 * paymentCheckPause(12_000); // 3000
 * paymentCheckPause(45_000); // 5000
 */
export function paymentCheckPause(elapsedMs: number, firstPauseMs = 1_500): number {
  if (elapsedMs < BRISK_FOR_MS) return firstPauseMs;
  return Math.max(firstPauseMs, elapsedMs < STEADY_UNTIL_MS ? STEADY_PAUSE_MS : LONGEST_PAUSE_MS);
}

/**
 * What one status check says of the next: `'done'` (the server's word ended the wait, or the wait
 * was left), `'again'` (still pending: the next after {@link paymentCheckPause}), or a pause of its
 * own (a check that got no answer is asked again more slowly).
 */
export type PaymentCheckOutcome = 'done' | 'again' | { retryInMs: number };

/** The page whose visibility pauses the checks: `document`, or a stand-in in tests. */
export interface PaymentCheckPage {
  readonly hidden: boolean;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** What says the connection came back (`window`'s `online`), or a stand-in in tests. */
export interface PaymentCheckConnection {
  addEventListener(type: 'online', listener: () => void): void;
  removeEventListener(type: 'online', listener: () => void): void;
}

/** Options of {@link followPaymentChecks}. */
export interface FollowPaymentChecksOptions {
  /** The first pauses, before the first check and for the first 10 seconds. @default 1500 */
  firstPauseMs?: number;
  /**
   * Checks at once instead of after the first pause: the page learned of a payment it did not
   * just start (opened again, a 409), which may have settled long ago. @default false
   */
  checkAtOnce?: boolean;
  /** Whose `hidden` holds the checks back. @default document */
  page?: PaymentCheckPage;
  /** Whose `online` event brings the next check forward. @default window */
  connection?: PaymentCheckConnection;
}

/**
 * Runs `check` until it says `'done'`, one at a time (on slow data the next waits for the last
 * answer), with pauses that lengthen as the wait goes on ({@link paymentCheckPause}). A check that
 * falls due while the page is hidden (the member is in the MoMo app, approving) waits for the page
 * to be shown again; then, or whenever the page is shown with a check pending, it checks at once
 * and starts the pauses afresh (also when a check is on its way), since the member has most
 * likely just approved. The same when the connection comes back (`online`): a check that got no
 * answer waited up to 15 s before, and the member ~13 s for a payment approved long since.
 * Returns the function that stops it.
 *
 * @example
 * const stop = followPaymentChecks(async () => ((await status()) === 'PENDING' ? 'again' : 'done'));
 */
export function followPaymentChecks(
  check: () => Promise<PaymentCheckOutcome>,
  {
    firstPauseMs = 1_500,
    checkAtOnce = false,
    page = document,
    connection = typeof window === 'undefined' ? undefined : window,
  }: FollowPaymentChecksOptions = {},
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking = false;
  let dueWhileHidden = false;
  let since = Date.now();

  const wait = (ms: number) => {
    timer = setTimeout(due, ms);
  };
  const run = async () => {
    asking = true;
    let outcome: PaymentCheckOutcome;
    try {
      outcome = await check();
    } finally {
      asking = false;
    }
    if (stopped || outcome === 'done') return;
    wait(
      outcome === 'again' ? paymentCheckPause(Date.now() - since, firstPauseMs) : outcome.retryInMs,
    );
  };
  function due() {
    timer = undefined;
    if (page.hidden) {
      dueWhileHidden = true;
      return;
    }
    void run();
  }
  const onVisibilityChange = () => {
    if (stopped || page.hidden) return;
    since = Date.now();
    // A check on its way answers soon enough, and the next follows it briskly.
    if (asking || (timer === undefined && !dueWhileHidden)) return;
    clearTimeout(timer);
    timer = undefined;
    dueWhileHidden = false;
    void run();
  };

  page.addEventListener('visibilitychange', onVisibilityChange);
  // Back online is like being shown again: the check that waits (a retry's long pause) is due now.
  connection?.addEventListener('online', onVisibilityChange);
  if (checkAtOnce) due();
  else wait(firstPauseMs);
  return () => {
    stopped = true;
    clearTimeout(timer);
    page.removeEventListener('visibilitychange', onVisibilityChange);
    connection?.removeEventListener('online', onVisibilityChange);
  };
}
