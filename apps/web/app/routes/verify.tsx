import '../member/member-portal.css';
import { Alert } from '@coaz/ui-kit';
import { data, Link } from 'react-router';
import { PageHeader } from '../content/page-header';
import { formatMoment } from '../dates/format-date';
import { categoryFactLabel } from '../member/category-fact';
import { GOOD_STANDING_DATE_MEANS } from '../member/good-standing-date';
import { memberPageMeta } from '../member/member-page-meta';
import { MembershipNotLicence } from '../member/membership-not-licence';
import { checkMembership } from '../member/verify-membership';
import { requireSiteRenderContext } from '../render/site-render-context';
import type { Route } from './+types/verify';

/**
 * Checks the number on the server through the verify endpoint, so the answer is in the HTML
 * before any script runs (a phone scanning a card's QR code may have JavaScript off or slow).
 * Every answer is marked `no-store`: a verification must be current, and the server's page cache
 * is keyed on the content's version only, which a lapsed or renewed membership does not change.
 * An unknown number answers 404, a malformed one 400 and a rate-limited look-up 429, never 500.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { apiFetch, now } = requireSiteRenderContext(context);
  const check = await checkMembership(apiFetch, params.membershipNumber);
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (check.outcome === 'rate-limited' && check.retryAfterSeconds !== undefined) {
    headers['Retry-After'] = String(check.retryAfterSeconds);
  }
  // When the answer was given: an HR officer reading it later, on screen or printed, knows how
  // current it is (the server's clock, shown in Lusaka in the site's one format).
  return data({ ...check, checkedAt: now.toISOString() }, { status: check.status, headers });
}

/** The loader's `Cache-Control: no-store` (and `Retry-After`) on the rendered page as well. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const CHECK_TITLE = 'Check a membership';

/**
 * Titled and headed "Check a membership", the name of the form that leads here, the footer's and
 * every membership page's link to it, with the number checked, so each answer's tab and history
 * entry is its own (every answer was "Verify a membership", under the heading "Membership
 * verification": three names for one check).
 */
export function meta({ params, loaderData }: Route.MetaArgs) {
  const membershipNumber = loaderData?.membershipNumber ?? params.membershipNumber;
  return memberPageMeta(
    `${CHECK_TITLE}: ${membershipNumber}`,
    `Whether COAZ membership ${membershipNumber} is in good standing, with the member's name, membership type and category, checked now.`,
  );
}

/**
 * The answer's heading in the words "What the answer means" on /verify uses, so an employer who
 * read those reads the same words here (one "Not verified" stood for an unknown number and a
 * mistyped one alike).
 */
const UNCHECKED_TITLES = {
  unknown: 'No member with that number',
  malformed: 'Not a membership number',
  'rate-limited': 'Not checked: try again later',
} as const;

/**
 * The public check of a membership card (`/verify/{membershipNumber}`, where the card's QR code
 * leads): in good standing until a date, or not, with the name, type and category only; or why
 * the number could not be checked.
 */
export default function Verify({ loaderData: check }: Route.ComponentProps) {
  return (
    <div className="page page--narrow member-page">
      <PageHeader
        title={CHECK_TITLE}
        eyebrow="Membership"
        summary={
          <>
            Membership number{' '}
            {/* Read off a phone at a clinic door: never broken at its dash onto two lines. */}
            <span className="member-number">{check.membershipNumber}</span>
          </>
        }
      />
      {check.outcome === 'verified' ? (
        <section className="page-section" aria-labelledby="verification-result">
          <h2 id="verification-result">{check.verification.statement}</h2>
          <dl className="member-facts">
            <div className="member-facts__row">
              <dt>Name</dt>
              <dd>{check.verification.name}</dd>
            </div>
            <div className="member-facts__row">
              <dt>Membership type</dt>
              <dd>{check.verification.membershipType ?? 'Not recorded'}</dd>
            </div>
            <div className="member-facts__row">
              {/* A student's category is the programme they train in: "Training in" says so. */}
              <dt>{categoryFactLabel(check.verification.inTraining)}</dt>
              <dd>{check.verification.professionalCategory ?? 'Not recorded'}</dd>
            </div>
          </dl>
          {/* The card's paid year ends before this date: said here, where the QR code leads, in
              the words of the /verify form's explanation, which the link opens in full. */}
          {check.verification.goodStanding && check.verification.goodStandingUntil ? (
            <p>
              {GOOD_STANDING_DATE_MEANS}{' '}
              <Link to="/verify#verify-result-meaning" className="coaz-link">
                What each answer means
              </Link>
            </p>
          ) : null}
          <MembershipNotLicence />
        </section>
      ) : (
        <Alert tone="error" title={UNCHECKED_TITLES[check.outcome]}>
          {check.message}
        </Alert>
      )}
      {check.outcome === 'rate-limited' ? null : (
        <p className="verify-checked">
          Checked on <time dateTime={check.checkedAt}>{formatMoment(check.checkedAt)}</time> (Lusaka
          time).
        </p>
      )}
      <p>
        <Link to="/verify" className="coaz-link">
          Check another membership number
        </Link>
      </p>
    </div>
  );
}
