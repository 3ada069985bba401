import '../member/member-portal.css';
import { useCurrentUser } from '@coaz/api-client/react';
import { Alert, type DashboardMode, DashboardSidebar, Spinner } from '@coaz/ui-kit';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useIsAdmin, useIsEditor } from '../contents/use-is-editor';
import { ApplicationDocumentsForm } from '../member/application-documents-form';
import { DashboardWelcome } from '../member/dashboard-welcome';
import { FinishedFlowNotice } from '../member/finished-flow-notice';
import { holdsNoMembership } from '../member/holds-no-membership';
import { readLoginNotice } from '../member/login-notice';
import { memberPageMeta } from '../member/member-page-meta';
import { MemberProfile } from '../member/member-profile';
import { MembershipCard } from '../member/membership-card';
import { MembershipHistory } from '../member/membership-history';
import { OwnPasswordForm } from '../member/own-password-form';
import { ProfileEditor } from '../member/profile-editor';
import { ReceiptsList } from '../member/receipts-list';
import { SlowLoadReload } from '../member/slow-load-reload';
import { useMembershipSummary } from '../member/use-membership';
import { useSecretariatQueue } from '../member/use-secretariat-queue';
import { PartsShown, useSectionLanding } from '../member/use-section-landing';
import { chosenLogoutUnderWay } from '../site/chosen-logout';
import { RouterLink } from '../site/router-link';
import { AskBeforeLeaving } from '../studio/ask-before-leaving';
import {
  loadApplicationsReview,
  loadFeesDueAdmin,
  loadFindMemberAdmin,
  loadMembershipDuesAdmin,
  loadPaymentsReceivedAdmin,
  loadRefundsDue,
  loadStudio,
  loadSubscriptionBillingAdmin,
} from '../studio/dashboard-part-loaders';
import { PartLoadBoundary } from '../studio/part-load-boundary';
import {
  dashboardTitle,
  studioHref,
  studioSectionFrom,
  studioSections,
} from '../studio/studio-sections';
import { useSectionFocus } from '../studio/use-section-focus';

export function meta({ location }: { location: { search: string } }) {
  return memberPageMeta(dashboardTitle(location.search));
}

// What only editors (the studio) and admins (applications, dues, refunds) use is fetched when
// they open it: a member's dashboard on slow, costly mobile data downloaded and parsed all of it
// (apps/web/scripts/measure-member-pages.mjs measures the difference). Each try after a failed
// download gets new lazy parts, since React keeps a failed one's error for good.
const lazyParts = (_attempt: number) => ({
  Studio: lazy(loadStudio),
  ApplicationsReview: lazy(loadApplicationsReview),
  MembershipDuesAdmin: lazy(loadMembershipDuesAdmin),
  RefundsDue: lazy(loadRefundsDue),
  FeesDueAdmin: lazy(loadFeesDueAdmin),
  PaymentsReceivedAdmin: lazy(loadPaymentsReceivedAdmin),
  SubscriptionBillingAdmin: lazy(loadSubscriptionBillingAdmin),
  FindMemberAdmin: lazy(loadFindMemberAdmin),
});

const PROFILE = { id: 'profile', label: 'My profile', href: '/dashboard' };
// The notices are at the foot of the news page, below every news item and the events: linked to
// the page's top, a member on a phone scrolled past all of them (the home page links them so too).
const NOTICES = { id: 'notices', label: 'Notices', href: '/news#published-contents' };

/**
 * The secretariat's tools, each at its heading on this page, for an admin whose account is active
 * (as they are shown): on a phone the dashboard is many screens tall, and the menu named the
 * studio's sections only. Plain links to the page's own headings (`RouterLink`), landed on
 * once the tools have loaded (`useSectionLanding`). View mode only:
 * they have no editor. Labels are not the sections'
 * headings word for word: these are in every member's script, which must not hold the tools'
 * text (e2e/dashboard-phone.spec.ts).
 */
const SECRETARIAT = [
  {
    id: 'applications-review',
    label: 'Review applications',
    href: '#applications-review',
  },
  { id: 'find-member', label: 'Find a member', href: '#find-member' },
  { id: 'bill-subscription', label: 'Bill a subscription', href: '#bill-subscription' },
  { id: 'fees-due', label: 'Record office or bank payments', href: '#fees-due' },
  { id: 'payments-received', label: 'Who paid, by month', href: '#payments-received' },
  { id: 'membership-dues', label: 'Subscription amounts', href: '#membership-dues' },
  { id: 'refunds-due', label: 'Refunds to pay back', href: '#refunds-due' },
];
const SECRETARIAT_IDS = SECRETARIAT.map((link) => link.id);
const NO_IDS: readonly string[] = [];

/**
 * The member's dashboard, for any signed-in member (anyone else goes to /login). View mode opens
 * with a welcome that says what needs doing (pay, finish registration, add documents, renew; for an
 * admin, also the applications waiting for review and the refunds due), then
 * the membership card, receipts, history and the profile with its editor; admins also review
 * applications, look up any member and read their record, bill a year's subscription to a member
 * nothing bills yet, record fees paid by bank transfer, cash or cheque, see who paid in a month,
 * set the annual subscriptions and see the refunds due. Edit mode (`?mode=edit`, so a reload keeps it), offered
 * to editors only, opens the studio (notices, news, events, vacancies, people, partners; the editors list for admins).
 * Moving elsewhere while a form holds unsaved typing asks first ({@link AskBeforeLeaving}).
 */
export default function Dashboard() {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const notice = readLoginNotice(location.state);
  const { data: member, isPending, error } = useCurrentUser();
  const summary = useMembershipSummary();
  const isEditor = useIsEditor();
  const isAdmin = useIsAdmin();
  // Counted for the welcome, which the studio's edit mode does not show.
  const secretariat = useSecretariatQueue(
    member?.role === 'admin' && member.status === 'ACTIVE' && searchParams.get('mode') !== 'edit',
  );
  const [attempt, setAttempt] = useState(0);
  const {
    Studio,
    ApplicationsReview,
    MembershipDuesAdmin,
    RefundsDue,
    FeesDueAdmin,
    PaymentsReceivedAdmin,
    SubscriptionBillingAdmin,
    FindMemberAdmin,
  } = useMemo(() => lazyParts(attempt), [attempt]);
  // New lazy parts download again; the failed part's boundary stays, and holds the cursor there.
  const tryAgain = () => setAttempt((count) => count + 1);
  // Members who still have something to do see the welcome that says what: the follow-ups and an
  // application under review all keep the member signed in here.
  const allowed = Boolean(member) && member?.status !== 'SUSPENDED';

  // The studio's part chosen (a section, or edit mode itself) takes the cursor, in view.
  const studioPart = useSectionFocus(
    searchParams.get('mode') === 'edit' ? (searchParams.get('section') ?? '') : undefined,
  );

  // A link to one of the secretariat's tools (the menu's, the welcome's) lands on it, and puts the
  // cursor on its heading, also when the tools arrive after the tap.
  const secretariatShown = useSectionLanding(
    member?.role === 'admin' &&
      member.status === 'ACTIVE' &&
      !(isEditor && searchParams.get('mode') === 'edit')
      ? SECRETARIAT_IDS
      : NO_IDS,
  );

  // A failed `current` is not a verdict: a refused refresh already sends the member home, and
  // patchy data must not throw them out to the login. Nor does a Log out the member pressed: the
  // header takes them home.
  useEffect(() => {
    if (!isPending && !error && !allowed && !chosenLogoutUnderWay()) {
      navigate('/login', { replace: true });
    }
  }, [isPending, error, allowed, navigate]);

  if (error) {
    return (
      <div className="page">
        <Alert tone="error" title="Your dashboard could not be loaded">
          {error.message}
        </Alert>
      </div>
    );
  }
  // This is also the server's HTML, shown until the app starts: when it never does (its code did not
  // arrive) a reload is offered after a while without it. What a payment just did stays findable:
  // the receipt is read from the server with the rest of the dashboard, not from the move here.
  if (!member || !allowed) {
    return (
      <div className="page">
        <Spinner label="Loading your dashboard…" showLabel />
        <SlowLoadReload href={location.pathname + location.search} />
      </div>
    );
  }

  const mode: DashboardMode = isEditor && searchParams.get('mode') === 'edit' ? 'edit' : 'view';
  const section = studioSectionFrom(searchParams.get('section'), isAdmin);
  const secretariatTools = member.role === 'admin' && member.status === 'ACTIVE';
  const sections = [
    PROFILE,
    ...(secretariatTools && mode === 'view' ? SECRETARIAT : []),
    ...(isEditor ? studioSections(isAdmin, mode) : [NOTICES]),
  ];
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ') || member.username;
  // The studio's and the secretariat's own accounts need no membership, and "No payments yet" and
  // "Nothing recorded yet" told the secretariat nothing about its own account. So for an editor or
  // an admin whose account holds no membership (or while that is not yet known), receipts and
  // history show only if they hold something. An admin or editor who is also a paying member
  // holds a membership, and sees them as every member does, empty or not; so does a member's
  // account with no membership, which is on its way to one (it is told to apply).
  const staffWithoutMembership =
    member.role !== 'member' &&
    (summary.isPending || (summary.data !== undefined && holdsNoMembership(summary.data)));
  // Leaving with unsaved typing (the sidebar, the mode switch, any link) asks first.
  //
  // Decision: the heading (and a finished flow's notice) come first in the document, above the
  // menu and the page, spanning both columns. A move here (the login, a finished flow) puts the
  // cursor on the heading, or on the notice, and Tab goes on in the order they are seen: the
  // View/Edit switch and the menu, then the page. With the heading at the top of the page's
  // column, after the menu in the document (and under it on a phone), Tab from it skipped the
  // menu, which was met only going back.
  return (
    <AskBeforeLeaving>
      <div className="page dashboard">
        <div className="dashboard__top">
          <h1 tabIndex={-1}>Dashboard</h1>
          {notice ? <FinishedFlowNotice notice={notice.notice} /> : null}
        </div>
        <DashboardSidebar
          sections={sections}
          mode={mode}
          onModeChange={
            isEditor
              ? (next) => setSearchParams(next === 'edit' ? { mode: 'edit' } : {})
              : undefined
          }
          currentPath={mode === 'edit' ? studioHref(section) : '/dashboard'}
          header={<p className="dashboard__name">{name}</p>}
          linkComponent={RouterLink}
        />
        <div className="dashboard__main">
          {mode === 'edit' ? (
            <PartLoadBoundary what="The studio" onRetry={tryAgain}>
              <Suspense fallback={<Spinner label="Loading the studio…" showLabel />}>
                <div ref={studioPart}>
                  <Studio section={section} />
                </div>
              </Suspense>
            </PartLoadBoundary>
          ) : (
            <>
              {/* The welcome says what needs doing: on slow data it was absent, with nothing
                  said, while the sections below it had loaded. */}
              {summary.isPending ? <Spinner label="Loading your membership…" showLabel /> : null}
              {summary.data ? (
                <DashboardWelcome
                  name={name}
                  summary={summary.data}
                  role={member.role}
                  secretariat={member.role === 'admin' ? secretariat : undefined}
                />
              ) : null}
              {summary.isError ? <Alert tone="error">{summary.error.message}</Alert> : null}
              {summary.data ? <MembershipCard name={name} summary={summary.data} /> : null}
              {/* An account that applied from itself is not INCOMPLETE_REGISTRATION: its
                  application shows until approved, as an applicant's from /join does. */}
              {summary.data?.application &&
              (summary.data.status === 'INCOMPLETE_REGISTRATION' ||
                summary.data.application.status !== 'APPROVED') ? (
                <ApplicationDocumentsForm application={summary.data.application} />
              ) : null}
              {secretariatTools ? (
                <PartLoadBoundary what="The secretariat's tools" onRetry={tryAgain}>
                  <Suspense
                    fallback={<Spinner label="Loading the secretariat's tools…" showLabel />}
                  >
                    <ApplicationsReview />
                    <FindMemberAdmin />
                    <SubscriptionBillingAdmin />
                    <FeesDueAdmin />
                    <PaymentsReceivedAdmin />
                    <MembershipDuesAdmin />
                    <RefundsDue />
                    <PartsShown onShown={secretariatShown} />
                  </Suspense>
                </PartLoadBoundary>
              ) : null}
              <ReceiptsList onlyWithEntries={staffWithoutMembership} />
              <MembershipHistory onlyWithEntries={staffWithoutMembership} />
              <MemberProfile member={member} />
              <ProfileEditor />
              {member.status === 'OTP' ? null : <OwnPasswordForm />}
            </>
          )}
        </div>
      </div>
    </AskBeforeLeaving>
  );
}
