import type { ContentEntry } from '@coaz/api-client';
import { landingSections, servicePages } from '@coaz/content-data';
import { BenefitTile, EmptyState, HeroCarousel, NewsCard, ServiceTile } from '@coaz/ui-kit';
import { Link } from 'react-router';
import { EventSections } from '../content/event-sections';
import { newsCardProps } from '../content/news-card-props';
import { pictureOrIllustration } from '../content/picture-image';
import { imageSource } from '../images/site-image-url';
import type { EventEntry, NewsItem, Partner } from '../render/content-types';
import { PartnerList } from '../services/partner-list';
import { RouterLink } from '../site/router-link';
import {
  mailtoHref,
  officeHoursLine,
  type SiteSettings,
  telephoneHref,
} from '../site/site-settings';
import { heroSlidesFromSettings } from './hero-slides';
import { HomeNotices } from './home-notices';
import type { MemberFigures } from './member-figures';
import { StatisticsBanner } from './statistics-banner';

/** The services the landing page offers, in order, and where each opens (CPD has its own address). */
const homeServices = [
  'cpd',
  'health_insurance',
  'awards_and_certificates',
  'resource_banking',
  'research_and_innovation',
  'careers',
].flatMap((slug) => {
  const page = servicePages.find((service) => service.slug === slug);
  return page ? [{ page, href: `/services/${slug}` }] : [];
});

/** A contact in the contact strip: a link where `href` is one, its words alone otherwise. */
function ContactLink({ href, children }: { href: string | undefined; children: string }) {
  return href === undefined ? (
    children
  ) : (
    <a href={href} className="stand-alone-link">
      {children}
    </a>
  );
}

/** What the landing page shows of the content editors keep. */
export interface HomePageProps {
  /** The newest news posts. */
  news: readonly NewsItem[];
  /** The next events, not yet started. */
  events: readonly EventEntry[];
  /** The events under way, listed before the next ones (see `eventGroups`). @default none */
  happeningNow?: readonly EventEntry[];
  /** Every partner, in order. */
  partners: readonly Partner[];
  /** The carousel, the success story and the contact details, as editors saved them. */
  settings: SiteSettings;
  /** The secretariat's notices, newest first; `undefined` when they could not be read. */
  notices?: readonly ContentEntry[] | undefined;
  /** The member service's figures for the statistics banner. @default none: only the partners */
  figures?: MemberFigures;
  /** Lusaka's date on the render's clock (`YYYY-MM-DD`), for a notice on its last day. */
  today?: string;
}

/** The landing page, from the carousel down to the events. */
export function HomePage({
  news,
  events,
  happeningNow = [],
  partners,
  settings,
  notices,
  figures = {},
  today,
}: HomePageProps) {
  const { mainFeatures, successStory, benefits, contactBanner } = landingSections;
  const storyImage = pictureOrIllustration(
    settings.storyPicture,
    successStory.image,
    '(min-width: 48rem) 50vw, 100vw',
  );
  return (
    <div className="home">
      <h1 className="coaz-visually-hidden">Clinical Officers Association of Zambia</h1>
      {/* First, under the header: what the secretariat needs every visitor to know now. */}
      <HomeNotices notices={notices} today={today} />
      <HeroCarousel
        label="Highlights"
        slides={heroSlidesFromSettings(settings)}
        linkComponent={RouterLink}
      />

      <section className="home-band" aria-labelledby="latest-news">
        <h2 id="latest-news">Latest news</h2>
        {news.length > 0 ? (
          <ul className="card-list">
            {news.map((item) => (
              <li key={item.id}>
                <NewsCard {...newsCardProps(item)} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            title="No news yet"
            description="News from the association appears here."
            headingLevel={3}
          />
        )}
        <p>
          <Link to="/news" className="coaz-link stand-alone-link">
            All news and events
          </Link>
        </p>
      </section>

      <section className="home-band home-band--alt" aria-labelledby="main-features">
        <h2 id="main-features">{mainFeatures.heading}</h2>
        <p>{mainFeatures.intro}</p>
        <ul className="card-list">
          {mainFeatures.features.map((feature) => (
            <li key={feature.title}>
              <ServiceTile
                title={feature.title}
                description={feature.text}
                href={feature.link}
                image={imageSource(feature.image)}
                linkComponent={RouterLink}
              />
            </li>
          ))}
        </ul>
      </section>

      <section className="home-band home-split" aria-labelledby="success-story">
        <img
          src={storyImage.src}
          srcSet={storyImage.srcSet}
          sizes={storyImage.sizes}
          alt={storyImage.alt}
          width={storyImage.width}
          height={storyImage.height}
          style={
            storyImage.objectPosition ? { objectPosition: storyImage.objectPosition } : undefined
          }
          loading="lazy"
          decoding="async"
          className="home-split__image"
        />
        <div>
          <h2 id="success-story">{settings.storyHeading}</h2>
          {settings.storyParagraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p className="button-row">
            <a href="#contact-heading" className="coaz-button coaz-button--primary">
              Contact us
            </a>
            <Link to={settings.storyLink} className="coaz-button coaz-button--secondary">
              {settings.storyLinkLabel}
            </Link>
          </p>
        </div>
      </section>

      <StatisticsBanner figures={figures} partners={partners.length} />

      <section className="home-band" aria-labelledby="services-heading">
        <h2 id="services-heading">Our services</h2>
        <ul className="card-list card-list--three">
          {homeServices.map(({ page, href }) => (
            <li key={page.slug}>
              <ServiceTile
                title={page.title}
                description={page.summary}
                href={href}
                linkComponent={RouterLink}
              />
            </li>
          ))}
        </ul>
      </section>

      <section className="home-band contact-banner" aria-labelledby="contact-heading">
        <h2 id="contact-heading">{contactBanner.heading}</h2>
        <p>{contactBanner.text}</p>
        <ul className="contact-banner__ways">
          <li>
            <ContactLink href={telephoneHref(settings.contactPhone)}>
              {settings.contactPhone}
            </ContactLink>
          </li>
          <li>
            <ContactLink href={mailtoHref(settings.contactEmail)}>
              {settings.contactEmail}
            </ContactLink>
          </li>
          <li>{settings.contactAddress}</li>
          <li>{officeHoursLine(settings)}</li>
        </ul>
      </section>

      <section className="home-band home-band--alt" aria-labelledby="benefits-heading">
        <h2 id="benefits-heading">{benefits.heading}</h2>
        <p>{benefits.intro}</p>
        {/* Every benefit here is for paid-up members: said once for the group (and given to the
            list as its description, for a screen reader that moves into it), where a badge and a
            sentence in each tile said it five times over. */}
        <p id="benefits-condition">
          <strong>Paid members only:</strong> each of these is for members whose subscription is
          paid up.
        </p>
        <ul className="card-list card-list--three" aria-describedby="benefits-condition">
          {benefits.points.map((point) => (
            <li key={point}>
              <BenefitTile title={point} headingLevel={3} />
            </li>
          ))}
        </ul>
        <p>
          <Link to={benefits.link} className="coaz-button coaz-button--primary">
            {benefits.linkLabel}
          </Link>
        </p>
      </section>

      {/* Before editors list a partner there is nothing to show: no heading over an empty row. */}
      {partners.length > 0 ? (
        <section className="home-band" aria-labelledby="partners-heading">
          <h2 id="partners-heading">Our partners</h2>
          <PartnerList partners={partners} />
        </section>
      ) : null}

      <EventSections
        happeningNow={happeningNow}
        upcoming={events}
        sectionClassName="home-band home-band--alt home-band--events"
        headingIds={{ happeningNow: 'happening-now-heading', upcoming: 'events-heading' }}
      />
    </div>
  );
}
