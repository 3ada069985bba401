import sharp, { type Sharp } from 'sharp';

/**
 * The widths, in pixels, every uploaded picture is offered at. 320 fits a phone at 1x, 640 a
 * card on a wide screen, 960 a full-width card on a 360 to 480 px phone at 2x (which needs about
 * 650 to 900 px, so without it that phone fetched the 1280), 1280 the widest card at 2x; nothing
 * larger is kept. A width added here is made for older uploads by the variant backfill.
 */
export const VARIANT_WIDTHS: readonly number[] = [320, 640, 960, 1280];

/** The most bytes one stored variant should take; the encoder lowers its quality to stay under it. */
export const VARIANT_BYTE_BUDGET = 100 * 1024;

/**
 * The largest picture decoded, in pixels (width × height), checked against the header before any
 * pixel is decoded. 50 MP takes every phone camera's usual output (12 to 50 MP) while a
 * decompression bomb (a small PNG that claims 30 000 × 30 000) is refused.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The longest side accepted, in pixels: twice a 50 MP phone photo's long side. */
export const MAX_INPUT_SIDE = 16_384;

/**
 * The most elongated picture accepted (long side over short side). A panorama is about 6:1; a
 * PNG one pixel wide and 49 million tall is under the pixel cap yet takes seconds to decode.
 */
export const MAX_ASPECT_RATIO = 20;

/** Seconds one decode may take before it is abandoned, so hostile input cannot hold a worker. */
const DECODE_TIMEOUT_SECONDS = 5;

// One libvips thread per picture: with at most two decodes at once (the upload route's gate)
// a core stays free for every other request. No operation cache: uploads are never repeated.
sharp.concurrency(1);
sharp.cache(false);

/** A picture's size as its header states it, upright. */
export interface ImageHeader {
  /** Width in pixels after EXIF orientation. */
  width: number;
  /** Height in pixels after EXIF orientation. */
  height: number;
}

/**
 * Reads a picture's size from its header alone (sharp's metadata decodes no pixel).
 * @returns undefined when the bytes have no header sharp can read.
 */
export async function readImageHeader(bytes: Uint8Array): Promise<ImageHeader | undefined> {
  try {
    const { autoOrient } = await sharp(bytes, { animated: false }).metadata();
    return { width: autoOrient.width, height: autoOrient.height };
  } catch {
    return undefined;
  }
}

/**
 * Why a picture of this size is refused before decoding, or undefined when it may be decoded:
 * more than {@link MAX_INPUT_PIXELS}, a side over {@link MAX_INPUT_SIDE}, or more elongated than
 * {@link MAX_ASPECT_RATIO}.
 */
export function oversizeReason({ width, height }: ImageHeader): string | undefined {
  if (!(width > 0 && height > 0)) return 'The image has no size';
  if (width > MAX_INPUT_SIDE || height > MAX_INPUT_SIDE) {
    return `Images may be at most ${MAX_INPUT_SIDE} pixels on a side`;
  }
  if (width * height > MAX_INPUT_PIXELS) {
    return `Images may have at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`;
  }
  if (Math.max(width, height) / Math.min(width, height) > MAX_ASPECT_RATIO) {
    return `Images may be at most ${MAX_ASPECT_RATIO} times longer than they are wide`;
  }
  return undefined;
}

/**
 * WebP qualities tried in turn until a variant fits the byte budget. 65 keeps a 1280 px photo
 * clean and near 60 KB; the lower steps exist only for pictures full of fine texture.
 */
const WEBP_QUALITIES = [65, 50, 35] as const;

/** One stored size of an uploaded picture. */
export interface ImageVariant {
  /** Width in pixels; also the number in the stored name `<uuid>-<width>.webp`. */
  width: number;
  /** Height in pixels, in the same proportion as the upright original. */
  height: number;
  /** The WebP file, without any metadata. */
  bytes: Uint8Array;
}

/**
 * The widths a picture `originalWidth` pixels wide is stored at: the standard widths it reaches,
 * plus its own width when it is under the widest standard width. Never wider than the original.
 * @example variantWidths(3000) // [320, 640, 960, 1280]
 * @example variantWidths(700) // [320, 640, 700]
 * @example variantWidths(200) // [200]
 */
export function variantWidths(originalWidth: number): number[] {
  const widths = VARIANT_WIDTHS.filter((width) => width <= originalWidth);
  const widest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? 0;
  if (originalWidth < widest && !widths.includes(originalWidth)) widths.push(originalWidth);
  return widths;
}

/**
 * Decodes an uploaded picture and renders its WebP variants, narrowest first.
 *
 * The picture is turned upright by its EXIF orientation, converted to sRGB and stripped of every
 * piece of metadata (EXIF with GPS position and camera serials, XMP, ICC), because phone photos
 * tell where they were taken. Animated GIF and WebP keep their first frame. Decoding aborts on
 * truncated or corrupt pixel data (`failOn: 'error'`) but tolerates the harmless warnings many
 * cameras' files raise; pictures over {@link MAX_INPUT_PIXELS} are refused from their header.
 *
 * @returns the variants, or undefined when the bytes cannot be decoded as a picture.
 */
export async function renderImageVariants(bytes: Uint8Array): Promise<ImageVariant[] | undefined> {
  return renderWidths(bytes, variantWidths);
}

/**
 * Renders only the widest variant of a picture (see {@link renderImageVariants}), for a picture
 * kept at one size: a member's photo, which the secretariat views whole.
 * @returns one variant, or undefined when the bytes cannot be decoded as a picture.
 */
export function renderWidestVariant(bytes: Uint8Array): Promise<ImageVariant[] | undefined> {
  return renderWidths(bytes, (width) => variantWidths(width).slice(-1));
}

/**
 * Renders the variants `widths` of a picture already stored, from its widest stored variant,
 * for widths added to {@link VARIANT_WIDTHS} after it was uploaded (the original is not kept).
 * Widths wider than the picture are left out.
 * @returns the variants, narrowest first, or undefined when the bytes cannot be decoded.
 * @example renderMissingVariants(widest1280, [960]) // one variant 960 px wide
 */
export function renderMissingVariants(
  widest: Uint8Array,
  widths: readonly number[],
): Promise<ImageVariant[] | undefined> {
  return renderWidths(widest, (width) => widths.filter((wanted) => wanted <= width));
}

async function renderWidths(
  bytes: Uint8Array,
  chooseWidths: (originalWidth: number) => number[],
): Promise<ImageVariant[] | undefined> {
  try {
    const source = sharp(bytes, {
      autoOrient: true,
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: false,
    }).timeout({ seconds: DECODE_TIMEOUT_SECONDS });
    const header = await source.metadata();
    const widths = [...chooseWidths(header.autoOrient.width)].sort((a, b) => a - b);
    if (widths.length === 0) return [];
    const widest = Math.max(...widths);
    // One decode to the widest variant; the narrower ones are scaled from it, not from the
    // original, so a big photo is decoded once.
    const { data, info } = await source
      .resize({ width: widest, withoutEnlargement: true })
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const decoded = {
      raw: { width: info.width, height: info.height, channels: info.channels },
    } as const;
    const variants: ImageVariant[] = [];
    for (const width of widths) {
      const scaled = () => {
        const image = sharp(data, decoded);
        return width === info.width ? image : image.resize({ width });
      };
      variants.push(await encodeWithinBudget(scaled));
    }
    return variants;
  } catch {
    return undefined;
  }
}

async function encodeWithinBudget(image: () => Sharp): Promise<ImageVariant> {
  let encoded: ImageVariant | undefined;
  for (const quality of WEBP_QUALITIES) {
    const { data, info } = await image()
      .webp({ quality, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    encoded = { width: info.width, height: info.height, bytes: new Uint8Array(data) };
    if (data.byteLength <= VARIANT_BYTE_BUDGET) break;
  }
  // The loop runs at least once: WEBP_QUALITIES is not empty.
  return encoded as ImageVariant;
}
