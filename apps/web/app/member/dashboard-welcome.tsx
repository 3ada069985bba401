import type { MemberRole } from '@coaz/api-client';
import type { MembershipSummary, MembershipTodo } from '@coaz/api-client/membership';
import { Link } from 'react-router';
import { formatDate } from '../dates/format-date';
import { holdsNoMembership } from './holds-no-membership';
import { inGracePeriod, standingLapsed, standingToday } from './membership-standing';
import type { SecretariatQueue } from './use-secretariat-queue';

function action(todo: MembershipTodo, summary: MembershipSummary, lapsed: boolean) {
  switch (todo.kind) {
    case 'pay':
    case 'renew':
      return summary.fee
        ? {
            to: `/mobile_payment?receivableId=${summary.fee.receivableId}`,
            // A lapsed member pays to renew, as the welcome above says; a member from before
            // online dues (no paid year on record) has nothing to renew yet, and pays.
            label:
              lapsed || (todo.kind === 'renew' && summary.validUntil) ? 'Renew now' : 'Pay now',
          }
        : undefined;
    case 'finish_registration':
      return { to: '/finish_registration', label: 'Finish registration' };
    case 'set_password':
      return { to: '/change_password', label: 'Choose a password' };
    case 'add_documents':
    case 'application_rejected':
      return { to: '#documents', label: 'Add documents' };
    default:
      return undefined;
  }
}

/**
 * Not in good standing with a paid year on record: the year and its grace period are over (the
 * dues job has lapsed the member, or will at its next run), which is not the "not yet" of a member
 * who never paid. Said by
 * the welcome and by the payment page, where a lapsed member's login leads.
 */
export function lapsedStanding(summary: MembershipSummary): string | undefined {
  // Still ACTIVE from Lusaka's midnight after the grace period until the hourly dues job runs:
  // the standing (decided by the day) has ended already (`standingLapsed`).
  if (!standingLapsed(summary) || !summary.validUntil) return;
  return `Your paid year ended on ${formatDate(summary.validUntil)} and the grace period is over: you are no longer in good standing. Renew to be in good standing again.`;
}

/**
 * The welcome's own words for the steps of an application. What the application stands at (with
 * the secretariat, the documents it lacks, why it was refused, the SMS that brings the decision)
 * is said once, under "Your application" (`ApplicationDocumentsForm`), so here only what the member
 * does next: the server's sentences said the review again, and with the notice after applying a
 * screen reader heard "the secretariat will review it" three times.
 */
const APPLICATION_STEPS: Partial<Record<MembershipTodo['kind'], string>> = {
  add_documents: 'Add the documents your application lacks.',
  application_rejected: 'Add documents to have your application reviewed again.',
};

/** After a complete application, what comes once it is approved (the approval SMS says the same). */
const AFTER_APPROVAL =
  'Nothing needs doing now. Once your application is approved, an SMS gives you your membership number, and you pay your first annual subscription here: your membership is active from that payment.';

/**
 * The standing of an account the server counts as ACTIVE with no paid year on record. With a
 * membership number it is a member on the association's roll from before online dues: the server
 * and the public card check (`/verify`) call that good standing with no date, and the dashboard
 * says the same, so a member never reads here the opposite of what an employer reads of their
 * card. Without a membership number it is no membership at all (the studio's and the
 * secretariat's own accounts, which were told "You are a member in good standing").
 */
function unpaidActiveStanding(summary: MembershipSummary): string {
  return summary.membershipNumber
    ? `You are a member in good standing: membership number ${summary.membershipNumber} is on the association's roll from before online payments, so no paid year is dated here yet. Your first subscription paid here will date it.`
    : 'This account holds no membership: it has no membership number and no paid subscription on record.';
}

/**
 * What an editor's or admin's account is told while it is not ACTIVE (a lapsed membership, a
 * suspension, a password still to choose): the server keeps the studio and the secretariat's
 * tools for accounts in good standing, and without this the editor found the studio gone with no
 * word of why or of how it comes back.
 */
const ROLE_ON_HOLD: Partial<Record<MemberRole, string>> = {
  editor:
    'Your editor role is on hold while this account is not in good standing: the studio comes back once it is.',
  admin:
    "Your administrator role is on hold while this account is not in good standing: the secretariat's tools come back once it is.",
};

/**
 * A paid year that still runs: good standing lasts to the end of the grace period after it (the
 * date /verify and the renewal SMS give), and the paid year's own end is said beside it.
 */
function paidYearStanding(validUntil: string, goodStandingUntil: string): string {
  return goodStandingUntil === validUntil
    ? `You are a member in good standing until ${formatDate(goodStandingUntil)}.`
    : `You are a member in good standing until ${formatDate(goodStandingUntil)}: your paid year runs to ${formatDate(validUntil)}, and a grace period to renew in follows it.`;
}

/** Props of {@link DashboardWelcome}. */
export interface DashboardWelcomeProps {
  /** The member's name, as the dashboard shows it. */
  name: string;
  /** `GET membership`: the standing and what needs doing. */
  summary: MembershipSummary;
  /** The account's role (`GET current`): only a member's account is told to become a member. */
  role: MemberRole;
  /**
   * What waits on the secretariat, for an admin: it is part of what needs doing, so the welcome
   * never says nothing does above an application waiting for review. Left out for anyone else.
   */
  secretariat?: SecretariatQueue;
  /** Lusaka's date, for whether a paid year is over. @default the server's today (`standingToday`) */
  today?: string;
}

/** The secretariat's waiting work as lines of "What needs doing", with where on the page it is. */
function secretariatSteps(queue: SecretariatQueue) {
  const steps: { key: string; text: string; to: string; label: string }[] = [];
  const { applications, refunds } = queue;
  if (applications) {
    steps.push({
      key: 'applications',
      text:
        applications === 1
          ? '1 application is waiting for your review.'
          : `${applications} applications are waiting for your review.`,
      to: '#applications-review',
      label: applications === 1 ? 'Review the application' : 'Review the applications',
    });
  }
  if (refunds) {
    steps.push({
      key: 'refunds',
      text:
        refunds === 1
          ? '1 fee paid twice is to be paid back.'
          : `${refunds} fees paid twice are to be paid back.`,
      to: '#refunds-due',
      label: 'See the refunds due',
    });
  }
  return steps;
}

/** The dashboard's welcome: the member's standing in one sentence, then what needs doing. */
export function DashboardWelcome({
  name,
  summary,
  role,
  secretariat,
  today = standingToday(),
}: DashboardWelcomeProps) {
  // Waiting for the secretariat is nothing to do: it is no line of "What needs doing".
  const todo = summary.todo.filter((step) => step.kind !== 'await_review');
  // A member's account with no membership applies from itself: the site bills a first
  // subscription only once the secretariat approves an application. The studio's and the
  // secretariat's own accounts need no membership and are told nothing to do.
  const enrol = role === 'member' && holdsNoMembership(summary);
  const awaitingReview = todo.length < summary.todo.length;
  const secretariatTodo = secretariat ? secretariatSteps(secretariat) : [];
  // Until both counts are known (or when one could not be read) the welcome does not claim there is
  // nothing to do: the lists below say what they hold, or that they failed.
  const secretariatUnknown =
    secretariat !== undefined &&
    (secretariat.applications === undefined || secretariat.refunds === undefined);
  const standing = inGracePeriod(summary, today)
    ? `Your paid year ended on ${formatDate(summary.validUntil ?? '')}. You stay in good standing until ${formatDate(summary.goodStandingUntil ?? '')}, the end of the grace period: renew before then to keep your card valid.`
    : summary.goodStanding
      ? summary.validUntil && summary.goodStandingUntil
        ? paidYearStanding(summary.validUntil, summary.goodStandingUntil)
        : unpaidActiveStanding(summary)
      : summary.status === 'INCOMPLETE_REGISTRATION'
        ? 'Your membership is not complete yet.'
        : (lapsedStanding(summary) ?? 'You are not in good standing yet.');
  return (
    <section className="page-section" aria-labelledby="dashboard-welcome">
      <h2 id="dashboard-welcome">Welcome, {name}</h2>
      <p>{standing}</p>
      {summary.status === 'ACTIVE' ? null : ROLE_ON_HOLD[role] ? <p>{ROLE_ON_HOLD[role]}</p> : null}
      {enrol ? (
        <>
          <h3>What needs doing</h3>
          <ul className="member-todo">
            <li>
              Apply for membership from this account: the secretariat reviews your application, and
              once it is approved you pay your first annual subscription here. Your name, NRC and
              mobile number are taken from this account.{' '}
              <Link to="/join" className="coaz-link">
                Apply for membership
              </Link>
            </li>
          </ul>
        </>
      ) : todo.length > 0 || secretariatTodo.length > 0 ? (
        <>
          <h3>What needs doing</h3>
          <ul className="member-todo">
            {todo.map((step) => {
              const next = action(step, summary, Boolean(lapsedStanding(summary)));
              return (
                <li key={step.kind}>
                  {APPLICATION_STEPS[step.kind] ?? step.message}{' '}
                  {next ? (
                    next.to.startsWith('#') ? (
                      <a href={next.to} className="coaz-link">
                        {next.label}
                      </a>
                    ) : (
                      <Link to={next.to} className="coaz-link">
                        {next.label}
                      </Link>
                    )
                  ) : null}
                </li>
              );
            })}
            {secretariatTodo.map((step) => (
              <li key={step.key}>
                {step.text}{' '}
                <a href={step.to} className="coaz-link">
                  {step.label}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : awaitingReview ? (
        <p>{AFTER_APPROVAL}</p>
      ) : secretariatUnknown ? null : (
        <p>Nothing needs doing now.</p>
      )}
    </section>
  );
}
