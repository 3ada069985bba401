import { ApiError } from '@coaz/api-client';
import type {
  ApplicableMembershipType,
  BilledSubscription,
  MembershipDues,
  MemberToBill,
} from '@coaz/api-client/membership';
import { useApiClient } from '@coaz/api-client/react';
import { Alert, Button, Spinner } from '@coaz/ui-kit';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { busyButtonProps } from '../studio/busy-button-props';
import { AdminList } from './admin-list';
import { AdminMemberSearch } from './admin-member-search';
import { formatKwacha } from './format-kwacha';
import { memberName } from './member-name';
import { refreshMemberStanding } from './member-standing-keys';
import { paidYearWords, standingToday } from './membership-standing';
import { MoreResults } from './more-results';
import { membershipKeys } from './use-membership';
import { useMembershipClient } from './use-membership-client';

/** Query key of the billing search for `search`, under the api-client's `coaz` prefix. */
export const membersToBillKey = (search: string) =>
  ['coaz', 'admin', 'subscriptions', search] as const;

/** One page of `GET admin/subscriptions`. */
interface MembersToBillPage {
  items: MemberToBill[];
  /** The `cursor` of the next page; null on the last. */
  nextCursor: string | null;
}

/**
 * Where the member stands, in the secretariat's words: the paid year as the member's card and the
 * look-up say it ("paid year runs to …", "… ended …", in the grace period with its renew-by day).
 */
function standing(member: MemberToBill, today: string): string {
  const type = member.membershipTypeName ?? 'no membership type recorded';
  const paidYear = paidYearWords(member, today);
  const year = paidYear ? `paid year ${paidYear}` : 'no paid year on record';
  return `${member.membershipNumber ?? 'no membership number'}, ${type}, ${year}`;
}

function MemberToBillEntry({
  member,
  today,
  onBilled,
}: {
  member: MemberToBill;
  today: string;
  onBilled: (billed: BilledSubscription) => void;
}) {
  const client = useApiClient();
  const membership = useMembershipClient();
  const shown = memberName(member);
  const name = shown === member.username ? shown : `${shown} (${member.username})`;
  const needsType = !member.membershipType && !member.refusal;
  const dues = useQuery({
    queryKey: membershipKeys.dues,
    queryFn: ({ signal }) => membership.dues({ signal }),
    enabled: needsType,
  });
  const [type, setType] = useState<ApplicableMembershipType | ''>('');
  const [typeProblem, setTypeProblem] = useState('');
  const [refusal, setRefusal] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const question = useRef<HTMLDivElement>(null);
  const typeGroup = useRef<HTMLFieldSetElement>(null);
  const consequenceId = useId();
  const typeErrorId = useId();
  const chosen: MembershipDues | undefined = dues.data?.find(
    (entry) => entry.membershipType === type,
  );
  const fee = member.subscription
    ? { amount: member.subscription.amount, description: member.subscription.description }
    : chosen
      ? { amount: chosen.amount, description: `${chosen.name}: annual subscription` }
      : undefined;

  // The cursor goes to the question's first button, and back to Bill on Cancel: each replaces
  // the button that had it.
  const ask = (asking: boolean) => {
    if (asking && needsType && !type) {
      flushSync(() => setTypeProblem('Choose the membership type they hold'));
      typeGroup.current?.querySelector('input')?.focus();
      return;
    }
    flushSync(() => setConfirming(asking));
    question.current?.querySelector('button')?.focus();
  };

  const send = async () => {
    setRefusal('');
    setBusy(true);
    try {
      onBilled(
        await client.http.post<BilledSubscription>('admin/subscriptions', {
          json: {
            username: member.username,
            ...(needsType && type ? { membershipType: type } : {}),
          },
        }),
      );
    } catch (error) {
      const message = (error as Error).message;
      if (error instanceof ApiError && /^membershipType: /.test(message)) {
        flushSync(() => {
          setConfirming(false);
          setTypeProblem(message.replace(/^membershipType: /, ''));
        });
        typeGroup.current?.querySelector('input')?.focus();
      } else {
        flushSync(() => {
          setConfirming(false);
          setRefusal(message);
        });
        question.current?.querySelector('button')?.focus();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <li>
      <strong>{shown}</strong>
      {shown === member.username ? '' : ` (${member.username})`}
      {member.country ? `, in ${member.country}` : ''}: {standing(member, today)}.
      {member.refusal ? <p>{member.refusal.message}.</p> : null}
      {member.subscription ? (
        <p>
          A bill now: {formatKwacha(member.subscription.amount)} for{' '}
          {member.subscription.description}.
        </p>
      ) : null}
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
      {needsType ? (
        <fieldset
          ref={typeGroup}
          className="member-choice"
          aria-describedby={typeProblem ? typeErrorId : undefined}
        >
          <legend>Membership type they hold</legend>
          {typeProblem ? (
            <p id={typeErrorId} className="coaz-field__error member-choice__error">
              {typeProblem}
            </p>
          ) : null}
          {dues.isPending ? <Spinner label="Loading the subscriptions…" showLabel /> : null}
          {dues.isError ? <Alert tone="error">{dues.error.message}</Alert> : null}
          {(dues.data ?? []).map((entry) => (
            <label key={entry.membershipType} className="member-choice__option">
              <input
                type="radio"
                name={`type-${member.username}`}
                value={entry.membershipType}
                checked={type === entry.membershipType}
                aria-invalid={typeProblem ? true : undefined}
                aria-describedby={typeProblem ? typeErrorId : undefined}
                onChange={() => {
                  setType(entry.membershipType);
                  setTypeProblem('');
                  setConfirming(false);
                }}
              />{' '}
              {entry.name}: {formatKwacha(entry.amount)} a year
            </label>
          ))}
        </fieldset>
      ) : null}
      {member.refusal ? null : (
        <div ref={question}>
          {confirming && fee ? (
            <>
              <p id={consequenceId}>
                Bill {name} {formatKwacha(fee.amount)} for {fee.description}? They see it on their
                dashboard and can pay it by mobile money, or you record their payment below.
              </p>
              <div className="button-row">
                <Button aria-describedby={consequenceId} {...busyButtonProps(busy, send)}>
                  {busy ? 'Billing…' : `Yes, bill ${name}`}
                </Button>
                <Button variant="secondary" {...busyButtonProps(busy, () => ask(false))}>
                  Cancel <span className="coaz-visually-hidden">the bill of {name}</span>
                </Button>
              </div>
            </>
          ) : (
            <Button variant="secondary" onClick={() => ask(true)}>
              {fee ? `Bill ${formatKwacha(fee.amount)}` : 'Bill the subscription'}{' '}
              <span className="coaz-visually-hidden">
                to {name}
                {fee ? ` for ${fee.description}` : ''}
              </span>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * The secretariat bills a year's subscription to a member nothing bills yet: one on the roll from
 * before online dues, with no fee or paid year (admins only; the server refuses anyone else). The
 * amount is the member's membership type's subscription, never typed; a member with no type
 * recorded is billed as the type the admin chooses. An applicant is not billed here: their
 * application is approved, which bills the first subscription.
 */
export function SubscriptionBillingAdmin({
  today = standingToday(),
}: {
  /** Lusaka's date, for whether a paid year is over. @default the server's today */
  today?: string;
} = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [billed, setBilled] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const members = useInfiniteQuery({
    queryKey: membersToBillKey(search),
    queryFn: ({ pageParam, signal }) =>
      client.http.get<MembersToBillPage>('admin/subscriptions', {
        query: { q: search, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: search !== '',
  });
  const onBilled = (answer: BilledSubscription) => {
    setBilled(answer.message);
    // The member's line now says a fee is due, the payments list below has the fee, and the
    // look-up's results and an open record show the bill.
    void refreshMemberStanding(queryClient);
    queueMicrotask(() => status.current?.focus());
  };
  const items = members.data?.pages.flatMap((page) => page.items);
  return (
    <section className="page-section" aria-labelledby="bill-subscription">
      <h2 id="bill-subscription">Bill a member’s subscription</h2>
      <p>
        For a member on the roll whom nothing bills yet, such as one from before online dues: find
        them and bill a year’s subscription. The amount is their membership type’s subscription.
        They can then pay it by mobile money from their dashboard, or you record their payment
        below. An applicant is not billed here: approve their application under “Applications to
        review”, which gives the membership number and bills the first subscription.
      </p>
      <AdminMemberSearch
        landmark="Members to bill"
        label="Member to bill"
        name="billing-search"
        onSearch={(text) => {
          setBilled('');
          setSearch(text);
        }}
      />
      <div ref={list}>
        <AdminList
          done={billed}
          doneRef={status}
          loading={search !== '' && members.isPending}
          loadingLabel="Looking for members…"
          error={members.isFetchNextPageError ? null : members.error}
          items={items}
          empty={`No account matches “${search}”.`}
          renderItem={(member) => (
            <MemberToBillEntry
              key={member.username}
              member={member}
              today={today}
              onBilled={onBilled}
            />
          )}
        />
      </div>
      <MoreResults query={members} shown={items?.length ?? 0} what="accounts" list={list} />
    </section>
  );
}
