import type { MembershipSummary, MembershipTodo } from '@coaz/api-client/membership';
import { Link } from 'react-router';
import { formatDate } from '../dates/format-date';

function action(todo: MembershipTodo, summary: MembershipSummary, lapsed: boolean) {
  switch (todo.kind) {
    case 'pay':
    case 'renew':
      return summary.fee
        ? {
            to: `/mobile_payment?receivableId=${summary.fee.receivableId}`,
            // A lapsed member pays to renew, as the welcome above says.
            label: todo.kind === 'pay' && !lapsed ? 'Pay now' : 'Renew now',
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

// The server adds the grace period to the standing only once the paid year is over, so a standing
// that lasts past the paid year means the member is in the grace period now. ISO dates compare as
// text.
function inGracePeriod(summary: MembershipSummary): boolean {
  return Boolean(
    summary.goodStanding &&
      summary.validUntil &&
      summary.goodStandingUntil &&
      summary.goodStandingUntil > summary.validUntil,
  );
}

/**
 * Not in good standing with a paid year on record: the year and its grace period are over (the
 * dues job has lapsed the member, or will at its next run), which is not the "not yet" of a member
 * who never paid. Said by
 * the welcome and by the payment page, where a lapsed member's login leads.
 */
export function lapsedStanding(summary: MembershipSummary): string | undefined {
  // Still ACTIVE from Lusaka's midnight after the grace period until the hourly dues job runs:
  // the standing (decided by the day) has ended already.
  const ended = summary.status === 'PENDING_PAYMENT' || summary.status === 'ACTIVE';
  if (summary.goodStanding || !summary.validUntil || !ended) return;
  return `Your paid year ended on ${formatDate(summary.validUntil)} and the grace period is over: you are no longer in good standing. Renew to be in good standing again.`;
}

/** The dashboard's welcome: the member's standing in one sentence, then what needs doing. */
export function DashboardWelcome({ name, summary }: { name: string; summary: MembershipSummary }) {
  const standing = inGracePeriod(summary)
    ? `Your paid year ended on ${formatDate(summary.validUntil ?? '')}. You stay in good standing until ${formatDate(summary.goodStandingUntil ?? '')}, the end of the grace period: renew before then to keep your card valid.`
    : summary.goodStanding
      ? summary.goodStandingUntil
        ? `You are a member in good standing until ${formatDate(summary.goodStandingUntil)}.`
        : 'You are a member in good standing.'
      : summary.status === 'INCOMPLETE_REGISTRATION'
        ? 'Your membership is not complete yet.'
        : (lapsedStanding(summary) ?? 'You are not in good standing yet.');
  return (
    <section className="page-section" aria-labelledby="dashboard-welcome">
      <h2 id="dashboard-welcome">Welcome, {name}</h2>
      <p>{standing}</p>
      {summary.todo.length > 0 ? (
        <>
          <h3>What needs doing</h3>
          <ul className="member-todo">
            {summary.todo.map((todo) => {
              const next = action(todo, summary, Boolean(lapsedStanding(summary)));
              return (
                <li key={todo.kind}>
                  {todo.message}{' '}
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
          </ul>
        </>
      ) : (
        <p>Nothing needs doing now.</p>
      )}
    </section>
  );
}
