import { developmentPage } from '@coaz/content-data';
import { PageHeader } from '../content/page-header';
import { PageSections } from '../content/page-sections';
import { pageMeta } from '../seo/page-meta';

export function meta() {
  return pageMeta({
    title: developmentPage.title,
    description: developmentPage.summary,
    path: '/development',
  });
}

export default function Development() {
  return (
    <div className="page page--narrow">
      <PageHeader
        title={developmentPage.title}
        eyebrow="Research and innovation"
        summary={developmentPage.summary}
      />
      <PageSections sections={developmentPage.sections} />
    </div>
  );
}
