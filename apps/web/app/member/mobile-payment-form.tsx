import { useApiClient } from '@coaz/api-client/react';
import { Alert, Button, Spinner, TextField } from '@coaz/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { formatKwacha } from './format-kwacha';
import {
  MOBILE_MONEY_NETWORKS,
  type MobileMoneyNetwork,
  mobileNumberProblem,
} from './mobile-money-network';
import { withoutScript } from './needs-javascript';
import { useMembershipClient } from './use-membership-client';

/** A membership fee as the member service describes it. */
interface Receivable {
  receivableId: number;
  description: string;
  amount: number;
  currency: string;
  paid: boolean;
}

/** A mobile-money payment as the member service reports it. */
interface Payment {
  paymentId: string;
  status: 'PENDING' | 'CONFIRMED' | 'FAILED';
  message: string;
}

/** Props of {@link MobilePaymentForm}. */
export interface MobilePaymentFormProps {
  /** The unpaid fee the login named. */
  receivableId: string;
  /** Called once the payment is confirmed. */
  onPaid: () => void;
  /** How often to ask whether the prompt was approved. @default 1500 */
  pollIntervalMs?: number;
}

type Stage =
  | { kind: 'form' }
  | { kind: 'waiting'; payment: Payment }
  | { kind: 'failed'; message: string };

/**
 * The PENDING_PAYMENT follow-up: the fee, then the network and number that get the payment prompt.
 * Once sent, the page asks the server how the payment stands until it is confirmed or declined; a
 * declined one may be tried again with what was typed kept.
 */
export function MobilePaymentForm({
  receivableId,
  onPaid,
  pollIntervalMs = 1500,
}: MobilePaymentFormProps) {
  const client = useApiClient();
  const membership = useMembershipClient();
  const fee = useQuery({
    queryKey: ['coaz', 'receivable', receivableId],
    queryFn: ({ signal }) =>
      client.http.get<Receivable>(`receivables/${encodeURIComponent(receivableId)}`, { signal }),
    retry: false,
  });
  const [network, setNetwork] = useState<MobileMoneyNetwork>('MTN');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [stage, setStage] = useState<Stage>({ kind: 'form' });
  const [sending, setSending] = useState(false);
  const onPaidRef = useRef(onPaid);
  onPaidRef.current = onPaid;

  const waitingFor = stage.kind === 'waiting' ? stage.payment.paymentId : undefined;
  useEffect(() => {
    if (!waitingFor) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // One question at a time: on slow data a new one waits for the last answer.
    const check = async () => {
      try {
        const payment = await client.http.get<Payment>(
          `payments/${encodeURIComponent(waitingFor)}`,
          { signal: controller.signal },
        );
        if (payment.status === 'CONFIRMED') {
          // The confirming answer carries fresh tokens: the member stays signed in.
          membership.adoptTokens(payment);
          onPaidRef.current();
        } else if (payment.status === 'FAILED')
          setStage({ kind: 'failed', message: payment.message });
        else timer = setTimeout(check, pollIntervalMs);
      } catch (error) {
        if (!controller.signal.aborted) {
          setStage({ kind: 'failed', message: (error as Error).message });
        }
      }
    };
    timer = setTimeout(check, pollIntervalMs);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [client, membership, waitingFor, pollIntervalMs]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = mobileNumberProblem(phoneNumber, network);
    setPhoneError(problem);
    if (problem) return;
    setSending(true);
    try {
      const payment = await client.http.post<Payment>('payments', {
        json: { receivableId: Number(receivableId), network, phoneNumber: phoneNumber.trim() },
      });
      setStage({ kind: 'waiting', payment });
    } catch (error) {
      setStage({ kind: 'failed', message: (error as Error).message });
    } finally {
      setSending(false);
    }
  };

  if (fee.isPending) return <Spinner label="Loading your membership fee…" showLabel />;
  if (fee.isError) return <Alert tone="error">{fee.error.message}</Alert>;

  const waiting = stage.kind === 'waiting';
  return (
    <form
      {...withoutScript}
      className="member-form"
      onSubmit={submit}
      noValidate
      aria-label="Pay by mobile money"
    >
      <dl className="member-facts">
        <dt>Fee</dt>
        <dd>{fee.data.description}</dd>
        <dt>Amount</dt>
        <dd>
          {fee.data.currency === 'ZMW'
            ? formatKwacha(fee.data.amount)
            : `${fee.data.currency} ${fee.data.amount.toFixed(2)}`}
        </dd>
      </dl>
      {stage.kind === 'failed' ? <Alert tone="error">{stage.message}</Alert> : null}
      <fieldset className="member-choice" disabled={waiting}>
        <legend>Mobile money network</legend>
        {MOBILE_MONEY_NETWORKS.map((entry) => (
          <label key={entry.id} className="member-choice__option">
            <input
              type="radio"
              name="network"
              value={entry.id}
              checked={network === entry.id}
              onChange={() => setNetwork(entry.id)}
            />{' '}
            {entry.label}
          </label>
        ))}
      </fieldset>
      <TextField
        label="Mobile money number"
        type="tel"
        autoComplete="tel"
        hint="The phone that will get the payment prompt."
        name="phoneNumber"
        value={phoneNumber}
        onChange={(event) => setPhoneNumber(event.target.value)}
        error={phoneError}
        readOnly={waiting}
        required
      />
      {waiting ? (
        <div role="status">
          <Spinner label="Waiting for the payment to be approved" size="small" />
          <p>{stage.payment.message}</p>
        </div>
      ) : (
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending the prompt…' : `Pay ${formatKwacha(fee.data.amount)}`}
        </Button>
      )}
    </form>
  );
}
