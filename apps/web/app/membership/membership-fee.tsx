import type { MembershipType } from '@coaz/content-data';
import { Link } from 'react-router';
import { formatKwacha } from '../member/format-kwacha';

/** Props of {@link MembershipFee}. */
export interface MembershipFeeProps {
  /** The membership page's type. */
  type: MembershipType;
  /**
   * The type's annual subscription in Kwacha, as the member service gives it now (the one /join
   * shows); `null` for a type it bills none for, or when it could not be read.
   */
  annualFee: number | null;
}

/**
 * What a membership costs a year, on its own page: a visitor reading about full or student
 * membership learnt the price only on /join. The amount is the member service's, which the
 * secretariat sets (never a figure written into the page), in the site's one money format, with a
 * link to every fee on /join; a type conferred by nomination says what the constitution says of
 * its fee, with no link, since /join lists only the types applied for. The termination page has
 * none. The link opens /join with this page's type chosen: a student who followed it to read the
 * fees found Full Membership chosen, and its form asking for an HPCZ number and a licence.
 */
export function MembershipFee({ type, annualFee }: MembershipFeeProps) {
  if (type.slug === 'termination') return null;
  return (
    <section className="page-section" aria-labelledby="membership-fee">
      <h2 id="membership-fee">Annual fee</h2>
      {/* A conferred type is not on the join page, which lists the fees of those applied for. */}
      {type.feeNote ? (
        <p>{type.feeNote}</p>
      ) : (
        <p>
          {annualFee !== null
            ? `${type.name} costs ${formatKwacha(annualFee)} a year, paid by mobile money once the secretariat has approved the application.`
            : // The service could not say now: point to where the fee is read, rather than guess.
              `The annual fee of ${type.name} is shown on the join page.`}{' '}
          <Link to={`/join?type=${type.slug}`} className="coaz-link">
            See the fee of every membership on the join page
          </Link>
          .
        </p>
      )}
    </section>
  );
}
