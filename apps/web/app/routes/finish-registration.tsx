import '../member/member-portal.css';
import { PageHeader } from '../content/page-header';
import { ApplicantToDashboard } from '../member/applicant-to-dashboard';
import { memberPageMeta } from '../member/member-page-meta';
import { RegistrationForm } from '../member/registration-form';
import { SessionRequired } from '../member/session-required';
import { useFinishFlow } from '../member/use-finish-flow';

export function meta() {
  return memberPageMeta('Finish your registration');
}

/**
 * Where a login with an unfinished registration leads (`?userId=`). The server knows the member
 * from the session's token, so the id in the address only names whose registration this is.
 */
export default function FinishRegistration() {
  const finish = useFinishFlow();
  return (
    <div className="page page--narrow member-page">
      <PageHeader
        title="Finish your registration"
        eyebrow="Members"
        summary="Tell us who you are and where you work to finish registering your account."
      />
      <SessionRequired>
        <ApplicantToDashboard>
          <RegistrationForm
            onRegistered={(result) =>
              finish({
                notice:
                  result.status === 'ACTIVE'
                    ? 'Your registration is complete.'
                    : 'Your registration is complete. Pay your membership fee to become active.',
              })
            }
          />
        </ApplicantToDashboard>
      </SessionRequired>
    </div>
  );
}
