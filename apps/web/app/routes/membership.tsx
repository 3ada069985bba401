import { findMembershipType } from '@coaz/content-data';
import { Link } from 'react-router';
import { ItemList } from '../content/item-list';
import { PageHeader } from '../content/page-header';
import { pageMeta } from '../seo/page-meta';
import { pageNotFound } from '../site/page-not-found';
import { SiteErrorPage } from '../site/site-error-page';
import type { Route } from './+types/membership';

// Types one applies for online; life and honorary membership come by nomination.
const APPLY_ONLINE = new Set([
  'full_membership',
  'associate_membership',
  'student_membership',
  'affiliate_membership',
  'retired_membership',
]);

/** An unknown membership type answers the site's 404 page with status 404. */
export function loader({ params }: Route.LoaderArgs) {
  if (!findMembershipType(params.type)) throw pageNotFound();
  return null;
}

export function meta({ params }: Route.MetaArgs) {
  const type = findMembershipType(params.type);
  if (!type) return [];
  return pageMeta({
    title: type.name,
    description: type.summary,
    path: `/membership/${type.slug}`,
  });
}

/** A kind of membership: who may hold it, what it gives, what it asks, how it ends. */
export default function Membership({ params }: Route.ComponentProps) {
  const type = findMembershipType(params.type);
  if (!type) return <SiteErrorPage notFound />;
  return (
    <div className="page page--narrow">
      <PageHeader title={type.name} eyebrow="Membership" summary={type.summary} />
      {APPLY_ONLINE.has(type.slug) ? (
        <p>
          <Link to={`/join?type=${type.slug}`} className="coaz-button coaz-button--primary">
            Apply for {type.name} online
          </Link>
        </p>
      ) : null}
      <ItemList heading="Eligibility criteria" items={type.eligibility} />
      <ItemList heading="Rights and privileges" items={type.rights} />
      <ItemList heading="Obligations and responsibilities" items={type.obligations} />
      <ItemList
        heading={type.slug === 'termination' ? 'Termination procedure' : 'Grounds for termination'}
        items={type.termination}
        ordered={type.slug === 'termination'}
      />
      <section className="page-section" aria-labelledby="check-a-membership">
        <h2 id="check-a-membership">Check a membership</h2>
        <p>
          Employers and anyone else can check that a clinical officer’s membership is in good
          standing from the number on their membership card:{' '}
          <Link to="/verify" className="coaz-link">
            check a membership number
          </Link>
          .
        </p>
      </section>
    </div>
  );
}
