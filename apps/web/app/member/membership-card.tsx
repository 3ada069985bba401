import type { MembershipSummary } from '@coaz/api-client/membership';
import { useEffect, useState } from 'react';
import { formatDate } from '../dates/format-date';
import { SITE_ORIGIN } from '../seo/site-origin';
import { categoryFactLabel, trainsInCategory } from './category-fact';
import { MembershipQrCode } from './membership-qr-code';
import { inGracePeriod, standingLapsed, standingToday } from './membership-standing';

/** The address a card's QR code opens: the public verification page of the number. */
export function verificationUrl(membershipNumber: string, origin = SITE_ORIGIN): string {
  return `${origin}/verify/${encodeURIComponent(membershipNumber)}`;
}

/** What a card says of its standing, and whether its QR code is shown. */
interface CardStanding {
  /** The standing row, in the public check's (/verify's) words. */
  standing: string;
  /** The paid year row, when a year was paid online. */
  paidYear?: string;
  /** Whether the standing is good: the QR code is shown only then. */
  good: boolean;
}

/**
 * The card's standing on `today` (Lusaka), from the summary's `goodStanding`, never from the
 * stored status alone: from Lusaka's midnight after the grace period until the hourly dues job
 * lapses the account it is still ACTIVE, and the card showed its QR code and "Valid until" with no
 * word that a check now says "Not in good standing". The date is `goodStandingUntil`, the end of
 * the grace period, as /verify gives it: a card that said "Valid until 6 December 2027" in the
 * grace period looked expired at a clinic door while /verify said "until 5 January 2028".
 */
export function cardStanding(summary: MembershipSummary, today: string): CardStanding {
  const { validUntil, goodStandingUntil } = summary;
  if (summary.goodStanding) {
    // A member on the roll from before online dues has good standing but no paid year: the
    // welcome and /verify call them in good standing with no end date (never "Not yet paid").
    if (!validUntil || !goodStandingUntil) {
      return {
        good: true,
        standing:
          "In good standing: on the association's roll from before online payments, with no year paid online yet",
      };
    }
    return {
      good: true,
      standing: `In good standing until ${formatDate(goodStandingUntil)}`,
      paidYear: inGracePeriod(summary, today)
        ? `Ended ${formatDate(validUntil)}: renew by ${formatDate(goodStandingUntil)} to stay in good standing`
        : `Runs to ${formatDate(validUntil)}`,
    };
  }
  if (standingLapsed(summary) && validUntil) {
    return {
      good: false,
      standing: 'Not in good standing: renew',
      paidYear: `Ended ${formatDate(validUntil)}, and its grace period is over`,
    };
  }
  if (!validUntil && summary.status === 'PENDING_PAYMENT') {
    return { good: false, standing: 'Not in good standing: not yet paid' };
  }
  return {
    good: false,
    standing: 'Not in good standing',
    paidYear: validUntil ? `Runs to ${formatDate(validUntil)}` : undefined,
  };
}

/**
 * The digital membership card: name, number, type, category (what a student trains in), its
 * standing as the public verification page says it, the paid year, and, while in good standing,
 * a QR code that opens the public verification page, so anyone at a clinic door can check it.
 */
export function MembershipCard({
  name,
  summary,
  today = standingToday(),
}: {
  name: string;
  summary: MembershipSummary;
  /** Lusaka's date, for whether the paid year is over. @default the server's today */
  today?: string;
}) {
  const number = summary.membershipNumber;
  // The page's own origin, so a card shown on a test or staging site verifies there; read once
  // the card runs in the browser, as the server that rendered the page has no window.
  const [origin, setOrigin] = useState<string>();
  useEffect(() => setOrigin(window.location.origin), []);
  if (!number) return null;
  const { standing, paidYear, good } = cardStanding(summary, today);
  return (
    <section className="page-section" aria-labelledby="membership-card">
      <h2 id="membership-card">Membership card</h2>
      <div className="member-card">
        <dl className="member-facts">
          <div className="member-facts__row">
            <dt>Name</dt>
            <dd>{name}</dd>
          </div>
          <div className="member-facts__row">
            <dt>Membership number</dt>
            <dd>{number}</dd>
          </div>
          <div className="member-facts__row">
            <dt>Type</dt>
            <dd>{summary.membershipTypeName ?? 'Member'}</dd>
          </div>
          {summary.professionalCategoryName ? (
            <div className="member-facts__row">
              {/* A student's category is the programme they train in (`category-fact.ts`). */}
              <dt>{categoryFactLabel(trainsInCategory(summary.membershipType))}</dt>
              <dd>{summary.professionalCategoryName}</dd>
            </div>
          ) : null}
          <div className="member-facts__row">
            <dt>Standing</dt>
            <dd>{standing}</dd>
          </div>
          {paidYear ? (
            <div className="member-facts__row">
              <dt>Paid year</dt>
              <dd>{paidYear}</dd>
            </div>
          ) : null}
        </dl>
        {!good ? (
          <p className="member-card__qr-place">
            No QR code while the membership is not in good standing: a check of this number says so.
          </p>
        ) : origin ? (
          <MembershipQrCode url={verificationUrl(number, origin)} number={number} />
        ) : null}
      </div>
      <p>
        <a className="coaz-link" href={`/verify/${encodeURIComponent(number)}`}>
          Check this card as others see it
        </a>
      </p>
    </section>
  );
}
