import { ApiError, ConflictError, NetworkError, TimeoutError } from '@coaz/api-client';
import { useApiClient, useCurrentUser } from '@coaz/api-client/react';
import { Alert, Button, Spinner, TextField } from '@coaz/ui-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { FeeNotLoaded } from './fee-not-loaded';
import { FormRefusal, focusField, formProblems, ProblemSummary } from './form-problems';
import { formatKwacha } from './format-kwacha';
import {
  MOBILE_MONEY_NETWORKS,
  type MobileMoneyNetwork,
  mobileMoneyNetworkOf,
  mobileNumberProblem,
} from './mobile-money-network';
import { withoutScript } from './needs-javascript';
import { newPaymentAttemptKey } from './payment-attempt-key';
import { followPaymentChecks } from './payment-check-schedule';
import { refusalMessage } from './refusal-message';
import { keepSentPaymentPrompt, sentPaymentPromptFor } from './sent-payment-prompt';
import { useKeptMemberForm } from './use-kept-member-form';
import { useMembershipClient } from './use-membership-client';
import {
  formatMobileNumber,
  mobileNumberDigits,
  mobileNumberToSend,
} from './zambian-mobile-number';

/** A membership fee as the member service describes it. */
interface Receivable {
  receivableId: number;
  description: string;
  amount: number;
  currency: string;
  paid: boolean;
  /** A payment of this fee still waiting for approval on the phone (servers before it: absent). */
  pendingPaymentId?: string | null;
}

/** A mobile-money payment as the member service reports it. */
interface Payment {
  paymentId: string;
  status: 'PENDING' | 'CONFIRMED' | 'FAILED';
  message: string;
  /** Confirmed for a fee another payment had paid: the secretariat refunds it (servers before it: absent). */
  refundDue?: boolean;
  /** The network its prompt went to. */
  network?: string;
  /** The wallet its prompt went to, as the server stores it (`260961000003`; servers before it: absent). */
  phoneNumber?: string;
}

/** Props of {@link MobilePaymentForm}. */
export interface MobilePaymentFormProps {
  /** The unpaid fee the login named. */
  receivableId: string;
  /**
   * Called once the payment is confirmed, or the fee is found already paid; with the server's
   * words when this payment's money is to be refunded (a prompt approved after another payment
   * had paid the fee), which the member must hear instead of "payment received".
   */
  onPaid: (refundNotice?: string) => void;
  /**
   * The pause between checks whether the prompt was approved, for the first 10 seconds of the
   * wait; later checks come every 3, then 5 seconds (`paymentCheckPause`), and none while the page
   * is hidden. @default 1500
   */
  pollIntervalMs?: number;
}

type Stage =
  | { kind: 'form' }
  | { kind: 'paid' }
  | {
      kind: 'waiting';
      payment: Payment;
      connectionLost?: boolean;
      /**
       * Not asked about yet: a payment the page learned of (opened again, a lost answer to Pay),
       * which may have been approved long since. Its first check is at once.
       */
      checking?: boolean;
      /** The page's own words for a prompt it did not send just now, in place of the server's. */
      notice?: string;
    }
  /**
   * Pay's answer was lost (or the server failed mid-way): a prompt may be on the phone. The page
   * asks the fee whether a payment waits; `settled` once it has stopped asking.
   */
  | { kind: 'unconfirmed'; settled?: boolean }
  | { kind: 'failed'; message: string };

/** One press of Pay: its key, and what it sent, so a press with other details is a new attempt. */
interface PaymentAttempt {
  key: string;
  network: MobileMoneyNetwork;
  phoneNumber: string;
}

/** The network and number the form starts with: the member's own, from their profile. */
interface OwnNumber {
  network: MobileMoneyNetwork | undefined;
  phoneNumber: string;
}

/** What the network's radio group says when Pay is pressed with none chosen. */
const CHOOSE_NETWORK = 'Choose the network of the number: MTN, Airtel or Zamtel';

/** The hint under the number, and what it adds while the number is the member's own. */
const NUMBER_HINT = 'The phone that will get the payment prompt.';
const OWN_NUMBER_HINT = 'This is the number in your profile: change it to pay from another phone.';

/**
 * The member's own mobile number as the form shows it, with the network its prefix belongs to
 * (none for a prefix of no network here, so nothing is chosen for them), or undefined when their
 * profile has no Zambian mobile number: then nothing is filled in or chosen.
 */
function ownNumberOf(stored: string | null | undefined): OwnNumber | undefined {
  if (!stored || !mobileNumberDigits(stored)) return undefined;
  return { network: mobileMoneyNetworkOf(stored), phoneNumber: formatMobileNumber(stored) };
}

/**
 * How a member whose own number is not Zambian (abroad) can pay, in the dashboard's words
 * (`payingFromAbroad` on the server) and the approval SMS's ("or at the secretariat"): mobile
 * money prompts only a Zambian wallet, and a login with the fee unpaid leads here, where a
 * member abroad was asked for a Zambian number they do not have, with no word of another way.
 */
const PAYING_FROM_ABROAD =
  'Mobile money needs a Zambian number: someone in Zambia can pay for you from theirs, or pay the secretariat by bank transfer (ask it for its bank details) or at its office, and it records your payment.';

/**
 * What the form shows a member abroad in place of the network and number: how to pay, the way
 * to the dashboard, and a button for someone in Zambia paying for them, which brings the fields.
 */
function PayingFromAbroad({ onZambianPhone }: { onZambianPhone: () => void }) {
  return (
    <>
      <Alert tone="info" title="Paying from outside Zambia">
        <p>{PAYING_FROM_ABROAD}</p>
        <p>
          <Link to="/dashboard" className="coaz-link">
            Go to your dashboard
          </Link>
        </p>
      </Alert>
      <Button variant="secondary" onClick={onZambianPhone}>
        Pay from a Zambian phone
      </Button>
    </>
  );
}

/** The fee's query key: the page's read, and where a fresh read after a lost answer goes. */
const feeKey = (receivableId: string) => ['coaz', 'receivable', receivableId] as const;

/** The longest wait between two status checks while the server cannot be reached. */
const LONGEST_RETRY_MS = 15_000;

/** What the page says of a payment it follows after the server named it in a 409. */
const ALREADY_WAITING =
  'A payment prompt for this fee is already on your phone: approve or refuse it there.';

/** Where a payment's prompt went. */
interface PromptPlace {
  network: MobileMoneyNetwork;
  /** As the server stores it (`260961000003`). */
  phoneNumber: string;
}

/**
 * Where a payment's prompt went, as a payment answer or a 409's body says; undefined when it does
 * not (servers before it).
 */
function promptPlaceOf(source: unknown): PromptPlace | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const { network, phoneNumber } = source as { network?: unknown; phoneNumber?: unknown };
  const known = MOBILE_MONEY_NETWORKS.find((entry) => entry.id === network);
  return known && typeof phoneNumber === 'string' && mobileNumberDigits(phoneNumber)
    ? { network: known.id, phoneNumber }
    : undefined;
}

/**
 * What the page says of a prompt it did not send just now: on which phone it waits, when the
 * server said. A member whose first answer was lost, trying Airtel, was shown the wait on the
 * Airtel number they had typed while the prompt waited on their MTN phone.
 * @example alreadyWaitingOn({ network: 'MTN', phoneNumber: '260961000003' }) // 'A prompt is already waiting on MTN MoMo 0961 000 003: …'
 */
function alreadyWaitingOn(place: PromptPlace | undefined): string {
  if (!place) return ALREADY_WAITING;
  const label = MOBILE_MONEY_NETWORKS.find((entry) => entry.id === place.network)?.label;
  return `A prompt is already waiting on ${label} ${formatMobileNumber(place.phoneNumber)}: approve or refuse it there.`;
}

/** What a status check says until the first answer about a payment the page learned of. */
const CHECKING = 'Checking your payment…';

/** What the page says when Pay's answer was lost: a prompt may be on the phone, or not. */
const UNCONFIRMED =
  'We couldn’t confirm whether a prompt was sent: check your phone before paying again.';

/** Answers of the fee naming no waiting payment before the page stops asking after a lost answer. */
const UNCONFIRMED_CHECKS = 3;

/** The waiting payment a 409 `payment_pending` names, if that is what `error` is. */
function waitingPaymentOf(
  error: unknown,
): { paymentId: string; place: PromptPlace | undefined } | undefined {
  if (!(error instanceof ConflictError)) return undefined;
  const paymentId = (error.body as { paymentId?: unknown } | undefined)?.paymentId;
  return typeof paymentId === 'string' && paymentId !== ''
    ? { paymentId, place: promptPlaceOf(error.body) }
    : undefined;
}

/**
 * Whether Pay's request may have started a payment though no answer says so: no answer came, or
 * the server (or a proxy before it) failed on the way. Its key is kept for the next press, and the
 * page asks whether a prompt waits instead of saying it failed.
 */
function mayHaveStarted(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError) return true;
  return error instanceof ApiError && (error.status === 500 || error.status === 504);
}

/** What the page says when the fee turned out to be paid already (by the payment that was waiting). */
const ALREADY_PAID = 'This fee is already paid: your payment went through.';

/** Whether `error` is the server's 404 `not_found` for the fee a payment was started for. */
function isFeeGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404 && error.code === 'not_found';
}

/**
 * Whether a failed request may simply be asked again: no answer came (offline, a dropped or slow
 * connection), or the server was briefly unable (5xx, 429). The payment itself is unaffected.
 */
function isPassing(error: unknown): boolean {
  if (error instanceof NetworkError || error instanceof TimeoutError) return true;
  return error instanceof ApiError && (error.status >= 500 || error.status === 429);
}

/**
 * The PENDING_PAYMENT follow-up: the fee, then the network and number that get the payment prompt.
 * Once sent, the page asks the server how the payment stands until it is confirmed or declined; a
 * declined one may be tried again with what was typed kept. The form starts with the member's own
 * number from their profile and the network its prefix belongs to; with no number in the profile
 * nothing is filled in or chosen, and Pay asks for the network. Opened again while its prompt
 * waits (a reload), it shows the network and number that prompt went to (`sent-payment-prompt.ts`).
 *
 * No fee is ever charged twice from here: each attempt carries an `Idempotency-Key`, kept when
 * its answer was lost so that pressing Pay again answers the same payment; a 409 that names the
 * payment already waiting for the fee (another tab, an earlier press) is followed like one of its
 * own; and a status check that fails on the way (a mobile-data blip) is asked again, more slowly,
 * while the prompt stays live on the phone, never turned into the Pay button.
 */
export function MobilePaymentForm({
  receivableId,
  onPaid,
  pollIntervalMs = 1500,
}: MobilePaymentFormProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const membership = useMembershipClient();
  const fee = useQuery({
    queryKey: feeKey(receivableId),
    queryFn: ({ signal }) =>
      client.http.get<Receivable>(`receivables/${encodeURIComponent(receivableId)}`, { signal }),
    // Read once for the page: a part mounting again (the app's start, a retry of the page) need not
    // ask again; the payment's end invalidates it (`useFinishFlow`).
    staleTime: 60_000,
    retry: false,
  });
  // Nothing is chosen for the member until their own number is known: a network chosen for them
  // (MTN, before) refused every Airtel and Zamtel member's number once they had typed it.
  const [network, setNetwork] = useState<MobileMoneyNetwork>();
  const [phoneNumber, setPhoneNumber] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [networkError, setNetworkError] = useState<string>();
  // The member's own number fills the form once, when their profile arrives, unless they have
  // already typed or chosen (or a draft kept over a sign-out came back): a cheap phone's keyboard
  // makes every field typed cost, and most members pay from their own phone.
  const { data: member } = useCurrentUser();
  const ownNumber = ownNumberOf(member?.phoneNumber);
  const [prefilled, setPrefilled] = useState<OwnNumber>();
  const edited = useRef(false);
  const ownPhoneNumber = ownNumber?.phoneNumber;
  const ownNetwork = ownNumber?.network;
  useEffect(() => {
    if (edited.current || ownPhoneNumber === undefined) return;
    edited.current = true;
    setPhoneNumber(ownPhoneNumber);
    setNetwork(ownNetwork);
    setPrefilled({ phoneNumber: ownPhoneNumber, network: ownNetwork });
  }, [ownPhoneNumber, ownNetwork]);
  const isOwnNumber =
    prefilled !== undefined &&
    prefilled.phoneNumber === phoneNumber &&
    prefilled.network === network;
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const [sending, setSending] = useState(false);
  // A member whose own number is not Zambian is told first how to pay from abroad, and asked for
  // a number only once someone in Zambia is to pay (`PAYING_FROM_ABROAD`). Anything typed or
  // chosen (a draft kept over a sign-out), or a payment under way, shows the fields at once.
  const abroad = Boolean(member?.phoneNumber) && ownNumber === undefined;
  const [zambianPhone, setZambianPhone] = useState(false);
  const askHowToPay =
    abroad &&
    !zambianPhone &&
    stage.kind === 'form' &&
    phoneNumber.trim() === '' &&
    network === undefined;
  // Signed out mid-way (`kept-drafts.ts`): the network and number come back after the login.
  const kept = useKeptMemberForm({
    section: 'payment',
    entryId: Number(receivableId),
    unsavedNote: 'Your session ended before your payment was sent.',
    // The number from the profile as it was filled in is nothing typed: it comes back by itself.
    unsaved: () =>
      (stage.kind === 'form' || stage.kind === 'failed') &&
      phoneNumber.trim() !== '' &&
      !isOwnNumber
        ? { network: network ?? '', phoneNumber }
        : undefined,
  });
  const [restored, setRestored] = useState(false);
  const { restored: keptDraft } = kept;
  useEffect(() => {
    if (!keptDraft) return;
    const { network: keptNetwork, phoneNumber: keptNumber } = keptDraft.values;
    edited.current = true;
    const known = MOBILE_MONEY_NETWORKS.find((entry) => entry.id === keptNetwork);
    if (known) setNetwork(known.id);
    if (typeof keptNumber === 'string') setPhoneNumber(keptNumber);
    setRestored(true);
  }, [keptDraft]);
  // Handed on once, whichever way the payment is found through (a status check, a refused second
  // prompt, a fee found paid on load).
  const handedOn = useRef(false);
  const onPaidRef = useRef(onPaid);
  onPaidRef.current = (refundNotice?: string) => {
    if (handedOn.current) return;
    handedOn.current = true;
    kept.forget();
    keepSentPaymentPrompt(receivableId, undefined);
    onPaid(refundNotice);
  };
  const attempt = useRef<PaymentAttempt | undefined>(undefined);
  // The form shows where the prompt went, as the server says (the fields are read-only while it
  // waits), and keeps it for a reload: what is typed is kept when it is the same number.
  const typedNumber = useRef(phoneNumber);
  typedNumber.current = phoneNumber;
  const showPlaceRef = useRef((_paymentId: string, _place: PromptPlace) => {});
  showPlaceRef.current = (paymentId, place) => {
    const shown =
      mobileNumberDigits(typedNumber.current) === mobileNumberDigits(place.phoneNumber)
        ? typedNumber.current
        : formatMobileNumber(place.phoneNumber);
    edited.current = true;
    setNetwork(place.network);
    setPhoneNumber(shown);
    setRestored(false);
    keepSentPaymentPrompt(receivableId, { paymentId, network: place.network, phoneNumber: shown });
  };

  // Reopened mid-payment (a reload, the back button, a phone that dropped the tab) or after the
  // payment went through: the page takes up where the fee stands, so it follows the prompt already
  // on the phone, or hands on for a fee paid, instead of offering Pay as if nothing had happened.
  const loadedFee = fee.data;
  const sentShown = useRef(false);
  useEffect(() => {
    if (!loadedFee) return;
    if (loadedFee.paid) {
      setStage({ kind: 'paid' });
      onPaidRef.current();
      return;
    }
    const waiting = loadedFee.pendingPaymentId;
    if (!waiting) return;
    // A prompt this tab sent (the phone dropped the tab while the member approved it): the form
    // shows the network and number it went to, not the profile's, and keeps them for another try
    // should it be declined. Once, as the page opens, so nothing typed later is replaced.
    const sent = sentShown.current ? undefined : sentPaymentPromptFor(receivableId, waiting);
    sentShown.current = true;
    if (sent) {
      edited.current = true;
      setNetwork(sent.network);
      setPhoneNumber(sent.phoneNumber);
    }
    // Not said to wait until the server says so: approved while the page was closed, it is
    // settled by the first check, made at once.
    setStage((current) =>
      current.kind === 'form' || current.kind === 'unconfirmed'
        ? {
            kind: 'waiting',
            payment: { paymentId: waiting, status: 'PENDING', message: CHECKING },
            checking: true,
          }
        : current,
    );
  }, [loadedFee, receivableId]);

  // Pay gives way to the wait, which is the one way the wait is said (no live region): the
  // cursor goes to it from the button that is gone, from the form's fields (Enter in the number)
  // or from nowhere (the page opened mid-payment), never from anywhere else the member went.
  const waitBox = useRef<HTMLDivElement>(null);
  const isWaiting = stage.kind === 'waiting' || stage.kind === 'paid';
  useEffect(() => {
    const focused = document.activeElement;
    const lost = !focused || focused === document.body || !focused.isConnected;
    if (isWaiting && (lost || formRef.current?.contains(focused))) {
      waitBox.current?.focus();
    }
  }, [isWaiting]);

  const waitingFor = stage.kind === 'waiting' ? stage.payment.paymentId : undefined;
  const checkAtOnce = useRef(false);
  checkAtOnce.current = stage.kind === 'waiting' && stage.checking === true;
  useEffect(() => {
    if (!waitingFor) return;
    const controller = new AbortController();
    let failures = 0;
    // Slower as the wait goes on, and held while the page is hidden (the member is in the MoMo
    // app), checked at once when it is shown again: `followPaymentChecks`.
    const stop = followPaymentChecks(
      async () => {
        try {
          const payment = await client.http.get<Payment>(
            `payments/${encodeURIComponent(waitingFor)}`,
            { signal: controller.signal },
          );
          failures = 0;
          const place = promptPlaceOf(payment);
          if (place) showPlaceRef.current(waitingFor, place);
          if (payment.status === 'CONFIRMED') {
            // The confirming answer carries fresh tokens: the member stays signed in.
            membership.adoptTokens(payment);
            onPaidRef.current(payment.refundDue ? payment.message : undefined);
            return 'done';
          }
          if (payment.status === 'FAILED') {
            // Declined: the next press is a new attempt, with a key of its own.
            attempt.current = undefined;
            keepSentPaymentPrompt(receivableId, undefined);
            setStage({ kind: 'failed', message: payment.message });
            return 'done';
          }
          setStage((current) => ({
            kind: 'waiting',
            payment,
            notice:
              current.kind !== 'waiting'
                ? undefined
                : (current.notice ?? (current.checking ? alreadyWaitingOn(place) : undefined)),
          }));
          return 'again';
        } catch (error) {
          if (controller.signal.aborted) return 'done';
          if (!isPassing(error)) {
            setStage({ kind: 'failed', message: (error as Error).message });
            return 'done';
          }
          // The prompt is still live on the phone: keep waiting, and ask again less often.
          failures += 1;
          setStage((current) =>
            current.kind === 'waiting' ? { ...current, connectionLost: true } : current,
          );
          return { retryInMs: Math.min(pollIntervalMs * 2 ** failures, LONGEST_RETRY_MS) };
        }
      },
      { firstPauseMs: pollIntervalMs, checkAtOnce: checkAtOnce.current },
    );
    return () => {
      controller.abort();
      stop();
    };
  }, [client, membership, waitingFor, pollIntervalMs, receivableId]);

  // Pay's answer was lost: the page asks the fee at once, and again as a retry would (back online
  // at once), whether a payment waits for it. One that does is followed (the fee's effect above),
  // a fee found paid hands on; after a few answers naming none the page stops asking and says so.
  const unconfirmed = stage.kind === 'unconfirmed' && !stage.settled;
  useEffect(() => {
    if (!unconfirmed) return;
    const controller = new AbortController();
    let failures = 0;
    let answers = 0;
    const settle = () =>
      setStage((current) =>
        current.kind === 'unconfirmed' ? { kind: 'unconfirmed', settled: true } : current,
      );
    const stop = followPaymentChecks(
      async () => {
        try {
          const current = await client.http.get<Receivable>(
            `receivables/${encodeURIComponent(receivableId)}`,
            { signal: controller.signal },
          );
          failures = 0;
          if (current.paid || current.pendingPaymentId) {
            queryClient.setQueryData(feeKey(receivableId), current);
            return 'done';
          }
          // The request may still be on its way through the server: asked a few times.
          answers += 1;
          if (answers < UNCONFIRMED_CHECKS) return 'again';
          settle();
          return 'done';
        } catch (error) {
          if (controller.signal.aborted) return 'done';
          if (!isPassing(error)) {
            settle();
            return 'done';
          }
          failures += 1;
          return { retryInMs: Math.min(pollIntervalMs * 2 ** failures, LONGEST_RETRY_MS) };
        }
      },
      { firstPauseMs: pollIntervalMs, checkAtOnce: true },
    );
    return () => {
      controller.abort();
      stop();
    };
  }, [unconfirmed, client, queryClient, receivableId, pollIntervalMs]);

  // A fresh read on purpose, past the cached fee: asked only when the server refused a prompt
  // because the fee is gone, which the cached fee (read before the payment) cannot tell.
  const isFeePaid = async () => {
    try {
      const current = await client.http.get<Receivable>(
        `receivables/${encodeURIComponent(receivableId)}`,
      );
      return current.paid;
    } catch {
      return false;
    }
  };

  // Try again (FeeNotLoaded) had the cursor, and the form replaces it once the fee is read: the
  // form takes it, so a keyboard or screen-reader user is not sent back to the top of the page.
  const feeRetried = useRef(false);
  const [failedRead, setFailedRead] = useState<Error>();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!fee.isSuccess || !feeRetried.current) return;
    feeRetried.current = false;
    formRef.current?.focus();
  }, [fee.isSuccess]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = mobileNumberProblem(phoneNumber, network);
    const noNetwork = network ? undefined : CHOOSE_NETWORK;
    if (problem || !network) {
      // The messages are drawn first, then the cursor moves to the first field they are about.
      const form = event.currentTarget;
      flushSync(() => {
        setNetworkError(noNetwork);
        setPhoneError(problem);
      });
      focusField(form, noNetwork ? 'network' : 'phoneNumber');
      return;
    }
    setNetworkError(undefined);
    setPhoneError(undefined);
    // The same number however it is typed, so a second press with it is still the same attempt.
    const number = mobileNumberToSend(phoneNumber);
    const last = attempt.current;
    // Pressed again with the same details after an answer was lost, it is the same attempt: the
    // server answers with the payment the first press started instead of sending a new prompt.
    const current =
      last && last.network === network && last.phoneNumber === number
        ? last
        : { key: newPaymentAttemptKey(), network, phoneNumber: number };
    attempt.current = current;
    setSending(true);
    try {
      const payment = await client.http.post<Payment>('payments', {
        json: { receivableId: Number(receivableId), network, phoneNumber: number },
        headers: { 'Idempotency-Key': current.key },
      });
      setStage({ kind: 'waiting', payment });
      keepSentPaymentPrompt(receivableId, { paymentId: payment.paymentId, network, phoneNumber });
      const place = promptPlaceOf(payment);
      if (place) showPlaceRef.current(payment.paymentId, place);
      // The number is used: a prompt is on the phone, so there is no draft left to keep.
      kept.forget();
      setRestored(false);
    } catch (error) {
      const waiting = waitingPaymentOf(error);
      // The payment that was waiting for the fee may have paid it just now (its answer lost, or
      // approved in another tab): the server then refuses a second prompt with a 404.
      if (isFeeGone(error) && (await isFeePaid())) {
        attempt.current = undefined;
        setStage({ kind: 'paid' });
        onPaidRef.current();
      } else if (waiting) {
        // The wait is shown on the phone the prompt went to, not on the one just typed.
        if (waiting.place) showPlaceRef.current(waiting.paymentId, waiting.place);
        setStage({
          kind: 'waiting',
          payment: { paymentId: waiting.paymentId, status: 'PENDING', message: ALREADY_WAITING },
          notice: alreadyWaitingOn(waiting.place),
        });
      } else if (mayHaveStarted(error)) {
        // A prompt may be on the phone: never a bare failure. The key is kept, so a press of Pay
        // answers the payment this one started, and the page asks by itself meanwhile.
        setStage({ kind: 'unconfirmed' });
      } else {
        // An answer ends the attempt (a refused one may have been recorded as failed).
        attempt.current = undefined;
        setStage({ kind: 'failed', message: refusalMessage(error) });
      }
    } finally {
      setSending(false);
    }
  };

  // The fee's words as the page first read them, kept for the whole payment: the fee is read again
  // when the member comes back from the mobile money app and as the payment hands on, by when the
  // server has restated a paid fee's period, and the label changed under the member mid-payment.
  // The receipt states the period paid for.
  const [shownFee, setShownFee] = useState<Receivable>();
  if (fee.data && shownFee === undefined) setShownFee(fee.data);

  // While a failed read is tried again, React Query has no error to show (the query is pending
  // again): the message stays, with the failure before, so Try again keeps the cursor.
  const feeError = fee.error ?? (fee.isPending ? failedRead : undefined);
  if (feeError) {
    return (
      <FeeNotLoaded
        error={feeError}
        onRetry={() => {
          feeRetried.current = true;
          setFailedRead(feeError);
          void fee.refetch();
        }}
        retrying={fee.isFetching}
      />
    );
  }
  // Not yet read (an error is FeeNotLoaded's, above).
  if (!fee.isSuccess) return <Spinner label="Loading your membership fee…" showLabel />;

  const waiting = stage.kind === 'waiting' || stage.kind === 'paid';
  return (
    <form
      {...withoutScript}
      ref={formRef}
      tabIndex={-1}
      className="member-form"
      onSubmit={submit}
      noValidate
      aria-label="Pay by mobile money"
    >
      <dl className="member-facts">
        <dt>Fee</dt>
        <dd>{(shownFee ?? fee.data).description}</dd>
        <dt>Amount</dt>
        <dd>
          {fee.data.currency === 'ZMW'
            ? formatKwacha(fee.data.amount)
            : `${fee.data.currency} ${fee.data.amount.toFixed(2)}`}
        </dd>
      </dl>
      {restored ? (
        <Alert tone="warning" title="Restored what you typed before you were signed out">
          <p>No payment was sent: check the network and number, then pay.</p>
        </Alert>
      ) : null}
      {stage.kind === 'failed' ? <FormRefusal message={stage.message} /> : null}
      {stage.kind === 'unconfirmed' ? <UnconfirmedPrompt settled={stage.settled === true} /> : null}
      <ProblemSummary
        problems={formProblems({ network: networkError, phoneNumber: phoneError }, [
          ['network', 'Mobile money network'],
          ['phoneNumber', 'Mobile money number'],
        ])}
      />
      {askHowToPay ? (
        <PayingFromAbroad
          onZambianPhone={() => {
            // The button goes with the press: the cursor goes on to the first network.
            flushSync(() => setZambianPhone(true));
            formRef.current?.querySelector<HTMLInputElement>('input[name="network"]')?.focus();
          }}
        />
      ) : (
        <>
          <fieldset
            className="member-choice"
            disabled={waiting}
            aria-describedby={networkError ? 'network-error' : undefined}
          >
            <legend>Mobile money network</legend>
            {networkError ? (
              <p id="network-error" className="coaz-field__error member-choice__error">
                {networkError}
              </p>
            ) : null}
            {MOBILE_MONEY_NETWORKS.map((entry) => (
              <label key={entry.id} className="member-choice__option">
                <input
                  type="radio"
                  name="network"
                  value={entry.id}
                  checked={network === entry.id}
                  aria-invalid={networkError ? true : undefined}
                  // On each radio too: the cursor lands on a radio, and a screen reader reads the
                  // radio's own description there, not always the group's.
                  aria-describedby={networkError ? 'network-error' : undefined}
                  onChange={() => {
                    edited.current = true;
                    setNetwork(entry.id);
                    setNetworkError(undefined);
                  }}
                />{' '}
                {entry.label}
              </label>
            ))}
          </fieldset>
          <TextField
            label="Mobile money number"
            type="tel"
            autoComplete="tel"
            hint={isOwnNumber ? `${NUMBER_HINT} ${OWN_NUMBER_HINT}` : NUMBER_HINT}
            name="phoneNumber"
            value={phoneNumber}
            onChange={(event) => {
              edited.current = true;
              setPhoneNumber(event.target.value);
            }}
            error={phoneError}
            readOnly={waiting}
            required
          />
          {/* The wait asks the member to act (approve the prompt on the phone), so it takes the
          cursor and is read from there; a live region as well, it was read twice. Only the
          passing news inside it, a dropped connection, is a live region. */}
          {stage.kind === 'paid' ? (
            <div tabIndex={-1} ref={waitBox} className="member-payment-wait">
              <p>{ALREADY_PAID}</p>
            </div>
          ) : stage.kind === 'waiting' ? (
            <div tabIndex={-1} ref={waitBox} className="member-payment-wait">
              {/* Read with the box the cursor is on: a status of its own would be read again. */}
              {stage.checking ? (
                <Spinner label={CHECKING} showLabel size="small" live={false} />
              ) : (
                <>
                  <Spinner
                    label="Waiting for the payment to be approved"
                    size="small"
                    live={false}
                  />
                  <p>{stage.notice ?? stage.payment.message}</p>
                </>
              )}
              <div role="status">
                {stage.connectionLost ? (
                  <p>
                    The connection to the server dropped; still checking. Your payment prompt is not
                    affected: approve it on your phone.
                  </p>
                ) : null}
              </div>
            </div>
          ) : (
            <Button type="submit" disabled={sending}>
              {sending ? 'Sending the prompt…' : `Pay ${formatKwacha(fee.data.amount)}`}
            </Button>
          )}
        </>
      )}
    </form>
  );
}

/**
 * What the page says when Pay's answer was lost: a prompt may be on the phone, so the member looks
 * there before paying again, while the page asks the server. Takes the cursor as a refusal does
 * (Pay was pressed), and is read there; what the asking finds is passing news, a live region.
 */
function UnconfirmedPrompt({ settled }: { settled: boolean }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    frame.current?.focus();
  }, []);
  return (
    <div ref={frame} tabIndex={-1} className="member-payment-unconfirmed">
      <Alert tone="warning" live={false}>
        <p>{UNCONFIRMED}</p>
        <div role="status">
          {settled ? (
            <p>No payment prompt is waiting for this fee: if none came to your phone, pay again.</p>
          ) : (
            <Spinner
              label="Asking the server whether a prompt was sent…"
              showLabel
              size="small"
              live={false}
            />
          )}
        </div>
      </Alert>
    </div>
  );
}
