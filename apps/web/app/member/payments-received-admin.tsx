import type { WireSchemas } from '@coaz/api-client';
import { useApiClient } from '@coaz/api-client/react';
import { Alert, Spinner } from '@coaz/ui-kit';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { serverNow } from '../api/server-clock';
import { formatDate, formatMoment, formatMonth } from '../dates/format-date';
import { lusakaToday } from '../dates/lusaka-time';
import { NextPageControls, useFirstNewLineFocus } from '../studio/next-page-controls';
import { formatKwacha } from './format-kwacha';
import { memberName } from './member-name';
import { MOBILE_MONEY_NETWORKS } from './mobile-money-network';
import { SelectField } from './select-field';

/** One confirmed payment, as `GET admin/payments` lists it. */
export type PaymentReceived = WireSchemas['PaymentReceived'];

/** One page of `GET admin/payments`, with its month's total. */
type PaymentsReceivedPage = WireSchemas['PaymentsReceivedPage'];

/** Query key of the payments of a month (`YYYY-MM`), under the api-client's `coaz` prefix. */
export const paymentsReceivedKey = (month: string) => ['coaz', 'admin', 'payments', month] as const;

/**
 * Reads the payments again whenever the unpaid fees are (`['coaz', 'admin', 'receivables']`
 * invalidated): a payment recorded in "Payments received at the office or by bank" then shows
 * here at once, not after a reload.
 */
function useReadAgainWhenFeesChange() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const [prefix, area, list] = event.query.queryKey;
        if (
          event.type === 'updated' &&
          event.action.type === 'invalidate' &&
          prefix === 'coaz' &&
          area === 'admin' &&
          list === 'receivables'
        ) {
          // After the cache has told everyone of this change, not in the middle of it.
          queueMicrotask(
            () => void queryClient.invalidateQueries({ queryKey: ['coaz', 'admin', 'payments'] }),
          );
        }
      }),
    [queryClient],
  );
}

/** How many months back the month list offers, the current one included. */
const MONTHS_OFFERED = 24;

/** The `count` months up to and including `latest` (`YYYY-MM`), newest first. */
export function monthsUpTo(latest: string, count: number): string[] {
  const [year = 0, month = 1] = latest.split('-').map(Number);
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** How the money came, in words: the wallet's name, or the way the secretariat received it. */
function wayPaid(payment: PaymentReceived): string {
  if (payment.method === 'MOBILE_MONEY') {
    const network = MOBILE_MONEY_NETWORKS.find((entry) => entry.id === payment.network);
    return network ? `${network.label} (mobile money)` : 'mobile money';
  }
  return payment.methodName.toLowerCase();
}

/**
 * One payment. One the secretariat recorded leads with the day the money arrived, the day that puts
 * it in its month, and says when it was recorded; mobile money with when the network confirmed it.
 */
function PaymentLine({ payment }: { payment: PaymentReceived }) {
  const { member } = payment;
  const confirmed = <time dateTime={payment.confirmedAt}>{formatMoment(payment.confirmedAt)}</time>;
  return (
    <li>
      {payment.receivedOn ? (
        <>
          Received <time dateTime={payment.receivedOn}>{formatDate(payment.receivedOn)}</time>{' '}
          (recorded {confirmed})
        </>
      ) : (
        confirmed
      )}
      :{' '}
      <strong>
        {memberName(member)}
        {member.membershipNumber ? ` (${member.membershipNumber})` : ''}
      </strong>{' '}
      paid {formatKwacha(payment.amount)} for {payment.description}, by {wayPaid(payment)}.
      Reference {payment.reference}
      {payment.receiptNumber ? `, receipt ${payment.receiptNumber}` : ''}.
      {payment.refundDue
        ? ' The fee was already paid: this money is owed back, and is not in the total.'
        : ''}
    </li>
  );
}

/** The current month in Lusaka (`YYYY-MM`), on the server's clock. */
const currentMonth = () => lusakaToday(serverNow()).slice(0, 7);

/**
 * Who paid: every payment received in a month (Lusaka time), by mobile money or recorded by the
 * secretariat (in the month the money arrived, however late it was recorded), newest first, with
 * the month's total (admins only; the server refuses anyone else). The fees still unpaid are in
 * "Payments received at the office or by bank".
 */
export function PaymentsReceivedAdmin() {
  const client = useApiClient();
  // Looked at again whenever the month list is opened: a page left open across a month's end
  // offered only the months up to the one it was opened in.
  const [thisMonth, setThisMonth] = useState(currentMonth);
  const seeCurrentMonth = () => setThisMonth(currentMonth());
  const [month, setMonth] = useState(thisMonth);
  const list = useRef<HTMLDivElement>(null);
  useReadAgainWhenFeesChange();
  const payments = useInfiniteQuery({
    queryKey: paymentsReceivedKey(month),
    queryFn: ({ pageParam, signal }) =>
      client.http.get<PaymentsReceivedPage>('admin/payments', {
        query: { month, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const items = payments.data?.pages.flatMap((page) => page.items);
  // The newest page's figures: a payment confirmed while more pages were read counts there.
  const latest = payments.data?.pages.at(-1);
  const firstNewLine = useFirstNewLineFocus(list, items?.length ?? 0);
  const named = formatMonth(month);
  return (
    <section className="page-section" aria-labelledby="payments-received">
      <h2 id="payments-received">Payments received</h2>
      <p>
        Who paid, newest first: fees paid by mobile money, with the day and time (Lusaka time) each
        was confirmed, and those recorded at the office or by bank, in the month the money was
        received however late it was recorded.
      </p>
      <SelectField
        label="Month"
        name="payments-month"
        value={month}
        onChange={(event) => setMonth(event.target.value)}
        onFocus={seeCurrentMonth}
        onPointerDown={seeCurrentMonth}
      >
        {monthsUpTo(thisMonth, MONTHS_OFFERED).map((entry) => (
          <option key={entry} value={entry}>
            {formatMonth(entry)}
          </option>
        ))}
      </SelectField>
      {latest ? (
        <p role="status">
          <strong>
            Received in {named}: {formatKwacha(latest.total)}
          </strong>{' '}
          from {latest.count} {latest.count === 1 ? 'payment' : 'payments'}.
          {latest.owedBack > 0
            ? ` Another ${formatKwacha(latest.owedBack)} came for fees already paid and is owed back.`
            : ''}
        </p>
      ) : null}
      {payments.isPending ? <Spinner label="Loading the payments…" showLabel /> : null}
      {payments.error && !payments.isFetchNextPageError ? (
        <Alert tone="error">{payments.error.message}</Alert>
      ) : null}
      <div ref={list}>
        {items?.length === 0 ? <p>No payment was received in {named}.</p> : null}
        {items && items.length > 0 ? (
          <ul className="member-todo">
            {items.map((payment) => (
              <PaymentLine key={payment.paymentId} payment={payment} />
            ))}
          </ul>
        ) : null}
      </div>
      {payments.hasNextPage && latest ? (
        <p>Showing the newest {items?.length ?? 0} payments of the month; there are more.</p>
      ) : null}
      <NextPageControls
        query={payments}
        label="Show more"
        failedTitle="More payments could not be loaded"
        {...firstNewLine}
      />
    </section>
  );
}
