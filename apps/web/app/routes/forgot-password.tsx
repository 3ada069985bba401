import '../member/member-portal.css';
import { PageHeader } from '../content/page-header';
import { memberPageMeta } from '../member/member-page-meta';
import { PasswordRecoveryForm } from '../member/password-recovery-form';
import { useFinishFlow } from '../member/use-finish-flow';

export function meta() {
  return memberPageMeta(
    'Forgot password',
    'Forgot your COAZ password? Get a six-digit code by SMS to the mobile number on your membership, then choose a new password.',
  );
}

/** Password recovery by a code sent by SMS; afterwards the member is signed in on this device only. */
export default function ForgotPassword() {
  const finish = useFinishFlow();
  return (
    <div className="page page--narrow member-page">
      <PageHeader
        title="Forgot your password?"
        eyebrow="Members"
        summary="We send a six-digit code to the mobile number on your membership. Other devices are signed out when you set a new password."
      />
      <PasswordRecoveryForm onReset={(notice) => finish({ notice })} />
    </div>
  );
}
