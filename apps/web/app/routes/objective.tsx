import { aboutPage } from '@coaz/content-data';
import { Link } from 'react-router';
import { PageHeader } from '../content/page-header';
import { pageMeta } from '../seo/page-meta';

export function meta() {
  return pageMeta({
    title: 'Objectives',
    // Not the first objective quoted: it was cut mid-sentence in a search result.
    description: `The ${aboutPage.objectives.length} objectives of the Clinical Officers Association of Zambia, listed in full.`,
    path: '/objective',
  });
}

export default function Objective() {
  return (
    <div className="page page--narrow">
      <p>
        <Link to="/about" className="coaz-link stand-alone-link">
          <span aria-hidden="true">← </span>Back to About
        </Link>
      </p>
      <PageHeader title="Objectives" eyebrow="About the association" />
      <ol className="objective-list">
        {aboutPage.objectives.map((objective) => (
          <li key={objective}>{objective}</li>
        ))}
      </ol>
    </div>
  );
}
