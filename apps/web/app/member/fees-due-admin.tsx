import { ApiError } from '@coaz/api-client';
import type { FeeDue, RecordedPayment } from '@coaz/api-client/membership';
import { useApiClient } from '@coaz/api-client/react';
import { Button, TextField } from '@coaz/ui-kit';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { serverNow } from '../api/server-clock';
import { formatDate } from '../dates/format-date';
import { lusakaToday } from '../dates/lusaka-time';
import { busyButtonProps, busySubmitProps } from '../studio/busy-button-props';
import { dateReadBack } from '../studio/date-read-back';
import { AdminList } from './admin-list';
import { AdminMemberSearch } from './admin-member-search';
import { FormRefusal, focusField, formProblems, ProblemSummary } from './form-problems';
import { formatKwacha } from './format-kwacha';
import { memberName } from './member-name';
import { refreshMemberStanding } from './member-standing-keys';
import { MoreResults } from './more-results';
import {
  type PaymentRecordDraft,
  type PaymentRecordProblems,
  RECORDED_PAYMENT_METHODS,
  readPaymentRecord,
} from './payment-record-reading';

/** Query key of the unpaid fees for a search, under the api-client's `coaz` prefix. */
export const feesDueKey = (search: string) => ['coaz', 'admin', 'receivables', search] as const;

/** One page of `GET admin/receivables`. */
interface FeesDuePage {
  items: FeeDue[];
  /** The `cursor` of the next page; null on the last. */
  nextCursor: string | null;
}

const FIELD_LABELS = [
  ['method', 'How the money came'],
  ['amount', 'Amount received'],
  ['receivedOn', 'Date received'],
  ['reference', 'Reference'],
] as const;

/** The server's refusal that names a field (`amount: …`), as that field's problem. */
function fieldProblemFromServer(error: unknown): PaymentRecordProblems | undefined {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 422)) {
    return undefined;
  }
  const named = /^(method|amount|receivedOn|reference): (.+)$/s.exec(error.message);
  if (!named) return undefined;
  return { [named[1] as keyof PaymentRecordDraft]: named[2] };
}

function PaymentRecordForm({
  fee,
  onRecorded,
  onPaidAlready,
  onCancel,
}: {
  fee: FeeDue;
  onRecorded: (payment: RecordedPayment) => void;
  /** The server's refusal of a fee paid meanwhile, in its words. */
  onPaidAlready: (message: string) => void;
  onCancel: () => void;
}) {
  const client = useApiClient();
  const today = lusakaToday(serverNow());
  const [draft, setDraft] = useState<PaymentRecordDraft>({
    method: '',
    amount: '',
    receivedOn: today,
    reference: '',
  });
  const [problems, setProblems] = useState<PaymentRecordProblems>({});
  const [refusal, setRefusal] = useState('');
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const methodError = useId();
  const name = memberName(fee.member);
  const method = RECORDED_PAYMENT_METHODS.find((entry) => entry.id === draft.method);

  // The button that opened the form is gone with it: the cursor starts at the form's first choice.
  useEffect(() => {
    form.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  const change = (field: keyof PaymentRecordDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const refuse = (found: PaymentRecordProblems) => {
    setProblems(found);
    const first = FIELD_LABELS.find(([field]) => found[field]);
    // After React has drawn the messages, so the field is read with its problem.
    if (first) queueMicrotask(() => focusField(form.current, first[0]));
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setRefusal('');
    const reading = readPaymentRecord(draft, fee.amount, today);
    if ('problems' in reading) {
      refuse(reading.problems);
      return;
    }
    setProblems({});
    setSending(true);
    try {
      onRecorded(
        await client.http.post<RecordedPayment>(`admin/receivables/${fee.receivableId}/payments`, {
          json: reading.record,
        }),
      );
    } catch (error) {
      // Paid meanwhile (by mobile money, or another admin's record): nothing here can record it
      // any more, so the form and its line go, and the server's word on what to do stays.
      if (error instanceof ApiError && error.code === 'fee_paid') {
        onPaidAlready(error.message);
        return;
      }
      const fieldProblems = fieldProblemFromServer(error);
      if (fieldProblems) refuse(fieldProblems);
      else setRefusal((error as Error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      ref={form}
      className="member-form"
      onSubmit={send}
      noValidate
      aria-label={`Payment of ${formatKwacha(fee.amount)} by ${name}`}
    >
      {refusal ? <FormRefusal message={refusal} /> : null}
      <ProblemSummary problems={formProblems(problems, FIELD_LABELS)} />
      <fieldset
        className="member-choice"
        aria-describedby={problems.method ? methodError : undefined}
      >
        <legend>How the money came</legend>
        {problems.method ? (
          <p id={methodError} className="coaz-field__error member-choice__error">
            {problems.method}
          </p>
        ) : null}
        {RECORDED_PAYMENT_METHODS.map((entry) => (
          <label key={entry.id} className="member-choice__option">
            <input
              type="radio"
              name="method"
              value={entry.id}
              checked={draft.method === entry.id}
              aria-invalid={problems.method ? true : undefined}
              aria-describedby={problems.method ? methodError : undefined}
              onChange={() => change('method', entry.id)}
            />{' '}
            {entry.label}
          </label>
        ))}
      </fieldset>
      <TextField
        label="Amount received (Kwacha)"
        name="amount"
        inputMode="decimal"
        hint={`The fee is ${formatKwacha(fee.amount)}: record it once the whole fee is received.`}
        value={draft.amount}
        onChange={(event) => change('amount', event.target.value)}
        error={problems.amount}
        required
      />
      <TextField
        label="Date received"
        name="receivedOn"
        type="date"
        max={today}
        hint={dateReadBack(draft.receivedOn) ?? 'The day the money reached the association.'}
        value={draft.receivedOn}
        onChange={(event) => change('receivedOn', event.target.value)}
        error={problems.receivedOn}
        required
      />
      <TextField
        label={method?.reference ?? 'Reference'}
        name="reference"
        hint={
          method?.referenceHint ?? 'The bank reference, cheque number or office receipt number.'
        }
        value={draft.reference}
        onChange={(event) => change('reference', event.target.value)}
        error={problems.reference}
        maxLength={200}
        required
      />
      <div className="button-row">
        <Button {...busySubmitProps(sending)}>
          {sending ? 'Recording…' : 'Record the payment'}
          <span className="coaz-visually-hidden">
            : {formatKwacha(fee.amount)} by {name}
          </span>
        </Button>
        <Button variant="secondary" {...busyButtonProps(sending, onCancel)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function FeeDueEntry({
  fee,
  onRecorded,
  onPaidAlready,
}: {
  fee: FeeDue;
  onRecorded: (payment: RecordedPayment) => void;
  onPaidAlready: (message: string) => void;
}) {
  const [recording, setRecording] = useState(false);
  const opener = useRef<HTMLDivElement>(null);
  const { member } = fee;
  const name = memberName(fee.member);
  return (
    <li>
      <strong>
        {name}
        {member.membershipNumber ? ` (${member.membershipNumber})` : ''}
      </strong>
      {member.country ? `, in ${member.country}` : ''}: {formatKwacha(fee.amount)} for{' '}
      {fee.description}, billed {formatDate(fee.billedAt)}.
      {fee.mobileMoneyWaiting
        ? ' A mobile-money prompt for this fee is waiting: if the member approves it after you record a payment, it becomes a refund due.'
        : ''}
      {recording ? (
        <PaymentRecordForm
          fee={fee}
          onRecorded={onRecorded}
          onPaidAlready={onPaidAlready}
          onCancel={() => {
            setRecording(false);
            queueMicrotask(() => opener.current?.querySelector('button')?.focus());
          }}
        />
      ) : (
        <div ref={opener}>
          <Button variant="secondary" onClick={() => setRecording(true)}>
            Record a payment
            <span className="coaz-visually-hidden">
              : {formatKwacha(fee.amount)} by {name}
            </span>
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * Members' unpaid fees, for the secretariat to record one paid by bank transfer, cash at the
 * office or cheque (admins only; the server refuses anyone else): the way a member abroad, an
 * institution or a member from before online dues pays. Recorded, a fee is paid as a mobile-money
 * payment pays it, and its receipt is the member's to download.
 */
export function FeesDueAdmin() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [recorded, setRecorded] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const fees = useInfiniteQuery({
    queryKey: feesDueKey(search),
    queryFn: ({ pageParam, signal }) =>
      client.http.get<FeesDuePage>('admin/receivables', {
        query: { q: search || undefined, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const items = fees.data?.pages.flatMap((page) => page.items);
  const onRecorded = (payment: RecordedPayment) => {
    settled(payment.receivableId, payment.message);
  };
  /**
   * The fee is paid, by this record or by another payment meanwhile: its line goes, from this
   * search's list at once, and the message takes the line's place and the cursor. Other searches
   * may list the fee too, and the look-up's results, an open record and the billing search showed
   * the member owing it.
   */
  const settled = (receivableId: number, message: string) => {
    queryClient.setQueryData<InfiniteData<FeesDuePage>>(feesDueKey(search), (current) =>
      current
        ? {
            ...current,
            pages: current.pages.map((page) => ({
              ...page,
              items: page.items.filter((item) => item.receivableId !== receivableId),
            })),
          }
        : current,
    );
    void refreshMemberStanding(queryClient);
    setRecorded(message);
    // The form is gone with its line: the cursor goes to the message that says what was done.
    queueMicrotask(() => status.current?.focus());
  };
  return (
    <section className="page-section" aria-labelledby="fees-due">
      <h2 id="fees-due">Payments received at the office or by bank</h2>
      <p>
        Fees not yet paid. When a member pays by bank transfer, cash at the office or cheque, record
        it here once the money has arrived: the fee is then paid as by mobile money, and the member
        gets the receipt and the year paid for.
      </p>
      <AdminMemberSearch
        landmark="Fees not yet paid"
        label="Whose unpaid fees to list"
        name="fees-search"
        onSearch={setSearch}
      />
      <div ref={list}>
        <AdminList
          done={recorded}
          doneRef={status}
          loading={fees.isPending}
          loadingLabel="Loading the fees…"
          error={fees.isFetchNextPageError ? null : fees.error}
          items={items}
          empty={search ? `No unpaid fee matches “${search}”.` : 'No fee is waiting to be paid.'}
          renderItem={(fee) => (
            <FeeDueEntry
              key={fee.receivableId}
              fee={fee}
              onRecorded={onRecorded}
              onPaidAlready={(message) => settled(fee.receivableId, message)}
            />
          )}
        />
      </div>
      <MoreResults query={fees} shown={items?.length ?? 0} what="unpaid fees" list={list} />
    </section>
  );
}
