/**
 * The widest a picture is kept: the widest of the server's picture widths (`VARIANT_WIDTHS` in
 * apps/server/src/uploads/image-variants.ts), which keeps no original. A studio picture and a
 * member's photo are sent no wider, since every pixel past it is paid mobile data thrown away. The
 * apps cannot import each other, so the number is written on both sides, and the server's
 * image-variants.test.ts reads this line and fails when the two differ.
 */
export const WIDEST_KEPT_WIDTH = 1280;

/**
 * The longest side a picture is sent at, however tall and narrow: a cap on what a very tall
 * screenshot costs, which at {@link WIDEST_KEPT_WIDTH} wide stays whole up to twice as tall as
 * wide.
 */
export const LONGEST_SENT_SIDE = 2560;

import { MAX_UPLOAD_BYTES } from '../api/max-upload-bytes';

/** The largest photo the studio takes to make smaller: beyond it a cheap phone may run out of memory decoding it. */
export const MAX_PHOTO_BYTES = 30 * 1024 * 1024;

/** A decoded picture: its size in pixels, and something a canvas can draw. */
export interface DecodedPicture {
  width: number;
  height: number;
  close?: () => void;
}

/**
 * The size to draw a `width` x `height` picture at so it is at most `widest` wide and its longest
 * side at most `longest`, keeping its shape, or `undefined` when it is that small already.
 * @example shrunkSize(4000, 3000) // { width: 1280, height: 960 }
 * @example shrunkSize(3000, 4000) // { width: 1280, height: 1707 }: a portrait keeps the width
 */
export function shrunkSize(
  width: number,
  height: number,
  longest = LONGEST_SENT_SIDE,
  widest = WIDEST_KEPT_WIDTH,
): { width: number; height: number } | undefined {
  const scale = Math.min(longest / Math.max(width, height), widest / width);
  if (!(scale < 1)) return undefined;
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** Decodes a file the browser's way, upright by its EXIF orientation; none where it cannot. */
export function decodeInBrowser(file: File): Promise<DecodedPicture> | undefined {
  return typeof createImageBitmap === 'function' ? createImageBitmap(file) : undefined;
}

/**
 * Whether {@link photoToUpload} draws `file` again: every JPEG (a phone's photo), and a PNG past
 * the server's 5 MB (a phone's screenshot of a poster or a letter), which it would refuse as it is.
 */
export function isMadeSmaller(file: File | null): boolean {
  return (
    file?.type === 'image/jpeg' || (file?.type === 'image/png' && file.size > MAX_UPLOAD_BYTES)
  );
}

/**
 * How {@link photoToUpload} makes a kind of picture smaller: the studio's pictures
 * ({@link PICTURE_SIZING}) or the documents of a membership application (`join/document-photo.ts`).
 */
export interface PhotoSizing {
  /** The longest side, in pixels, a picture is drawn at; never larger than it came. */
  longestSide: number;
  /**
   * The width, in pixels, a picture is drawn at most, where the server keeps it no wider
   * ({@link WIDEST_KEPT_WIDTH}: the studio's pictures, a member's photo); none for an
   * application's documents, which are kept as sent, to be read.
   */
  widest?: number;
  /** The encoder's quality, 0 to 1, for a JPEG (or WebP) drawn again. */
  quality: number;
  /** Whether a file is drawn again at all. */
  drawsAgain: (file: File) => boolean;
  /**
   * Whether a picture already within `longestSide` is drawn again at its own size, since its bytes,
   * not its pixels, are too many (a phone's screenshot); kept only if that comes out smaller.
   */
  atOwnSize: (file: File) => boolean;
}

/** The studio's pictures: see {@link photoToUpload}. */
export const PICTURE_SIZING: PhotoSizing = {
  longestSide: LONGEST_SENT_SIDE,
  widest: WIDEST_KEPT_WIDTH,
  quality: 0.9,
  drawsAgain: isMadeSmaller,
  atOwnSize: (file) => file.type === 'image/png',
};

/** The file's name with the extension of `type` (`letter.png` as WebP is `letter.webp`). */
function renamedFor(name: string, type: string): string {
  const extension = type === 'image/webp' ? 'webp' : type === 'image/png' ? 'png' : 'jpg';
  return `${name.replace(/\.[^.]*$/, '')}.${extension}`;
}

/**
 * The photo to upload: a JPEG wider than {@link WIDEST_KEPT_WIDTH} (or longer than
 * {@link LONGEST_SENT_SIDE}) drawn again at that size (a phone's 8 MB photo becomes a few hundred
 * KB: 1280 x 960, not the 2560 x 1920 sent before, of which the server kept a quarter), any other
 * file as it is. Decided so because a phone's camera makes photos past the server's 5 MB, which an
 * editor on a phone could not make smaller, and every byte past what the server keeps is mobile
 * data paid for nothing. A PNG is drawn again only past 5 MB (a screenshot of a poster on a large
 * phone), and as WebP, which keeps a logo's transparency that a JPEG would lose; the server turns every picture into WebP anyway, so no
 * detail it keeps is lost. A PNG under 5 MB, a WebP and a GIF (which may move) go as they are.
 * Anything that goes wrong (no canvas, an unreadable file, a browser that writes no WebP and gives
 * a PNG no smaller) gives the file back unchanged, for the form's own checks. `sizing` says what
 * is drawn again and how: the studio's pictures by default, an application's documents with
 * `DOCUMENT_PHOTO_SIZING` (`join/document-photo.ts`).
 */
export async function photoToUpload(
  file: File,
  decode: (file: File) => Promise<DecodedPicture> | undefined = decodeInBrowser,
  sizing: PhotoSizing = PICTURE_SIZING,
): Promise<File> {
  if (!sizing.drawsAgain(file)) return file;
  // A photo stays a JPEG; a PNG or WebP becomes WebP, which keeps transparency.
  const type = file.type === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
  try {
    const picture = await decode(file);
    if (!picture) return file;
    // A PNG past 5 MB is drawn again even at its own size: its bytes, not its pixels, are too many.
    const size =
      shrunkSize(
        picture.width,
        picture.height,
        sizing.longestSide,
        sizing.widest ?? Number.POSITIVE_INFINITY,
      ) ?? (sizing.atOwnSize(file) ? { width: picture.width, height: picture.height } : undefined);
    const canvas = document.createElement('canvas');
    const context = size ? canvas.getContext('2d') : null;
    if (!size || !context) {
      picture.close?.();
      return file;
    }
    canvas.width = size.width;
    canvas.height = size.height;
    context.drawImage(picture as CanvasImageSource, 0, 0, size.width, size.height);
    picture.close?.();
    const smaller = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, type, sizing.quality),
    );
    if (!smaller || smaller.size >= file.size) return file;
    // A browser that writes no WebP gives a PNG instead: named and typed as what it gave.
    const given = smaller.type || type;
    const name = given === file.type ? file.name : renamedFor(file.name, given);
    return new File([smaller], name, {
      type: given,
      lastModified: file.lastModified,
    });
  } catch {
    return file;
  }
}
