import type { SiteImage } from '@coaz/content-data';
import type { ImageSource } from '@coaz/ui-kit';

// Every artwork file of @coaz/content-data, emitted by Vite into the build with a content hash in
// its name, so the server can cache it for a year. The map holds URLs only, never the files.
const assetUrls = import.meta.glob<string>('/node_modules/@coaz/content-data/assets/**/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});

const PREFIX = '/node_modules/@coaz/content-data/assets/';

/**
 * The hashed build URL of a content-data image (`SiteImage.src`, e.g. `news/agm-2024.svg`).
 * @throws {Error} when the package has no such file, so a broken picture fails the build.
 */
export function siteImageUrl(src: string): string {
  const url = assetUrls[`${PREFIX}${src}`];
  if (url === undefined) throw new Error(`@coaz/content-data has no image ${JSON.stringify(src)}`);
  return url;
}

/**
 * A content-data image as the kit's components take it. The artwork is SVG, so one file serves every
 * width and no `srcset` is needed; width and height still reserve the space before it arrives.
 */
export function imageSource(image: SiteImage, alt: string = image.alt): ImageSource {
  return { src: siteImageUrl(image.src), alt, width: image.width, height: image.height };
}
