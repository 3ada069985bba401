import '../member/member-portal.css';
import { useCurrentUser } from '@coaz/api-client/react';
import { type ReactNode, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageHeader } from '../content/page-header';
import { ChangePasswordForm } from '../member/change-password-form';
import { memberPageMeta } from '../member/member-page-meta';
import { useFinishFlow } from '../member/use-finish-flow';

export function meta() {
  return memberPageMeta('Change your password');
}

/**
 * Sends a member who has no one-time password (any more) on to the dashboard: the back button
 * after the change, or an old link, showed the form again, which the server then refused as
 * "This account has no one-time password to replace". Decided on the status the page opened
 * with, since the change itself ends in a move to the dashboard with its notice.
 */
function OneTimePasswordOnly({ children }: { children: ReactNode }) {
  const { data: member, isFetching } = useCurrentUser();
  const openedWith = useRef<string>(undefined);
  // Read afresh: the member cached in this tab may be an earlier one.
  if (!isFetching) openedWith.current ??= member?.status;
  if (openedWith.current && openedWith.current !== 'OTP')
    return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}

/** Where a login with a one-time password leads (`?username=`): the member sets their own. */
export default function ChangePassword() {
  const [searchParams] = useSearchParams();
  const finish = useFinishFlow();
  return (
    <div className="page page--narrow member-page">
      <PageHeader
        title="Change your password"
        eyebrow="Members"
        summary="You logged in with a one-time password from the secretariat. Choose your own password to continue."
      />
      <OneTimePasswordOnly>
        <ChangePasswordForm
          initialUsername={searchParams.get('username') ?? ''}
          onChanged={(username) =>
            finish({ notice: 'Your password has been changed. You are signed in.', username })
          }
        />
      </OneTimePasswordOnly>
    </div>
  );
}
