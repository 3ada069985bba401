import '../member/member-portal.css';
import { Alert } from '@coaz/ui-kit';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../content/page-header';
import { LoginForm } from '../member/login-form';
import { readLoginNotice } from '../member/login-notice';
import { loginOutcomePath } from '../member/login-outcome-path';
import { memberPageMeta } from '../member/member-page-meta';

export function meta() {
  return memberPageMeta('Member login');
}

/** The member login; each outcome leads on to home or to the flow the account still needs. */
export default function Login() {
  const navigate = useNavigate();
  const location = useLocation();
  const notice = readLoginNotice(location.state);
  return (
    <div className="page page--narrow member-page">
      <PageHeader title="Member login" eyebrow="Members" />
      {notice ? <Alert tone="success">{notice.notice}</Alert> : null}
      <LoginForm
        initialUsername={notice?.username}
        onLoggedIn={(outcome) => navigate(loginOutcomePath(outcome))}
      />
    </div>
  );
}
