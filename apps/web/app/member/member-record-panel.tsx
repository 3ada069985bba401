import type { WireSchemas } from '@coaz/api-client';
import { useApiClient } from '@coaz/api-client/react';
import { Alert, Spinner } from '@coaz/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatDate, formatMoment } from '../dates/format-date';
import { ApplicationDocumentsOnRecord } from './application-documents-on-record';
import { categoryFactLabel, trainsInCategory } from './category-fact';
import { formatKwacha } from './format-kwacha';
import { MemberFacts } from './member-facts';
import { ROLE_NAMES } from './member-profile';
import { accountStanding, paidYearWords, standingToday } from './membership-standing';
import { MOBILE_MONEY_NETWORKS } from './mobile-money-network';
import { formatMobileNumber } from './zambian-mobile-number';

/** One account's record as `GET admin/members/{id}` answers it. */
export type MemberRecord = WireSchemas['MemberRecord'];

type Bill = MemberRecord['bills'][number];
type Payment = MemberRecord['payments'][number];
type Refund = MemberRecord['refunds'][number];

/** Query key of one account's record, under the api-client's `coaz` prefix. */
export const memberRecordKey = (id: number) => ['coaz', 'admin', 'members', 'record', id] as const;

/**
 * The way a payment was made, with the network and wallet of a mobile-money one; a way the
 * secretariat recorded in lower case, as it falls mid-sentence ("by bank transfer").
 */
function paidBy(payment: Payment): string {
  const network = MOBILE_MONEY_NETWORKS.find((entry) => entry.id === payment.network)?.label;
  if (!network) return payment.methodName.toLowerCase();
  const wallet = payment.phoneNumber ? ` from ${formatMobileNumber(payment.phoneNumber)}` : '';
  return `${network}${wallet}`;
}

/** Where a payment stands, in the secretariat's words. */
function paymentOutcome(payment: Payment): string {
  if (payment.status === 'PENDING') return 'waiting for the member to approve the prompt';
  if (payment.status === 'FAILED') {
    return payment.failure ? `did not go through: “${payment.failure}”` : 'did not go through';
  }
  // A day the secretariat recorded; a mobile-money payment's moment, with its time (Zambia), so an
  // officer can match the member's "I paid at 14:05".
  const received = payment.receivedOn
    ? `received ${formatDate(payment.receivedOn)}`
    : payment.confirmedAt
      ? `received ${formatMoment(payment.confirmedAt)}`
      : 'received';
  const receipt = payment.receiptNumber ? `, receipt ${payment.receiptNumber}` : '';
  return payment.refundDue
    ? `${received}, for a fee already paid: owed back (see Refunds)`
    : `${received}${receipt}`;
}

function billLine(bill: Bill): string {
  const state =
    bill.state === 'PAID'
      ? `paid${bill.paidAt ? ` ${formatDate(bill.paidAt)}` : ''}`
      : 'not paid yet';
  return `${formatKwacha(bill.amount)} for ${bill.description}, billed ${formatDate(bill.billedAt)}: ${state}.`;
}

function paymentLine(payment: Payment): string {
  // A payment the secretariat recorded was received before it was recorded: "started" would
  // read as if the money came after it began.
  const begun = payment.receivedOn ? 'recorded' : 'started';
  return `${formatKwacha(payment.amount)} by ${paidBy(payment)} for ${payment.description}, ${begun} ${formatMoment(payment.startedAt)}: ${paymentOutcome(payment)}.`;
}

function refundLine(refund: Refund): string {
  const wallet = refund.phoneNumber ? ` to ${formatMobileNumber(refund.phoneNumber)}` : '';
  const state =
    refund.state === 'PAID_BACK'
      ? `paid back${refund.refundedAt ? ` ${formatDate(refund.refundedAt)}` : ''}`
      : 'owed back: record it under “Refunds due”';
  const confirmed = refund.confirmedAt ? `, received ${formatDate(refund.confirmedAt)}` : '';
  return `${formatKwacha(refund.amount)}${wallet} for ${refund.description}${confirmed}: ${state}.`;
}

/** Where the application stands: applied, decided when, and why a rejection was made. */
function applicationLine(application: NonNullable<MemberRecord['application']>): string {
  const applied = `${application.membershipTypeName}, applied ${formatDate(application.submittedAt)}`;
  const decided = application.decidedAt ? ` ${formatDate(application.decidedAt)}` : '';
  if (application.status === 'APPROVED') return `${applied}: approved${decided}.`;
  if (application.status === 'REJECTED') {
    const reason = application.reason ? ` Reason: ${application.reason}` : '';
    return `${applied}: not approved${decided}.${reason}`;
  }
  return `${applied}: waiting for the secretariat’s review.`;
}

/**
 * One of the record's lists, or `none` when it is empty. The server lists only the newest bills
 * and payments: when `total` is more than it sent, a line before the list says so, so the list is
 * not taken for the member's whole history.
 */
function Entries<Entry>({
  entries,
  total = entries.length,
  plural,
  none,
  line,
  keyOf,
}: {
  entries: readonly Entry[];
  /** How many the member has in all. */
  total?: number;
  /** What the entries are, such as "bills". */
  plural: string;
  none: string;
  line: (entry: Entry) => string;
  keyOf: (entry: Entry) => string | number;
}) {
  if (entries.length === 0) return <p>{none}</p>;
  return (
    <>
      {total > entries.length ? (
        <p>
          Only the {entries.length} newest of {total} {plural} are listed here.
        </p>
      ) : null}
      <ul className="member-todo">
        {entries.map((entry) => (
          <li key={keyOf(entry)}>{line(entry)}</li>
        ))}
      </ul>
    </>
  );
}

/** "Runs to …" of "runs to …" (the card's words), or "No paid year on record" for none. */
function paidYearFact(words: string | undefined): string {
  if (!words) return 'No paid year on record';
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The record's headings, one level below the result it opens from. */
function RecordView({
  record,
  name,
  today,
}: {
  record: MemberRecord;
  name: string;
  today: string;
}) {
  const { account, membership } = record;
  const headingId = useId();
  return (
    <section className="member-record" aria-labelledby={headingId}>
      <h3 id={headingId}>Record of {name}</h3>
      <h4>Account</h4>
      <MemberFacts
        facts={[
          ['Name', [account.firstName, account.lastName].filter(Boolean).join(' ')],
          ['Organisation', account.organisationName],
          ['User name', account.username],
          ['E-mail', account.email],
          ['Mobile', account.phoneNumber && formatMobileNumber(account.phoneNumber)],
          ['Country', account.country],
          ['NRC', account.nrcNumber],
          ['Passport', account.passportNumber],
          ['Role', ROLE_NAMES[account.role] ?? account.role],
          // The standing in the member's own profile's words, by the standing below: the account
          // stays ACTIVE after the grace period until the hourly dues job lapses it.
          [
            'Account status',
            accountStanding(
              account.status,
              { ...membership, status: account.status },
              today,
              record.application?.status,
            ),
          ],
          ['Account made', formatDate(account.createdAt)],
        ]}
      />
      <h4>Membership</h4>
      <MemberFacts
        facts={[
          ['Membership number', membership.membershipNumber ?? 'None yet'],
          ['Type', membership.membershipTypeName ?? 'None recorded'],
          // A student's category is the programme they train in (`category-fact.ts`).
          [
            categoryFactLabel(trainsInCategory(membership.membershipType)),
            membership.professionalCategoryName,
          ],
          // The card's words ("Paid year: Runs to …").
          [
            'Paid year',
            paidYearFact(
              paidYearWords({ ...membership, status: account.status }, today, {
                standingBeside: true,
              }),
            ),
          ],
          ['Standing', membership.statement],
        ]}
      />
      <h4>Application</h4>
      {record.application ? (
        <>
          <p>{applicationLine(record.application)}</p>
          <ApplicationDocumentsOnRecord application={record.application} name={name} />
        </>
      ) : (
        <p>No application made online.</p>
      )}
      <h4>Bills</h4>
      <Entries
        entries={record.bills}
        total={record.billCount}
        plural="bills"
        none="No bills."
        line={billLine}
        keyOf={(bill) => bill.receivableId}
      />
      <h4>Payments</h4>
      <Entries
        entries={record.payments}
        total={record.paymentCount}
        plural="payments and attempts"
        none="No payments or attempts."
        line={paymentLine}
        keyOf={(payment) => payment.paymentId}
      />
      <h4>Refunds</h4>
      <Entries
        entries={record.refunds}
        plural="refunds"
        none="No refunds."
        line={refundLine}
        keyOf={(refund) => refund.paymentId}
      />
    </section>
  );
}

/**
 * One account's record for the secretariat, read when it is opened: the account, the membership
 * and its standing in the verification page's words, the application with its documents to
 * download and those it lacks, and the bills, payments and refunds, newest first, with dates in
 * the site's one format and amounts in kwacha.
 */
export function MemberRecordPanel({
  id,
  name,
  today = standingToday(),
}: {
  id: number;
  name: string;
  /** Lusaka's date, for whether the paid year is over. @default the server's today */
  today?: string;
}) {
  const client = useApiClient();
  const record = useQuery({
    queryKey: memberRecordKey(id),
    queryFn: ({ signal }) => client.http.get<MemberRecord>(`admin/members/${id}`, { signal }),
  });
  if (record.isPending) return <Spinner label={`Loading the record of ${name}…`} showLabel />;
  if (record.isError) {
    return (
      <Alert tone="error" title={`The record of ${name} could not be loaded`}>
        {record.error.message}
      </Alert>
    );
  }
  return <RecordView record={record.data} name={name} today={today} />;
}
