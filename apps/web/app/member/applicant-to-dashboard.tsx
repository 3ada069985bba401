import { Spinner } from '@coaz/ui-kit';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useMembershipSummary } from './use-membership';

/**
 * Sends a member who applied online to the dashboard instead of showing `children` (the finish
 * registration form). An applicant's login answers INCOMPLETE_REGISTRATION until the secretariat
 * approves, but the application already holds everything the form asks for, and the server refuses
 * the form for them (409 `application_under_review`): an applicant who logs in to see how the
 * review goes, or to add a document, belongs on the dashboard, which says both. When the
 * membership cannot be read, the form is shown as before.
 */
export function ApplicantToDashboard({ children }: { children: ReactNode }) {
  const summary = useMembershipSummary();
  if (summary.isPending) return <Spinner label="Loading your membership…" showLabel />;
  if (summary.data?.application) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
