import { findCommittee } from '@coaz/content-data';
import { Link } from 'react-router';
import { PageHeader } from '../content/page-header';
import { PeopleGrid } from '../organisation/people-grid';
import { placePeople } from '../organisation/placed-people';
import {
  seatsByHolder,
  showsUnnamedOffice,
  UnnamedOfficesNote,
} from '../organisation/unnamed-offices';
import { siteContent } from '../render/site-content';
import { requireSiteRenderContext } from '../render/site-render-context';
import { pageMeta } from '../seo/page-meta';
import { pageNotFound } from '../site/page-not-found';
import { SiteErrorPage } from '../site/site-error-page';
import { committeePath, governancePath } from '../site/site-navigation';
import type { Route } from './+types/committee';

/** The people editors placed in this committee; an unknown one answers 404 (the site's page). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const committee = findCommittee(params.committee);
  if (!committee) throw pageNotFound();
  const content = siteContent(requireSiteRenderContext(context).apiFetch);
  return { members: await content.people(committee.slug) };
}

export function meta({ params }: Route.MetaArgs) {
  const committee = findCommittee(params.committee);
  if (!committee) return [];
  return pageMeta({
    title: committee.name,
    description: committee.summary,
    path: committeePath(committee.slug),
  });
}

/** A committee of the national executive: its remit and its seats. */
export default function Committee({ params, loaderData }: Route.ComponentProps) {
  const committee = findCommittee(params.committee);
  if (!committee) return <SiteErrorPage notFound />;
  const composition = placePeople(committee.composition, loaderData.members, committee.name);
  return (
    <div className="page">
      <p>
        <Link
          to={governancePath('committees_of_the_executive')}
          className="coaz-link stand-alone-link"
        >
          <span aria-hidden="true">← </span>All committees of the executive
        </Link>
      </p>
      <PageHeader title={committee.name} eyebrow="Committees of the Executive" />
      <section className="page-section page--narrow">
        <h2>About</h2>
        {committee.about.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <PeopleGrid heading="Composition" {...seatsByHolder(committee.composition, composition)} />
      {showsUnnamedOffice(committee.composition, composition) ? <UnnamedOfficesNote /> : null}
    </div>
  );
}
