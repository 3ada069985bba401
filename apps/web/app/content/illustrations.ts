import {
  carouselSlides,
  newsItems,
  type SiteImage,
  events as seededEvents,
  vacancies as seededVacancies,
} from '@coaz/content-data';

// The drawings the site shipped with, kept as the stand-in for entries without a photograph: an
// entry seeded from @coaz/content-data keeps its own drawing (found by its title), any other gets
// the drawing of its kind.
const fallbackNews = newsItems[0]?.image ?? carouselSlides[0]?.image;
const fallbackEvent = seededEvents[0]?.image ?? fallbackNews;

/**
 * The drawing of a kind standing in for an entry that has no picture of its own, as decoration
 * (empty `alt`): its description ("A podium ... before rows of delegates") told a screen reader
 * what the picture of a Kitwe CPD week or a workshop showed, once for every such entry on the
 * page, though it shows nothing of them. A seeded entry's own drawing keeps its description.
 */
function standIn(image: SiteImage | undefined, kind: string): SiteImage {
  if (!image) throw new Error(`@coaz/content-data has no ${kind} illustration`);
  return { ...image, alt: '' };
}

/** The drawing that stands in for a news post's photograph. */
export function newsIllustration(title: string): SiteImage {
  const seeded = newsItems.find((item) => (item.heading || item.image.alt) === title);
  return seeded?.image ?? standIn(fallbackNews, 'news');
}

/** The drawing that stands in for an event's photograph. */
export function eventIllustration(title: string): SiteImage {
  return (
    seededEvents.find((event) => event.title === title)?.image ?? standIn(fallbackEvent, 'event')
  );
}

/** The logo drawn for an employer seeded from the site, if it is one. */
export function employerIllustration(company: string): SiteImage | undefined {
  return seededVacancies.find((vacancy) => vacancy.company === company)?.logo;
}
