import type { SiteImage } from './site-image';

/**
 * The address of a picture once the app serves the package's `assets` folder at `assetsBaseUrl`
 * (copied there by the build, see the README for Vite, webpack and Node).
 * @example siteImageUrl(newsItems[0].image, 'https://coaz.org/content-assets/')
 * // 'https://coaz.org/content-assets/news/season-greetings.svg'
 * @example siteImageUrl(image, '/content-assets/') // '/content-assets/news/season-greetings.svg'
 * @throws {TypeError} when `src` would leave the assets folder (`..`, an absolute path, a scheme).
 */
export function siteImageUrl(image: Pick<SiteImage, 'src'>, assetsBaseUrl: string): string {
  const { src } = image;
  if (
    src.startsWith('/') ||
    src.includes('..') ||
    src.includes('\\') ||
    /^[a-z][a-z\d+.-]*:/i.test(src)
  ) {
    throw new TypeError(`Not a path inside @coaz/content-data's assets folder: ${src}`);
  }
  const base = assetsBaseUrl.endsWith('/') ? assetsBaseUrl : `${assetsBaseUrl}/`;
  return `${base}${src.split('/').map(encodeURIComponent).join('/')}`;
}
