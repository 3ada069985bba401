import { findAssociationDuty } from '@coaz/content-data';
import { Navigate, redirect } from 'react-router';
import { dutyNextSteps, NextSteps } from '../content/next-steps';
import { PageHeader } from '../content/page-header';
import { PageSections } from '../content/page-sections';
import { imageSource } from '../images/site-image-url';
import { pageMeta } from '../seo/page-meta';
import type { Route } from './+types/association-duty';

/** An unknown duty leads home, as the association's site did: a redirect from the server. */
export function loader({ params }: Route.LoaderArgs) {
  if (!findAssociationDuty(params.duty)) throw redirect('/home');
  return null;
}

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
  const picture = imageSource(duty.image);
  return (
    <div className="page page--narrow">
      <PageHeader title={duty.title} eyebrow="The association" summary={duty.summary} />
      <img
        src={picture.src}
        alt={picture.alt}
        width={picture.width}
        height={picture.height}
        loading="eager"
        decoding="async"
        className="page-image"
      />
      <PageSections sections={duty.sections} />
      <NextSteps steps={dutyNextSteps[duty.slug]} />
    </div>
  );
}
