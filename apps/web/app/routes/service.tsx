import { cpdSections, findServicePage, type ServicePage } from '@coaz/content-data';
import { ExpandableText } from '@coaz/ui-kit';
import { NextSteps, serviceNextSteps } from '../content/next-steps';
import { PageHeader } from '../content/page-header';
import { PageSections, SectionBody } from '../content/page-sections';
import { lusakaToday } from '../dates/lusaka-time';
import type { Partner, Vacancy } from '../render/content-types';
import { siteContent } from '../render/site-content';
import { readSiteRenderContext } from '../render/site-render-context';
import { pageMeta } from '../seo/page-meta';
import { CareersVacancies } from '../services/careers-vacancies';
import { PartnerGrid } from '../services/partner-grid';
import { partnerCardProps } from '../services/partner-list';
import { pageNotFound } from '../site/page-not-found';
import { SiteErrorPage } from '../site/site-error-page';
import type { Route } from './+types/service';

/** The service a path shows. */
function serviceFor(params: { service?: string }): ServicePage | undefined {
  return findServicePage(params.service ?? 'cpd');
}

/**
 * What editors keep on a service page: the open vacancies on careers, the partners on partners.
 * Those two are rendered by the server per request; every other service is prerendered with
 * nothing to load. An unknown service answers the site's 404 page with status 404.
 */
export async function loader({
  params,
  context,
}: Route.LoaderArgs): Promise<{ vacancies: Vacancy[]; partners: Partner[]; today?: string }> {
  const slug = serviceFor(params)?.slug;
  if (!slug) throw pageNotFound();
  const render = readSiteRenderContext(context);
  if (!render || (slug !== 'careers' && slug !== 'partners')) {
    return { vacancies: [], partners: [] };
  }
  const content = siteContent(render.apiFetch);
  // Lusaka's date on the render's clock, the one the open posts were read by: a post on its
  // closing day says "Closes today".
  return slug === 'careers'
    ? { vacancies: await content.openVacancies(), partners: [], today: lusakaToday(render.now) }
    : { vacancies: [], partners: await content.partners() };
}

export function meta({ params, loaderData }: Route.MetaArgs) {
  const page = serviceFor(params);
  if (!page) return [];
  const tags = pageMeta({
    title: page.title,
    description: page.summary,
    path: `/services/${page.slug}`,
  });
  // On a phone the first partner's logo is the largest thing on the partners page: it is fetched
  // with the styles instead of after them, when the lazy image would find it in view.
  const first = page.slug === 'partners' ? loaderData?.partners[0] : undefined;
  const firstLogo = first ? partnerCardProps(first).logo : undefined;
  return firstLogo
    ? [
        ...tags,
        {
          tagName: 'link',
          rel: 'preload',
          as: 'image',
          href: firstLogo.src,
          ...(firstLogo.srcSet
            ? { imageSrcSet: firstLogo.srcSet, imageSizes: firstLogo.sizes }
            : {}),
        },
      ]
    : tags;
}

// Sections longer than this collapse behind 'Read More' on the CPD page.
const LONG_SECTION_CHARACTERS = 200;

/**
 * Whether a CPD section collapses behind 'Read More': a long one of paragraphs only. A section
 * with a list is always shown whole: the collapsed view clamps by lines, which cut its list after
 * the first item's first words ("The national CPD conference, hel…"), and its items are few and
 * short, each a line.
 */
function collapses(section: { paragraphs: readonly string[]; points?: readonly string[] }) {
  if ((section.points ?? []).length > 0) return false;
  return section.paragraphs.join(' ').length > LONG_SECTION_CHARACTERS;
}

function CpdSections() {
  return (
    <>
      {cpdSections.map((section) => {
        return (
          <section key={section.heading} className="page-section">
            <h2>{section.heading}</h2>
            {collapses(section) ? (
              <ExpandableText collapsedLines={3} subject={section.heading}>
                <SectionBody section={section} />
              </ExpandableText>
            ) : (
              <SectionBody section={section} />
            )}
          </section>
        );
      })}
    </>
  );
}

/** A service of the association, with what only that service has: CPD, partners, careers. */
export default function Service({ params, loaderData }: Route.ComponentProps) {
  const page = serviceFor(params);
  if (!page) return <SiteErrorPage notFound />;
  return (
    <div className={page.slug === 'partners' ? 'page' : 'page page--narrow'}>
      <PageHeader title={page.title} eyebrow="Services" summary={page.summary} />
      <PageSections sections={page.sections} />
      {page.slug === 'cpd' ? <CpdSections /> : null}
      <NextSteps steps={serviceNextSteps[page.slug]} />
      {page.slug === 'partners' ? <PartnerGrid partners={loaderData.partners} /> : null}
      {page.slug === 'careers' ? (
        <CareersVacancies vacancies={loaderData.vacancies} today={loaderData.today} />
      ) : null}
    </div>
  );
}
