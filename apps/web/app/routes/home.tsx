import { carouselSlides, events } from '@coaz/content-data';
import { HomePage } from '../home/home-page';
import { siteImageUrl } from '../images/site-image-url';
import { pageMeta } from '../seo/page-meta';
import { eventData, organizationData } from '../seo/structured-data';

export function meta() {
  return pageMeta({
    title: 'Home',
    description:
      'The Clinical Officers Association of Zambia: the national voice of clinical officers and mid-level clinical practitioners, with CPD, advocacy and member benefits.',
    path: '/',
    structuredData: [organizationData(), ...events.map(eventData)],
  });
}

/** The first slide's picture is the largest thing on the page: fetch it before the styles finish. */
export function links() {
  const hero = carouselSlides[0]?.image;
  return hero
    ? [{ rel: 'preload', as: 'image', href: siteImageUrl(hero.src), fetchPriority: 'high' }]
    : [];
}

export default function Home() {
  return <HomePage />;
}
