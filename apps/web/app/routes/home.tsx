import { carouselSlides } from '@coaz/content-data';
import { HomePage } from '../home/home-page';
import { siteImageUrl } from '../images/site-image-url';
import { siteContent } from '../render/site-content';
import { requireSiteRenderContext } from '../render/site-render-context';
import { eventEntryData } from '../seo/event-entry-data';
import { pageMeta } from '../seo/page-meta';
import { organizationData } from '../seo/structured-data';
import type { Route } from './+types/home';

/** How many upcoming events the landing page shows. */
const HOME_EVENTS = 4;

/** The newest news, the next events and the partners, as published now. */
export async function loader({ context }: Route.LoaderArgs) {
  const content = siteContent(requireSiteRenderContext(context).apiFetch);
  const [news, events, partners] = await Promise.all([
    content.latestNews(3),
    content.upcomingEvents(),
    content.partners(),
  ]);
  return { news, events: events.slice(0, HOME_EVENTS), partners };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: 'Home',
    description:
      'The Clinical Officers Association of Zambia: the national voice of clinical officers and mid-level clinical practitioners, with CPD, advocacy and member benefits.',
    path: '/',
    structuredData: [organizationData(), ...(loaderData?.events ?? []).map(eventEntryData)],
  });
}

/** The first slide's picture is the largest thing on the page: fetch it before the styles finish. */
export function links() {
  const hero = carouselSlides[0]?.image;
  return hero
    ? [{ rel: 'preload', as: 'image', href: siteImageUrl(hero.src), fetchPriority: 'high' }]
    : [];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage {...loaderData} />;
}
