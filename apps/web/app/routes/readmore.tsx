import { constitutionExtracts } from '@coaz/content-data';
import { Link } from 'react-router';
import { PageHeader } from '../content/page-header';
import { pageMeta } from '../seo/page-meta';

// The page's heading, also its title: a search result or browser tab named "Constitution
// extracts" opened a page headed otherwise.
const READMORE_HEADING = 'The constitution in brief';

export function meta() {
  return pageMeta({
    title: READMORE_HEADING,
    description:
      'The parts of the COAZ Constitution 2025 members ask about most, summarised in plain words, Article by Article.',
    path: '/readmore',
  });
}

export default function ReadMore() {
  return (
    <div className="page page--narrow">
      <PageHeader
        title={READMORE_HEADING}
        eyebrow="Constitution details"
        summary="The Articles members ask about most, in plain words. The constitution itself is the authority: read it in full for the exact wording."
      />
      <p>
        <Link to="/constitution" className="coaz-button coaz-button--primary">
          Read the whole constitution
        </Link>
      </p>
      {constitutionExtracts.map((extract) => (
        <section key={extract.articleNumber} className="page-section">
          {extract.partNumber ? (
            <p className="page-section__eyebrow">
              Part {extract.partNumber}
              {extract.partTitle ? `: ${extract.partTitle}` : ''}
            </p>
          ) : null}
          <h2>
            Article {extract.articleNumber}: {extract.title}
          </h2>
          <ul>
            {extract.clauses.map((clause) => (
              <li key={clause}>{clause}</li>
            ))}
          </ul>
          <p>
            <Link
              to={`/constitution#article-${extract.articleNumber}`}
              className="coaz-link stand-alone-link"
            >
              Article {extract.articleNumber} in full
            </Link>
          </p>
        </section>
      ))}
    </div>
  );
}
