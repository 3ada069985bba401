import '../member/member-portal.css';
import { Alert } from '@coaz/ui-kit';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../content/page-header';
import { useHydrated } from '../content/use-hydrated';
import { LoginForm } from '../member/login-form';
import { readLoginNotice } from '../member/login-notice';
import { loginOutcomePath } from '../member/login-outcome-path';
import { memberPageMeta } from '../member/member-page-meta';
import { isKeptFor, keptDraftPath } from '../studio/kept-drafts';
import { SignedOutNotice, useKeptDraft } from '../studio/signed-out-notice';

export function meta() {
  return memberPageMeta(
    'Member login',
    'Log in to the COAZ member portal: your membership card and receipts, your profile, and paying your annual subscription by mobile money.',
  );
}

/**
 * The member login; each outcome leads on to home or to the flow the account still needs. A
 * member signed out with unsaved text (`?session=ended`: a studio form, the payment, the profile)
 * is told so, and goes back to it.
 */
export default function Login() {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = readLoginNotice(location.state);
  const [searchParams] = useSearchParams();
  // The prerendered page knows neither the query nor the tab's storage: both wait for hydration.
  const hydrated = useHydrated();
  const kept = useKeptDraft();
  const signedOut = hydrated && (kept !== undefined || searchParams.get('session') === 'ended');
  return (
    <div className="page page--narrow member-page">
      <PageHeader title="Member login" eyebrow="Members" />
      {notice ? <Alert tone="success">{notice.notice}</Alert> : null}
      {signedOut ? <SignedOutNotice draft={kept} /> : null}
      <LoginForm
        initialUsername={notice?.username}
        onLoggedIn={(outcome) =>
          navigate(
            // Back to the kept form only for the member who typed it.
            outcome.kind === 'active' && kept && isKeptFor(kept, outcome.user.username)
              ? keptDraftPath(kept)
              : loginOutcomePath(outcome),
          )
        }
      />
    </div>
  );
}
