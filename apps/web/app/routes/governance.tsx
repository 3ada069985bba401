import { committees, findGovernanceEntry } from '@coaz/content-data';
import { Link } from 'react-router';
import { PageHeader } from '../content/page-header';
import { PeopleGrid, personDetails } from '../organisation/people-grid';
import { pageMeta } from '../seo/page-meta';
import { SiteErrorPage } from '../site/site-error-page';
import { committeePath, governancePath } from '../site/site-navigation';
import type { Route } from './+types/governance';

export function meta({ params }: Route.MetaArgs) {
  const entry = findGovernanceEntry(params.entry);
  if (!entry) return [{ title: 'Organisation' }];
  return pageMeta({
    title: entry.name,
    description: entry.summary,
    path: governancePath(entry.slug),
  });
}

/** A governing body: what it does, its seats, its leaders and the staff who support it. */
export default function Governance({ params }: Route.ComponentProps) {
  const entry = findGovernanceEntry(params.entry);
  if (!entry) return <SiteErrorPage notFound />;
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
                <Link to={committeePath(committee.slug)}>{committee.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {/* Where the leaders are published, their profiles are the composition. */}
      {entry.leaders.length > 0 ? (
        <PeopleGrid
          heading="Composition"
          people={entry.leaders.map((leader) => personDetails(leader, entry.name))}
        />
      ) : (
        <PeopleGrid
          heading="Composition"
          people={entry.composition.map((member) => personDetails(member, entry.name))}
        />
      )}
      <PeopleGrid
        heading="Staff"
        people={entry.staff.map((employee) => personDetails(employee, entry.name))}
      />
    </div>
  );
}
