// `@coaz/content-data/images`: turning a picture's `src` into a URL.

export type { SiteImage } from '../site-image/site-image';
export { siteImageUrl } from '../site-image/site-image-url';
