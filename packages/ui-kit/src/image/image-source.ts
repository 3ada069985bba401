/**
 * An image as the kit's components take it. `width` and `height` are the intrinsic size: they are
 * rendered on the `<img>` so the browser reserves the space before the file arrives.
 */
export interface ImageSource {
  /** The image's address. */
  src: string;
  /** Text alternative; pass `''` for a purely decorative image. */
  alt: string;
  /** Intrinsic width in px, rendered on the `<img>` so the page keeps the space while it loads. */
  width: number;
  /** Intrinsic height in px, rendered on the `<img>` with `width`. */
  height: number;
  /**
   * Other sizes of the same picture, as the `<img>` `srcset` attribute, so a phone downloads a
   * small one.
   */
  srcSet?: string;
  /** How wide the image is shown, as the `<img>` `sizes` attribute; goes with `srcSet`. */
  sizes?: string;
  /**
   * The CSS `object-position` that keeps the picture's subject in view when a card crops it, from
   * the focal point an editor chose.
   * @example '30% 20%'
   */
  objectPosition?: string;
}
