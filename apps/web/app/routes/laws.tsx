import { lawsPage } from '@coaz/content-data';
import { Link } from 'react-router';
import { ConstitutionDownload } from '../constitution/constitution-download';
import { PageHeader } from '../content/page-header';
import { PageSections } from '../content/page-sections';
import { pageMeta } from '../seo/page-meta';
import { LAWS_PATH } from '../site/site-navigation';

export function meta() {
  return pageMeta({
    title: lawsPage.title,
    description: lawsPage.introduction[0] ?? lawsPage.title,
    path: LAWS_PATH,
  });
}

/** The laws the association works under, highest first, and the constitution to download. */
export default function Laws() {
  const laws = [...lawsPage.laws].sort((a, b) => a.rank - b.rank);
  return (
    <div className="page page--narrow">
      <PageHeader title={lawsPage.title} eyebrow="Organisation" />
      {lawsPage.introduction.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <section className="page-section">
        <h2>Order of precedence</h2>
        <ol className="precedence-list">
          {laws.map((law) => (
            <li key={law.rank}>
              <strong>{law.name}</strong>
              <p>{law.description}</p>
            </li>
          ))}
        </ol>
      </section>
      <PageSections sections={lawsPage.sections} />
      <p className="button-row">
        <ConstitutionDownload />
        <Link to="/constitution" className="coaz-button coaz-button--secondary">
          Read it online
        </Link>
      </p>
    </div>
  );
}
