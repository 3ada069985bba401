import '../member/member-portal.css';
import { useCurrentUser, useLogout } from '@coaz/api-client/react';
import { Alert, Button } from '@coaz/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useHydrated } from '../content/use-hydrated';
import { LoginForm } from '../member/login-form';
import { loginOutcomePath } from '../member/login-outcome-path';
import { memberPageMeta } from '../member/member-page-meta';
import { memberName } from '../site/site-header-bar';
import { LOGGED_OUT_NOTICE } from '../site/use-header-logout';
import { isKeptFor, keptDraftPath } from '../studio/kept-drafts';
import { SignedOutNotice, useKeptDraft } from '../studio/signed-out-notice';

export function meta() {
  return memberPageMeta(
    'Log in',
    'Log in to the COAZ member portal: your membership card and receipts, your profile, and paying your annual subscription by mobile money.',
  );
}

/**
 * The member login; each outcome leads on to home or to the flow the account still needs. A
 * member whose session ended (`?session=ended`, from any page) is told so; one signed out with
 * unsaved text (a studio form, the payment, the profile) is told it was not saved, and goes back
 * to it.
 *
 * A member already logged in (an `ACTIVE` one, as the header counts them) is told so, with a link
 * to the dashboard and a Log out button that brings the form back, its cursor in the first field.
 * Decision: the form waits behind Log out rather than taking a second login over the first. On a
 * phone shared at a clinic, a login over the session left the first member's session open on the
 * server and their membership, receipts and profile in this tab's cache (kept under keys that name
 * no member) for the next member to see; Log out ends both, for one press. The form stays mounted,
 * only hidden, so a login sent from it finishes and leads on.
 */
export default function Login() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // The prerendered page knows neither the query nor the tab's storage: both wait for hydration.
  const hydrated = useHydrated();
  const kept = useKeptDraft();
  const signedOut = hydrated && (Boolean(kept) || searchParams.get('session') === 'ended');
  const notice = useRef<HTMLDivElement>(null);
  // The notice is whole once the kept draft is read (`kept` no longer undefined).
  const signedOutShown = signedOut && kept !== undefined;
  useEffect(() => {
    // Only while the visitor has put the cursor nowhere: the page loaded anew, and they may have
    // started typing while the app started.
    const active = document.activeElement;
    if (signedOutShown && (active === null || active === document.body)) notice.current?.focus();
  }, [signedOutShown]);
  const { data: member } = useCurrentUser();
  const logout = useLogout();
  // Set when this page logs the member out (so the form shows, and takes the cursor, before the
  // cache says so) or in (so the notice does not show while the next page's code downloads).
  const [sessionChangedHere, setSessionChangedHere] = useState(false);
  const [loggedOutHere, setLoggedOutHere] = useState(false);
  const form = useRef<HTMLDivElement>(null);
  const signedInName =
    hydrated && !sessionChangedHere && member?.status === 'ACTIVE' ? memberName(member) : undefined;
  const logOut = () => {
    flushSync(() => setSessionChangedHere(true));
    form.current?.querySelector<HTMLInputElement>('input[name="username"]')?.focus();
    logout.mutate(undefined, { onSuccess: () => setLoggedOutHere(true) });
  };
  return (
    <div className="page page--narrow member-page">
      <header className="page-header">
        <p className="page-header__eyebrow">Members</p>
        <h1>Log in</h1>
      </header>
      {/* The session's end takes the cursor as the notice comes, so it is read where the cursor
          lands and Tab goes on to the form: the page loaded anew and the notice came once the app
          ran, so as a status drawn with its words it was not reliably read at all (a live region
          says what changes in it), as the heading's description screen readers often skipped it,
          and both at once it would be heard twice. As the dashboard's finished-flow notice does. */}
      {signedOut ? (
        <div ref={notice} tabIndex={-1} className="member-signed-out">
          <SignedOutNotice draft={kept} live={false} />
        </div>
      ) : null}
      {signedInName ? (
        <Alert
          title="You are already logged in"
          action={
            <Button variant="secondary" onClick={logOut}>
              Log out
            </Button>
          }
        >
          <p>
            You are logged in as {signedInName}.{' '}
            <Link to="/dashboard" className="coaz-link">
              Go to your dashboard
            </Link>
            , or log out to log in as someone else.
          </p>
        </Alert>
      ) : null}
      {/* Always there, so the logout is announced: the notice and its button are gone by then,
          and the cursor in the form's first field said nothing of what had happened. */}
      <div role="status">{loggedOutHere ? <p>{LOGGED_OUT_NOTICE}</p> : null}</div>
      <div ref={form} hidden={signedInName !== undefined}>
        <LoginForm
          onLoggedIn={(outcome) => {
            setSessionChangedHere(true);
            navigate(
              // Back to the kept form only for the member who typed it.
              outcome.kind === 'active' && kept && isKeptFor(kept, outcome.user.username)
                ? keptDraftPath(kept)
                : loginOutcomePath(outcome),
            );
          }}
        />
      </div>
    </div>
  );
}
