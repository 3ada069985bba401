import { committees, findGovernanceEntry } from '@coaz/content-data';
import { Link } from 'react-router';
import { PageHeader } from '../content/page-header';
import { lusakaYear } from '../dates/lusaka-time';
import { officesInTerm } from '../organisation/offices-in-term';
import { PeopleGrid } from '../organisation/people-grid';
import { placePeople, samePosition } from '../organisation/placed-people';
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
import type { Route } from './+types/governance';

/**
 * The people editors placed in this body, and the staff, for the seats content-data sets up, and
 * the year in Lusaka by the server's clock (whether the leaders' term still runs). An unknown body
 * answers the site's 404 page with status 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const entry = findGovernanceEntry(params.entry);
  if (!entry) throw pageNotFound();
  const { apiFetch, now } = requireSiteRenderContext(context);
  const content = siteContent(apiFetch);
  const [members, staff] = await Promise.all([
    content.people(entry.slug),
    entry.staff.length > 0 ? content.people('employees') : Promise.resolve([]),
  ]);
  return { members, staff, year: lusakaYear(now) };
}

export function meta({ params }: Route.MetaArgs) {
  const entry = findGovernanceEntry(params.entry);
  if (!entry) return [];
  return pageMeta({
    title: entry.name,
    description: entry.summary,
    path: governancePath(entry.slug),
  });
}

/** A governing body: what it does, its seats, its leaders and the staff who support it. */
export default function Governance({ params, loaderData }: Route.ComponentProps) {
  const entry = findGovernanceEntry(params.entry);
  if (!entry) return <SiteErrorPage notFound />;
  const seats =
    entry.leaders.length > 0 ? officesInTerm(entry.leaders, loaderData.year) : entry.composition;
  const composition = placePeople(seats, loaderData.members, entry.name);
  const staff = placePeople(
    entry.staff,
    // Only the staff who hold this body's posts; the rest are on the employees page.
    loaderData.staff.filter((person) =>
      entry.staff.some((post) => samePosition(post.position, person.position)),
    ),
    entry.name,
  );
  return (
    <div className="page">
      <PageHeader title={entry.name} eyebrow="Governance" summary={entry.summary} />
      <section className="page-section page--narrow">
        <h2>About</h2>
        {entry.about.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      {entry.slug === 'committees_of_the_executive' ? (
        <section className="page-section">
          <h2>The committees</h2>
          <ul className="link-list">
            {committees.map((committee) => (
              <li key={committee.slug}>
                <Link to={committeePath(committee.slug)} className="stand-alone-link">
                  {committee.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* Where the offices have profiles (the national executive), those are the composition. */}
      <PeopleGrid heading="Composition" {...seatsByHolder(seats, composition)} />
      <PeopleGrid heading="Staff" {...seatsByHolder(entry.staff, staff)} />
      {showsUnnamedOffice(seats, composition) || showsUnnamedOffice(entry.staff, staff) ? (
        <UnnamedOfficesNote />
      ) : null}
    </div>
  );
}
