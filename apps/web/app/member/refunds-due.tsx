import { ConflictError } from '@coaz/api-client';
import { useApiClient } from '@coaz/api-client/react';
import { Alert, Button } from '@coaz/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDate } from '../dates/format-date';
import { busyButtonProps } from '../studio/busy-button-props';
import { AdminList } from './admin-list';
import { formatKwacha } from './format-kwacha';
import { refreshMemberStanding } from './member-standing-keys';
import { MOBILE_MONEY_NETWORKS, type MobileMoneyNetwork } from './mobile-money-network';
import { refundsDueKey, refundsDueQuery } from './use-secretariat-queue';
import { formatMobileNumber } from './zambian-mobile-number';

/** A payment confirmed for a fee another payment had already paid, as `GET admin/refunds` lists it. */
export interface RefundDue {
  paymentId: string;
  confirmedAt: string | null;
  amount: number;
  currency: 'ZMW';
  network: MobileMoneyNetwork;
  phoneNumber: string;
  provider: string;
  providerReference: string;
  receivableId: number;
  description: string;
  member: {
    username: string;
    firstName: string | null;
    lastName: string | null;
    membershipNumber: string | null;
  };
}

function networkName(network: MobileMoneyNetwork): string {
  return MOBILE_MONEY_NETWORKS.find((entry) => entry.id === network)?.label ?? network;
}

function memberName({ member }: RefundDue): string {
  return [member.firstName, member.lastName].filter(Boolean).join(' ') || member.username;
}

/** The server's words as the end of a sentence: without the full stop the sentence adds. */
function withoutFullStop(message: string): string {
  return message.trim().replace(/[.]+$/, '');
}

/** Who recorded a refund as paid back: this admin, or another one first. */
type RefundMarker = 'you' | 'another admin';

function RefundEntry({
  refund,
  onPaidBack,
}: {
  refund: RefundDue;
  onPaidBack: (refund: RefundDue, marker: RefundMarker) => void;
}) {
  const client = useApiClient();
  const { member } = refund;
  const name = memberName(refund);
  // Marking cannot be undone, and the line then leaves the list for good: one tap beside the
  // details, meant for the next line or made before the money was sent, left a member unpaid
  // with nothing on the secretariat's screen to say so. So it asks first.
  const [asking, setAsking] = useState(false);
  // The question's words describe Yes, which takes the cursor: read from the button alone, a
  // screen reader said 'Yes, it is paid back' and never when to press it.
  const questionId = useId();
  const [askedOnce, setAskedOnce] = useState(false);
  // The pressed button goes as the question comes (and back): its first button takes the cursor.
  const actions = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again as the question comes and goes
  useEffect(() => {
    if (askedOnce) actions.current?.querySelector('button')?.focus();
  }, [asking, askedOnce]);
  const markPaidBack = useMutation({
    mutationFn: async (): Promise<RefundMarker> => {
      try {
        await client.http.post(`admin/refunds/${encodeURIComponent(refund.paymentId)}/refunded`);
        return 'you';
      } catch (error) {
        // Another admin marked it meanwhile: the money went back, so the line goes all the same.
        if (error instanceof ConflictError) return 'another admin';
        throw error;
      }
    },
    onSuccess: (marker) => onPaidBack(refund, marker),
  });
  return (
    <li>
      <strong>
        {name}
        {member.membershipNumber ? ` (${member.membershipNumber})` : ''}
      </strong>
      : {formatKwacha(refund.amount)} to {networkName(refund.network)}{' '}
      {formatMobileNumber(refund.phoneNumber)}. {refund.description}
      {refund.confirmedAt ? `, confirmed ${formatDate(refund.confirmedAt)}` : ''}, reference{' '}
      {refund.providerReference}.{' '}
      <div ref={actions}>
        {asking ? (
          <>
            <p id={questionId}>
              Mark it paid back only once {formatKwacha(refund.amount)} is sent to{' '}
              {formatMobileNumber(refund.phoneNumber)}: the line then leaves this list for good.
            </p>
            <div className="button-row">
              <Button
                aria-describedby={questionId}
                {...busyButtonProps(markPaidBack.isPending, () => markPaidBack.mutate())}
              >
                {markPaidBack.isPending ? 'Marking…' : 'Yes, it is paid back'}
                <span className="coaz-visually-hidden">
                  : {formatKwacha(refund.amount)} to {name}
                </span>
              </Button>
              <Button
                variant="secondary"
                {...busyButtonProps(markPaidBack.isPending, () => {
                  markPaidBack.reset();
                  setAsking(false);
                })}
              >
                Not yet
              </Button>
            </div>
          </>
        ) : (
          <Button
            variant="secondary"
            onClick={() => {
              setAskedOnce(true);
              setAsking(true);
            }}
          >
            Mark as paid back
            <span className="coaz-visually-hidden">
              : {formatKwacha(refund.amount)} to {name}
            </span>
          </Button>
        )}
      </div>
      {markPaidBack.isError ? (
        <Alert tone="error">
          The refund to {name} was not marked as paid back:{' '}
          {withoutFullStop(markPaidBack.error.message)}.
        </Alert>
      ) : null}
    </li>
  );
}

/**
 * Payments the provider confirmed for a fee another payment had already paid: the money moved
 * twice, and the secretariat pays it back to the number charged (admins only; the server refuses
 * anyone else).
 */
export function RefundsDue() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [paidBack, setPaidBack] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  const refunds = useQuery(refundsDueQuery(client));
  const items = refunds.data?.items;
  const onPaidBack = (refund: RefundDue, marker: RefundMarker) => {
    queryClient.setQueryData<{ items: RefundDue[] }>(refundsDueKey, (current) =>
      current
        ? { items: current.items.filter((item) => item.paymentId !== refund.paymentId) }
        : current,
    );
    // An open record lists the refund as owed back until it is read again.
    void refreshMemberStanding(queryClient);
    const refundOf = `the refund of ${formatKwacha(refund.amount)} to ${memberName(refund)}`;
    setPaidBack(
      marker === 'you'
        ? `Marked ${refundOf} as paid back.`
        : `Another admin had already marked ${refundOf} as paid back.`,
    );
    // Its button is gone with the line: the cursor goes to the message that says so.
    status.current?.focus();
  };
  return (
    <section className="page-section" aria-labelledby="refunds-due">
      <h2 id="refunds-due">Refunds due</h2>
      <p>
        Fees paid twice: each of these payments arrived after the fee was already paid. Send the
        amount back to the number it came from.
      </p>
      <AdminList
        done={paidBack}
        doneRef={status}
        loading={refunds.isPending}
        loadingLabel="Loading the refunds…"
        error={refunds.error}
        items={items}
        empty="No refunds are due."
        renderItem={(refund) => (
          <RefundEntry key={refund.paymentId} refund={refund} onPaidBack={onPaidBack} />
        )}
      />
    </section>
  );
}
