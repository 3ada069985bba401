/**
 * An image as the kit's components take it. `width` and `height` are the intrinsic size: they are
 * rendered on the `<img>` so the browser reserves the space before the file arrives.
 */
export interface ImageSource {
  src: string;
  /** Text alternative; pass `''` for a purely decorative image. */
  alt: string;
  width: number;
  height: number;
  srcSet?: string;
  sizes?: string;
  /**
   * The CSS `object-position` that keeps the picture's subject in view when a card crops it, from
   * the focal point an editor chose.
   * @example '30% 20%'
   */
  objectPosition?: string;
}
