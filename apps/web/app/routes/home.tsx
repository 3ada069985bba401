import { preload } from 'react-dom';
import { data } from 'react-router';
import { eventGroups } from '../content/event-groups';
import { lusakaToday } from '../dates/lusaka-time';
import { heroSlidesFromSettings } from '../home/hero-slides';
import { HomePage } from '../home/home-page';
import { allFiguresRead, readMemberFigures } from '../home/member-figures';
import { siteContent } from '../render/site-content';
import { requireSiteRenderContext } from '../render/site-render-context';
import { eventEntryData } from '../seo/event-entry-data';
import { pageMeta } from '../seo/page-meta';
import { organizationData } from '../seo/structured-data';
import type { Route } from './+types/home';

/** How many events not yet ended (happening now and upcoming) the landing page shows. */
const HOME_EVENTS = 4;

/**
 * The newest news, the next events, the partners and the secretariat's notices, as published now, and the site settings
 * (carousel, success story, contact strip): read here rather than from the root's data, which a
 * client navigation does not read again, so arriving from a page built without the server still
 * shows what editors saved. Also the member service's figures for the statistics banner, so the
 * page shows them with no script and starts no app for them (see `StatisticsBanner` for how
 * fresh they are). A page missing a figure or the notices because they could not be read now is
 * marked `no-store`: the server's page cache keeps it for no one, so the next visitor's render
 * tries again rather than every visitor seeing it without them until the day ends. An event
 * starting later today needs no such mark: the server's cache key turns at its start.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { apiFetch, now } = requireSiteRenderContext(context);
  const content = siteContent(apiFetch);
  const [news, events, partners, settings, notices, figures] = await Promise.all([
    content.latestNews(3),
    content.upcomingEvents(),
    content.partners(),
    content.siteSettings(),
    // As on /news: a failure to read them leaves them out rather than the whole page.
    content.notices().catch(() => undefined),
    readMemberFigures(apiFetch),
  ]);
  // The first four in the API's order (by start, so those under way first), then grouped.
  const { happeningNow, upcoming } = eventGroups(events.slice(0, HOME_EVENTS), now);
  // Lusaka's date on the render's clock, which the page's cache key turns with: a notice on its
  // last day says "until today".
  const today = lusakaToday(now);
  const page = {
    news,
    happeningNow,
    events: upcoming,
    partners,
    settings,
    notices,
    figures,
    today,
  };
  if (notices && allFiguresRead(figures)) return page;
  return data(page, { headers: { 'Cache-Control': 'no-store' } });
}

/** The loader's `Cache-Control: no-store` on a page missing what could not be read. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: 'Home',
    description:
      "The national voice of Zambia's clinical officers and mid-level clinical practitioners, with CPD, advocacy and member benefits.",
    path: '/',
    structuredData: [
      organizationData(loaderData?.settings),
      ...[...(loaderData?.happeningNow ?? []), ...(loaderData?.events ?? [])].map(eventEntryData),
    ],
  });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  // The first slide's picture is the largest thing on the page: fetched before the styles finish.
  // It is the editors' (site settings), so the preload is written as the page renders.
  const hero = heroSlidesFromSettings(loaderData.settings)[0]?.image;
  if (hero) {
    preload(hero.src, {
      as: 'image',
      fetchPriority: 'high',
      ...(hero.srcSet ? { imageSrcSet: hero.srcSet, imageSizes: hero.sizes } : {}),
    });
  }
  return <HomePage {...loaderData} />;
}
