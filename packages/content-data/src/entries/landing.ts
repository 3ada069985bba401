// `@coaz/content-data/landing`: the landing page's sections, carousel slides and the drawings shown
// while a carousel slot has no picture, partners, and the site settings' first values (the
// carousel, the success story and the contact band the home page shows).
export {
  type CarouselDrawing,
  type CarouselSlide,
  carouselDrawings,
  carouselSlides,
} from '../carousel/carousel-slides';
export {
  type LandingFeature,
  type LandingSections,
  landingSections,
} from '../landing/landing-sections';
export { statisticsBannerWords } from '../landing/statistics-banner-words';
export { type Partner, partners } from '../partners/partners';
export type { SiteImage } from '../site-image/site-image';
export {
  type SiteSettingsDefaults,
  type SiteSettingsSlideSlot,
  siteSettingsDefaults,
} from '../site-settings/site-settings-defaults';
