import { Alert } from '@coaz/ui-kit';
import { lapsedStanding } from './dashboard-welcome';
import { useMembershipSummary } from './use-membership';

/**
 * On the payment page, what a lapsed member's dashboard would have said first: a login with an
 * unpaid fee leads straight to the payment, so a member whose year and grace period are over was
 * asked to pay with no word that the membership had ended. Nothing for anyone else, nor while the
 * summary is on its way or could not be read: the payment works without it.
 */
export function LapsedMembershipNotice() {
  const summary = useMembershipSummary();
  // Only once read afresh: a summary cached in this tab may be an earlier member's.
  const lapsed = summary.data && !summary.isFetching ? lapsedStanding(summary.data) : undefined;
  return lapsed ? (
    <Alert tone="warning" title="Your membership has lapsed">
      <p>{lapsed}</p>
    </Alert>
  ) : null;
}
