import '../member/member-portal.css';
import { PageHeader } from '../content/page-header';
import { memberPageMeta } from '../member/member-page-meta';
import { PasswordRecoveryForm } from '../member/password-recovery-form';
import { useFinishFlow } from '../member/use-finish-flow';

export function meta() {
  return memberPageMeta(
    'Forgot password',
    'Forgot your COAZ password? Get a six-digit code by SMS, or by e-mail if your membership has no mobile number, then choose a new password.',
  );
}

/** Password recovery by a code sent by SMS, or by e-mail to a member without a number; afterwards the member is signed in on this device only. */
export default function ForgotPassword() {
  const finish = useFinishFlow();
  return (
    <div className="page page--narrow member-page">
      <PageHeader
        title="Forgot your password?"
        eyebrow="Members"
        summary="We send a six-digit code by SMS to the mobile number on your membership. If your membership has no mobile number, it goes to your e-mail address, when the association sends e-mail. Other devices are signed out when you set a new password."
      />
      <PasswordRecoveryForm onReset={(notice) => finish({ notice })} />
    </div>
  );
}
