import { Spinner } from '@coaz/ui-kit';
import { type ReactNode, useRef } from 'react';
import { Navigate } from 'react-router';
import { useMembershipSummary } from './use-membership';

/** Whether the membership's status says its registration is done (paid for or still to pay). */
function registered(status: string | undefined): boolean {
  return status === 'ACTIVE' || status === 'PENDING_PAYMENT';
}

/**
 * Sends a member who applied online to the dashboard instead of showing `children` (the finish
 * registration form). An applicant's login answers INCOMPLETE_REGISTRATION until the secretariat
 * approves, but the application already holds everything the form asks for, and the server refuses
 * the form for them (409 `application_under_review`): an applicant who logs in to see how the
 * review goes, or to add a document, belongs on the dashboard, which says both. So does a member
 * whose registration is complete (the back button after finishing, an old link): the form was
 * filled in again only to be refused as "already complete". When the membership cannot be read,
 * the form is shown as before.
 */
export function ApplicantToDashboard({ children }: { children: ReactNode }) {
  const summary = useMembershipSummary();
  // The status the page opened with, once read afresh (a summary cached in this tab may be an
  // earlier member's): finishing the registration here changes it, and the flow then goes to the
  // dashboard itself, with its notice.
  const openedWith = useRef<string>(undefined);
  if (!summary.isFetching) openedWith.current ??= summary.data?.status;
  if (summary.isPending) return <Spinner label="Loading your membership…" showLabel />;
  if (summary.data?.application || registered(openedWith.current)) {
    return <Navigate to="/dashboard" replace />;
  }
  return <>{children}</>;
}
