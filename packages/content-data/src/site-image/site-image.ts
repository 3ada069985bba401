/**
 * An image the site shows, drawn for this package and shipped in its `assets` folder.
 *
 * Import the file with `@coaz/content-data/assets/<src>`; `width` and `height` are the artwork's
 * intrinsic size, so pages can reserve the space before the image arrives on a slow connection.
 */
export interface SiteImage {
  /** Path relative to the package's `assets` folder, e.g. `news/lab-coats-ndola.svg`. */
  src: string;
  /** What the image shows, for people who cannot see it. */
  alt: string;
  /** Intrinsic width in CSS pixels (the SVG's viewBox width). */
  width: number;
  /** Intrinsic height in CSS pixels (the SVG's viewBox height). */
  height: number;
}
