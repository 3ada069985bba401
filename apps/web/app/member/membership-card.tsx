import type { MembershipSummary } from '@coaz/api-client/membership';
import { useEffect, useState } from 'react';
import { formatDate } from '../dates/format-date';
import { SITE_ORIGIN } from '../seo/site-origin';
import { categoryFactLabel, trainsInCategory } from './category-fact';
import { MembershipQrCode } from './membership-qr-code';

/** The address a card's QR code opens: the public verification page of the number. */
export function verificationUrl(membershipNumber: string, origin = SITE_ORIGIN): string {
  return `${origin}/verify/${encodeURIComponent(membershipNumber)}`;
}

/**
 * The digital membership card: name, number, type, category (what a student trains in), valid until, and a QR code that opens
 * the public verification page, so anyone at a clinic door can check it.
 */
export function MembershipCard({ name, summary }: { name: string; summary: MembershipSummary }) {
  const number = summary.membershipNumber;
  // The page's own origin, so a card shown on a test or staging site verifies there; read once
  // the card runs in the browser, as the server that rendered the page has no window.
  const [origin, setOrigin] = useState<string>();
  useEffect(() => setOrigin(window.location.origin), []);
  if (!number) return null;
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
          {/* A member on the roll from before online dues has a number and good standing but no
              paid year: "Not yet paid" there said the opposite of the welcome and of the public
              check (/verify), which call them in good standing with no end date. */}
          {summary.validUntil || !summary.goodStanding ? (
            <div className="member-facts__row">
              <dt>Valid until</dt>
              <dd>{summary.validUntil ? formatDate(summary.validUntil) : 'Not yet paid'}</dd>
            </div>
          ) : (
            <div className="member-facts__row">
              <dt>Standing</dt>
              <dd>
                In good standing: on the association's roll from before online payments, with no
                year paid online yet
              </dd>
            </div>
          )}
        </dl>
        {origin ? <MembershipQrCode url={verificationUrl(number, origin)} number={number} /> : null}
      </div>
      <p>
        <a className="coaz-link" href={`/verify/${encodeURIComponent(number)}`}>
          Check this card as others see it
        </a>
      </p>
    </section>
  );
}
