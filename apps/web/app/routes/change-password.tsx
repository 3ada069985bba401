import '../member/member-portal.css';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../content/page-header';
import { ChangePasswordForm } from '../member/change-password-form';
import { memberPageMeta } from '../member/member-page-meta';
import { useFinishFlow } from '../member/use-finish-flow';

export function meta() {
  return memberPageMeta('Change your password');
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
      <ChangePasswordForm
        initialUsername={searchParams.get('username') ?? ''}
        onChanged={(username) =>
          finish({ notice: 'Your password is changed. You are signed in.', username })
        }
      />
    </div>
  );
}
