import { findAssociationDuty } from '@coaz/content-data';
import { Navigate } from 'react-router';
import { PageHeader } from '../content/page-header';
import { PageSections } from '../content/page-sections';
import { imageSource } from '../images/site-image-url';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/association-duty';

export function meta({ params }: Route.MetaArgs) {
  const duty = findAssociationDuty(params.duty);
  if (!duty) return [{ title: 'Association' }];
  return pageMeta({
    title: duty.title,
    description: duty.summary,
    path: `/association/${duty.slug}`,
  });
}

/** One of the association's duties. An unknown duty leads home, as the association's site did. */
export default function AssociationDutyPage({ params }: Route.ComponentProps) {
  const duty = findAssociationDuty(params.duty);
  if (!duty) return <Navigate to="/home" replace />;
  return (
    <div className="page page--narrow">
      <PageHeader title={duty.title} eyebrow="The association" summary={duty.summary} />
      <img
        {...imageSource(duty.image)}
        alt={duty.image.alt}
        loading="eager"
        decoding="async"
        className="page-image"
      />
      {duty.comingSoon ? <p className="site-note">Coming soon...</p> : null}
      <PageSections sections={duty.sections} />
    </div>
  );
}
