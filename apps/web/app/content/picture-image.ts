import type { SiteImage } from '@coaz/content-data';
import type { ImageSource } from '@coaz/ui-kit';
import { uploadImageSources } from '../contents/upload-srcset';
import { imageSource } from '../images/site-image-url';
import type { Picture } from '../render/content-types';

/** How a picture is drawn where it appears: its box, and how wide it is on the screen. */
export interface PictureSlot {
  /** The box the picture fills (its aspect), so the page reserves the space before it arrives. */
  width: number;
  height: number;
  /** The `sizes` attribute: how wide the picture is drawn, so the browser picks a width. */
  sizes: string;
}

/**
 * An editor's picture as the kit's components take it: every stored width of an upload in
 * `srcSet`, and the focal point as `object-position` so a cropped card keeps the subject in view.
 */
export function pictureImage(picture: Picture, slot: PictureSlot, alt = picture.alt): ImageSource {
  const sources = uploadImageSources(picture.url, slot.sizes);
  return {
    ...sources,
    alt,
    width: slot.width,
    height: slot.height,
    objectPosition: `${picture.focusX}% ${picture.focusY}%`,
  };
}

/**
 * The editor's picture where there is one, else the site's illustration for that place (drawn to
 * the same box, so a card looks the same either way).
 */
export function pictureOrIllustration(
  picture: Picture | null,
  illustration: SiteImage,
  sizes: string,
  alt?: string,
): ImageSource {
  if (!picture) return imageSource(illustration, alt ?? illustration.alt);
  return pictureImage(
    picture,
    { width: illustration.width, height: illustration.height, sizes },
    alt ?? picture.alt,
  );
}
