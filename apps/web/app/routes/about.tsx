import { aboutPage } from '@coaz/content-data';
import { Link } from 'react-router';
import { PageHeader } from '../content/page-header';
import { pageMeta } from '../seo/page-meta';
import { organizationData } from '../seo/structured-data';
import { governancePath } from '../site/site-navigation';

export function meta() {
  return pageMeta({
    title: 'About',
    // Its own words: the background's first sentence is too long for a search result.
    description:
      "Who the Clinical Officers Association of Zambia is: the professional body of Zambia's clinical officers, with its background, mission, aim and vision.",
    path: '/about',
    structuredData: [organizationData()],
  });
}

export default function About() {
  return (
    <div className="page">
      <PageHeader title="About the association" eyebrow="Who we are" />
      <section className="page-section">
        <h2>Background</h2>
        {aboutPage.background.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <div className="card-list card-list--three about-statements">
        <section className="statement">
          <h2>Mission</h2>
          <p>{aboutPage.mission}</p>
        </section>
        <section className="statement">
          <h2>Aim</h2>
          <p>{aboutPage.aim}</p>
        </section>
        <section className="statement">
          <h2>Vision</h2>
          <p>{aboutPage.vision}</p>
        </section>
      </div>
      <p className="button-row">
        <Link to="/objective" className="coaz-button coaz-button--primary">
          Our objectives
        </Link>
        <Link to="/readmore" className="coaz-button coaz-button--secondary">
          The constitution in brief
        </Link>
        {/* The background says members elect leaders at every level: this is where they are. */}
        <Link
          to={governancePath('national_executive_committee')}
          className="coaz-button coaz-button--secondary"
        >
          Who leads the association
        </Link>
      </p>
    </div>
  );
}
