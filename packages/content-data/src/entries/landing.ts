// `@coaz/content-data/landing`: the landing page's sections, carousel slides and partners.
export { type CarouselSlide, carouselSlides } from '../carousel/carousel-slides';
export {
  type LandingFeature,
  type LandingSections,
  landingSections,
} from '../landing/landing-sections';
export { type Partner, partners } from '../partners/partners';
export type { SiteImage } from '../site-image/site-image';
