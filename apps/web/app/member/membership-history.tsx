import { Alert, Spinner } from '@coaz/ui-kit';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../dates/format-date';
import { membershipKeys } from './use-membership';
import { useMembershipClient } from './use-membership-client';

/** Props of {@link MembershipHistory}. */
export interface MembershipHistoryProps {
  /**
   * Show the section only once it holds an event (or its reading failed): nothing while it loads,
   * nothing when there are none. For an account that holds no membership.
   * @default false
   */
  onlyWithEntries?: boolean;
}

/** What happened to the membership, newest first. */
export function MembershipHistory({ onlyWithEntries = false }: MembershipHistoryProps) {
  const membership = useMembershipClient();
  const history = useQuery({
    queryKey: membershipKeys.history,
    queryFn: ({ signal }) => membership.history({ signal }),
  });
  if (onlyWithEntries && !history.isError && !history.data?.length) return null;
  return (
    <section className="page-section" aria-labelledby="membership-history">
      <h2 id="membership-history">Membership history</h2>
      {/* Said while it loads, as the other sections do: on slow data the heading stood alone. */}
      {history.isPending ? <Spinner label="Loading your membership history…" showLabel /> : null}
      {history.isError ? <Alert tone="error">{history.error.message}</Alert> : null}
      {history.data?.length === 0 ? <p>Nothing recorded yet.</p> : null}
      {history.data && history.data.length > 0 ? (
        <ul className="member-todo">
          {history.data.map((event) => (
            <li key={`${event.at}-${event.kind}-${event.summary}`}>
              {formatDate(event.at)}: {event.summary}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
