import '../member/member-portal.css';
import type { ApplicableMembershipType } from '@coaz/api-client/membership';
import { useCurrentUser } from '@coaz/api-client/react';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ItemList } from '../content/item-list';
import { PageHeader } from '../content/page-header';
import { APPLICABLE_TYPES, membershipTypeOf, NOMINATED_TYPES } from '../join/applicable-types';
import { ApplicationForm } from '../join/application-form';
import { whatToHaveReady } from '../join/asked-by-type';
import { APPLICATION_KEPT_AS } from '../join/kept-application';
import { MembershipTypeChoice } from '../join/membership-type-choice';
import { districtsForRender } from '../member/districts-for-render';
import { duesForRender } from '../member/dues-for-render';
import { holdsNoMembership } from '../member/holds-no-membership';
import { PrefetchDashboard } from '../member/prefetch-dashboard';
import { useFinishFlow } from '../member/use-finish-flow';
import { keptValue } from '../member/use-kept-fields';
import { membershipKeys, membershipSummaryQuery } from '../member/use-membership';
import { useMembershipClient } from '../member/use-membership-client';
import { readSiteRenderContext } from '../render/site-render-context';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/join';

export function meta() {
  return pageMeta({
    title: 'Join COAZ',
    description:
      'Apply online for full, associate, student, affiliate or retired membership of the Clinical Officers Association of Zambia.',
    path: '/join',
  });
}

/**
 * The districts and the yearly fees, read by the server for the page, so its province list and
 * each membership's price are in the HTML a slow phone shows before any script, instead of
 * "Loading provinces…" and no price until the visitor first touches the form. The page is cached
 * by its address (page-address.ts: the path and `?type=` only), which this does not change: both
 * are the same for everyone, and setting a fee moves the content version the cache is keyed by.
 * While prerendering there are none.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const render = readSiteRenderContext(context);
  const [districts, dues] = render
    ? await Promise.all([districtsForRender(render.apiFetch), duesForRender(render.apiFetch)])
    : [null, null];
  return { districts, dues };
}

/**
 * The signed-in account that applies from itself, with its profile, when it holds no membership
 * and has no application (`holdsNoMembership`); undefined for a visitor, a member, an applicant,
 * and until the account's summary and profile are read (the page is prerendered for visitors).
 */
function useApplyingAccount() {
  const membership = useMembershipClient();
  const { data: user } = useCurrentUser();
  const summary = useQuery({ ...membershipSummaryQuery(membership), enabled: Boolean(user) });
  const mayApply = Boolean(user && summary.data && holdsNoMembership(summary.data));
  // Signed in to an account that has applied or holds a membership: a form here would make a
  // second account (its own numbers refused or not), where a refused applicant's next step is to
  // add documents from the dashboard.
  const applied =
    user && summary.data && !holdsNoMembership(summary.data)
      ? {
          username: user.username,
          status: summary.data.status,
          application: summary.data.application,
        }
      : undefined;
  const profile = useQuery({
    queryKey: membershipKeys.profile,
    queryFn: ({ signal }) => membership.profile({ signal }),
    enabled: mayApply,
    retry: false,
  });
  return {
    account:
      mayApply && user && profile.data
        ? { username: user.username, profile: profile.data }
        : undefined,
    applied,
  };
}

/** What the signed-in account that already applied, or is a member, is told instead of a form. */
function alreadyAppliedLine({
  username,
  status,
  application,
}: {
  username: string;
  status: string;
  application: { status: string } | null | undefined;
}): string {
  if (!application && status === 'INCOMPLETE_REGISTRATION') {
    return `You are logged in as ${username}, whose registration is to be finished from your dashboard: do not apply again.`;
  }
  if (!application) {
    return `You are logged in as ${username}, which is already a member’s account: your membership and its payments are on your dashboard.`;
  }
  if (application.status === 'REJECTED') {
    return `You are logged in as ${username}, which has already applied. Your application was not approved: do not apply again, add the documents asked for from your dashboard to have it reviewed again.`;
  }
  if (application.status === 'SUBMITTED') {
    return `You are logged in as ${username}, which has already applied: your application is on your dashboard, with any documents still to add.`;
  }
  return `You are logged in as ${username}, whose application was approved: your membership and its payments are on your dashboard.`;
}

/**
 * The heading over the form, or over what a signed-in account that applied is told instead: its
 * own application's type, not the type chosen above (Full Membership until another is chosen), so
 * an associate who applied from abroad does not read "Your application for Full Membership" above
 * "whose application was approved"; a member with no online application is told of its membership.
 */
function applicationHeading(
  applied: { application: { membershipTypeName: string } | null | undefined } | undefined,
  chosenName: string,
): string {
  if (!applied) return `Your application for ${chosenName}`;
  return applied.application
    ? `Your application for ${applied.application.membershipTypeName}`
    : 'Your membership';
}

function initialType(requested: string | null): ApplicableMembershipType {
  return APPLICABLE_TYPES.find((type) => type === requested) ?? 'full_membership';
}

/**
 * Joining online: choose a membership type, read who may hold it, then apply with documents. The
 * server renders the page for its address (`?type=` chooses the type), so it reads on a slow phone
 * before any script; the form runs once the visitor reaches for it. Life and honorary membership are explained as coming by nomination.
 */
export default function Join({ loaderData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const finish = useFinishFlow();
  const membership = useMembershipClient();
  const requested = searchParams.get('type');
  // The server renders the page for its address, query included, so the type the address asks
  // for is in the HTML a slow phone shows before any script; a link to another type while the
  // page is open changes the choice too.
  const [type, setType] = useState(() => initialType(requested));
  const [shownFor, setShownFor] = useState(requested);
  if (shownFor !== requested) {
    setShownFor(requested);
    setType(initialType(requested));
  }
  // The type of an application this tab kept (a reload, a tab the phone discarded): read as the
  // page hydrates, before the form reads back its own draft, and shown before then by the form's
  // `KeptFieldsBeforeApp`. An address that asks for a type is a choice made since, and wins.
  useLayoutEffect(() => {
    if (searchParams.get('type')) return;
    const kept = APPLICABLE_TYPES.find(
      (slug) => slug === keptValue(APPLICATION_KEPT_AS, 'membershipType'),
    );
    if (kept) setType(kept);
  }, [searchParams]);
  const dues = useQuery({
    queryKey: membershipKeys.dues,
    queryFn: ({ signal }) => membership.dues({ signal }),
    staleTime: 60 * 60_000,
    // The fees the server rendered are current: a cached page is dropped when a fee is set.
    ...(loaderData.dues && { initialData: loaderData.dues }),
  });
  const chosen = membershipTypeOf(type);
  const { account, applied } = useApplyingAccount();
  return (
    <div className="page page--narrow member-page join-page">
      <PrefetchDashboard />
      <PageHeader
        title="Join COAZ"
        eyebrow="Membership"
        // What the chosen type's form asks: a student was asked for an HPCZ number and a licence.
        summary={whatToHaveReady(type)}
      />
      <ol className="join-steps">
        <li>Choose your membership and check that you are eligible.</li>
        <li>Fill in the application and attach your documents.</li>
        <li>The secretariat reviews it and tells you by SMS.</li>
        {/* Mobile money alone read as a door shut to a member abroad, before the form's note
            under "Outside Zambia": the secretariat records a bank transfer or an office payment,
            as the approval SMS says. */}
        <li>
          Pay your first year's subscription by mobile money from a Zambian number, or to the
          secretariat by bank transfer or at its office: you are then a member in good standing.
        </li>
      </ol>
      <MembershipTypeChoice value={type} onChange={setType} dues={dues.data} />
      <ItemList heading={`Who may apply for ${chosen.name}`} items={chosen.eligibility} />
      <section className="page-section">
        <h2>Life and honorary membership</h2>
        <p>These are not applied for: they are conferred by nomination.</p>
        <ul>
          {NOMINATED_TYPES.map((slug) => {
            const nominated = membershipTypeOf(slug);
            return (
              <li key={slug}>
                <Link to={`/membership/${slug}`} className="coaz-link">
                  {nominated.name}
                </Link>
                : {nominated.summary}
              </li>
            );
          })}
        </ul>
      </section>
      <section className="page-section" aria-labelledby="join-application">
        <h2 id="join-application">{applicationHeading(applied, chosen.name)}</h2>
        {applied ? (
          <p>
            {alreadyAppliedLine(applied)}{' '}
            <Link to="/dashboard" className="coaz-link">
              Go to your dashboard
            </Link>
            .
          </p>
        ) : account ? (
          <p>
            You are logged in as {account.username}, an account that holds no membership: you apply
            from it, with no new login.
          </p>
        ) : (
          <p>
            Already a member?{' '}
            <Link to="/login" className="coaz-link">
              Log in
            </Link>
            .
          </p>
        )}
        {applied ? null : (
          <ApplicationForm
            // A new form for an account: what it asks differs from a visitor's.
            key={account ? 'account' : 'visitor'}
            membershipType={type}
            onApplied={(notice) => finish({ notice })}
            districts={loaderData.districts}
            account={account?.profile}
          />
        )}
      </section>
    </div>
  );
}
