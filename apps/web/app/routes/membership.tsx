import { findMembershipType } from '@coaz/content-data';
import { data, Link } from 'react-router';
import { ItemList } from '../content/item-list';
import { PageHeader } from '../content/page-header';
import { duesForRender } from '../member/dues-for-render';
import { MembershipFee } from '../membership/membership-fee';
import { readSiteRenderContext } from '../render/site-render-context';
import { pageMeta } from '../seo/page-meta';
import { pageNotFound } from '../site/page-not-found';
import { SECRETARIAT_CONTACT_PATH } from '../site/secretariat-contact';
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

/**
 * An unknown membership type answers the site's 404 page with status 404. A type one applies for
 * gets its annual fee read on the server, from the subscriptions /join shows, so the price is in
 * the HTML with no script. The page is cached under the content version, which setting a fee moves
 * on (and is sent `max-age=0, must-revalidate`), so it never shows an old fee. A page rendered when
 * the fee could not be read points to /join instead. While prerendering there is none.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const type = findMembershipType(params.type);
  if (!type) throw pageNotFound();
  const render = readSiteRenderContext(context);
  const billedOnline = type.slug !== 'termination' && type.feeNote === undefined;
  const dues = render && billedOnline ? await duesForRender(render.apiFetch) : null;
  const page = {
    annualFee: dues?.find((entry) => entry.membershipType === type.slug)?.amount ?? null,
  };
  // As the home page does with its figures: a page rendered while the fees could not be read is
  // kept by no cache, so the next visitor's render asks again rather than every visitor being sent
  // to /join for the price until the content next changes.
  if (render && billedOnline && dues === null) {
    return data(page, { headers: { 'Cache-Control': 'no-store' } });
  }
  return page;
}

/** The loader's `Cache-Control: no-store` on a page rendered without the fees. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
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

/**
 * The page's first step for its reader: apply online; for life and honorary membership, which
 * are conferred, how to nominate; for termination, where the resignation form is. The nominated
 * types and termination offered no step at all, and the constitution's "prescribed form" was
 * nowhere to be found.
 */
function HowToGetIt({ slug, name }: { slug: string; name: string }) {
  if (APPLY_ONLINE.has(slug)) {
    return (
      <p>
        <Link to={`/join?type=${slug}`} className="coaz-button coaz-button--primary">
          Apply for {name} online
        </Link>
      </p>
    );
  }
  if (slug === 'termination') {
    return (
      <p>
        To resign,{' '}
        <Link to={SECRETARIAT_CONTACT_PATH} className="coaz-link">
          ask the secretariat
        </Link>{' '}
        for the prescribed form.
      </p>
    );
  }
  return (
    <p>
      {name} is not applied for: members nominate, as the criteria below set out.{' '}
      <Link to={SECRETARIAT_CONTACT_PATH} className="coaz-link">
        Ask the secretariat
      </Link>{' '}
      how to put a nomination forward.
    </p>
  );
}

/** A kind of membership: who may hold it, what it gives, what it asks, how it ends. */
export default function Membership({ params, loaderData }: Route.ComponentProps) {
  const type = findMembershipType(params.type);
  if (!type) return <SiteErrorPage notFound />;
  // The termination page shares the types' lists; its headings say what they hold there.
  const leaving = type.slug === 'termination';
  return (
    <div className="page page--narrow membership-page">
      <PageHeader title={type.name} eyebrow="Membership" summary={type.summary} />
      <HowToGetIt slug={type.slug} name={type.name} />
      <MembershipFee type={type} annualFee={loaderData.annualFee} />
      <ItemList heading="Eligibility criteria" items={type.eligibility} />
      <ItemList heading="Once the application is approved" items={type.onceApproved ?? []} />
      <ItemList
        heading={leaving ? 'Rights when a membership ends' : 'Rights and privileges'}
        items={type.rights}
      />
      <ItemList
        heading={leaving ? 'What a leaving member settles' : 'Obligations and responsibilities'}
        items={type.obligations}
      />
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
