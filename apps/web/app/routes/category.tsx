import { findProfessionalCategory, professionalCategories } from '@coaz/content-data';
import { Link, redirect } from 'react-router';
import { PageHeader } from '../content/page-header';
import { pageMeta } from '../seo/page-meta';
import { pageNotFound } from '../site/page-not-found';
import { SECRETARIAT_CONTACT_PATH } from '../site/secretariat-contact';
import { SiteErrorPage } from '../site/site-error-page';
import type { Route } from './+types/category';

/**
 * A category's address as it should be spelt moves for good (301) to the one the category was
 * published at (`/categories/specialized_clinicians` to `specialized_cllinicians`); an unknown
 * category answers the site's 404 page with status 404.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (findProfessionalCategory(params.category)) return null;
  const spelt = professionalCategories.find((category) =>
    category.redirectedSlugs?.includes(params.category),
  );
  if (spelt) throw redirect(`/categories/${spelt.slug}`, 301);
  throw pageNotFound();
}

export function meta({ params }: Route.MetaArgs) {
  const category = findProfessionalCategory(params.category);
  if (!category) return [];
  return pageMeta({
    title: category.name,
    description: category.summary,
    path: `/categories/${category.slug}`,
  });
}

/** A professional category: what it takes to qualify, where its members practise, their limits. */
export default function Category({ params }: Route.ComponentProps) {
  const category = findProfessionalCategory(params.category);
  if (!category) return <SiteErrorPage notFound />;
  const details = category.details;
  return (
    <div className="page page--narrow">
      <PageHeader
        title={category.name}
        // The menu's group; its "Others" alone over a title read as a placeholder.
        eyebrow={category.group === 'Others' ? 'Other categories' : category.group}
        summary={category.summary}
      />
      {details ? (
        <>
          <dl className="fact-list">
            <div>
              <dt>Area of practice</dt>
              <dd>{details.areaOfPractice}</dd>
            </div>
            <div>
              <dt>Qualification</dt>
              <dd>{details.qualification}</dd>
            </div>
            <div>
              <dt>Qualification authority level</dt>
              <dd>{details.qualificationAuthorityLevel}</dd>
            </div>
            <div>
              <dt>Minimum credit requirement</dt>
              <dd>{details.minimumCreditRequirement}</dd>
            </div>
            <div>
              <dt>Limitations in drug prescription</dt>
              <dd>{details.limitationsInDrugPrescription}</dd>
            </div>
            <div>
              <dt>Limitation in signatory</dt>
              <dd>{details.limitationInSignatory}</dd>
            </div>
            <div>
              <dt>Administration</dt>
              <dd>{details.administration}</dd>
            </div>
          </dl>
          {details.scope.length > 0 ? (
            <section className="page-section">
              <h2>Scope of practice</h2>
              <ul>
                {details.scope.map((entry) => (
                  <li key={entry}>{entry}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : (
        <p className="site-note">
          Specialised clinicians are registered in their own specialty;{' '}
          <Link to={SECRETARIAT_CONTACT_PATH} className="coaz-link">
            ask the secretariat
          </Link>{' '}
          about the requirements for yours.
        </p>
      )}
      <p>
        <Link to="/membership/full_membership" className="coaz-link stand-alone-link">
          Membership for your category
        </Link>
      </p>
    </div>
  );
}
