import { lawsPage } from '@coaz/content-data';
import { data, Link } from 'react-router';
import {
  ConstitutionDownload,
  type ConstitutionDownloadProps,
} from '../constitution/constitution-download';
import { PageHeader } from '../content/page-header';
import { PageSections } from '../content/page-sections';
import { siteContent } from '../render/site-content';
import { requireSiteRenderContext } from '../render/site-render-context';
import { pageMeta } from '../seo/page-meta';
import { LAWS_PATH } from '../site/site-navigation';
import type { Route } from './+types/laws';

/**
 * Whether the server has the signed constitution to download, and its size, as /constitution
 * asks: a server started without `CONSTITUTION_PDF` answers the download with 404, and this page
 * offered that dead link as its main button. While the server is still indexing the document the
 * answer is unknown: the link is offered and the page is kept by no cache, so it is asked again.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const constitution = await siteContent(requireSiteRenderContext(context).apiFetch).constitution();
  if (!constitution) {
    return data({ download: {} }, { headers: { 'Cache-Control': 'no-store' } });
  }
  const download: ConstitutionDownloadProps = {
    available: constitution.source !== 'extracts',
    bytes: constitution.documentBytes,
  };
  return { download };
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta() {
  return pageMeta({
    title: lawsPage.title,
    description: lawsPage.description,
    path: LAWS_PATH,
  });
}

/** The laws the association works under, highest first, and the constitution to download. */
export default function Laws({ loaderData }: Route.ComponentProps) {
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
        <ConstitutionDownload {...loaderData.download} />
        <Link to="/constitution" className="coaz-button coaz-button--secondary">
          Read it online
        </Link>
      </p>
    </div>
  );
}
